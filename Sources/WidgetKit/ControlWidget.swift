import AppIntents
import Foundation
import SwiftUI
import struct WidgetRaster.Control
import struct WidgetRaster.ViewNode

/// A control for Control Center, the Lock Screen or the Action button (iOS 18). A widget bundle
/// that lists one draws it in Control Center's small, medium and large sizes and in a Lock Screen
/// slot (`controlSmall` … `controlLockScreen`), a toggle off and on, with its provider's preview value.
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// How a control is configured: its kind, gallery text and template. An app's own is made of
/// others (`var body: some ControlWidgetConfiguration`); WidgetKit's are primitive, with a `Never` body.
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    var body: Body { get }
    var _control: _ControlDescription { get }
}

extension ControlWidgetConfiguration {
    /// A configuration made of others is described as its body is.
    public var _control: _ControlDescription { body._control }
}

extension ControlWidgetConfiguration where Body == Never {
    /// A primitive configuration has no body; reading it stops the program, as on iOS.
    public var body: Never { fatalError("\(Self.self) is a primitive control configuration: it has no body") }
}

extension Never: ControlWidgetConfiguration {
    public var _control: _ControlDescription { fatalError("Never has no control configuration") }
}

/// No control: what a control's `body` returns where it is unavailable. A bundle that lists it
/// draws nothing for it.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    public typealias Body = Never
    public init() {}
    public var _control: _ControlDescription {
        var control = _ControlDescription(kind: "", template: { .empty })
        control.isEmpty = true
        return control
    }
}

/// What the renderer needs from a control's configuration: its kind and gallery text, and its
/// template made with the provider's preview value (the value the controls gallery shows).
public struct _ControlDescription {
    var kind: String
    var displayName = ""
    var description = ""
    let template: () -> _ControlTemplate
    /// `EmptyControlWidgetConfiguration`: no presentation is drawn.
    var isEmpty = false
}

/// A control's look: a toggle or a button, its label and value label, and its tint. An app's own
/// template is made of others (`var body: some ControlWidgetTemplate`).
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    var body: Body { get }
    var _template: _ControlTemplate { get }
}

extension ControlWidgetTemplate {
    /// A template made of others looks as its body does.
    public var _template: _ControlTemplate { body._template }
}

extension ControlWidgetTemplate where Body == Never {
    /// A primitive template has no body; reading it stops the program, as on iOS.
    public var body: Never { fatalError("\(Self.self) is a primitive control template: it has no body") }
}

extension Never: ControlWidgetTemplate {
    public var _template: _ControlTemplate { fatalError("Never has no control template") }
}

/// A template with its views erased: the label (title and symbol), and the value label a toggle
/// shows for a state or the action label a button shows while it runs (drawn idle).
public struct _ControlTemplate {
    var kind: Control.Template
    let label: () -> any View
    let valueLabel: (Bool) -> any View
    var tint: Color?
    var privacySensitive = false

    /// A button with no label: what a control that draws nothing is made with.
    static let empty = _ControlTemplate(kind: .button, label: { EmptyView() }, valueLabel: { _ in EmptyView() })
}

/// A control whose value comes from a provider with no configuration.
public protocol ControlValueProvider {
    associatedtype Value
    /// The value the controls gallery shows, and the one a rendering shows.
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// A control whose value depends on an intent the person configures.
public protocol AppIntentControlValueProvider {
    associatedtype Configuration: ControlConfigurationIntent
    associatedtype Value
    /// The value the controls gallery shows for a configuration, and the one a rendering shows
    /// for the intent's default configuration.
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control with no configuration a person edits.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public typealias Body = Never
    public let _control: _ControlDescription

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        _control = _ControlDescription(kind: kind, template: { content()._template })
    }

    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        _control = _ControlDescription(kind: kind, template: { content(provider.previewValue)._template })
    }
}

