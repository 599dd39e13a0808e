/// A `Grid` (iOS 16): rows of cells whose columns line up, each column as wide as its widest
/// cell; a child that is not a `GridRow` spans every column.
public struct GridContent: Hashable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    /// `GridRow`s (`.gridRow` content) and spanning views.
    public var rows: [ViewNode]

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, rows: [ViewNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }
}

/// `LazyVGrid` (items flow into `columns`, row by row) or `LazyHGrid` (into `rows`, column by column).
public struct LazyGridContent: Hashable, Sendable {
    /// `.vertical` for `LazyVGrid`.
    public var axis: Axis
    /// The columns of a `LazyVGrid`, or the rows of a `LazyHGrid`.
    public var tracks: [GridItem]
    public var alignment: Alignment
    /// Between rows of a `LazyVGrid` (columns of a `LazyHGrid`); nil: 8 pt.
    public var spacing: Double?
    public var children: [ViewNode]

    public init(axis: Axis, tracks: [GridItem], alignment: Alignment = .center, spacing: Double? = nil, children: [ViewNode]) {
        self.axis = axis
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

/// One column of a `LazyVGrid` (row of a `LazyHGrid`): its size, the spacing after it, and how
/// items align in it.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    /// SwiftUI's default item: flexible from 10 pt.
    public static let standard = GridItem(size: .flexible(minimum: 10, maximum: .infinity))

    public init(size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The gap after this track (8 pt unless given).
    package var gap: Double { spacing ?? 8 }

    /// Track lengths for an available length: fixed ones as given, flexible ones sharing the
    /// rest equally within their bounds, an adaptive one as many tracks of at least its
    /// minimum as fit in its share. Without a length, every track takes its minimum.
    package static func resolve(_ items: [GridItem], in available: Double?) -> [(length: Double, item: GridItem)] {
        let gaps = items.dropLast().map(\.gap).reduce(0, +)
        let fixed = items.map { if case .fixed(let w) = $0.size { w } else { 0 } }.reduce(0, +)
        let flexibleCount = items.filter { if case .fixed = $0.size { false } else { true } }.count
        let share = available.map { max(0, $0 - fixed - gaps) / Double(max(flexibleCount, 1)) }
        return items.flatMap { item -> [(length: Double, item: GridItem)] in
            switch item.size {
            case .fixed(let w): return [(w, item)]
            case let .flexible(minimum, maximum): return [(share.map { min(max($0, minimum), maximum) } ?? minimum, item)]
            case let .adaptive(minimum, maximum):
                guard let share else { return [(minimum, item)] }
                let count = max(1, Int((share + item.gap) / (minimum + item.gap)))
                let length = min(max((share - Double(count - 1) * item.gap) / Double(count), minimum), maximum)
                return Array(repeating: (length, item), count: count)
            }
        }
    }
}
