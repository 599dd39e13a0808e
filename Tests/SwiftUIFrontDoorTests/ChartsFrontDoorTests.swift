import Charts
import SwiftUI
import Testing
import struct WidgetRaster.ChartMark
import struct WidgetRaster.ChartPoint
import struct WidgetRaster.ViewNode

/// Swift Charts as widgets write it: marks from a ForEach join into one series per kind.
@Suite struct ChartsFrontDoorTests {
    struct Sale: Identifiable {
        let id: Int
        let store: String
        let amount: Double
    }

    func marks<V: View>(_ view: V) throws -> [ChartMark] {
        let node = try SwiftUIFrontDoorTests.node(view)
        guard case .chart(let chart) = node.content else { Issue.record("not a chart: \(node)"); return [] }
        return chart.marks
    }

    @Test func interleavedMarksJoinIntoOneAreaAndOneLine() throws {
        let marks = try marks(Chart {
            ForEach(0..<3) { i in
                AreaMark(x: .value("i", i), y: .value("v", Double(i * 2))).foregroundStyle(.green.opacity(0.3))
                LineMark(x: .value("i", i), y: .value("v", Double(i * 2))).foregroundStyle(.green).interpolationMethod(.catmullRom)
            }
            RuleMark(y: .value("Goal", 3)).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 2]))
        }.chartYAxis(.hidden))
        #expect(marks.map(\.kind) == [.area, .line, .rule])
        #expect(marks[0].points.map(\.y) == [0, 2, 4] && marks[1].points.count == 3)
        #expect(marks[1].interpolation == .catmullRom)
        #expect(marks[2].points == [ChartPoint(x: nil, y: 3)] && marks[2].lineWidth == 2 && marks[2].dash == [4, 2])
    }

    @Test func seriesSplitLinesByTheirValue() throws {
        let sales = [Sale(id: 0, store: "North", amount: 3), Sale(id: 1, store: "South", amount: 5),
                     Sale(id: 2, store: "North", amount: 4), Sale(id: 3, store: "South", amount: 6)]
        let marks = try marks(Chart(sales) { sale in
            LineMark(x: .value("Week", sale.id / 2), y: .value("Sales", sale.amount)).foregroundStyle(by: .value("Store", sale.store))
        })
        #expect(marks.map(\.series) == ["North", "South"])
        #expect(marks[0].points.map(\.y) == [3, 4] && marks[1].points.map(\.y) == [5, 6])
    }
}