/// A control configured by an intent; drawn with the intent's default configuration.
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration {
    public typealias Body = Never
    public let _control: _ControlDescription

    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Provider.Configuration == Configuration {
        _control = _ControlDescription(kind: kind, template: {
            content(provider.previewValue(configuration: Configuration()))._template
        })
    }

    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        _control = _ControlDescription(kind: kind, template: { content(Configuration())._template })
    }
}

/// A configuration with its gallery text changed.
public struct _ModifiedControlConfiguration: ControlWidgetConfiguration {
    public typealias Body = Never
    public let _control: _ControlDescription
}

extension ControlWidgetConfiguration {
    private func changed(_ change: (inout _ControlDescription) -> Void) -> _ModifiedControlConfiguration {
        var control = _control
        change(&control)
        return _ModifiedControlConfiguration(_control: control)
    }

    /// The name the controls gallery shows.
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
        changed { $0.displayName = String(localized: name) }
    }
    /// The description the controls gallery shows.
    public func description(_ text: LocalizedStringResource) -> some ControlWidgetConfiguration {
        changed { $0.description = String(localized: text) }
    }
    /// Accepted: asking for a configuration when the control is added happens on a device.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
    /// Accepted: push updates reach a device, not a rendering.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration { self }
}

/// Receives the push tokens of an app's controls (accepted; a rendering has none).
public protocol ControlPushHandler {
    init()
    func pushTokensDidChange(controls: [ControlInfo])
}

/// A control a person has added, as `ControlCenter.currentControls()` lists them.
public struct ControlInfo: Hashable, Identifiable {
    public let id: String
    public let kind: String
    /// The push token for the control's updates: a rendering has none.
    public var pushInfo: ControlPushInfo? { nil }

    /// The intent the person configured the control with, if it is of this type.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? { nil }
}

/// The push token WidgetKit gives a control for its updates.
public struct ControlPushInfo: Hashable, Sendable {
    public let token: Data
}

/// A control that runs an intent. It has no state; its action label is drawn idle (`false`).
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    public typealias Body = Never
    public let _template: _ControlTemplate
}

extension ControlWidgetButton {
    public init(action: Action, @SwiftUI.ViewBuilder label: @escaping () -> Label,
                @SwiftUI.ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        _template = _ControlTemplate(kind: .button, label: label, valueLabel: actionLabel)
    }

    public init(action: Action, @SwiftUI.ViewBuilder label: @escaping () -> Label)
        where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        _template = _ControlTemplate(kind: .button, label: label, valueLabel: { _ in ControlWidgetButtonDefaultActionLabel() })
    }
}

extension ControlWidgetButton where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: Action, @SwiftUI.ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
        where Action: AppIntent {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    public init(_ titleResource: LocalizedStringResource, action: Action,
                @SwiftUI.ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(action: action, label: { Text(String(localized: titleResource)) }, actionLabel: actionLabel)
    }

    public init(_ title: some StringProtocol, action: Action, @SwiftUI.ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
        where Action: AppIntent {
        let title = String(title)
        self.init(action: action, label: { Text(title) }, actionLabel: actionLabel)
    }
}

/// A button's action label when it gives none: nothing below its title.
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: EmptyView { EmptyView() }
}

/// A control that flips a value by running a `SetValueIntent`; drawn in both states, whatever
/// `isOn` the preview value gives.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    public typealias Body = Never
    public let _template: _ControlTemplate
}

extension ControlWidgetToggle {
    public init(isOn: Bool, action: Action, @SwiftUI.ViewBuilder label: @escaping () -> Label,
                @SwiftUI.ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        _template = _ControlTemplate(kind: .toggle, label: label, valueLabel: valueLabel)
    }

    /// A toggle whose value reads "On" and "Off".
    public init(isOn: Bool, action: Action, @SwiftUI.ViewBuilder label: @escaping () -> Label)
        where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        _template = _ControlTemplate(kind: .toggle, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }
}

extension ControlWidgetToggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                @SwiftUI.ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
                @SwiftUI.ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(String(localized: titleResource)) }, valueLabel: valueLabel)
    }

    public init(_ title: some StringProtocol, isOn: Bool, action: Action,
                @SwiftUI.ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        let title = String(title)
        self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
    }
}

