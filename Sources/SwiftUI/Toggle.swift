import AppIntents
import Foundation
import WidgetRaster

/// An on/off control; in a widget, `Toggle(isOn:intent:)` runs an app intent when tapped. Drawn
/// in the toggle style the environment names (a switch unless one is given).
public struct Toggle<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let intent: String?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        intent = nil
    }

    /// A toggle that performs an app intent (iOS 17 interactive widgets).
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.isOn = .constant(isOn)
        self.label = label()
        self.intent = String(describing: I.self)
    }

    /// One toggle for many settings (iOS 16): on when every source is on. A mixed state (some on)
    /// is drawn off, as a switch has no third position to show it.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: Self.allOn(sources, isOn), label: label)
    }

    static func allOn<C: RandomAccessCollection>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        .constant(!sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue })
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let labelNodes = context.nodes(label)
        let configuration = ToggleStyleConfiguration(label: .init(nodes: labelNodes), isOn: isOn)
        if let drawn = context.customControlStyle(CustomToggleStyleKey.self, configuration) { return drawn }
        let node: ViewNode? = switch labelNodes.count {
        case 0: nil
        case 1: labelNodes[0]
        default: ViewNode(.hStack(alignment: .center, spacing: nil, children: labelNodes))
        }
        return [ViewNode(.toggle(ToggleContent(isOn: isOn.wrappedValue, label: node, intent: intent)))]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(_ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { Text(titleResource) }
    }
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { Text(title) }
    }
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleResource, systemImage: systemImage) }
    }
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { SwiftUI.Label(titleKey, image: image) }
    }
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Self.allOn(sources, isOn)) { SwiftUI.Label(title, image: image) }
    }
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, image: image) }
    }
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(title, image: image) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleResource, image: image) }
    }
}

/// What a custom `ToggleStyle` draws from: the toggle's label and state.
public struct ToggleStyleConfiguration {
    public typealias Label = _ResolvedContent
    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle appearance: system ones (`.switch`, `.button`) or one written by the app.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A system toggle style, drawn by WidgetRaster from the scene model.
public protocol _SystemToggleStyle: ToggleStyle {
    var _style: WidgetRaster.ToggleStyle { get }
}

extension _SystemToggleStyle {
    public func makeBody(configuration: Configuration) -> some View {
        _SystemStyled(nodes: [ViewNode(.toggle(ToggleContent(isOn: configuration.isOn,
                                                                label: configuration.label.nodes.first)))],
                      modifier: .toggleStyle(_style))
    }
}

public struct DefaultToggleStyle: _SystemToggleStyle {
    public init() {}
    public var _style: WidgetRaster.ToggleStyle { .automatic }
}
public struct SwitchToggleStyle: _SystemToggleStyle {
    public init() {}
    public var _style: WidgetRaster.ToggleStyle { .switch }
}
public struct ButtonToggleStyle: _SystemToggleStyle {
    public init() {}
    public var _style: WidgetRaster.ToggleStyle { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

struct CustomToggleStyleKey: CustomControlStyleKey {
    typealias Configuration = ToggleStyleConfiguration
    static var defaultValue: CustomControlStyle<ToggleStyleConfiguration>? { nil }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        controlStyle(CustomToggleStyleKey.self, system: (style as? any _SystemToggleStyle).map { .toggleStyle($0._style) }) {
            $1.nodes(style.makeBody(configuration: $0))
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's `makeBody` is given, drawn in the style around that one: a style that
    /// only changes the toggle (`Toggle(configuration).tint(.green)`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
