/// Lines drawn with text (`strikethrough`, `underline`): each off, or on in the text's colour or
/// one of its own, solid or in a pattern of dashes and dots.
public struct TextDecorations: Hashable, Sendable {
    /// One line (`Text.LineStyle`): whether it is drawn, its colour and its pattern.
    public struct Line: Hashable, Sendable {
        package private(set) var isActive: Bool
        /// Its colour; nil: the text's.
        package private(set) var color: ShapeStyle?
        package private(set) var pattern: Pattern

        /// A line that is off has no colour or pattern of its own.
        public init(active: Bool = true, color: ShapeStyle? = nil, pattern: Pattern = .solid) {
            isActive = active
            self.color = active ? color : nil
            self.pattern = active ? pattern : .solid
        }

        public static let none = Line(active: false)
    }

    /// `Text.LineStyle.Pattern`: a solid line, or marks and gaps measured in the line's thickness.
    public enum Pattern: String, CaseIterable, Hashable, Sendable {
        case solid, dot, dash, dashDot, dashDotDot

        /// Lengths of marks and gaps, alternating from a mark, in thicknesses; empty for solid.
        /// Apple publishes no lengths: dots are square (one thickness, one apart), dashes three.
        package var intervals: [Double] {
            switch self {
            case .solid: return []
            case .dot: return [1, 1]
            case .dash: return [3, 1]
            case .dashDot: return [3, 1, 1, 1]
            case .dashDotDot: return [3, 1, 1, 1, 1, 1]
            }
        }

        /// The marks of a line `length` long and `thickness` thick: offsets from its start and lengths.
        package func marks(along length: Double, thickness: Double) -> [(start: Double, length: Double)] {
            let steps = intervals.map { $0 * thickness }
            guard !steps.isEmpty, thickness > 0 else { return length > 0 ? [(0, length)] : [] }
            var marks: [(start: Double, length: Double)] = []
            var position = 0.0, index = 0
            while position < length {
                if index % 2 == 0 { marks.append((position, min(steps[index], length - position))) }
                position += steps[index]
                index = (index + 1) % steps.count
            }
            return marks
        }
    }

    public var strikethrough = Line.none
    public var underline = Line.none

    public init(strikethrough: Line = .none, underline: Line = .none) {
        self.strikethrough = strikethrough
        self.underline = underline
    }

    public var isEmpty: Bool { !strikethrough.isActive && !underline.isActive }
}
