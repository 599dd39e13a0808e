import Foundation
import WidgetRaster

/// A reusable change to a view: `body(content:)` wraps the content, applied with `.modifier(_:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let nodes: (_ResolveContext) -> [ViewNode]
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { nodes(context) }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let inner = _ViewModifier_Content<Modifier> { [content] in $0.nodes(content) }
        let body = EnvironmentValues.$current.withValue(context.environment) { modifier.body(content: inner) }
        return context.nodes(body)
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
