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
