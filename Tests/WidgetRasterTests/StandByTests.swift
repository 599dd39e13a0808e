import Foundation
import Testing
@testable import WidgetRaster

/// StandBy (iOS 17): a scene's small widget, drawn only when asked for (`--families standBy`),
/// laid out at the small size and scaled up to the iPhone's width on its side less 20-pt insets
/// (an estimate), without its background, dark only; at night (the vibrant mode) in red.
@Suite struct StandByTests {
    static let weather = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/weather.yaml")

    @Test func theSmallWidgetIsScaledUpToFillHalfTheScreen() throws {
        let phone = try #require(SizeTable.current.device(id: "iphone-393x852")?.families[.standBy])
        #expect(phone.canvas == Size(width: 158, height: 158) && phone.device == Size(width: 353, height: 353))
        let large = try #require(SizeTable.current.device(id: "iphone-430x932")?.families[.standBy])
        #expect(large.canvas == Size(width: 170, height: 170) && large.device == Size(width: 390, height: 390))
        #expect(SizeTable.current.device(id: "ipad-1024x1366")?.families[.standBy] == nil)
    }

    @Test func itIsDrawnOnlyWhenAskedFor() throws {
        let scene = try SceneLoader.load(Self.weather).scene
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        #expect(try plan.jobs(for: [scene]).allSatisfy { $0.family != .standBy })
        plan.families = [.standBy]
        plan.renderingModes = [.fullColor, .vibrant]
        let files = try plan.jobs(for: [scene]).map(\.file)
        #expect(files == ["com.example.weather/standBy/iphone-353x353@2x-dark.png",
                          "com.example.weather/standBy/iphone-353x353@2x-dark-vibrant.png"])
        // A scene without a small widget has nothing to show there, and says why.
        let medium = try SceneLoader.decode("kind: m\nbody:\n  systemMedium: {type: Text, text: A}\n", file: "m.yaml")
        #expect(throws: (any Error).self) { try plan.jobs(for: [medium]) }
    }

    @Test func theBackgroundIsRemovedAndTheNightIsRed() throws {
        let loaded = try SceneLoader.load(Self.weather)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [1]
        plan.families = [.standBy, .systemSmall]
        plan.variants = [.dark]
        plan.renderingModes = [.fullColor, .vibrant]
        let renderer = try WidgetRenderer()
        let images = Dictionary(uniqueKeysWithValues: try plan.jobs(for: [loaded.scene]).map {
            ("\($0.family.rawValue)-\($0.variant.name)", try renderer.render($0, of: loaded).bitmap)
        })
        let small = try #require(images["systemSmall-dark"]), day = try #require(images["standBy-dark"])
        let night = try #require(images["standBy-dark-vibrant"])
        #expect(day.width == 353 && day.height == 353)
        func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { let i = (y * b.width + x) * 4; return Array(b.pixels[i..<i + 4]) }
        // The small widget's gradient fills its tile; in StandBy the same place is the screen (clear).
        #expect(pixel(small, 79, 150)[3] == 255)
        #expect(pixel(day, 176, 340)[3] == 0)
        // At night every lit pixel is red.
        var lit = 0, red = 0
        for i in stride(from: 0, to: night.pixels.count, by: 4) where night.pixels[i + 3] > 128 && night.pixels[i] > 100 {
            lit += 1
            if Int(night.pixels[i]) > 2 * Int(night.pixels[i + 1]) && Int(night.pixels[i]) > 2 * Int(night.pixels[i + 2]) { red += 1 }
        }
        #expect(lit > 500 && red == lit, "\(red) of \(lit) lit pixels red")
    }

    @Test func codeForTheSmallFamilyHoldsInStandBy() throws {
        let yaml = """
        kind: s
        body:
          systemSmall:
            type: If
            family: systemSmall
            then: {type: Text, text: small}
            else: {type: Text, text: other}
        """
        let scene = try SceneLoader.decode(yaml, file: "s.yaml")
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.standBy], devices: [device]).first)
        let layout = try WidgetRenderer().layout(scene, family: .standBy, target: target, folder: URL(fileURLWithPath: "/tmp"),
                                                 colorScheme: .dark)
        let texts = layout.content.flattened().compactMap { node -> String? in
            if case .text(let text) = node.kind { return text.string } else { return nil }
        }
        #expect(texts == ["small"])
    }

    /// StandBy is where a small widget is shown, not a family a file gives a body for or tests.
    @Test func aSceneFileGivesTheSmallBodyAndTestsTheSmallFamily() {
        let body = SceneFixture.problem("kind: a\nbody:\n  standBy: {type: Text, text: A}\n")
        #expect(body.contains("body.standBy") && body.contains("give its body as systemSmall"), "\(body)")
        let test = SceneFixture.problem("kind: a\nbody:\n  systemSmall: {type: If, family: standBy, then: {type: Text, text: A}}\n")
        #expect(test.contains("body.systemSmall.family") && test.contains("test family systemSmall"), "\(test)")
    }
}
