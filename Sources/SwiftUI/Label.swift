import Foundation
import WidgetRaster

/// A title with an icon, drawn in the label style the environment names (icon then title).
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A title of several views stacks them, leading-aligned (a Lock Screen label's title, place and time).
    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let titles = context.nodes(self.title), icon = context.node(self.icon)
        let title = titles.count == 1 ? titles[0] : ViewNode(.vStack(alignment: .leading, spacing: nil, children: titles))
        let configuration = LabelStyleConfiguration(title: .init(nodes: [title]), icon: .init(nodes: [icon]))
        if let drawn = context.customControlStyle(CustomLabelStyleKey.self, configuration) { return drawn }
        return [ViewNode(.label(title: title, icon: icon))]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }
    /// A title with an image of the asset catalogue, as Xcode generates them (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(title: { Text(titleResource) }, icon: { Image(resource) })
    }
}

/// What a custom `LabelStyle` draws from.
public struct LabelStyleConfiguration {
    public typealias Title = _ResolvedContent
    public typealias Icon = _ResolvedContent
    public let title: Title
    public let icon: Icon
}

/// A label appearance: system ones (`.titleAndIcon`, `.titleOnly`, `.iconOnly`) or one written by the app.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A system label style, drawn by WidgetRaster from the scene model.
public protocol _SystemLabelStyle: LabelStyle {
    var _style: WidgetRaster.LabelStyle { get }
}

extension _SystemLabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        _SystemStyled(nodes: [ViewNode(.label(title: configuration.title.nodes[0], icon: configuration.icon.nodes[0]))],
                      modifier: .labelStyle(_style))
    }
}

public struct DefaultLabelStyle: _SystemLabelStyle {
    public init() {}
    public var _style: WidgetRaster.LabelStyle { .automatic }
}
public struct TitleAndIconLabelStyle: _SystemLabelStyle {
    public init() {}
    public var _style: WidgetRaster.LabelStyle { .titleAndIcon }
}
public struct TitleOnlyLabelStyle: _SystemLabelStyle {
    public init() {}
    public var _style: WidgetRaster.LabelStyle { .titleOnly }
}
public struct IconOnlyLabelStyle: _SystemLabelStyle {
    public init() {}
    public var _style: WidgetRaster.LabelStyle { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

struct CustomLabelStyleKey: CustomControlStyleKey {
    typealias Configuration = LabelStyleConfiguration
    static var defaultValue: CustomControlStyle<LabelStyleConfiguration>? { nil }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        controlStyle(CustomLabelStyleKey.self, system: (style as? any _SystemLabelStyle).map { .labelStyle($0._style) }) {
            $1.nodes(style.makeBody(configuration: $0))
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's `makeBody` is given, drawn in the style around that one.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init { configuration.title } icon: { configuration.icon }
    }
}
