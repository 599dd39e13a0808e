import WidgetRaster

/// An app's own control style (a `ButtonStyle`, `ToggleStyle`, `LabelStyle` it wrote), kept in
/// the environment for the controls inside: what its `makeBody` draws for a configuration.
struct CustomControlStyle<Configuration> {
    let body: (Configuration, _ResolveContext) -> [ViewNode]
}

/// The environment key a kind of control reads the app's style from.
protocol CustomControlStyleKey: EnvironmentKey where Value == CustomControlStyle<Configuration>? {
    associatedtype Configuration
}

extension _ResolveContext {
    /// What the app's style in the environment draws for a control, or nil when a system style
    /// applies. The style's own body sees no app style, so a control it contains draws as the system's.
    func customControlStyle<Key: CustomControlStyleKey>(_ key: Key.Type, _ configuration: Key.Configuration) -> [ViewNode]? {
        guard let style = environment[key] else { return nil }
        var inner = self
        inner.environment[key] = nil
        return style.body(configuration, inner)
    }
}

extension View {
    /// A control style modifier: a system style becomes the scene-model `modifier` (files draw it
    /// alike) and clears an app style set outside; an app's style is kept for the controls inside.
    func controlStyle<Key: CustomControlStyleKey>(_ key: Key.Type, system modifier: Modifier?,
                                                  custom body: @escaping (Key.Configuration, _ResolveContext) -> [ViewNode]) -> some View {
        _ModifiedView(EnvironmentWriter(content: self) { $0[key] = modifier == nil ? CustomControlStyle(body: body) : nil }) { _ in modifier }
    }
}

/// Part of a control already resolved to nodes (a style configuration's `label`, `title`, `icon`):
/// placed in a style's body, it draws as the control's own content.
public struct _ResolvedContent: View, _PrimitiveView {
    public typealias Body = Never
    let nodes: [ViewNode]
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { nodes }
}