/// A toggle's value when it gives no value label: "On" or "Off".
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: Text { Text(isOn ? "On" : "Off") }
}

/// A template with its tint changed, or marked privacy-sensitive or disabled.
public struct _ModifiedControlTemplate: ControlWidgetTemplate {
    public typealias Body = Never
    public let _template: _ControlTemplate
}

extension ControlWidgetTemplate {
    /// The colour of a toggle's symbol in its on state (`View.tint` on a label is ignored, as on iOS).
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        var template = _template
        template.tint = tint
        return _ModifiedControlTemplate(_template: template)
    }
    /// On a locked device (the privacy variants) the control's title and value are redacted.
    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate {
        var template = _template
        template.privacySensitive = sensitive
        return _ModifiedControlTemplate(_template: template)
    }
    /// Accepted: a disabled control looks the same until it is pressed.
    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate { self }
}

extension View {
    /// Accepted: the status text Control Center shows for a moment after the control acts.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { self }
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
    /// Accepted: the hint shown beside the Action button.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
}

@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

extension _ControlDescription {
    /// The control as a widget description: one entry per state, each drawn in every presentation.
    var widgetDescription: WidgetDescription { isEmpty ? .undrawn(kind: kind) : widgetDescription(template()) }

    /// The widget description of the control with its template already made.
    func widgetDescription(_ template: _ControlTemplate) -> WidgetDescription {
        let states = Control(template: template.kind).states.map(ControlStateEntry.init)
        var description = WidgetDescription(kind: kind, entries: { _ in states }, placeholder: { _ in states[0] },
                                            content: { entry in ControlPresentationView(template: template, isOn: entry.isOn) })
        description.displayName = displayName
        description.description = self.description
        description.families = Control.presentations
        description.drawsEveryEntry = true
        return description
    }
}

/// One state of a control, at the render's "now".
struct ControlStateEntry: TimelineEntry, _NamedEntry {
    var date: Date { Date() }
    let isOn: Bool
    var _name: String? { isOn ? "on" : "off" }
    init(isOn: Bool) { self.isOn = isOn }
}

/// The presentation the image is of (`renderFamily`), built as `Control.body(for:isOn:)` lays it
/// out from the template's label and value label.
struct ControlPresentationView: View, _PrimitiveView {
    typealias Body = Never
    let template: _ControlTemplate
    let isOn: Bool

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let label = Control.parts(of: context.node(template.label()))
        let value = Control.parts(of: context.node(template.valueLabel(isOn)))
        let state = Control.State(value: value.text, symbol: value.symbol)
        let control = Control(template: template.kind, title: label.text, symbol: label.symbol, off: state, on: state,
                              tint: template.tint?._style, privacySensitive: template.privacySensitive)
        return control.body(for: context.environment.renderFamily, isOn: isOn).map { [$0] } ?? []
    }
}

extension ControlWidget {
    /// The control's kind and the states a rendering draws: a toggle's off and on, a button's one.
    package var drawnStates: (kind: String, isOn: [Bool]) {
        let description = body._control
        return (description.kind, Control(template: description.template().kind).states)
    }
}

/// A control listed in a widget bundle, drawn in its presentations.
struct _ControlEntry: Widget {
    let control: _ControlDescription
    init() { control = _ControlDescription(kind: "", template: { .empty }) }
    init(_ control: _ControlDescription) { self.control = control }
    var body: _ModifiedConfiguration { _ModifiedConfiguration(_description: control.widgetDescription) }
}

extension WidgetBundleBuilder {
    public static func buildExpression(_ control: any ControlWidget) -> any Widget { _ControlEntry(control.body._control) }

    public static func buildLimitedAvailability(_ control: some ControlWidget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetList([_ControlEntry(control.body._control)])
    }
}

/// Reloads controls after the app changes their value; a rendering has nothing to reload.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()
    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
    /// The controls a person has added: none in a rendering.
    public func currentControls() async throws -> [ControlInfo] { [] }
}
