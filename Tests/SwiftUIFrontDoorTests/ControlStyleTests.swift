import AppIntents
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.ButtonContent
import struct WidgetRaster.ToggleContent
import struct WidgetRaster.ViewNode

/// Buttons, toggles and labels written as interactive widgets write them: system styles become
/// scene-model modifiers (so files draw them alike); an app's own styles are evaluated in place.
@Suite struct ControlStyleTests {
    struct CompleteIntent: AppIntent {
        static let title: LocalizedStringResource = "Complete"
        @Parameter(title: "Task") var task: String
        init() {}
        init(task: String) { self.task = task }
        func perform() async throws -> some IntentResult { .result() }
    }

    /// A to-do row's check box, as apps write a custom toggle style.
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
    }

    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).background(Capsule().fill(Color.orange))
        }
    }

    /// Styles that only change the control they are given, as Apple's configuration initialisers allow.
    struct GreenToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View { Toggle(configuration).tint(.green) }
    }
    struct RedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { Label(configuration).foregroundStyle(.red) }
    }
    struct PaddedButtonStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(4) }
    }

    /// `Toggle(configuration)`, `Label(configuration)` and `Button(configuration)` in a style's body
    /// draw the control in the style around it, changed only by what the body adds.
    @Test func aStyleThatOnlyChangesItsControlDrawsTheSurroundingStyle() throws {
        #expect(try SwiftUIFrontDoorTests.node(Toggle("Lamp", isOn: .constant(true)).toggleStyle(GreenToggleStyle()))
                == SwiftUIFrontDoorTests.node(Toggle("Lamp", isOn: .constant(true)).tint(.green)))
        #expect(try SwiftUIFrontDoorTests.node(Label("Alert", systemImage: "bell").labelStyle(RedLabelStyle()))
                == SwiftUIFrontDoorTests.node(Label("Alert", systemImage: "bell").foregroundStyle(.red)))
        #expect(try SwiftUIFrontDoorTests.node(Button("Go") {}.buttonStyle(PaddedButtonStyle()))
                == SwiftUIFrontDoorTests.node(Button("Go") {}.padding(4)))
    }

    struct TrailingIconStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.title; configuration.icon }
        }
    }

    @Test func anIntentButtonRecordsItsIntentAndSystemStylesBecomeModifiers() throws {
        let node = try SwiftUIFrontDoorTests.node(
            Button(intent: CompleteIntent(task: "1")) { Text("Done") }.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        #expect(node == ViewNode(.button(ButtonContent(label: ViewNode(.text("Done")), intent: "CompleteIntent")),
                                 modifiers: [.buttonStyle(.borderedProminent), .buttonBorderShape(.capsule)]))
        let toggle = try SwiftUIFrontDoorTests.node(Toggle("Focus", isOn: true, intent: CompleteIntent()).toggleStyle(.switch))
        #expect(toggle == ViewNode(.toggle(ToggleContent(isOn: true, label: ViewNode(.text("Focus")), intent: "CompleteIntent")),
                                   modifiers: [.toggleStyle(.switch)]))
    }

    @Test func customStylesDrawWhatTheirBodiesSay() throws {
        let toggle = try SwiftUIFrontDoorTests.node(VStack {
            Toggle(isOn: true, intent: CompleteIntent()) { Text("Milk") }
            Toggle(isOn: false, intent: CompleteIntent()) { Text("Eggs") }
        }.toggleStyle(CheckboxStyle()))
        guard case .vStack(_, _, let rows) = toggle.content, rows.count == 2 else { Issue.record("\(toggle)"); return }
        #expect(rows[0] == ViewNode(.hStack(alignment: .center, spacing: nil,
                                            children: [ViewNode(.symbol("checkmark.circle.fill")), ViewNode(.text("Milk"))])))
        #expect(rows[1] == ViewNode(.hStack(alignment: .center, spacing: nil,
                                            children: [ViewNode(.symbol("circle")), ViewNode(.text("Eggs"))])))

        let pill = try SwiftUIFrontDoorTests.node(Button("Go") {}.buttonStyle(PillStyle()))
        #expect(pill.content == .text("Go") && pill.modifiers.first == .padding(.init(all: 4)))

        let label = try SwiftUIFrontDoorTests.node(Label("Rain", systemImage: "cloud.rain.fill").labelStyle(TrailingIconStyle()))
        #expect(label == ViewNode(.hStack(alignment: .center, spacing: nil,
                                          children: [ViewNode(.text("Rain")), ViewNode(.symbol("cloud.rain.fill"))])))
    }

    @Test func anInnerSystemStyleOverridesAnOuterCustomOne() throws {
        let node = try SwiftUIFrontDoorTests.node(VStack { Button("A") {}.buttonStyle(.bordered) }.buttonStyle(PillStyle()))
        guard case .vStack(_, _, let children) = node.content else { Issue.record("\(node)"); return }
        #expect(children == [ViewNode(.button(ButtonContent(label: ViewNode(.text("A")))), modifiers: [.buttonStyle(.bordered)])])
    }
}

extension ControlStyleTests {
    /// Food Truck's Lock Screen label: a title of several texts stacks them beside the icon.
    @Test func aLabelWhoseTitleIsSeveralViewsStacksThem() throws {
        let label = Label { Text("Parking Spot"); Text("Infinite Loop") } icon: { Image(systemName: "box.truck") }
        let stacked = Label { VStack(alignment: .leading) { Text("Parking Spot"); Text("Infinite Loop") } } icon: { Image(systemName: "box.truck") }
        #expect(try SwiftUIFrontDoorTests.node(label) == SwiftUIFrontDoorTests.node(stacked))
    }
}
