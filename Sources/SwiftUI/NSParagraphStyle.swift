import Foundation

/// How UIKit sets a paragraph of attributed text (`.paragraphStyle`): alignment, line breaking,
/// spacing, line heights and indents, as `NSAttributedString.draw` draws and `boundingRect`
/// measures them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The settings, compared by value.
    struct Values: Hashable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var baseWritingDirection = NSWritingDirection.natural
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
        var lineBreakStrategy = LineBreakStrategy.standard
    }

    var values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    public override init() {
        values = Values()
        super.init()
    }

    /// The style text has when it sets none: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of a language: right to left for Arabic, Hebrew and the like.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .leftToRight }
        return Locale.Language(identifier: languageName).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points added between the lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after a paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points added before a paragraph (not before the first).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// A factor on the font's line height (0: the font's own).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Points from the leading edge to a paragraph's first line.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Points from the leading edge to the lines after the first.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the line width from the leading edge; negative or zero: points in from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Accepted: lines here break between words, never with a hyphen.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Accepted: lines here break between words, never with a hyphen.
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// Accepted: tabs advance as the font's tab width here.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Accepted: a truncated line is cut without tightening its letters first.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// Accepted: Pango's line breaking decides where lines end here.
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.values == values }
    open override var hash: Int { values.hashValue }

    /// Rules that keep a line from ending badly (iOS 14): accepted, as Pango breaks the lines here.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// A paragraph style whose settings can be changed, as attributed text is built.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Takes the settings of another style.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }

    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// Accepted: lines here break between words, never with a hyphen.
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    /// Accepted: lines here break between words, never with a hyphen.
    open override var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }
    /// Accepted: tabs advance as the font's tab width here.
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
    /// Accepted: a truncated line is cut without tightening its letters first.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// Accepted: Pango's line breaking decides where lines end here.
    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }
}

/// The direction a paragraph is read in; natural follows its first strong letter (the render's
/// layout direction here).
public enum NSWritingDirection: Int, Hashable, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
