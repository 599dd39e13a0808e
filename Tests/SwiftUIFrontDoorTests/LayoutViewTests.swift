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
