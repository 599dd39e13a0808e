import Charts
import Foundation
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.ChartMark
import struct WidgetRaster.ChartPoint
import struct WidgetRaster.ChartFixedSpan
import struct WidgetRaster.ChartMarkOffset
import enum WidgetRaster.ChartValue
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.ChartContent

/// Swift Charts as Apple declares it beyond the marks widgets wrote first: app enums as values,
/// ranges and bins, rectangles, marks placed in points, iOS 18's vectorized and function plots,
/// encodings by symbol, size and stroke, offsets and the plot's own style.
@Suite struct ChartsAppleSurfaceTests {
    enum Flavor: String, Plottable, CaseIterable {
        case vanilla, chocolate, mint
    }

    struct Reading: Identifiable {
        let id: Int
        let hour: Double
        let value: Double
        let city: String
        let color: Color
    }

    let readings = [Reading(id: 0, hour: 1, value: 3, city: "Paris", color: .red), Reading(id: 1, hour: 2, value: 5, city: "Paris", color: .blue),
                    Reading(id: 2, hour: 3, value: 4, city: "Oslo", color: .green), Reading(id: 3, hour: 4, value: 7, city: "Oslo", color: .orange)]

    func chart<V: View>(_ view: V) throws -> WidgetRaster.ChartContent {
        let node = try SwiftUIFrontDoorTests.node(view)
        guard case .chart(let chart) = node.content else { throw ChartMissing() }
        return chart
    }

    struct ChartMissing: Error {}

