import Foundation

/// The attributes UIKit adds to attributed text, by Apple's names, as `NSAttributedString.draw`
/// draws them (a `UIFont`, `UIColor`s, numbers, an `NSParagraphStyle`, an `NSShadow`, an underline
/// style's raw value). Attachments, text effects, writing-direction overrides, vertical glyphs and
/// ligatures turned off are reported where the text is drawn.
extension NSAttributedString.Key {
    /// A `UIFont` (where unset, UIKit's Helvetica 12 pt, drawn as the system font at 12 pt).
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `UIColor` for the glyphs (black where unset).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text's lines.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// 1 (the default) keeps the font's standard ligatures; 0, ligatures off, is reported.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Points added after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points added between characters, as `kern` (iOS 14).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSUnderlineStyle` raw value: a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSUnderlineStyle` raw value: a line under the text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the outline `strokeWidth` draws (the foreground colour where unset).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font size: positive draws the outline alone, negative fills and outlines.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSShadow` under the glyphs.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect (`NSAttributedString.TextEffectStyle.letterpressStyle`): reported.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// A text attachment (an image in the text): reported.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `URL` or `String`: the text is a link, which a still image draws as its other attributes say.
    public static let link = NSAttributedString.Key("NSLink")
    /// Points the glyphs sit above the baseline.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `UIColor` for the underline (the foreground colour where unset).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough (the foreground colour where unset).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The glyphs' slant: the tangent of the angle they lean right by.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the glyphs' horizontal stretch (0: none).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An array of writing-direction overrides: reported (a paragraph style's direction is drawn).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// 0: horizontal glyphs, as iOS draws them; 1 is reported.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// A text effect (`.textEffect`): letterpress, iOS's only one.
    public struct TextEffectStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
