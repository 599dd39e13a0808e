import ActivityKit
import Foundation
import SwiftUI
import Testing
@testable import WidgetKit
import enum WidgetRaster.DynamicIslandMetrics
import struct WidgetRaster.Rect
import struct WidgetRaster.RenderJob
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// FoodTruck's (Apple's sample) island margins: `contentMargins(_:_:for:)` moves a presentation's
/// content, each edge it names over the system's.
@Suite struct DynamicIslandMarginTests {
    struct Order: ActivityAttributes {
        struct ContentState: Codable, Hashable { var eta: String }
        var name: String
    }
    struct Activity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Order.self) { context in Text(context.state.eta) } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.trailing) { Text(context.state.eta) }
                } compactLeading: { Image(systemName: "bag.fill") } compactTrailing: { Text(context.state.eta) } minimal: { Text("1") }
                .contentMargins(.trailing, 32, for: .expanded)
                .contentMargins([.leading, .top, .bottom], 10, for: .compactLeading)
            }
        }
    }

    /// The frames of the texts and symbols an activity draws in a presentation on the 393-pt iPhone.
    static func frames<W: Widget>(_ widget: W, sample: ActivitySample, _ family: RenderFamily) throws -> [(String, Rect)] {
        let drawing = try #require(widget.body._description.drawing([sample]))
        let loaded = drawing.scene(options: WidgetRenderOptions())
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        var job = RenderJob(target: try #require(RenderTarget.targets(for: [family], devices: [device]).first), scale: 3, variant: .dark)
        job.entry = 0
        let layout = try WidgetRenderer().layout(for: job, of: loaded)
        return layout.content.flattened().compactMap { node in
            switch node.kind {
            case .text(let text): return (text.string, node.frame)
            case .symbol: return ("symbol", node.frame)
            default: return nil
            }
        }
    }

    @Test func theMarginsMoveTheViews() throws {
        let sample = ActivitySample(attributes: Order(name: "Truck"), state: Order.ContentState(eta: "12 min"), isStale: false)
        let compact = try Self.frames(Activity(), sample: sample, .dynamicIslandCompact)
        #expect(abs(try #require(compact.first { $0.0 == "symbol" }?.1).minX - 10) < 0.01)
        let trailing = try #require(try Self.frames(Activity(), sample: sample, .dynamicIslandExpanded).first { $0.0 == "12 min" }?.1)
        #expect(abs(trailing.maxX - (371 - 32)) < 0.01)
    }

    /// Food Truck's expanded island: a leading image, and a trailing order summary too wide for its
    /// half beside the sensor housing, marked `.belowIfTooWide`.
    struct Truck: Widget {
        var placement = DynamicIslandExpandedRegionVerticalPlacement.belowIfTooWide
        var summary = "Order 1234"
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Order.self) { context in Text(context.state.eta) } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Image(systemName: "bag.fill").font(.system(size: 40)) }
                    DynamicIslandExpandedRegion(.trailing, priority: 1) {
                        HStack(alignment: .lastTextBaseline) {
                            Text(summary).font(.title3)
                            Spacer()
                            Text(context.state.eta).font(.title3)
                        }
                        .dynamicIsland(verticalPlacement: placement)
                    }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }
    }

    @Test func aTrailingRegionTooWideForItsHalfMovesBelowTheHousing() throws {
        let sample = ActivitySample(attributes: Order(name: "Truck"), state: Order.ContentState(eta: "0:30 Remaining"), isStale: false)
        func frame(_ truck: Truck, _ text: String, eta: String = "0:30 Remaining") throws -> Rect {
            let sample = ActivitySample(attributes: Order(name: "Truck"), state: Order.ContentState(eta: eta), isStale: false)
            return try #require(try Self.frames(truck, sample: sample, .dynamicIslandExpanded).first { $0.0 == text }?.1)
        }
        // Island 371 wide, 14-pt margins, a 126-pt housing: each half beside it is 108.5 pt.
        let housingBottom = DynamicIslandMetrics.height + DynamicIslandMetrics.expandedCenterGap
        let below = try frame(Truck(), "Order 1234")
        #expect(below.minY >= housingBottom - 0.01, "\(below)")
        // Below the housing, it reaches across to the leading image and ends at the island's margin.
        let symbol = try #require(try Self.frames(Truck(), sample: sample, .dynamicIslandExpanded).first { $0.0 == "symbol" }?.1)
        #expect(below.minX > symbol.maxX && below.minX < 371 / 2, "\(below) \(symbol)")
        #expect(abs(try frame(Truck(), "0:30 Remaining").maxX - (371 - 14)) < 0.01)
        // Without the placement it stays beside the housing, squeezed into its half.
        let beside = try frame(Truck(placement: .default), "Order 1234")
        #expect(beside.minY < housingBottom && beside.minX >= 371 / 2 + 63 - 0.01, "\(beside)")
        // A summary that fits its half stays beside the housing.
        let narrow = try frame(Truck(summary: "#12"), "#12", eta: "0:30")
        #expect(narrow.minY < housingBottom, "\(narrow)")
    }
}