    func image<V: View>(_ view: V, family: RenderFamily = .systemMedium) throws -> Bitmap {
        try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: family, device: "iphone-393x852", scale: 2, variant: .light)
    }

    /// An app's enum with a raw value plots as its raw value, and an axis reads it back.
    @Test func anEnumWithARawValueIsPlottable() throws {
        let chart = try chart(Chart(Flavor.allCases, id: \.self) { BarMark(x: .value("Flavor", $0), y: .value("Sold", 3)) })
        #expect(chart.marks.flatMap(\.points).map(\.x) == [.category("vanilla"), .category("chocolate"), .category("mint")])
        #expect(Flavor(primitivePlottable: "mint") == .mint && Flavor.vanilla.primitivePlottable == "vanilla")
        #expect("Mon".primitivePlottable == "Mon" && 2.5.primitivePlottable == 2.5)
    }

    /// A histogram: `NumberBins` of a round width, each bin a bar spanning it.
    @Test func binsMakeAHistogramOfBarsSpanningTheirRange() throws {
        let bins = NumberBins(range: 0.0...37.0, desiredCount: 4)
        #expect(bins.map { [$0.lowerBound, $0.upperBound] } == [[0, 10], [10, 20], [20, 30], [30, 40]])
        #expect(bins.index(for: 12) == 1 && bins.index(for: 40) == 3 && bins.index(for: -1) == 0)
        #expect(NumberBins(thresholds: [0.0, 5, 10]).count == 2 && NumberBins(size: 5, range: 0.0...12).map(\.upperBound) == [5, 10, 15])
        let day = Date(timeIntervalSince1970: 86_400 * 3)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let days = DateBins(unit: .day, range: day...day.addingTimeInterval(86_400 * 2 - 1), calendar: utc)
        #expect(days.count == 2 && days[1].lowerBound == day.addingTimeInterval(86_400) && days.index(for: day.addingTimeInterval(100_000)) == 1)
        let counts = [3.0, 7, 5, 2]
        let histogram = try chart(Chart(Array(zip(bins, counts).enumerated()), id: \.offset) { _, pair in
            BarMark(x: .value("Range", pair.0), y: .value("Count", pair.1))
        })
        #expect(histogram.marks.flatMap(\.points).map { [$0.xStart, $0.x.map { if case .number(let n) = $0 { n } else { -1 } }] }
                == [[0, 10], [10, 20], [20, 30], [30, 40]])
        // A range value works the same way: `.value("Hours", 2..<5)` on y is a floating bar.
        let floating = try chart(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Hours", 2.0..<5.0)) })
        #expect(floating.marks[0].points == [ChartPoint(x: .category("Mon"), y: 5, yStart: 2)])
    }

    /// Marks placed in points: nil ends reach the plot's edges, and a band across the whole plot
    /// is the same rule or rectangle however it is written.
    @Test func marksPlacedInPointsSpanTheirFixedStretch() throws {
        let rules = try chart(Chart {
            RuleMark(y: .value("Goal", 5))
            RuleMark(xStart: 20, y: .value("Floor", 2))
            RuleMark(x: .value("Day", "Mon"), yStart: 10, yEnd: 40)
            PointMark(y: .value("Weight", 68.0))
            RectangleMark(xStart: 10, xEnd: 60, yStart: 0, yEnd: 30)
            BarMark(xStart: nil, xEnd: nil, y: .value("Day", "Tue"))
        })
        let points = rules.marks.flatMap(\.points)
        #expect(points[0] == ChartPoint(x: nil, y: 5), "a rule across the whole width has no fixed span")
        #expect(points[1].fixedX == ChartFixedSpan(start: 20, end: nil))
        #expect(points[2].fixedY == ChartFixedSpan(start: 10, end: 40))
        #expect(points[3].fixedX == ChartFixedSpan(start: nil, end: nil) && points[3].y == 68, "a point without x is centred across")
        #expect(points[4].fixedX == ChartFixedSpan(start: 10, end: 60) && points[4].fixedY == ChartFixedSpan(start: 0, end: 30))
        #expect(points[5].horizontal && points[5].x == .category("Tue"), "a category on y makes a horizontal band")

        // The rectangle 10…60 × 0…30 points fills that part of the plot, at its top leading corner.
        let red = try image(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).foregroundStyle(.clear)
            RectangleMark(xStart: 10, xEnd: 60, yStart: 0, yEnd: 30).foregroundStyle(.red)
        }.chartXAxis(.hidden).chartYAxis(.hidden).padding(0))
        let margin = 16 * 2   // the medium widget's content margin, at @2x
        let inside = red.pixel(x: margin + 35 * 2, y: margin + 15 * 2)
        #expect(inside[0] > 200 && inside[1] < 100, "red inside the rectangle, got \(inside)")
        #expect(red.pixel(x: margin + 90 * 2, y: margin + 15 * 2) == [255, 255, 255, 255], "past xEnd the plot is bare")
        #expect(red.pixel(x: margin + 35 * 2, y: margin + 45 * 2) == [255, 255, 255, 255], "below yEnd the plot is bare")
    }

    /// Rectangles over values: a heat map's cells are 70 % of the step between values by default,
    /// and an interval spans exactly its ends.
    @Test func rectanglesSpanTheirIntervalsOrSeventyPercentOfTheStep() throws {
        let cells = try chart(Chart {
            RectangleMark(x: .value("Hour", 1), y: .value("Level", 2), width: .ratio(1))
            RectangleMark(xStart: .value("From", 2), xEnd: .value("To", 5), y: .value("Day", "Mon"))
            RectangleMark(xStart: .value("From", 1), xEnd: .value("To", 3), yStart: .value("Low", 1), yEnd: .value("High", 4))
        })
        let points = cells.marks.flatMap(\.points)
        #expect(cells.marks.allSatisfy { $0.kind == .rectangle } && points.count == 3)
        #expect(points.dropFirst().first == ChartPoint(x: .category("Mon"), y: 5, yStart: 2, horizontal: true))
        #expect(points.last == ChartPoint(x: .number(3), y: 4, yStart: 1, xStart: 1))
        let scene = try SceneLoader.decode("""
            kind: k
            body:
              systemSmall:
                type: Chart
                marks:
                  - {type: BarMark, points: [[[0, 10], 3], [[10, 20], 7]]}
                  - {type: RectangleMark, points: [{x: Tue, fixedY: [null, 40]}], height: 12}
            """, file: "c.yaml")
        guard case .chart(let file)? = scene.bodies[.systemSmall]?.content else { Issue.record("not a chart"); return }
        #expect(file.marks[0].points.map(\.xStart) == [0, 10])
        #expect(file.marks[1].points == [ChartPoint(x: .category("Tue"), y: nil, fixedY: ChartFixedSpan(start: nil, end: 40))])
        let encoded = try JSONEncoder().encode(file.marks), decoded = try JSONDecoder().decode([ChartMark].self, from: encoded)
        #expect(decoded == file.marks, "intervals of x and fixed spans survive a round trip through the file format")
    }

    /// A vectorized plot draws as the `ForEach` of marks it stands for, its per-element modifiers included.
    @Test func vectorizedPlotsDrawAsTheirMarks() throws {
        let lines = try image(Chart { LinePlot(readings, x: .value("Hour", \.hour), y: .value("Value", \.value), series: .value("City", \.city)) })
        let lineMarks = try image(Chart(readings) {
            LineMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value), series: .value("City", $0.city))
        })
        #expect(lines == lineMarks)
        let points = try image(Chart { PointPlot(readings, x: .value("Hour", \.hour), y: .value("Value", \.value)).foregroundStyle(\.color) })
        let pointMarks = try image(Chart(readings) { PointMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)).foregroundStyle($0.color) })
        #expect(points == pointMarks)
        let bars = try image(Chart {
            BarPlot(readings, x: .value("City", \.city), y: .value("Value", \.value)).foregroundStyle(by: .value("City", \.city))
        })
        let barMarks = try image(Chart(readings) {
            BarMark(x: .value("City", $0.city), y: .value("Value", $0.value)).foregroundStyle(by: .value("City", $0.city))
        })
        #expect(bars == barMarks)
        let sectors = try image(Chart { SectorPlot(readings, angle: .value("Value", \.value), innerRadius: .ratio(0.6)).opacity(\.value) })
        let sectorMarks = try image(Chart(readings) {
            SectorMark(angle: .value("Value", $0.value), innerRadius: .ratio(0.6)).opacity($0.value)
        })
        #expect(sectors == sectorMarks)
    }

    /// A function plot is sampled across its domain, or the chart's x scale; without either it is
    /// reported, and where it has no finite value its line breaks.
    @Test func functionPlotsSampleTheirDomain() throws {
        let parabola = try chart(Chart { LinePlot(x: "x", y: "y", domain: -2...2) { $0 * $0 } })
        let samples = parabola.marks[0].points
        #expect(samples.count == 240 && samples.first == ChartPoint(x: .number(-2), y: 4) && samples.last == ChartPoint(x: .number(2), y: 4))
        let scaled = try chart(Chart { AreaPlot(x: "x", y: "y") { $0 / 2 } }.chartXScale(domain: 0...10))
        #expect(scaled.marks[0].points.last == ChartPoint(x: .number(10), y: 5, yStart: 0), "an area down to zero across the chart's x scale")
        let broken = try chart(Chart { LinePlot(x: "x", y: "y", domain: -1...1) { 1 / $0 } })
        #expect(broken.marks.count == 2 || broken.marks.allSatisfy { $0.points.allSatisfy { $0.y?.isFinite == true } })
        #expect(throws: (any Error).self, "no domain anywhere") { try image(Chart { LinePlot(x: "x", y: "y") { $0 } }) }
        let circle = try chart(Chart { LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { (x: cos($0), y: sin($0)) } })
        #expect(circle.marks[0].points.first == ChartPoint(x: .number(1), y: 0))
    }

    /// `symbol(by:)`, `lineStyle(by:)` and `symbolSize(by:)` take their looks from the chart's scales,
    /// else from Swift Charts' sequences in order of first appearance.
    @Test func encodingsByValueTakeTheirScalesLooks() throws {
        func scatter() -> some View {
            Chart(readings) { PointMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)).symbol(by: .value("City", $0.city)) }
        }
        let own = try image(Chart(readings) {
            PointMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)).symbol($0.city == "Paris" ? BasicChartSymbolShape.circle : .square)
        })
        #expect(try image(scatter()) == own, "circle, then square, by first appearance")
        #expect(try image(scatter().chartSymbolScale(["Paris": BasicChartSymbolShape.circle, "Oslo": .square])) == own)
        #expect(try image(scatter().chartSymbolScale(domain: ["Oslo", "Paris"], range: [BasicChartSymbolShape.square, .circle])) == own)
        #expect(try image(scatter().chartSymbolScale(range: [BasicChartSymbolShape.triangle, .diamond])) != own)

        func lines() -> some View {
            Chart(readings) { LineMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)).lineStyle(by: .value("City", $0.city)) }
        }
        let dashed = try image(Chart(readings) {
            LineMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value), series: .value("City", $0.city))
                .lineStyle(StrokeStyle(lineWidth: 2, dash: $0.city == "Oslo" ? [4] : []))
        })
        #expect(try image(lines().chartLineStyleScale(["Paris": StrokeStyle(lineWidth: 2), "Oslo": StrokeStyle(lineWidth: 2, dash: [4])])) == dashed)

        let sized = try chart(Chart(readings) {
            PointMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)).symbolSize(by: .value("Value", $0.value))
        }.chartSymbolSizeScale(range: 10...100))
        #expect(sized.marks.compactMap(\.symbolSizeBy) == [.number(3), .number(5), .number(4), .number(7)])
        #expect(sized.encodings.sizeRange == 10...100)
        #expect(sized.encodings.area(of: .number(7), among: sized.marks.compactMap(\.symbolSizeBy)) == 100)
    }

    /// A gradient as a style scale colours numeric series by their place between the smallest and largest.
    @Test func aGradientColoursNumericSeriesByValue() throws {
        let chart = try chart(Chart(readings) {
            BarMark(x: .value("Hour", $0.hour), y: .value("Value", $0.value)).foregroundStyle(by: .value("Value", $0.value))
        }.chartForegroundStyleScale(range: Gradient(colors: [.white, .black])))
        #expect(chart.seriesStyles["3.0"] == Color.white._style && chart.seriesStyles["7.0"] == Color.black._style)
    }

    /// Offsets move a mark, or each end of a bar's interval on its own.
    @Test func offsetsMoveMarksAndTheirEnds() throws {
        let moved = try chart(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).offset(x: 2, yStart: -4, yEnd: 4)
            PointMark(x: .value("Day", "Mon"), y: .value("Steps", 2)).offset(x: 3, y: 1)
        })
        #expect(moved.marks[0].offset == ChartMarkOffset(xStart: 2, xEnd: 2, yStart: -4, yEnd: 4))
        #expect(moved.marks[1].offset == ChartMarkOffset(xStart: 3, xEnd: 3, yStart: 1, yEnd: 1))
        let plain = try image(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)) })
        #expect(try image(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).offset(xStart: -6, xEnd: 6) }) != plain)
        #expect(try image(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).offset(x: 0, y: 0) }) == plain)
    }

    /// `chartPlotStyle` lays its view in the plot's frame, under the marks; `Chart3D` is reported.
    @Test func thePlotsStyleFillsThePlotAndChart3DIsReported() throws {
        let tinted = try image(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).foregroundStyle(.clear) }
            .chartPlotStyle { $0.background(Color.yellow) }.chartYAxis(.hidden))
        let margin = 16 * 2
        #expect(tinted.pixel(x: margin + 20, y: margin + 20)[2] < 100, "yellow inside the plot")
        #expect(tinted.pixel(x: margin + 20, y: tinted.height - margin - 4) == [255, 255, 255, 255], "the x axis's labels below it stay on white")
        #expect(throws: (any Error).self) {
            try image(Chart3D { SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z } })
        }
    }
}

extension Bitmap {
    /// One pixel's red, green, blue and alpha.
    func pixel(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }
}
