import AppIntents
import Foundation
import WidgetRaster

public typealias ButtonRole = WidgetRaster.ButtonRole

/// A control that runs an action or an app intent when tapped; drawn in the button style the
/// environment names (`.bordered` in a widget unless one is given).
public struct Button<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let intent: String?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        intent = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        intent = nil
    }

    /// A button that performs an app intent (iOS 17 interactive widgets).
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.intent = String(describing: I.self)
    }

    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.intent = String(describing: I.self)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let labelNodes = context.nodes(label)
        let configuration = ButtonStyleConfiguration(label: .init(nodes: labelNodes), isPressed: false, role: role)
        if let drawn = context.customControlStyle(CustomButtonStyleKey.self, configuration) { return drawn }
        let node = labelNodes.count == 1 ? labelNodes[0] : ViewNode(.hStack(alignment: .center, spacing: nil, children: labelNodes))
        return [ViewNode(.button(ButtonContent(label: node, intent: intent, role: role)))]
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: I) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }
    public init<I: AppIntent, S: StringProtocol>(_ title: S, role: ButtonRole?, intent: I) {
        self.init(role: role, intent: intent) { Text(title) }
    }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleResource, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, image: image) }
    }
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, image: image) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleResource, image: image) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleResource, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, image: image) }
    }
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(title, image: image) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleResource, image: image) }
    }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<I: AppIntent, S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { SwiftUI.Label(titleKey, image: image) }
    }
    public init<I: AppIntent, S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { SwiftUI.Label(title, image: image) }
    }
}

/// What a custom `ButtonStyle` draws from: the button's label, its role, and whether it is pressed
/// (never, in a rendered widget).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    public typealias Label = _ResolvedContent
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A button appearance written by the app: `makeBody(configuration:)` draws every button inside.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button appearance that also decides how the button is triggered; the system styles are these.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    public typealias Label = _ResolvedContent
    public let label: Label
    public let role: ButtonRole?
    /// Does nothing: a rendered widget is never tapped.
    public func trigger() {}
}

/// A system button style, drawn by WidgetRaster from the scene model.
public protocol _SystemButtonStyle: PrimitiveButtonStyle {
    var _style: WidgetRaster.ButtonStyle { get }
}

extension _SystemButtonStyle {
    public func makeBody(configuration: Configuration) -> some View {
        _SystemStyled(nodes: configuration.label.nodes, modifier: .buttonStyle(_style))
    }
}

/// Nodes drawn with one scene-model modifier: what a system style's `makeBody` returns.
struct _SystemStyled: View, _PrimitiveView {
    typealias Body = Never
    let nodes: [ViewNode]
    let modifier: Modifier
    func _nodes(in context: _ResolveContext) -> [ViewNode] { nodes.map { $0.modified(modifier) } }
}

public struct DefaultButtonStyle: _SystemButtonStyle {
    public init() {}
    public var _style: WidgetRaster.ButtonStyle { .automatic }
}
public struct PlainButtonStyle: _SystemButtonStyle {
    public init() {}
    public var _style: WidgetRaster.ButtonStyle { .plain }
}
public struct BorderlessButtonStyle: _SystemButtonStyle {
    public init() {}
    public var _style: WidgetRaster.ButtonStyle { .borderless }
}
public struct BorderedButtonStyle: _SystemButtonStyle {
    public init() {}
    public var _style: WidgetRaster.ButtonStyle { .bordered }
}
public struct BorderedProminentButtonStyle: _SystemButtonStyle {
    public init() {}
    public var _style: WidgetRaster.ButtonStyle { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The outline of bordered buttons (`.capsule`, `.circle`, `.roundedRectangle`, `.roundedRectangle(radius:)`).
public struct ButtonBorderShape: Hashable, Sendable {
    let shape: WidgetRaster.ButtonBorderShape
    public static let automatic = ButtonBorderShape(shape: .automatic)
    public static let capsule = ButtonBorderShape(shape: .capsule)
    public static let circle = ButtonBorderShape(shape: .circle)
    public static let roundedRectangle = ButtonBorderShape(shape: .roundedRectangle(radius: nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(shape: .roundedRectangle(radius: Double(radius)))
    }
}

struct CustomButtonStyleKey: CustomControlStyleKey {
    typealias Configuration = ButtonStyleConfiguration
    static var defaultValue: CustomControlStyle<ButtonStyleConfiguration>? { nil }
}

extension View {
    /// A system style (`.bordered`, `.plain`…), or an app's `PrimitiveButtonStyle`, for the buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        controlStyle(CustomButtonStyleKey.self, system: (style as? any _SystemButtonStyle).map { .buttonStyle($0._style) }) {
            $1.nodes(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: $0.label, role: $0.role)))
        }
    }

    /// An app-written style for the buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        controlStyle(CustomButtonStyleKey.self, system: nil) { $1.nodes(style.makeBody(configuration: $0)) }
    }

    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modified(.buttonBorderShape(shape.shape)) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's `makeBody` is given, drawn in the style around that one.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}
