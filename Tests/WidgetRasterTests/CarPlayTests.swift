import Foundation
import Testing
@testable import WidgetRaster

/// CarPlay's Widgets screen (iOS 26): a scene's small widget, drawn only when asked for
/// (`--families carPlay`), laid out at the iPhone's small size and scaled up to a 336-pt cell (two
/// side by side on a standard 800 × 480-pt screen, an estimate), without its background, in full
/// colour and dark.
@Suite struct CarPlayTests {
    @Test func theSmallWidgetIsScaledUpToTheGridsCell() throws {
        // (800 − 80-pt dock − 3 × 16-pt gaps) / 2 columns = 336, under the screen's 480 − 2 × 16 = 448.
        #expect(CarPlayMetrics.cell == 336)
        let phone = try #require(SizeTable.current.device(id: "iphone-393x852")?.families[.carPlay])
        #expect(phone.canvas == Size(width: 158, height: 158) && phone.device == Size(width: 336, height: 336))
        let large = try #require(SizeTable.current.device(id: "iphone-430x932")?.families[.carPlay])
        #expect(large.canvas == Size(width: 170, height: 170) && large.device == Size(width: 336, height: 336))
        #expect(SizeTable.current.device(id: "ipad-1024x1366")?.families[.carPlay] == nil)
    }

    @Test func itIsDrawnOnlyWhenAskedForInFullColourAndDark() throws {
        let scene = try SceneLoader.load(StandByTests.weather).scene
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        #expect(try plan.jobs(for: [scene]).allSatisfy { $0.family != .carPlay })
        plan.families = [.carPlay]
        plan.variants = [.light, .dark]
        plan.renderingModes = [.fullColor, .vibrant]
        #expect(try plan.jobs(for: [scene]).map(\.file) == ["com.example.weather/carPlay/iphone-336x336@2x-dark.png"])
        let skipped = try #require(try plan.skippedSummary(for: [scene]))
        #expect(skipped.contains("carPlay light-vibrant, carPlay dark-vibrant — CarPlay shows widgets in full colour only"), "\(skipped)")
        plan.renderingModes = [.accented]
        #expect(throws: (any Error).self) { try plan.jobs(for: [scene]) }
        // CarPlay's Widgets screen came with iOS 26: the iOS 18 look has none.
        plan.renderingModes = [.fullColor]
        plan.look = .ios18
        let error = #expect(throws: (any Error).self) { try plan.jobs(for: [scene]) }
        #expect(String(describing: error).contains("CarPlay shows widgets from iOS 26 on"), "\(String(describing: error))")
        #expect(RenderPlan.refusal(.carPlay, Variant.dark.looking(like: .ios18)) == .notInIOS18)
        #expect(RenderPlan.refusal(.standBy, Variant.dark.looking(like: .ios18)) == nil, "StandBy is iOS 17's")
    }

    @Test func theBackgroundIsRemoved() throws {
        let loaded = try SceneLoader.load(StandByTests.weather)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [1]
        plan.families = [.carPlay, .systemSmall]
        plan.variants = [.dark]
        let renderer = try WidgetRenderer()
        let images = Dictionary(uniqueKeysWithValues: try plan.jobs(for: [loaded.scene]).map {
            ($0.family, try renderer.render($0, of: loaded).bitmap)
        })
        let small = try #require(images[.systemSmall]), carPlay = try #require(images[.carPlay])
        #expect(carPlay.width == 336 && carPlay.height == 336)
        // The small widget's gradient fills its tile; on CarPlay the same place is the screen (clear).
        #expect(small[79, 150].a == 255)
        #expect(carPlay[168, 325].a == 0)
        // The content is the small widget's, scaled: its white text is there.
        var white = 0
        for y in 0..<carPlay.height { for x in 0..<carPlay.width where carPlay[x, y] == (255, 255, 255, 255) { white += 1 } }
        #expect(white > 2_000, "\(white)")
    }
}
