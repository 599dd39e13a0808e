import WidgetRaster

public typealias GridItem = WidgetRaster.GridItem

extension GridItem.Size {
    /// SwiftUI's defaults: flexible from 10 pt, adaptive up to infinity. Disfavoured, so
    /// `.flexible(minimum: 0, maximum: .infinity)` is the case itself rather than ambiguous.
    @_disfavoredOverload
    public static func flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity) -> GridItem.Size {
        .flexible(minimum: Double(minimum), maximum: Double(maximum))
    }
    @_disfavoredOverload
    public static func adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) -> GridItem.Size {
        .adaptive(minimum: Double(minimum), maximum: Double(maximum))
    }
}

extension GridItem {
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.init(size: size, spacing: spacing.map(Double.init), alignment: alignment)
    }
}

/// Rows of cells whose columns line up.
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.grid(GridContent(alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init),
                                    verticalSpacing: verticalSpacing.map(Double.init), rows: context.nodes(content))))]
    }
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.gridRow(alignment: alignment, children: context.nodes(content)))]
    }
}

/// Items flowing into columns, row by row.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.lazyGrid(LazyGridContent(axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                            spacing: spacing.map(Double.init), children: context.nodes(content))))]
    }
}

/// Items flowing into rows, column by column.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.lazyGrid(LazyGridContent(axis: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                            spacing: spacing.map(Double.init), children: context.nodes(content))))]
    }
}

/// Section headers and footers pinned while scrolling; widgets do not scroll.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
