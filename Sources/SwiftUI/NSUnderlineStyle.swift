import Foundation

/// How UIKit underlines or strikes through text (`.underlineStyle`, `.strikethroughStyle`, given
/// as the raw value or the style): its line (single, thick, double), its pattern and whether it
/// skips the spaces between words.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternSolid = NSUnderlineStyle([])
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line's own bits (single, thick, double), without its pattern and `byWord`.
    var lineBits: Int { rawValue & 0xFF }
    /// The pattern's bits (dot, dash …; 0: solid).
    var patternBits: Int { rawValue & 0x0F00 }
}
