import WidgetRasterModel

/// Everything that decides how a string is shaped and broken into lines, resolved from the
/// environment. Two equal values always measure and draw the same.
public struct TextAttributes: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var weight: Int
    public var italic: Bool
    public var tabularDigits: Bool
    /// Extra space between characters in points (SF Pro's table plus any `tracking`).
    public var tracking: Double
    public var lineSpacing: Double
    public var lineLimit: Int?
    /// Lines the text keeps room for though it takes fewer (`lineLimit(2...4)`).
    public var reservedLines: Int
    /// Points the glyphs sit above the line's baseline (`baselineOffset`); the line grows by as much.
    public var baselineOffset: Double
    public var alignment: TextAlignment
    public var truncation: TruncationMode
    public var minimumScaleFactor: Double
    /// Right-to-left base direction.
    public var rightToLeft: Bool
    /// Letters set as small capitals (nil: none).
    public var smallCaps: Font.SmallCaps?
    /// Stretches drawn bold, italic or fixed-width within the same lines (a `Text`'s Markdown).
    package var inlineStyles: [InlineStyle] = []

    public init(family: String, size: Double, weight: Int = 400, italic: Bool = false, tabularDigits: Bool = false,
                tracking: Double = 0, lineSpacing: Double = 0, lineLimit: Int? = nil, reservedLines: Int = 0, baselineOffset: Double = 0, alignment: TextAlignment = .leading,
                truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1, rightToLeft: Bool = false,
                smallCaps: Font.SmallCaps? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.tabularDigits = tabularDigits
        self.tracking = tracking
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.baselineOffset = baselineOffset
        self.alignment = alignment
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.rightToLeft = rightToLeft
        self.smallCaps = smallCaps
    }
}

/// The result of laying out a text: its size, its lines and baselines, in points from its top-left.
public struct TextMeasurement: Hashable, Sendable {
    /// Each line grown by `raise` (`baselineOffset`): above its glyphs when positive, so its
    /// baseline, what stacks align by, moves down while the glyphs stay; below them when negative.
    mutating func offsetBaselines(by raise: Double) {
        let growth = abs(raise)
        for i in lines.indices {
            lines[i].frame.origin.y += Double(i) * growth
            lines[i].frame.size.height += growth
            lines[i].baseline += Double(i) * growth + max(raise, 0)
        }
        size.height += Double(lines.count) * growth
    }

    /// How far the glyphs of line `index` sit below where the text's layout put them, for a
    /// `baselineOffset` of `raise`.
    static func glyphDrop(line index: Int, raise: Double) -> Double { Double(index) * abs(raise) + max(-raise, 0) }

    public struct Line: Hashable, Sendable {
        /// The line's logical box (advance width × line height).
        public var frame: Rect
        public var baseline: Double
    }

    /// The string laid out: the text, or the text cut at a line break and ended with "…".
    public var text: String
    public var size: Size
    public var lines: [Line]
    /// Lines the layout was limited to (nil: unlimited); drawing uses the same limit.
    public var maxLines: Int?
    /// The width the text wrapped at (nil: unwrapped).
    public var wrapWidth: Double?
    /// The factor `minimumScaleFactor` shrank the font by (1: not shrunk).
    public var fontScale: Double
    public var isTruncated: Bool

    public var firstBaseline: Double { lines.first?.baseline ?? size.height }
    public var lastBaseline: Double { lines.last?.baseline ?? size.height }
}
