import Foundation
import WidgetRaster

/// A container's own layout (iOS 16's `Layout`): `sizeThatFits` answers its size for a proposal,
/// `placeSubviews` places each subview. Both run during layout, with the image's environment,
/// and are drawn as SwiftUI draws them: `MyLayout { … }` lays out its content's views.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }

    /// The layout over `content`'s views.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A size proposal: a number, or nil for "your ideal size", per dimension.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: Proposal) { self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }) }
    var proposal: Proposal { Proposal(width: width.map(Double.init), height: height.map(Double.init)) }
}

/// A layout's subviews, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let proxies: [LayoutSubview]
    public var startIndex: Int { proxies.startIndex }
    public var endIndex: Int { proxies.endIndex }
    public subscript(index: Int) -> LayoutSubview { proxies[index] }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.proxies == rhs.proxies }
}

/// One subview as a layout sees it: its size for a proposal, its priority, and where to put it.
public struct LayoutSubview: Equatable {
    let proxy: LayoutSubviewProxy

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proxy.sizeThatFits(proposal.proposal)
        return CGSize(width: size.width, height: size.height)
    }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    public var priority: Double { proxy.priority }
    /// The spacing SwiftUI keeps around a view: the standard 8 points each way.
    public var spacing: ViewSpacing { ViewSpacing() }
    /// A value the subview set with `layoutValue(key:value:)`: its key's default here.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(at: Point(x: position.x, y: position.y), anchor: anchor, proposal: proposal.proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.proxy === rhs.proxy }
}

/// The spacing a view prefers next to others: SwiftUI's standard 8 points.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(standard: 0)
    let standard: CGFloat
    public init() { standard = 8 }
    init(standard: CGFloat) { self.standard = standard }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(standard, next.standard) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { self = ViewSpacing(standard: max(standard, other.standard)) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { ViewSpacing(standard: max(standard, other.standard)) }
}

/// How a layout behaves as a stack (its orientation, for spacers inside it).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a subview hands its layout (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// A value for the enclosing layout to read: accepted; layouts read the key's default.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { self }
}

/// A layout's cache between its calls, made for its subviews and updated when they change.
final class LayoutCacheBox<Cache> {
    var cache: Cache?
    var subviews: LayoutSubviews?
}

/// A layout applied to content: its subviews are the content's views.
struct _LayoutView<L: Layout, Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let children = context.nodes(content)
        if let stack = ((layout as? AnyLayout)?.base ?? layout) as? _StackLayout { return [stack._stack(children)] }
        if let any = layout as? AnyLayout {
            func inner<I: Layout>(_ layout: I) -> [ViewNode] { _LayoutView<I, Content>(layout: layout, content: content)._nodes(in: context) }
            return inner(any.base)
        }
        let layout = self.layout, environment = context.environment
        let box = LayoutCacheBox<L.Cache>()
        func subviews(_ proxies: [LayoutSubviewProxy]) -> LayoutSubviews {
            let views = LayoutSubviews(proxies: proxies.map(LayoutSubview.init))
            if box.subviews != views {
                box.subviews = views
                if var cache = box.cache { layout.updateCache(&cache, subviews: views); box.cache = cache }
                else { box.cache = layout.makeCache(subviews: views) }
            }
            return views
        }
        let custom = CustomLayout(name: "\(L.self)", sizeThatFits: { proposal, proxies in
            EnvironmentValues.$current.withValue(environment) {
                let views = subviews(proxies)
                var cache = box.cache!
                let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: views, cache: &cache)
                box.cache = cache
                return Size(width: size.width, height: size.height)
            }
        }, placeSubviews: { bounds, proposal, proxies in
            EnvironmentValues.$current.withValue(environment) {
                let views = subviews(proxies)
                var cache = box.cache!
                layout.placeSubviews(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height),
                                     proposal: ProposedViewSize(proposal), subviews: views, cache: &cache)
                box.cache = cache
            }
        })
        return [ViewNode(.customLayout(custom, children: children))]
    }
}

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
