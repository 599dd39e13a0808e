// The Live Activity preview Moblin does not ship: a stream running in the background, as its
// status rows show one (the app sends these rows from its own state).
import ActivityKit
import SwiftUI
import WidgetKit

#Preview("Streaming", as: .content, using: LiveActivityAttributes()) {
    MoblinLiveActivityApp()
} contentStates: {
    LiveActivityAttributes.ContentState(functions: [
        LiveActionFunction(image: "dot.radiowaves.left.and.right", text: "Live 1:02:17"),
        LiveActionFunction(image: "speedometer", text: "6.2 Mbps"),
        LiveActionFunction(image: "message", text: "3 new chat messages"),
    ], showEllipsis: true)
}
