import AppIntents
import SwiftUI
import WidgetKit

/// `Examples/porch-light.yaml` as an app writes it (iOS 18): a toggle for the porch light, with
/// its value from a provider, in Control Center and on the Lock Screen.
struct PorchLightControl: ControlWidget {
    static let kind = "com.example.porch-light"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: Provider()) { isOn in
            ControlWidgetToggle("Porch Light", isOn: isOn, action: SetPorchLightIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.yellow)
        }
        .displayName("Porch Light")
        .description("Turn the porch light on and off.")
    }

    struct Provider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { false }
    }
}

/// Switches the porch light; the system passes the toggle's new state in `value`.
struct SetPorchLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Porch Light"

    @Parameter(title: "Light is on")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}
