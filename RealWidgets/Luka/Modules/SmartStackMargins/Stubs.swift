// SmartStackMargins (a small package of the app's author, not published): the watch Smart Stack's
// content margins for a Live Activity's small view. Stubbed as the name says, with the margins of
// the watch's Smart Stack widgets (an estimate), so the small presentation is drawn as on a watch.
import SwiftUI

extension View {
    public func smartStackContentMargins() -> some View { padding(.horizontal, 12).padding(.vertical, 8) }
}
