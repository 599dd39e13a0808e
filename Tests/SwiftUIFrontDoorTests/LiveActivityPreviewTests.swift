import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.RenderJob
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// `Examples/Swift/Widgets/DeliveryActivity.swift`'s `#Preview(_:as:using:) { } contentStates: { }`s: one
/// presentation each, drawn once per content state, and the same pixels as `Examples/delivery.yaml`.
@Suite struct LiveActivityPreviewTests {
    static func preview(_ name: String) throws -> DeclaredPreview {
        try #require(DeclaredPreview.all(in: ["SwiftExamples"]).first { $0.name == name })
    }

    @Test func eachPreviewShowsItsPresentationOnce() throws {
        let families = try ["Delivery", "Delivery island", "Delivery minimal", "Delivery expanded"].map { try Self.preview($0).families }
        #expect(families == [[.liveActivity], [.dynamicIslandCompact], [.dynamicIslandMinimal], [.dynamicIslandExpanded]])
    }

    @Test func aContentStatesPreviewDrawsEveryState() throws {
        let island = try Self.preview("Delivery island")
        #expect(island.entryCount(for: .dynamicIslandCompact) == 2)
        #expect(try Self.preview("Delivery minimal").entryCount(for: .dynamicIslandMinimal) == 1)
        let states = try (0..<2).map { try renderPreviewBitmap(island, family: .dynamicIslandCompact, device: "iphone-393x852",
                                                               scale: 2, variant: .dark, entry: $0) }
        // "12 min", then "2 min": the states differ, and both are the island's size.
        #expect(states[0] != states[1])
        #expect(states.allSatisfy { $0.width == 461 && $0.height == 73 })
    }

    @Test func aBundleDrawsTheActivityWithEachStateItsPreviewsDeclare() throws {
        let scene = DeliveryActivity().widgetScene().scene
        #expect(scene.families == [.liveActivity, .liveActivitySmall, .dynamicIslandCompact, .dynamicIslandMinimal,
                                   .dynamicIslandExpanded])
        // On the way and arriving, each once, though four previews list them seven times.
        #expect(scene.entries.count == 2 && scene.drawsEveryEntry)
        for (name, family) in [("Delivery", RenderFamily.liveActivity), ("Delivery island", .dynamicIslandCompact),
                               ("Delivery minimal", .dynamicIslandMinimal), ("Delivery expanded", .dynamicIslandExpanded)] {
            let entries = try Self.preview(name).entryCount(for: family)
            for entry in 0..<entries {
                #expect(try renderWidgetBitmap(DeliveryActivity(), family: family, device: "iphone-393x852", scale: 2, variant: .dark,
                                               entry: entry)
                        == renderPreviewBitmap(Self.preview(name), family: family, device: "iphone-393x852", scale: 2, variant: .dark,
                                               entry: entry), "\(name) \(entry)")
            }
        }
    }

    @Test(arguments: [("Delivery", RenderFamily.liveActivity), ("Delivery island", .dynamicIslandCompact),
                      ("Delivery minimal", .dynamicIslandMinimal), ("Delivery expanded", .dynamicIslandExpanded)])
    func theSwiftActivityDrawsAsItsSceneFile(name: String, family: RenderFamily) throws {
        let preview = try Self.preview(name)
        let loaded = try SceneLoader.load(ExampleTwins.examples.appendingPathComponent("delivery.yaml"))
        let renderer = try WidgetRenderer()
        for id in ["iphone-393x852", "iphone-430x932"] {
            let device = try #require(SizeTable.current.device(id: id))
            let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
            for variant in family.isDynamicIsland ? [Variant.dark] : [.light, .dark, .alwaysOn] {
                let layout = try renderer.layout(for: RenderJob(target: target, scale: 3, variant: variant), of: loaded)
                let fromFile = try renderer.paint(layout, target: target, scale: 3, variant: variant)
                let fromSwift = try renderPreviewBitmap(preview, family: family, device: id, scale: 3, variant: variant)
                #expect(fromSwift == fromFile, "\(name) \(id) \(variant.name)")
            }
        }
    }

    /// `supplementalActivityFamilies([.small])`: the small presentation is the Lock Screen view, drawn with
    /// `\.activityFamily` `.small` — the same pixels as the scene file's `small` view.
    @Test func theSmallPresentationIsTheLockScreenViewInTheSmallFamily() throws {
        let loaded = try SceneLoader.load(ExampleTwins.examples.appendingPathComponent("delivery.yaml"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.liveActivitySmall], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let layout = try renderer.layout(loaded.scene, family: .liveActivitySmall, target: target, folder: loaded.folder, scale: 3,
                                         colorScheme: .dark)
        let fromFile = try renderer.paint(layout, target: target, scale: 3, variant: .dark)
        let fromSwift = try renderWidgetBitmap(DeliveryActivity(), family: .liveActivitySmall, device: "iphone-393x852", scale: 3,
                                               variant: .dark)
        #expect(fromSwift == fromFile)
        #expect(fromSwift.width == 552 && fromSwift.height == 242)
    }
}
