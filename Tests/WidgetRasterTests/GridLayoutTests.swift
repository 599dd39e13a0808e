import Foundation
import Testing
@testable import WidgetRaster

/// `Grid`, `LazyVGrid` and `LazyHGrid`: track sizes and cell frames as numbers.
@Suite struct GridLayoutTests {
    func tile(_ w: Double, _ h: Double) -> ViewNode { ViewNode(.color(.color("red"))).modified(.frame(Frame(width: w, height: h))) }

    func centreX(_ r: Rect) -> Double { r.minX + r.width / 2 }

    func frames(_ layout: LayoutHarness) -> [Rect] {
        layout.root.flattened().compactMap { if case .shape = $0.kind { $0.frame } else { nil } }
    }

    @Test func flexibleColumnsShareTheWidthAndRowsAreAsTallAsTheirTallestItem() throws {
        let grid = ViewNode(.lazyGrid(LazyGridContent(axis: .vertical, tracks: Array(repeating: GridItem.standard, count: 3),
                                                      children: [tile(20, 10), tile(20, 30), tile(20, 10), tile(20, 10)])))
        let layout = try LayoutHarness(grid.modified(.frame(Frame(width: 300))), in: Size(width: 300, height: 300))
        let cells = frames(layout)
        // Columns (300 − 2 × 8) / 3 = 94.67 wide; the first row is 30 tall, the second starts 8 below it.
        let column = (300 - 16) / 3.0
        #expect(layout.root.frame.height == 30 + 8 + 10)
        #expect(abs(centreX(cells[0]) - column / 2) < 0.001 && abs(centreX(cells[1]) - (column * 1.5 + 8)) < 0.001)
        #expect(abs(cells[0].minY - (layout.root.frame.minY + 10)) < 0.001, "centred in its 30-pt row")
        #expect(abs(cells[3].minY - (layout.root.frame.minY + 38)) < 0.001 && abs(centreX(cells[3]) - column / 2) < 0.001)
    }

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
        let tracks = GridItem.resolve([GridItem(size: .adaptive(minimum: 60, maximum: .infinity))], in: 300)
        #expect(tracks.count == 4 && tracks.allSatisfy { $0.length == 69 }, "(300 + 8) / 68 → 4 columns of (300 − 24) / 4")
        let mixed = GridItem.resolve([GridItem(size: .fixed(40)), GridItem(size: .flexible(minimum: 10, maximum: 100)), .standard], in: 300)
        #expect(mixed.map(\.length) == [40, 100, 122], "fixed, then flexible shares of 244 within their bounds")
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let rows = [
            ViewNode(.gridRow(alignment: nil, children: [tile(30, 10), tile(50, 10)])),
            ViewNode(.gridRow(alignment: nil, children: [tile(60, 20), tile(10, 10)])),
            tile(100, 4),
        ]
        let layout = try LayoutHarness(ViewNode(.grid(GridContent(horizontalSpacing: 10, verticalSpacing: 5, rows: rows))),
                                       in: Size(width: 300, height: 300))
        #expect(layout.root.frame.size == Size(width: 60 + 10 + 50, height: 10 + 5 + 20 + 5 + 4))
        let cells = frames(layout), x = layout.root.frame.minX, y = layout.root.frame.minY
        #expect(close(cells[0], rect(x + 15, y, 30, 10)), "centred in the 60-pt first column")
        #expect(close(cells[3], rect(x + 70 + 20, y + 15 + 5, 10, 10)), "centred in the 50-pt second column and the 20-pt row")
        #expect(close(cells[4], rect(x + 10, y + 40, 100, 4)), "a view outside a row spans the columns")
    }

    /// A grid of views outside any `GridRow` (EnergyStats' title and chart): each spans the width the
    /// grid is offered, and a row that can grow takes the height the others leave, as in a stack.
    @Test func viewsOutsideRowsSpanTheOfferedWidthAndAGrowingRowTakesTheHeightLeft() throws {
        let title = tile(80, 20)
        let chart = ViewNode(.color(.color("red")))  // takes whatever it is offered
        let layout = try LayoutHarness(ViewNode(.grid(GridContent(verticalSpacing: 8, rows: [title, chart]))).modified(.frame(Frame(width: 300, height: 120))),
                                       in: Size(width: 300, height: 120))
        let cells = frames(layout), y = layout.root.frame.minY
        #expect(close(cells[0], rect(110, y, 80, 20)), "the title centred across the 300 pt offered")
        #expect(close(cells[1], rect(0, y + 28, 300, 92)), "the chart 300 wide and 120 − 20 − 8 tall")
    }

    @Test func gridsInAFileDecode() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: VStack
            children:
              - {type: LazyVGrid, columns: [{fixed: 40}, {flexible: {}}, {adaptive: 60, spacing: 4}], alignment: leading, children: [{type: Text, text: a}]}
              - {type: Grid, horizontalSpacing: 4, children: [{type: GridRow, alignment: top, children: [{type: Text, text: b}]}, Divider]}
        """, file: "g.yaml")
        guard case .vStack(_, _, let children) = scene.bodies[.systemSmall]?.content else { Issue.record("no stack"); return }
        #expect(children[0] == ViewNode(.lazyGrid(LazyGridContent(axis: .vertical, tracks: [
            GridItem(size: .fixed(40)), .standard, GridItem(size: .adaptive(minimum: 60, maximum: .infinity), spacing: 4),
        ], alignment: .leading, children: [ViewNode(.text("a"))]))))
        #expect(children[1] == ViewNode(.grid(GridContent(horizontalSpacing: 4, rows: [
            ViewNode(.gridRow(alignment: .top, children: [ViewNode(.text("b"))])), ViewNode(.divider),
        ]))))
        let body = try #require(scene.bodies[.systemSmall])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(throws: SceneError.self) {
            try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: LazyVGrid, children: []}\n", file: "g.yaml")
        }
    }
}

extension GridLayoutTests {
    @Test func rightToLeftGridsFillFromTheRight() throws {
        let tracks = [GridItem(size: .fixed(40)), GridItem(size: .fixed(40))]
        let grid = ViewNode(.lazyGrid(LazyGridContent(axis: .vertical, tracks: tracks, alignment: .leading,
                                                      children: [tile(40, 10), tile(40, 10)])))
        let layout = try LayoutHarness(grid.modified(.frame(Frame(width: 200))), in: Size(width: 200, height: 100), rightToLeft: true)
        let cells = frames(layout)
        #expect(cells[0].minX == 160 && cells[1].minX == 112, "the first item at the leading (right) edge, the next 8 pt to its left")
    }
}
