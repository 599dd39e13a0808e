/// Lines drawn with text (`strikethrough`, `underline`): each off, in the text's colour, or in a colour of its own.
public struct TextDecorations: Hashable, Sendable {
    public enum Line: Hashable, Sendable {
        case none
        case textColor
        case color(ShapeStyle)

        /// The line a modifier asks for: off, or on in `color` (the text's colour when nil).
        public init(active: Bool, color: ShapeStyle?) {
            self = !active ? .none : color.map { .color($0) } ?? .textColor
        }
    }

    public var strikethrough = Line.none
    public var underline = Line.none

    public init(strikethrough: Line = .none, underline: Line = .none) {
        self.strikethrough = strikethrough
        self.underline = underline
    }

    public var isEmpty: Bool { strikethrough == .none && underline == .none }
}
