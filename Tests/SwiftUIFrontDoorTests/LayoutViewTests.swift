import SwiftUI
import Testing
import struct WidgetRaster.ViewNode

/// Layout containers written as widget code writes them.
@Suite struct LayoutViewTests {
    @Test func viewThatFitsKeepsItsCandidatesInOrder() throws {
        let node = try SwiftUIFrontDoorTests.node(ViewThatFits(in: .horizontal) {
            Text("Partly cloudy")
            Image(systemName: "cloud.sun.fill")
        })
        #expect(node == ViewNode(.viewThatFits(horizontal: true, vertical: false,
                                               children: [ViewNode(.text("Partly cloudy")), ViewNode(.symbol("cloud.sun.fill"))])))
    }
}
