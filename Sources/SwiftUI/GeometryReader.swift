import Foundation
import WidgetRaster

/// The size a `GeometryReader` was given, for its content to divide up.
public struct GeometryProxy {
    public let size: CGSize
    /// Widgets lay out inside their content margins: no safe area to report.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(all: 0) }

    /// The reader's own frame; WidgetRaster reports it in the reader's own space in every space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space a frame is read in.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// A view that takes all the space it is offered and builds its content from that size.
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        // The content is made at layout, after the body: `@Environment` values it reads (the
        // family, the colour scheme) are this image's, and the names it uses are located, as
        // they were when the body ran.
        let sites = NameSites.current
        let reader = GeometryContent { size in
            NameSites.$current.withValue(sites) {
                let view = EnvironmentValues.$current.withValue(context.environment) {
                    content(GeometryProxy(size: CGSize(width: size.width, height: size.height)))
                }
                // Several views in the closure lie over each other from the top leading corner, as in SwiftUI.
                let nodes = context.nodes(view)
                return nodes.count == 1 ? nodes[0] : ViewNode(.zStack(alignment: .topLeading, children: nodes))
            }
        }
        return [ViewNode(.geometryReader(reader))]
    }
}

/// A geometry value of a view, read in another view's space with `GeometryProxy[anchor]`
/// (a chart's `plotFrame`). WidgetRaster resolves it in the reader's own space.
public struct Anchor<Value> {
    let resolve: (CGSize) -> Value

    public init(_resolve: @escaping (CGSize) -> Value) { resolve = _resolve }

    /// Where an anchor comes from (`.bounds`).
    public struct Source {
        let resolve: (CGSize) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { CGRect(origin: .zero, size: $0) } }
}

extension GeometryProxy {
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(size) }
}
