/// Anything the Swift DSL can put in a view tree: it stands for one `ViewNode` of the model,
/// the same value a scene file decodes to.
public protocol WidgetView {
    var node: ViewNode { get }
}

extension ViewNode: WidgetView {
    public var node: ViewNode { self }
}

/// Builds child lists the way SwiftUI's `@ViewBuilder` does, including `if`, `if/else` and `for`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some WidgetView) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first: [ViewNode]) -> [ViewNode] { first }
    public static func buildEither(second: [ViewNode]) -> [ViewNode] { second }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

/// A single view from a builder: one child as is, several wrapped in a ZStack (as SwiftUI's
/// `background { … }` and `overlay { … }` do).
func single(_ views: [ViewNode]) -> ViewNode {
    views.count == 1 ? views[0] : ViewNode(.zStack(alignment: .center, children: views))
}
