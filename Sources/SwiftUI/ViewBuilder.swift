import Foundation
import WidgetRaster

/// Builds view content as SwiftUI's `@ViewBuilder` does: blocks of any length, `if`, `if let`,
/// `if`/`else`, `switch`, availability checks.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(value: (repeat each content), views: views)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row of a builder block.
public struct TupleView<T>: View, _PrimitiveView {
    public var value: T
    let views: [any View]

    init(value: T, views: [any View]) {
        self.value = value
        self.views = views
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { views.flatMap { context.nodes(any: $0) } }
}

/// One of two branches of an `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): return context.nodes(view)
        case .falseContent(let view): return context.nodes(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { map { context.nodes($0) } ?? [] }
}

/// Nothing: no size and no pixels, as in SwiftUI.
public struct EmptyView: View, _PrimitiveView {
    public init() {}
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [] }
}

/// A view whose type is erased.
public struct AnyView: View, _PrimitiveView {
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { context.nodes(any: view) }
}

/// Views grouped without a layout of their own: modifiers apply to each of them.
public struct Group<Content: View>: View, _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { context.nodes(content) }
}

/// A view per element of a collection (or per number of a range).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { data.flatMap { context.nodes(content($0)) } }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TupleView: _SiblingViews { public var _siblings: [any View] { views } }
extension Group: _SiblingViews { public var _siblings: [any View] { [content] } }
extension ForEach: _SiblingViews { public var _siblings: [any View] { data.map(content) } }
extension AnyView: _SiblingViews { public var _siblings: [any View] { [view] } }
extension _ConditionalContent: _SiblingViews {
    public var _siblings: [any View] {
        switch storage {
        case .trueContent(let view): return [view]
        case .falseContent(let view): return [view]
        }
    }
}
extension Optional: _SiblingViews where Wrapped: View { public var _siblings: [any View] { map { [$0] } ?? [] } }

/// Content with an optional header and footer; outside a list they are siblings in the
/// enclosing stack, header first, as SwiftUI lays them out.
public struct Section<Parent: View, Content: View, Footer: View>: View, _PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A collapsible section's state (`isExpanded:`): collapsed, only its header shows.
    var isExpanded = true

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(header) + (isExpanded ? context.nodes(content) + context.nodes(footer) : [])
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
    /// A titled section that can collapse: a still image shows it as `isExpanded` says.
    public init(_ title: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A section that can collapse: a still image shows its content when `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}
