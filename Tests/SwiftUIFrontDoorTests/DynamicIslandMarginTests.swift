import ActivityKit
import Foundation
import SwiftUI
import Testing
@testable import WidgetKit
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

    @Test func theMarginsMoveTheViews() throws {
        let drawing = try #require(Activity().body._description
            .drawing([ActivitySample(attributes: Order(name: "Truck"), state: Order.ContentState(eta: "12 min"), isStale: false)]))
        let loaded = drawing.scene(options: WidgetRenderOptions())
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        func frames(_ family: WidgetFamily) throws -> [(String, Rect)] {
            var job = RenderJob(target: try #require(RenderTarget.targets(for: [family], devices: [device]).first), scale: 3,
                                variant: .dark)
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
        let compact = try frames(.dynamicIslandCompact)
        #expect(abs(try #require(compact.first { $0.0 == "symbol" }?.1).minX - 10) < 0.01)
        let trailing = try #require(try frames(.dynamicIslandExpanded).first { $0.0 == "12 min" }?.1)
        #expect(abs(trailing.maxX - (371 - 32)) < 0.01)
    }
}
