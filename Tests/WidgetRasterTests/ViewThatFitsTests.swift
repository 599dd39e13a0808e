import Foundation
import Testing
@testable import WidgetRaster

/// `ViewThatFits`: the first child whose ideal size fits along the constrained axes is drawn.
@Suite struct ViewThatFitsTests {
    let long = ViewNode(.text("Partly cloudy with afternoon showers"))
    let short = ViewNode(.text("Showers"))

    func texts(_ layout: LayoutHarness) -> [String] {
        layout.root.flattened().compactMap { if case .text(let t) = $0.kind { t.string } else { nil } }
    }

    @Test func theFirstChildThatFitsIsDrawnAndSized() throws {
        let view = ViewNode(.viewThatFits(horizontal: true, vertical: true, children: [long, short]))
        let narrow = try LayoutHarness(view, in: Size(width: 100, height: 100))
        #expect(texts(narrow) == ["Showers"])
        let shortAlone = try LayoutHarness(short, in: Size(width: 100, height: 100))
        #expect(close(narrow.root.frame, shortAlone.root.frame), "sized as the chosen child")
        let wide = try LayoutHarness(view, in: Size(width: 400, height: 100))
        #expect(texts(wide) == ["Partly cloudy with afternoon showers"])
    }

    @Test func onlyTheGivenAxesAreChecked() throws {
        // Checked vertically only, the long text wraps to the width and fits 100 pt of height.
        let vertical = try LayoutHarness(ViewNode(.viewThatFits(horizontal: false, vertical: true, children: [long, short])),
                                         in: Size(width: 100, height: 100))
        #expect(texts(vertical) == ["Partly cloudy with afternoon showers"])
        // When nothing fits, the last child is drawn.
        let none = try LayoutHarness(ViewNode(.viewThatFits(horizontal: true, vertical: true, children: [long, long, short])),
                                     in: Size(width: 20, height: 100))
        #expect(texts(none) == ["Showers"])
    }

    @Test func viewThatFitsInAFileDecodes() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: ViewThatFits, in: horizontal, children: [{type: Text, text: Long}, {type: Text, text: S}]}
        """, file: "v.yaml")
        #expect(scene.bodies[.systemSmall] == ViewNode(.viewThatFits(horizontal: true, vertical: false,
                                                                     children: [ViewNode(.text("Long")), ViewNode(.text("S"))])))
        #expect(throws: SceneError.self) {
            try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: ViewThatFits, in: diagonal}\n", file: "v.yaml")
        }
    }
}
