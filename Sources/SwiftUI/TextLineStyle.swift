import WidgetRaster

extension Text {
    /// How a line through or under text is drawn: its pattern and colour (the text's when nil).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// A solid line, or dashes and dots measured in the line's thickness.
        public struct Pattern: Hashable, Sendable {
            let _pattern: TextDecorations.Pattern

            public static let solid = Pattern(_pattern: .solid)
            public static let dot = Pattern(_pattern: .dot)
            public static let dash = Pattern(_pattern: .dash)
            public static let dashDot = Pattern(_pattern: .dashDot)
            public static let dashDotDot = Pattern(_pattern: .dashDotDot)
        }

        func _line(active: Bool) -> TextDecorations.Line {
            TextDecorations.Line(active: active, color: color?._style, pattern: pattern._pattern)
        }
    }
}

extension Text {
    /// A line through the text at the font's strikethrough position, in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.strikethrough(LineStyle(color: color)._line(active: isActive)))
    }
    /// A line through the text in a pattern of dashes or dots.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled(.strikethrough(LineStyle(pattern: pattern, color: color)._line(active: isActive)))
    }
    /// A line under the text at the font's underline position, in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.underline(LineStyle(color: color)._line(active: isActive)))
    }
    /// A line under the text in a pattern of dashes or dots.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled(.underline(LineStyle(pattern: pattern, color: color)._line(active: isActive)))
    }
}

extension View {
    /// A line through the text inside, in `color` or each text's colour, solid or in a pattern.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modified(.strikethrough(Text.LineStyle(pattern: pattern, color: color)._line(active: isActive)))
    }
    /// A line under the text inside, in `color` or each text's colour, solid or in a pattern.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modified(.underline(Text.LineStyle(pattern: pattern, color: color)._line(active: isActive)))
    }
}
