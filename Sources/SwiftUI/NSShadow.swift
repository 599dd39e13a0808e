import Foundation

/// A shadow under drawn text (`.shadow` attribute): its offset in points (down is positive, as
/// UIKit's contexts draw), blur radius and colour (a `UIColor`; nil: black at a third, as UIKit's default).
open class NSShadow: NSObject, NSCopying {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        (copy.shadowOffset, copy.shadowBlurRadius, copy.shadowColor) = (shadowOffset, shadowBlurRadius, shadowColor)
        return copy
    }
}
