import Foundation
import WidgetRaster

/// A built-in stack as a `Layout` value: laid out as the stack view itself.
protocol _StackLayout {
    func _stack(_ children: [ViewNode]) -> ViewNode
}

extension _StackLayout {
    /// Sizes when a stack layout's methods are called directly (as from another layout): the
    /// subviews' ideal sizes summed along the axis with the spacing, the largest across.
    func idealSize(_ subviews: LayoutSubviews, axis: Axis?, spacing: CGFloat?) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        guard let axis else { return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 8)
        return axis == .horizontal
            ? CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
            : CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    func placeInOrder(_ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis?, spacing: CGFloat?) {
        var offset: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            switch axis {
            case .horizontal?: subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
                offset += size.width + (spacing ?? 8)
            case .vertical?: subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + offset), anchor: .top, proposal: ProposedViewSize(size))
                offset += size.height + (spacing ?? 8)
            case nil: subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
            }
        }
    }
}

/// `HStack` as a layout value, for `AnyLayout(HStackLayout())`.
public struct HStackLayout: Layout, _StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        idealSize(subviews, axis: .horizontal, spacing: spacing)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeInOrder(subviews, in: bounds, axis: .horizontal, spacing: spacing)
    }
    func _stack(_ children: [ViewNode]) -> ViewNode {
        ViewNode(.hStack(alignment: alignment, spacing: spacing.map(Double.init), children: children))
    }
}

/// `VStack` as a layout value.
public struct VStackLayout: Layout, _StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        idealSize(subviews, axis: .vertical, spacing: spacing)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeInOrder(subviews, in: bounds, axis: .vertical, spacing: spacing)
    }
    func _stack(_ children: [ViewNode]) -> ViewNode {
        ViewNode(.vStack(alignment: alignment, spacing: spacing.map(Double.init), children: children))
    }
}

/// `ZStack` as a layout value.
public struct ZStackLayout: Layout, _StackLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        idealSize(subviews, axis: nil, spacing: nil)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeInOrder(subviews, in: bounds, axis: nil, spacing: nil)
    }
    func _stack(_ children: [ViewNode]) -> ViewNode { ViewNode(.zStack(alignment: alignment, children: children)) }
}

/// A layout chosen at run time (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`).
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var inner = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return size(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func place<L: Layout>(_ layout: L) {
            var inner = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        place(base)
    }
}
