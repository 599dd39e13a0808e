import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetRasterTesting
@testable import SwiftExamples
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// Controls written as apps write them (iOS 18 `ControlWidget`): the example toggle draws as its
/// scene file does, off and on; a button, a title-string button with an action label and an
/// intent-configured control draw their label, symbol and preview value.
@Suite struct ControlWidgetFrontDoorTests {
    @Test(arguments: [RenderFamily.controlSmall, .controlMedium, .controlLarge, .controlLockScreen])
    func theSwiftToggleDrawsAsItsSceneFile(family: RenderFamily) throws {
        let loaded = try SceneLoader.load(ExampleTwins.examples.appendingPathComponent("porch-light.yaml"))
        let renderer = try WidgetRenderer()
        for id in ["iphone-393x852", "iphone-430x932"] {
            let device = try #require(SizeTable.current.device(id: id))
            let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
            for isOn in [false, true] {
                let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder,
                                                 entry: isOn ? 1 : 0, scale: 3, colorScheme: .dark)
                let fromFile = try renderer.paint(layout, target: target, scale: 3, variant: .dark)
                let fromSwift = try renderControlBitmap(PorchLightControl(), family: family, device: id, scale: 3, isOn: isOn)
                #expect(fromSwift == fromFile, "\(family.rawValue) \(id) on: \(isOn)")
            }
        }
        let scene = PorchLightControl().widgetScene().scene
        #expect(scene.kind == "com.example.porch-light" && scene.displayName == "Porch Light")
        #expect(scene.entries.map(\.name) == ["off", "on"])
    }

    struct OpenApp: AppIntent {
        static let title: LocalizedStringResource = "Open"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Memo: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "memo") {
                ControlWidgetButton(action: OpenApp()) { Label("Quick Memo", systemImage: "square.and.pencil") }
            }
        }
    }

    /// As Apple's example: the title as a string, the symbol and an "Opening…" subtitle in the action label.
    struct Trunk: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "trunk") {
                ControlWidgetButton("Open Trunk", action: OpenApp()) { isActive in
                    Image(systemName: "car.fill")
                    if isActive { Text("Opening…") }
                }
            }
        }
    }

    struct Room: ControlConfigurationIntent {
        static let title: LocalizedStringResource = "Room"
        @Parameter(title: "Room", default: "Kitchen") var room: String
    }

    struct Lights: AppIntentControlValueProvider {
        func previewValue(configuration: Room) -> String { configuration.room }
        func currentValue(configuration: Room) async throws -> String { configuration.room }
    }

    struct RoomLights: ControlWidget {
        var body: some ControlWidgetConfiguration {
            AppIntentControlConfiguration(kind: "lights", provider: Lights()) { room in
                ControlWidgetButton(action: OpenApp()) { Label(room, systemImage: "lightbulb") }
            }
        }
    }

    struct FrontDoor: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "door") {
                ControlWidgetButton(action: OpenApp()) { Label("Front Door", systemImage: "lock.fill") }
                    .privacySensitive()
            }
        }
    }

    @Test func aPrivacySensitiveTemplateRedactsItsTextWhenLocked() throws {
        let open = try renderControlBitmap(FrontDoor(), family: .controlMedium, device: "iphone-393x852", scale: 1)
        let locked = try renderControlBitmap(FrontDoor(), family: .controlMedium, device: "iphone-393x852", scale: 1,
                                             variant: Variant(colorScheme: .dark, redaction: .privacy))
        let plain = try renderControlBitmap(Memo(), family: .controlMedium, device: "iphone-393x852", scale: 1,
                                            variant: Variant(colorScheme: .dark, redaction: .privacy))
        #expect(open != locked)
        #expect(plain == (try renderControlBitmap(Memo(), family: .controlMedium, device: "iphone-393x852", scale: 1)))
    }

    static func texts(_ control: some ControlWidget, _ family: RenderFamily) throws -> [String] {
        let loaded = control.widgetScene()
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let layout = try WidgetRenderer().layout(loaded.scene, family: family, target: target, folder: loaded.folder,
                                                 scale: 2, colorScheme: .dark)
        return layout.content.flattened().compactMap { node in
            if case .text(let text) = node.kind { return text.string }
            return nil
        }
    }

    @Test func buttonsShowTheirLabelAndPreviewValue() throws {
        #expect(try Self.texts(Memo(), .controlMedium) == ["Quick Memo"])
        #expect(try Self.texts(Memo(), .controlSmall).isEmpty)
        // Idle, the action label gives the symbol and no subtitle.
        #expect(try Self.texts(Trunk(), .controlLarge) == ["Open Trunk"])
        // An intent-configured control shows the provider's preview value for the intent's default.
        #expect(try Self.texts(RoomLights(), .controlMedium) == ["Kitchen"])
        #expect(Memo().widgetScene().scene.entries.isEmpty)
        #expect(throws: (any Error).self) { try renderControlBitmap(Memo(), family: .controlSmall, device: "iphone-393x852", scale: 2, isOn: true) }
        #expect(throws: (any Error).self) { try renderControlBitmap(Memo(), family: .systemSmall, device: "iphone-393x852", scale: 2) }
    }

    @Test func theTintColoursOnlyTheOnSymbol() throws {
        let off = try renderControlBitmap(PorchLightControl(), family: .controlSmall, device: "iphone-393x852", scale: 1)
        let on = try renderControlBitmap(PorchLightControl(), family: .controlSmall, device: "iphone-393x852", scale: 1, isOn: true)
        func yellow(_ bitmap: Bitmap) -> Int {
            var count = 0
            for i in stride(from: 0, to: bitmap.pixels.count, by: 4)
            where bitmap.pixels[i] > 200 && bitmap.pixels[i + 1] > 180 && bitmap.pixels[i + 2] < 80 { count += 1 }
            return count
        }
        #expect(yellow(off) == 0 && yellow(on) > 20, "off \(yellow(off)), on \(yellow(on))")
    }

    /// A team's control test: every presentation, off and on, one golden each.
    @Test func theToggleHasAGoldenPerPresentationAndState() throws {
        assertControlSnapshot(of: PorchLightControl())
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ControlWidgetFrontDoorTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter { $0.contains("theToggleHasAGolden") }
        #expect(names.count == 8, "\(names)")
        #expect(names.contains("theToggleHasAGoldenPerPresentationAndState.com.example.porch-light.controlMedium.iphone-393x852@2x.dark.on.png"))
    }
}
