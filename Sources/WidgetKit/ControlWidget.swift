import AppIntents
import Foundation
import SwiftUI

/// A control for Control Center, the Lock Screen or the Action button (iOS 18). A control is
/// not a widget family, so it compiles — a widget bundle that lists one builds unchanged — and
/// the render plan passes over it, as it does a Live Activity.
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    var body: Body { get }
}

/// How a control is configured: its kind, its value and its template (accepted; not drawn).
public protocol ControlWidgetConfiguration {}

/// A control's look: a toggle or a button with a symbol and title (accepted; not drawn).
public protocol ControlWidgetTemplate {}

/// A control whose value comes from a provider with no configuration (accepted; never asked).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// A control whose value depends on an intent the person configures (accepted; never asked).
public protocol AppIntentControlValueProvider {
    associatedtype Configuration: ControlConfigurationIntent
    associatedtype Value
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control with no configuration a person edits (accepted; not drawn).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                               @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}

/// A control configured by an intent (accepted; not drawn).
public struct AppIntentControlConfiguration<ConfigurationIntent: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration {
    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: ConfigurationIntent.Type = ConfigurationIntent.self,
                                                        provider: Provider,
                                                        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Provider.Configuration == ConfigurationIntent {}
}

/// A configuration with its gallery text or options changed.
public struct _ModifiedControlConfiguration: ControlWidgetConfiguration {}

/// Gallery text and options of a control (accepted; not drawn).
extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration { _ModifiedControlConfiguration() }
    public func description(_ text: LocalizedStringResource) -> some ControlWidgetConfiguration { _ModifiedControlConfiguration() }
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { _ModifiedControlConfiguration() }
}

/// A control that flips a value by running a `SetValueIntent` (accepted; not drawn).
public struct ControlWidgetToggle: ControlWidgetTemplate {
    public init<Action: SetValueIntent>(_ title: LocalizedStringKey, isOn: Bool, action: Action) where Action.ValueType == Bool {}
    public init<Action: SetValueIntent, Label: View>(_ title: LocalizedStringKey, isOn: Bool, action: Action,
                                                    @ViewBuilder valueLabel: @escaping (Bool) -> Label)
        where Action.ValueType == Bool {}
    public init<Action: SetValueIntent, Label: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label)
        where Action.ValueType == Bool {}
    public init<Action: SetValueIntent, Label: View, ValueLabel: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
                                                                      @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
        where Action.ValueType == Bool {}
}

/// A control that runs an intent (accepted; not drawn).
public struct ControlWidgetButton: ControlWidgetTemplate {
    public init<Action: AppIntent, Label: View>(action: Action, @ViewBuilder label: () -> Label) {}
    public init<Action: AppIntent>(_ title: LocalizedStringKey, systemImage: String, action: Action) {}
}

/// A template with a tint or status changed.
public struct _ModifiedControlTemplate: ControlWidgetTemplate {}

/// A control's tint and status text (accepted; not drawn).
extension ControlWidgetTemplate {
    public func tint(_ color: Color) -> some ControlWidgetTemplate { _ModifiedControlTemplate() }
    public func controlWidgetActionHint(_ hint: Text) -> some ControlWidgetTemplate { _ModifiedControlTemplate() }
    public func controlWidgetStatus(_ status: Text) -> some ControlWidgetTemplate { _ModifiedControlTemplate() }
}

@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// A control listed in a widget bundle: present, with no families to draw.
struct _ControlEntry: Widget {
    var body: _ModifiedConfiguration { _ModifiedConfiguration(_description: .undrawn(kind: "control")) }
}

extension WidgetBundleBuilder {
    public static func buildExpression(_ control: any ControlWidget) -> any Widget { _ControlEntry() }
}

/// Reloads controls after the app changes their value; a rendering has nothing to reload.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()
    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
}
