import Foundation
import WidgetRaster

/// Views grouped on a rounded panel (`GroupBox`), drawn in the group box style the environment
/// names: the app's own `GroupBoxStyle`, or iOS's default panel.
public struct GroupBox<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let configuration = GroupBoxStyleConfiguration(label: .init(nodes: context.nodes(label)),
                                                       content: .init(nodes: context.nodes(content)))
        if let drawn = context.customControlStyle(CustomGroupBoxStyleKey.self, configuration) { return drawn }
        return context.nodes(DefaultGroupBoxStyle().makeBody(configuration: configuration))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style's `makeBody` is given, drawn in the style around that one.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
