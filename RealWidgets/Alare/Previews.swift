// The Live Activity preview Alare does not ship: snoozing, the one state its activity has.
import ActivityKit
import SwiftUI
import WidgetKit

#Preview("Snoozing", as: .content, using: SnoozeActivityAttributes()) {
    SnoozeActivityWidget()
} contentStates: {
    SnoozeActivityAttributes.ContentState()
}
