import SwiftUI
import Testing
import struct WidgetRaster.ViewNode
import struct WidgetRaster.SymbolVariant

/// Layout containers and symbol modifiers written as widget code writes them.
@Suite struct LayoutViewTests {
    @Test func viewThatFitsKeepsItsCandidatesInOrder() throws {
        let node = try SwiftUIFrontDoorTests.node(ViewThatFits(in: .horizontal) {
            Text("Partly cloudy")
            Image(systemName: "cloud.sun.fill")
        })
        #expect(node == ViewNode(.viewThatFits(horizontal: true, vertical: false,
                                               children: [ViewNode(.text("Partly cloudy")), ViewNode(.symbol("cloud.sun.fill"))])))
    }

    @Test func symbolModifiersBecomeSceneModifiers() throws {
        let node = try SwiftUIFrontDoorTests.node(
            Image(systemName: "bell").resizable().scaledToFit().symbolVariant(.slash.fill).symbolRenderingMode(.palette)
                .foregroundStyle(.white, .blue).imageScale(.large))
        #expect(node.content == .symbol("bell", resizable: true))
        #expect(node.modifiers == [.aspectRatio(nil, .fit), .symbolVariant(.init(parts: ["slash", "fill"])),
                                   .symbolRenderingMode(.palette([])), .foregroundStyle(.color("white")), .imageScale(.large)])
    }
}

extension LayoutViewTests {
    @Test func gridsWrittenAsWidgetsWriteThem() throws {
        let columns = [GridItem(.adaptive(minimum: 44)), GridItem(.flexible(), spacing: 4), GridItem()]
        let node = try SwiftUIFrontDoorTests.node(LazyVGrid(columns: columns, spacing: 6) {
            ForEach(0..<2) { Text("\($0)") }
        })
        guard case .lazyGrid(let grid) = node.content else { Issue.record("\(node)"); return }
        let sizes: [GridItem.Size] = grid.tracks.map { $0.size }
        let expected: [GridItem.Size] = [.adaptive(minimum: 44), .flexible(), .flexible()]
        #expect(sizes == expected, "SwiftUI's defaults: flexible from 10 pt, no maximum")
        #expect(grid.spacing == 6 && grid.children.count == 2)
        let table = try SwiftUIFrontDoorTests.node(Grid(alignment: .leading) {
            GridRow { Text("AAPL"); Text("186.40") }
            Divider()
        })
        guard case .grid(let content) = table.content else { Issue.record("\(table)"); return }
        #expect(content.alignment == .leading && content.rows.count == 2)
    }
}
