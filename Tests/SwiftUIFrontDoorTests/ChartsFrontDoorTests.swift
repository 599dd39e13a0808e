import Charts
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.ChartMark
import struct WidgetRaster.ChartPoint
import struct WidgetRaster.ViewNode
import struct WidgetRaster.ChartGridLine
import struct WidgetRaster.ChartContent
import struct WidgetRaster.ChartAxisTitle
import struct WidgetRaster.ChartAxisScale
import struct WidgetRaster.ChartLegend
import enum WidgetRaster.SceneLoader

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

    /// `chartForegroundStyleScale` gives each series its colour, in all three of its forms, and
    /// the chart draws each series as a mark coloured that way draws.
    @Test func aStyleScaleColoursEachSeries() throws {
        let sales = [Sale(id: 0, store: "Coffee", amount: 3), Sale(id: 1, store: "Tea", amount: 5)]
        func chart() -> some View {
            Chart(sales) { sale in
                BarMark(x: .value("Store", sale.store), y: .value("Sales", sale.amount)).foregroundStyle(by: .value("Store", sale.store))
            }
        }
        let pairs = try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(["Coffee": Color.brown, "Tea": Color.green]))
        let mapped = try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale { (store: String) in store == "Tea" ? Color.green : Color.brown })
        let domain = try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(domain: ["Coffee", "Tea"]) { $0 == "Tea" ? Color.green : .brown })
        guard case .chart(let content) = pairs.content else { Issue.record("not a chart"); return }
        #expect(content.seriesStyles == ["Coffee": Color.brown._style, "Tea": Color.green._style])
        #expect(mapped == pairs && domain == pairs)
        // Apple's range forms: a domain's series styled in order from the range, or the series in
        // order of appearance; the range taken again from its start when it is shorter.
        #expect(try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(domain: ["Coffee", "Tea"], range: [Color.brown, .green])) == pairs)
        #expect(try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(range: [Color.brown, .green])) == pairs)
        #expect(try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(domain: ["Tea", "Coffee"], range: [Color.green]))
                == SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(["Coffee": Color.green, "Tea": Color.green])))
        guard case .chart(let ordered) = try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(domain: ["Tea", "Coffee"])).content else {
            Issue.record("not a chart"); return
        }
        #expect(ordered.seriesStyles == ["Tea": .color("systemBlue"), "Coffee": .color("systemGreen")], "the palette in the domain's order")
        // An overlay reads a series' style from the chart's proxy, as Apple's `foregroundStyle(for:)` gives it.
        let overlaid = try SwiftUIFrontDoorTests.node(chart().chartForegroundStyleScale(["Coffee": Color.brown, "Tea": Color.green]).chartOverlay { proxy in
            Rectangle().fill(proxy.foregroundStyle(for: "Tea") ?? AnyShapeStyle(Color.clear))
        })
        guard case .overlay(let layer, _)? = overlaid.modifiers.last, case .shape(_, let fill, _) = layer.content else {
            Issue.record("no overlay shape: \(overlaid)"); return
        }
        #expect(fill == Color.green._style)
        let coloured = Chart(sales) { sale in
            BarMark(x: .value("Store", sale.store), y: .value("Sales", sale.amount)).foregroundStyle(sale.store == "Tea" ? Color.green : .brown)
        }
        func image<V: View>(_ view: V) throws -> Bitmap {
            try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852", scale: 1,
                                   variant: .light)
        }
        // Without its legend, the scaled chart is the chart coloured mark by mark.
        #expect(try image(chart().chartForegroundStyleScale(["Coffee": Color.brown, "Tea": Color.green]).chartLegend(.hidden)) == (try image(coloured)))
        #expect(try image(chart().chartLegend(.hidden)) != (try image(coloured)), "without the scale the series take the palette's blue and green")
        guard case .chart(let placed) = try SwiftUIFrontDoorTests.node(chart().chartLegend(position: .top, alignment: .center, spacing: 2)).content,
              case .chart(let own) = try SwiftUIFrontDoorTests.node(chart().chartLegend { Text("Sales by store") }).content else {
            Issue.record("not a chart"); return
        }
        #expect(placed.legend == ChartLegend(position: .top, alignment: .center, spacing: 2))
        #expect(own.legend == ChartLegend(visibility: .visible, content: ViewNode(.text("Sales by store"))))
    }

    /// Apple's interval, width and stacking forms reach the chart model.
    /// Selection, scrolling and gestures (iOS 17) compile as apps write them and change nothing a
    /// widget shows: the chart is the one drawn without them.
    @Test func selectionAndScrollingLeaveTheChartAsItIs() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 3400))
        }
        let interactive = chart
            .chartXSelection(value: .constant(nil as String?)).chartYSelection(range: .constant(nil as ClosedRange<Double>?))
            .chartScrollableAxes(.horizontal).chartScrollPosition(initialX: "Mon")
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
            .chartGesture { proxy in DragGesture().onChanged { _ in _ = proxy.plotSize } }
        #expect(try SwiftUIFrontDoorTests.node(interactive) == SwiftUIFrontDoorTests.node(chart))
    }

    /// A bar's `cornerRadius` rounds circularly, Swift Charts' default; `style: .continuous` asks
    /// for the squircle. Scene files say it with `cornerStyle`.
    @Test func barCornersAreCircularUnlessContinuous() throws {
        let circular = try marks(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).cornerRadius(4) })
        let continuous = try marks(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).cornerRadius(4, style: .continuous) })
        #expect(circular.map(\.cornerRadius) == [4] && circular.map(\.continuousCorners) == [false])
        #expect(continuous.map(\.cornerRadius) == [4] && continuous.map(\.continuousCorners) == [true])
        let scene = try SceneLoader.decode("""
            kind: k
            body:
              systemSmall: {type: Chart, marks: [{type: BarMark, points: [[Mon, 3]], cornerRadius: 4, cornerStyle: continuous}]}
            """, file: "c.yaml")
        guard case .chart(let chart)? = scene.bodies[.systemSmall]?.content else { Issue.record("not a chart"); return }
        #expect(chart.marks.map(\.continuousCorners) == [true])
    }

    /// `AxisMarks(position: .leading) { AxisGridLine(); AxisTick() }`: marks written without the
    /// value their closure is given are the same marks at every value.
    @Test func axisMarksWithoutTheirValueAreTheSameAtEveryValue() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        let plain = try SwiftUIFrontDoorTests.node(chart.chartYAxis { AxisMarks(position: .leading) { AxisGridLine(); AxisTick() } })
        let given = try SwiftUIFrontDoorTests.node(chart.chartYAxis { AxisMarks(position: .leading) { _ in AxisGridLine(); AxisTick() } })
        #expect(plain == given)
        #expect(try SwiftUIFrontDoorTests.node(chart.chartXAxis { AxisMarks(values: ["Mon"]) { AxisGridLine() } })
                == SwiftUIFrontDoorTests.node(chart.chartXAxis { AxisMarks(values: ["Mon"]) { _ in AxisGridLine() } }))
    }

    @Test func barsAndRulesOverIntervalsWithWidthAndStacking() throws {
        let marks = try marks(Chart {
            BarMark(x: .value("Day", "Mon"), yStart: .value("Low", 58), yEnd: .value("High", 71), width: .ratio(0.5))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 3), width: 12, stacking: .unstacked)
            RuleMark(x: .value("Day", "Wed"), yStart: .value("Low", 55), yEnd: .value("High", 80))
            AreaMark(x: .value("Hour", 1), yStart: .value("Low", 2), yEnd: .value("High", 5))
        })
        #expect(marks == [
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 71, yStart: 58)], width: .ratio(0.5)),
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Tue"), y: 3)], width: .fixed(12), stacking: .unstacked),
            ChartMark(kind: .rule, points: [ChartPoint(x: .category("Wed"), y: 80, yStart: 55)]),
            ChartMark(kind: .area, points: [ChartPoint(x: .number(1), y: 5, yStart: 2)]),
        ])
    }

    /// A number on x and a category on y make horizontal bars, as in Swift Charts; `height` is
    /// their thickness, `xStart:xEnd:y:` a bar over an interval, and the chart draws what its
    /// scene file draws.
    @Test func barsWithACategoryOnYLieAlongX() throws {
        let marks = try marks(Chart {
            BarMark(x: .value("Steps", 8200), y: .value("Day", "Mon"), height: 12)
            BarMark(xStart: .value("Start", 9), xEnd: .value("End", 12), y: .value("Task", "Work"))
            RuleMark(y: .value("Day", "Mon"))
        })
        #expect(marks == [
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 8200, horizontal: true)], width: .fixed(12)),
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Work"), y: 12, yStart: 9, horizontal: true)]),
            ChartMark(kind: .rule, points: [ChartPoint(x: .category("Mon"), y: nil, horizontal: true)]),
        ])
        let week = [("Mon", 8200.0), ("Tue", 10400), ("Wed", 6100)]
        let swift = Chart(week, id: \.0) { day in
            BarMark(x: .value("Steps", day.1), y: .value("Day", day.0))
        }
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks: [{type: BarMark, points: [[8200, Mon], [10400, Tue], [6100, Wed]]}]
        """, file: "week.yaml")
        #expect(try SwiftUIFrontDoorTests.node(swift) == scene.bodies[.systemSmall])
    }

    /// `annotation(position:alignment:spacing:content:)` puts its view on each point it annotates,
    /// and a chart of annotated bars is the chart its scene file describes.
    @Test func annotationsReachTheirPoints() throws {
        let week = [("Mon", 3.0), ("Tue", 5)]
        let swift = Chart(week, id: \.0) { day in
            BarMark(x: .value("Day", day.0), y: .value("Cups", day.1))
                .annotation(position: .top, alignment: .leading, spacing: 2) { Text("\(Int(day.1))") }
        }
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks:
              - type: BarMark
                points: [[Mon, 3], [Tue, 5]]
                annotation: {position: top, alignment: leading, spacing: 2, views: [{type: Text, text: "3"}, {type: Text, text: "5"}]}
        """, file: "cups.yaml")
        #expect(try SwiftUIFrontDoorTests.node(swift) == scene.bodies[.systemSmall])
        let context = try marks(Chart { PointMark(x: .value("x", 1), y: .value("y", 2)).annotation { context in Text("\(context.targetSize.width)") } })
        #expect(context.first?.points.first?.annotation?.position == .automatic)
        let fitted = try marks(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).annotation(position: .top, overflowResolution: .init(x: .fit(to: .plot), y: .padScale)) {
                Text("3")
            }
        })
        #expect(fitted.first?.points.first?.annotation?.overflowX == .fitPlot && fitted.first?.points.first?.annotation?.overflowY == .fitChart)
    }

    /// `position(by:)` sets bars side by side; a date plotted with a calendar unit stands at the
    /// middle of its unit, so a day's bar fills the day's band.
    @Test func groupedBarsAndDatesByTheDay() throws {
        let grouped = try marks(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).position(by: .value("Drink", "Coffee"), span: .ratio(0.8))
        })
        #expect(grouped.first?.position == "Coffee" && grouped.first?.positionSpan == .ratio(0.8))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let day: Double = 86_400 * 3, hour: Double = 3600
        let morning = Date(timeIntervalSince1970: day + 8 * hour)
        let daily = try marks(Chart { BarMark(x: .value("Day", morning, unit: .day, calendar: utc), y: .value("Steps", 9000)) })
        let noon: Double = day + 12 * hour
        #expect(daily.first?.points.first?.x == .number(noon), "the middle of the day, not 8 AM")
        let halfPast = morning.addingTimeInterval(hour / 2)
        let hourly = try marks(Chart { PointMark(x: .value(Text("Hour"), halfPast, unit: .hour, calendar: utc), y: .value("Steps", 1)) })
        #expect(hourly.first?.points.first?.x == .number(halfPast.timeIntervalSince1970))
    }

    /// Apple's scale forms reach the chart: an automatic domain without zero or reversed, padding,
    /// a category order, a logarithmic or power scale.
    @Test func scaleDomainsRangesAndTypes() throws {
        let readings = Chart { LineMark(x: .value("Hour", 1), y: .value("mg/dL", 120)); LineMark(x: .value("Hour", 2), y: .value("mg/dL", 140)) }
        guard case .chart(let chart) = try SwiftUIFrontDoorTests.node(readings
            .chartYScale(domain: .automatic(includesZero: false, reversed: true), type: .linear)
            .chartXScale(range: .plotDimension(padding: 8))).content else { Issue.record("not a chart"); return }
        #expect(chart.yScale == ChartAxisScale(includesZero: false, reversed: true) && chart.yDomain == nil)
        #expect(chart.xScale == ChartAxisScale(startPadding: 8, endPadding: 8))
        guard case .chart(let days) = try SwiftUIFrontDoorTests.node(Chart { BarMark(x: .value("Day", "Tue"), y: .value("Steps", 3)) }
            .chartXScale(domain: ["Mon", "Tue"]).chartYScale(domain: 0...10.0, range: .plotDimension(endPadding: 4))).content else {
            Issue.record("not a chart"); return
        }
        #expect(days.xScale.categories == ["Mon", "Tue"] && days.yDomain == 0...10 && days.yScale.endPadding == 4)
        guard case .chart(let logarithmic) = try SwiftUIFrontDoorTests.node(readings.chartYScale(type: .log).chartXScale(type: .power(exponent: 2))).content
        else { Issue.record("not a chart"); return }
        #expect(logarithmic.yScale.transform == .log && logarithmic.xScale.transform == .power(exponent: 2))
    }

    /// `AxisMarks(position:)` puts the marks' labels on that side; `stroke:` styles their gridlines.
    @Test func axisMarksTakeTheirPosition() throws {
        guard case .chart(let chart) = try SwiftUIFrontDoorTests.node(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
            .chartYAxis { AxisMarks(position: .leading, values: [0, 5], stroke: StrokeStyle(lineWidth: 1, dash: [2])) }
            .chartXAxis { AxisMarks(position: .top) }).content else { Issue.record("not a chart"); return }
        #expect(chart.yMarks?.map(\.position) == [.leading, .leading] && chart.xMarks?.allSatisfy { $0.position == .top } == true)
        #expect(chart.yMarks?.first?.gridLine?.dash == [2])
    }

    /// `LineMark(x:y:series:)` draws one line per series, each in the same colour (no legend);
    /// `AnyChartContent` erases marks of different kinds into one list; `AnyAxisContent`,
    /// `AnyAxisMark` and `@AxisMarkBuilder` build axes as `AxisMarks` does.
    @Test func seriesLinesAndErasedContent() throws {
        let cities = try marks(Chart {
            LineMark(x: .value("Month", 1), y: .value("Hours", 74.0), series: .value("City", "Seattle"))
            LineMark(x: .value("Month", 2), y: .value("Hours", 99.0), series: .value("City", "Seattle"))
            LineMark(x: .value("Month", 1), y: .value("Hours", 190.0), series: .value("City", "Cupertino"))
            LineMark(x: .value("Month", 2), y: .value("Hours", 205.0), series: .value("City", "Cupertino"))
        })
        #expect(cities.map(\.lineSeries) == ["Seattle", "Cupertino"] && cities.map(\.points.count) == [2, 2])
        #expect(cities.allSatisfy { $0.series == nil }, "one colour, no legend")
        let mixed: [any Charts.ChartContent] = [BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)), RuleMark(y: .value("Goal", 2))]
        let erased = try marks(Chart { ForEach(0..<mixed.count, id: \.self) { AnyChartContent(mixed[$0]) } })
        #expect(erased.map(\.kind) == [.bar, .rule])
        @AxisMarkBuilder func parts(labels: Bool) -> some AxisMark {
            AxisGridLine()
            if labels { AxisValueLabel() }
        }
        guard case .chart(let chart) = try SwiftUIFrontDoorTests.node(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
            .chartYAxis { AnyAxisContent(AxisMarks(values: [0, 3]) { _ in AnyAxisMark(parts(labels: false)) }) }).content else {
            Issue.record("not a chart"); return
        }
        #expect(chart.yMarks?.map(\.label) == [nil, nil] && chart.yMarks?.allSatisfy { $0.gridLine != nil } == true)
    }

    /// `zIndex` on marks orders their drawing, as on views: a goal rule written first is drawn over the bars.
    @Test func marksAreDrawnByTheirZIndex() throws {
        let marks = try marks(Chart {
            RuleMark(y: .value("Goal", 2)).zIndex(1)
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 1))
        })
        #expect(marks.map(\.kind) == [.bar, .rule] && marks.first?.points.count == 2)
    }

    /// `chartXAxisLabel`/`chartYAxisLabel` give the axes their titles, as text or a view, placed as asked.
    @Test func axisLabelsBecomeTitles() throws {
        guard case .chart(let chart) = try SwiftUIFrontDoorTests.node(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
            .chartXAxisLabel("Day").chartYAxisLabel(position: .leading, spacing: 2) { Text("Steps") }).content else {
            Issue.record("not a chart"); return
        }
        #expect(chart.xTitle == ChartAxisTitle(content: ViewNode(.text("Day"))))
        #expect(chart.yTitle == ChartAxisTitle(content: ViewNode(.text("Steps")), position: .leading, spacing: 2))
    }

    /// A donut written in Swift is the chart its scene file describes: one sector per mark, each its series' colour.
    @Test func sectorMarksMakeADonut() throws {
        let spending = [Sale(id: 0, store: "Food", amount: 40), Sale(id: 1, store: "Rent", amount: 60)]
        let marks = try marks(Chart(spending) { item in
            SectorMark(angle: .value("Spent", item.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                .foregroundStyle(by: .value("Category", item.store))
        })
        #expect(marks == [
            ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: 40)], series: "Food", innerRadius: .ratio(0.6), angularInset: 1.5),
            ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: 60)], series: "Rent", innerRadius: .ratio(0.6), angularInset: 1.5),
        ])
        let width: MarkDimension = 20
        #expect(width == .fixed(20))
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

    @Test("a Plot groups marks so one modifier reaches them all, as Steps' chart writes it")
    func aPlotGroupsMarks() throws {
        let marks = try marks(Chart([Sale(id: 0, store: "A", amount: 3), Sale(id: 1, store: "A", amount: 5)]) { sale in
            Plot {
                LineMark(x: .value("i", sale.id), y: .value("v", sale.amount))
                AreaMark(x: .value("i", sale.id), y: .value("v", sale.amount)).opacity(0.5)
            }
            .interpolationMethod(.cardinal(tension: 0.8))
        })
        #expect(marks.map(\.kind) == [.line, .area])
        #expect(marks.allSatisfy { $0.interpolation == .catmullRom && $0.points.map(\.y) == [3, 5] })
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

/// Custom axes (`AxisMarks`), symbols and the overlay, as a glucose widget writes them.
extension ChartsFrontDoorTests {
    func chart<V: View>(_ view: V) throws -> WidgetRaster.ChartContent {
        let node = try SwiftUIFrontDoorTests.node(view)
        guard case .chart(let chart) = node.content else { throw ChartError.notAChart("\(node)") }
        return chart
    }
    enum ChartError: Error { case notAChart(String) }

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    func readings() -> some View {
        Chart {
            ForEach(0..<9) { i in
                PointMark(x: .value("Date", Self.start.addingTimeInterval(Double(i) * 1800)), y: .value("Glucose", Int16(90 + i * 10)))
            }
        }
        .chartYScale(domain: 40...200)
    }

    @Test func axisMarksPutTheChartsValuesLabelsAndDashedGridlines() throws {
        let chart = try chart(readings().chartYAxis {
            AxisMarks(values: [70, 180]) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3, 2]))
                AxisValueLabel(format: IntegerFormatStyle<Int>().grouping(.never), collisionResolution: .greedy(priority: 50))
            }
            AxisMarks(values: [55]) { _ in
                AxisGridLine().foregroundStyle(Color.red)
            }
        })
        #expect(chart.yMarks?.map(\.value) == [.number(70), .number(180), .number(55)])
        #expect(chart.yMarks?.map(\.label) == ["70", "180", nil])
        #expect(chart.yMarks?[0].gridLine == ChartGridLine(lineWidth: 0.5, dash: [3, 2]))
        #expect(chart.yMarks?[2].gridLine?.style == Color.red._style)
    }

    @Test func automaticDateMarksFallOnWholeHoursInTheFormatAsked() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let chart = try chart(readings().chartXAxis {
            AxisMarks(format: Date.FormatStyle(timeZone: calendar.timeZone).hour(.twoDigits(amPM: .omitted)), values: .automatic(desiredCount: 4))
        })
        let values = chart.xMarks?.compactMap { mark -> Double? in if case .number(let n) = mark.value { n } else { nil } } ?? []
        // Four hours of readings from 08:00 UTC: a mark every hour.
        #expect(values == (0...4).map { Self.start.timeIntervalSince1970 + Double($0) * 3600 })
        #expect(chart.xMarks?.first?.label == "08")
        #expect(chart.xMarks?.first?.gridLine != nil)
    }

    @Test func pointSymbolsTakeTheirAreaAndShape() throws {
        let chart = try chart(Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbolSize(100).symbol(.square)
        })
        #expect(chart.marks[0].symbolSize == 100)
        #expect(chart.marks[0].symbol == .rectangle, "a square symbol is the model's rectangle")
        let triangle = try self.chart(Chart { PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(.triangle) })
        guard case .path(let path)? = triangle.marks[0].symbol else { Issue.record("no symbol path"); return }
        #expect(path.width == 1 && path.elements.count == 4, "three corners, closed")
    }

    @Test func anOverlayIsLaidOverThePlot() throws {
        let node = try SwiftUIFrontDoorTests.node(readings().chartOverlay { proxy in
            GeometryReader { geometry in
                Color.clear.frame(width: geometry[proxy.plotFrame!].width)
            }
        })
        #expect(node.modifiers.contains { if case .overlay = $0 { true } else { false } })
    }
}
