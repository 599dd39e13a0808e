// SmartStackMargins (a small package of the app's author): the watch Smart Stack's content
// margins for a Live Activity, which iPhone images do not show.
import SwiftUI

extension View {
    public func smartStackContentMargins() -> some View { self }
}
