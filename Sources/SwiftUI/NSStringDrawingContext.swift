import Foundation

/// How UIKit's string drawing places and measures text: from the top-left of the first line's
/// fragment (`usesLineFragmentOrigin`, else from the first baseline, on one line), with the font's
/// leading, truncating the last line that fits.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their advances: measured by advances here, as the glyphs' boxes need drawing.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a string drawing may do and what it did: the factor it may shrink the font by to fit
/// (`minimumScaleFactor`), the factor it shrank by and the box its text took.
open class NSStringDrawingContext: NSObject {
    /// The least factor the font may shrink by to fit the rectangle (0 or 1: it does not shrink).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the last drawing or measurement shrank the font by (1: not shrunk).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The box the last drawing or measurement's text took, in the rectangle's coordinates.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
