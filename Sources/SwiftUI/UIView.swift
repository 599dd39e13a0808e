/// UIKit's view class, for the types widget code names with it (`UIView.ContentMode`). A widget
/// draws SwiftUI views; no UIView is ever drawn.
open class UIView {
    public init() {}

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
