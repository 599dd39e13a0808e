import Foundation
import Testing
@testable import WidgetRaster

/// Charts: scales and ticks as Swift Charts picks them, marks placed in the plot, axes' room,
/// and the file format. Frames in points; a chart fills the size it is given.
@Suite struct ChartTests {
    func chart(_ marks: [ChartMark], xAxis: AxisVisibility = .hidden, yAxis: AxisVisibility = .hidden,
               yDomain: ClosedRange<Double>? = nil, legend: ChartLegend = ChartLegend()) -> ViewNode {
        ViewNode(.chart(ChartContent(marks: marks, xAxis: xAxis, yAxis: yAxis, yDomain: yDomain, legend: legend)))
    }

    func shapes(_ root: LayoutNode) -> [(ShapeKind, Rect)] {
        root.flattened().compactMap { if case let .shape(kind, _, _) = $0.kind { (kind, $0.frame) } else { nil } }
    }

    static let steps = ChartMark(kind: .bar, points: ["Mon", "Tue", "Wed", "Thu", "Fri"].enumerated().map {
        ChartPoint(x: .category($0.element), y: [4200, 6100, 8300, 5200, 9900][$0.offset])
    })

    @Test func theAutomaticYScaleIncludesZeroAndEndsOnRoundTicks() {
        let scale = ChartScale(ChartContent(marks: [Self.steps]))
        #expect(scale.yDomain == 0...10000 && scale.yTicks == [0, 5000, 10000])
        #expect(scale.categories == ["Mon", "Tue", "Wed", "Thu", "Fri"])
        let fixed = ChartScale(ChartContent(marks: [Self.steps], yDomain: 180...188))
        #expect(fixed.yDomain == 180...188 && fixed.yTicks == [180, 185])
        #expect(ChartScale.format(10000, step: 5000) == "10,000" && ChartScale.format(0.25, step: 0.05) == "0.25")
        #expect([0, 2.5, 5, 7.5].map { ChartScale.format($0, step: 2.5) } == ["0", "2.5", "5", "7.5"], "a step of 2.5 keeps its half")
    }

    @Test func barsTakeThreeFifthsOfTheirCategorysBandFromZero() throws {
        let layout = try LayoutHarness(chart([Self.steps]).modified(.frame(Frame(width: 300, height: 100))), in: Size(width: 300, height: 100))
        let bars = shapes(layout.root)
        #expect(bars.count == 5)
        // Bands of 60 pt; Wednesday's bar is 36 pt wide centred at 150, 83 of 100 pt tall, standing on y = 100.
        #expect(close(bars[2].1, rect(132, 17, 36, 83)))
        #expect(bars.allSatisfy { abs($0.1.maxY - 100) < 0.001 })
    }

    @Test func aLineRunsCornerToCornerAndARuleSpansThePlot() throws {
        let line = ChartMark(kind: .line, points: [ChartPoint(x: .number(0), y: 0), ChartPoint(x: .number(1), y: 10)])
        let rule = ChartMark(kind: .rule, points: [ChartPoint(x: nil, y: 5)], dash: [3, 3])
        let layout = try LayoutHarness(chart([line, rule], yDomain: 0...10).modified(.frame(Frame(width: 100, height: 50))),
                                       in: Size(width: 100, height: 50))
        let paths = shapes(layout.root).compactMap { if case .path(let p) = $0.0 { p.elements } else { nil } }
        #expect(paths.count == 2)
        #expect(paths[0] == [.move(Point(x: 0, y: 50)), .line(Point(x: 100, y: 0))])
        #expect(paths[1] == [.move(Point(x: 0, y: 25)), .line(Point(x: 100, y: 25))])
    }

    /// Bars that share an x value stack, series on series, as Swift Charts stacks them by default;
    /// `unstacked` bars start from zero; `normalized` stacks reach 1; a floating bar spans its interval.
    @Test func barsStackAtTheirXValueUnlessToldNot() {
        let coffee = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 2), ChartPoint(x: .category("Tue"), y: 3)], series: "Coffee")
        let tea = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 1), ChartPoint(x: .category("Tue"), y: -1)], series: "Tea")
        let stacked: [[ClosedRange<Double>?]] = [[0...2, 0...3], [2...3, -1...0]]
        #expect(ChartBarStack.extents(ChartContent(marks: [coffee, tea])) == stacked)
        var overlapping = tea
        overlapping.stacking = .unstacked
        let fromZero: [ClosedRange<Double>?] = [0...1, -1...0]
        #expect(ChartBarStack.extents(ChartContent(marks: [coffee, overlapping]))[1] == fromZero)
        var share = [coffee, tea]
        for i in share.indices { share[i].stacking = .normalized }
        share[1].points[1].y = 1
        let third = 2.0 / 3
        let shares: [[ClosedRange<Double>?]] = [[0...third, 0...0.75], [third...1, 0.75...1]]
        #expect(ChartBarStack.extents(ChartContent(marks: share)) == shares)
        let floating = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 9, yStart: 5)])
        let interval: [ClosedRange<Double>?] = [5...9]
        #expect(ChartBarStack.extents(ChartContent(marks: [coffee, floating]))[1] == interval)
        #expect(ChartScale(ChartContent(marks: [coffee, tea])).yDomain == -2...4, "the stacks reach -1 and 4, widened to steps of 2")
    }

    @Test func aBarsWidthIsPointsOrAShareOfItsBand() throws {
        var wide = Self.steps
        wide.width = .ratio(1)
        var thin = Self.steps
        thin.width = .fixed(10)
        for (mark, width) in [(wide, 60.0), (thin, 10.0)] {
            let layout = try LayoutHarness(chart([mark]).modified(.frame(Frame(width: 300, height: 100))), in: Size(width: 300, height: 100))
            #expect(shapes(layout.root).allSatisfy { abs($0.1.width - width) < 0.001 }, "\(mark.width)")
        }
    }

    /// Sectors share the circle by value, clockwise from twelve o'clock in the order written; a
    /// donut's inner radius is a share of half the plot's shorter side; a pie has no axes.
    @Test func sectorsShareTheCircleClockwiseFromTwelve() throws {
        let quarter = ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: 1)], series: "A")
        let rest = ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: 3)], series: "B", innerRadius: .ratio(0.5))
        let layout = try LayoutHarness(chart([quarter, rest], xAxis: .automatic, yAxis: .automatic, legend: ChartLegend(visibility: .hidden))
            .modified(.frame(Frame(width: 120, height: 100))), in: Size(width: 120, height: 100))
        let wedges = shapes(layout.root).compactMap { if case .path(let p) = $0.0 { (p.elements, $0.1) } else { nil } }
        #expect(wedges.count == 2, "no gridlines or labels")
        #expect(layout.root.flattened().allSatisfy { if case .text = $0.kind { false } else { true } })
        // The plot is the whole frame: the circle of radius 50 about (60, 50).
        #expect(wedges[0].1 == rect(0, 0, 120, 100))
        func ends(_ elements: [ShapePath.Element]) -> [Point] {
            elements.compactMap { element in
                switch element {
                case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): p
                case .close: nil
                }
            }
        }
        func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        let pie = ends(wedges[0].0)
        #expect(near(pie[0], Point(x: 60, y: 0)) && near(pie[1], Point(x: 110, y: 50)) && near(pie[2], Point(x: 60, y: 50)),
                "a quarter from twelve to three o'clock, to the centre: \(pie)")
        let ring = ends(wedges[1].0)
        #expect(near(ring[0], Point(x: 110, y: 50)) && near(ring.last!, Point(x: 85, y: 50)),
                "the rest from three o'clock round to it, back along a 25-pt inner edge: \(ring)")
        #expect(ring.contains { near($0, Point(x: 60, y: 100)) } && ring.contains { near($0, Point(x: 35, y: 50)) })
    }

    @Test func visibleAxesKeepRoomForTheirLabels() throws {
        let layout = try LayoutHarness(chart([Self.steps], xAxis: .automatic, yAxis: .automatic)
            .modified(.frame(Frame(width: 300, height: 120))), in: Size(width: 300, height: 120))
        let texts = layout.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
        #expect(texts.map(\.0) == ["0", "5,000", "10,000", "Mon", "Tue", "Wed", "Thu", "Fri"])
        let widest = texts.prefix(3).map(\.1.width).max()!
        let bars = shapes(layout.root).filter { $0.0 == .rectangle }
        let plotWidth = 300 - widest - 4
        #expect(abs(bars[0].1.minX - plotWidth / 5 * 0.2) < 0.001, "bars share the width left of the labels")
        #expect(texts[3].1.minY > bars[0].1.maxY, "category labels below the bars")
        #expect(texts.prefix(3).allSatisfy { $0.1.minX == plotWidth + 4 }, "value labels 4 pt right of the plot")
    }

    /// A bar whose y is a category and x a number lies along x, as Swift Charts draws it: the
    /// categories take bands down the plot, first at the top, and values run right from zero; a
    /// rule at an x value stands across it.
    @Test func horizontalBarsRunAlongXFromTheirCategoriesBands() throws {
        let days = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 5000, horizontal: true),
                                                  ChartPoint(x: .category("Tue"), y: 10000, horizontal: true)])
        let goal = ChartMark(kind: .rule, points: [ChartPoint(x: .number(7500), y: nil)])
        let layout = try LayoutHarness(chart([days, goal]).modified(.frame(Frame(width: 200, height: 100))), in: Size(width: 200, height: 100))
        let drawn = shapes(layout.root)
        // Bands of 50 pt; bars 30 pt thick centred on y = 25 and 75; 0…10,000 over the 200-pt width.
        #expect(close(drawn[0].1, rect(0, 10, 100, 30)) && close(drawn[1].1, rect(0, 60, 200, 30)))
        guard case .path(let rule) = drawn[2].0 else { Issue.record("the rule is a path: \(drawn[2])"); return }
        #expect(close(drawn[2].1, rect(0, 0, 200, 100)))
        #expect(rule.elements == [.move(Point(x: 150, y: 0)), .line(Point(x: 150, y: 100))], "the goal at 7,500 stands top to bottom")
        // With axes, the categories are named at the trailing edge and the values below.
        let axes = try LayoutHarness(chart([days], xAxis: .automatic, yAxis: .automatic).modified(.frame(Frame(width: 200, height: 100))),
                                     in: Size(width: 200, height: 100))
        let texts = axes.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
        #expect(texts.map(\.0) == ["0", "5,000", "10,000", "Mon", "Tue"])
        let bars = shapes(axes.root).filter { $0.0 == .rectangle }.map(\.1)
        #expect(texts.prefix(3).allSatisfy { $0.1.minY >= bars[1].maxY + 4 }, "value labels below the bars")
        #expect(texts.suffix(2).allSatisfy { $0.1.minX >= bars[1].maxX + 4 }, "category labels right of the longest bar")
        #expect(abs(texts[3].1.midY - bars[0].midY) < 0.001 && abs(texts[4].1.midY - bars[1].midY) < 0.001, "each name centred on its bar")
    }

    /// An annotation sits on the side its position names, 4 pt from what it annotates, centred
    /// along that side unless aligned: above a bar (past its end: right of a horizontal bar), over
    /// it, at a rule's leading end.
    @Test func annotationsSitAgainstTheirMarks() throws {
        func label(_ text: String, _ position: ChartAnnotation.Position = .automatic, _ alignment: Alignment = .center) -> ChartAnnotation {
            ChartAnnotation(position: position, alignment: alignment, content: ViewNode(.text(text)))
        }
        var bars = Self.steps
        bars.points[2].annotation = label("8.3k")
        bars.points[4].annotation = label("in", .overlay, .bottom)
        let goal = ChartMark(kind: .rule, points: [ChartPoint(x: nil, y: 5000, annotation: label("Goal", .top, .leading))])
        let layout = try LayoutHarness(chart([bars, goal]).modified(.frame(Frame(width: 300, height: 100))), in: Size(width: 300, height: 100))
        let texts = layout.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
        #expect(texts.map(\.0) == ["8.3k", "in", "Goal"])
        // Wednesday's bar: x 132…168, from y = 17; Friday's: x 252…288, its foot at y = 100.
        #expect(abs(texts[0].1.maxY - 13) < 0.001 && abs(texts[0].1.midX - 150) < 0.001, "4 pt above the bar, centred on it")
        #expect(abs(texts[1].1.maxY - 100) < 0.001 && abs(texts[1].1.midX - 270) < 0.001, "inside the bar at its foot")
        #expect(texts[2].1.minX == 0 && abs(texts[2].1.maxY - 46) < 0.001, "above the rule at y = 50, at its leading end")
        var sideways = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 5000, horizontal: true)])
        sideways.points[0].annotation = label("5k")
        let turned = try LayoutHarness(chart([sideways]).modified(.frame(Frame(width: 200, height: 100))), in: Size(width: 200, height: 100))
        let text = try #require(turned.root.flattened().first { if case .text = $0.kind { true } else { false } })
        let bar = try #require(shapes(turned.root).first).1
        #expect(abs(text.frame.minX - (bar.maxX + 4)) < 0.001 && abs(text.frame.midY - bar.midY) < 0.001, "past a horizontal bar's end")
    }

    /// An annotation that would leave the chart stays where it is placed unless its overflow
    /// resolution fits it back inside the chart or the plot.
    @Test func annotationsFitInsideTheChartWhenAsked() throws {
        func top(_ overflow: ChartAnnotation.Overflow) throws -> Rect {
            let bar = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 10, annotation: ChartAnnotation(
                position: .top, content: ViewNode(.text("Peak")), overflowY: overflow))])
            let layout = try LayoutHarness(chart([bar], yDomain: 0...10).modified(.frame(Frame(width: 100, height: 100))), in: Size(width: 100, height: 100))
            return try #require(layout.root.flattened().first { if case .text = $0.kind { true } else { false } }).frame
        }
        #expect(try top(.disabled).maxY == -4, "4 pt above the bar, which reaches the top")
        #expect(try top(.automatic) == (try top(.disabled)))
        #expect(try top(.fitChart).minY == 0 && (try top(.fitPlot)).minY == 0)
    }

    @Test func valueLabelsBelowAHorizontalChartSkipTheOnesThatWouldTouch() {
        let wide = [(x: 0.0, width: 8.0), (x: 30.0, width: 30.0), (x: 60.0, width: 30.0), (x: 90.0, width: 30.0)].map { Optional($0) }
        #expect(ChartScale.labelStride(wide) == 2, "30 pt apart, 30 pt wide: every second label")
        #expect(ChartScale.labelStride(wide.map { $0.map { ($0.x * 2, $0.width) } }) == 1)
    }

    /// `position(by:)`: bars of different positions at one x stand side by side across the share of
    /// the band a lone bar takes, in order of first appearance; bars of one position still stack.
    @Test func barsOfDifferentPositionsStandSideBySide() throws {
        func bars(_ values: [Double], position: String) -> ChartMark {
            ChartMark(kind: .bar, points: zip(["Mon", "Tue"], values).map { ChartPoint(x: .category($0), y: $1) }, position: position)
        }
        let coffee = bars([4, 2], position: "Coffee"), tea = bars([2, 2], position: "Tea"), milk = bars([2, 1], position: "Tea")
        let layout = try LayoutHarness(chart([coffee, tea, milk]).modified(.frame(Frame(width: 200, height: 100))), in: Size(width: 200, height: 100))
        let drawn = shapes(layout.root).map(\.1)
        // Bands of 100 pt; the pair shares 60 pt centred on 50: coffee 20…50, tea 50…80; the scale is 0…4 over 100 pt.
        #expect(close(drawn[0], rect(20, 0, 30, 100)) && close(drawn[1], rect(120, 50, 30, 50)))
        #expect(close(drawn[2], rect(50, 50, 30, 50)) && close(drawn[4], rect(50, 0, 30, 50)), "milk stacks on tea, beside coffee")
        #expect(ChartBarStack.extents(ChartContent(marks: [coffee, tea, milk]))[2] == [2...4, 2...3])
    }

    /// Marks coloured by series bring Swift Charts' legend: a 7-pt dot of each series' colour and
    /// its name, in order of first appearance, below the chart at its leading edge, 8 pt from the
    /// axis labels; the plot gives up that room. It can go on top, beside, or nowhere.
    @Test func seriesBringALegendBelowTheChart() throws {
        var coffee = Self.steps, tea = Self.steps
        coffee.series = "Coffee"
        tea.series = "Tea"
        let harness = try LayoutHarness(chart([coffee, tea]).modified(.frame(Frame(width: 300, height: 100))), in: Size(width: 300, height: 100))
        let texts = harness.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
        #expect(texts.map(\.0) == ["Coffee", "Tea"])
        let dots = shapes(harness.root).filter { $0.0 == .circle }.map(\.1)
        // Text widths snap to the pixel grid, so the row sits within a tenth of a point of its edge.
        #expect(dots.count == 2 && abs(dots[0].minX) < 0.1 && dots[0].width == 7, "\(dots)")
        #expect(abs(texts[0].1.minX - dots[0].maxX - 4) < 0.001 && abs(dots[1].minX - texts[0].1.maxX - 10) < 0.001, "dot, 4 pt, name; 10 pt between entries")
        #expect(abs(texts[0].1.maxY - 100) < 0.001, "at the bottom of the chart's frame")
        let bars = shapes(harness.root).filter { $0.0 == .rectangle }.map(\.1)
        #expect(abs(bars.map(\.maxY).max()! - (100 - texts[0].1.height - 8)) < 0.001, "the plot ends 8 pt above the legend")
        let hidden = try LayoutHarness(chart([coffee, tea], legend: ChartLegend(visibility: .hidden)).modified(.frame(Frame(width: 300, height: 100))),
                                       in: Size(width: 300, height: 100))
        #expect(!hidden.root.flattened().contains { if case .text = $0.kind { true } else { false } })
        let top = try LayoutHarness(chart([coffee, tea], legend: ChartLegend(position: .top, alignment: .center))
            .modified(.frame(Frame(width: 300, height: 100))), in: Size(width: 300, height: 100))
        let topTexts = top.root.flattened().compactMap { if case .text = $0.kind { $0.frame } else { nil } }
        #expect(topTexts[0].minY < 0.1 && abs(topTexts[1].maxX + topTexts[0].minX - 11 - 300) < 0.2, "on top, centred")
        #expect(chart([Self.steps]) == chart([Self.steps]) && ChartLegend().view(for: ChartContent(marks: [Self.steps])) == nil, "no series, no legend")
    }

    /// An axis's scale: an automatic domain without zero spans the data in round steps; reversed
    /// values run down; padding keeps points clear at the ends; a category domain sets the order.
    @Test func axisScalesLeaveOutZeroRunBackwardsPadAndOrder() throws {
        let prices = ChartMark(kind: .line, points: [ChartPoint(x: .number(0), y: 181), ChartPoint(x: .number(1), y: 189)])
        var chart = ChartContent(marks: [prices], yScale: ChartAxisScale(includesZero: false))
        #expect(ChartScale(chart).yDomain == 180...190 && ChartScale(ChartContent(marks: [prices])).yDomain == 0...200)
        chart.xScale = ChartAxisScale(startPadding: 10, endPadding: 20)
        chart.yScale.reversed = true
        let layout = try LayoutHarness(ViewNode(.chart(ChartContent(marks: chart.marks, xAxis: .hidden, yAxis: .hidden, xScale: chart.xScale,
                                                                    yScale: chart.yScale))).modified(.frame(Frame(width: 130, height: 100))),
                                       in: Size(width: 130, height: 100))
        guard case .path(let line) = try #require(shapes(layout.root).first).0 else { Issue.record("not a path"); return }
        // x from 10 to 130 - 20 = 110; 181 of 180…190 is 10 % down from the top, 189 90 %.
        #expect(line.elements == [.move(Point(x: 10, y: 10)), .line(Point(x: 110, y: 90))], "\(line.elements)")
        let ordered = ChartScale(ChartContent(marks: [Self.steps], xScale: ChartAxisScale(categories: ["Fri", "Mon", "Sun"])))
        #expect(ordered.categories == ["Fri", "Mon", "Sun", "Tue", "Wed", "Thu"], "the domain's order, then the rest")
        // A logarithmic y scale spans powers of ten and spaces 1, 10 and 100 evenly.
        let decades = ChartMark(kind: .point, points: [1.0, 10, 100].enumerated().map { ChartPoint(x: .number(Double($0.offset)), y: $0.element) })
        let log = ChartContent(marks: [decades], xAxis: .hidden, yAxis: .hidden, yScale: ChartAxisScale(transform: .log))
        #expect(ChartScale(log).yDomain == 1...100 && ChartScale(log).yTicks == [1, 10, 100])
        let dots = try LayoutHarness(ViewNode(.chart(log)).modified(.frame(Frame(width: 100, height: 100))), in: Size(width: 100, height: 100))
        #expect(shapes(dots.root).map(\.1.midY) == [100, 50, 0])
        var bars = log
        bars.marks[0].kind = .bar
        let standing = try LayoutHarness(ViewNode(.chart(bars)).modified(.frame(Frame(width: 100, height: 100))), in: Size(width: 100, height: 100))
        #expect(shapes(standing.root).allSatisfy { abs($0.1.maxY - 100) < 0.001 }, "bars from zero stand on the lowest power of ten")
    }

    /// `AxisMarks(position:)`: a y axis's labels at the leading edge, an x axis's above; the plot
    /// gives that side the room and the other side none.
    @Test func axisLabelsGoOnTheSideTheirMarksName() throws {
        let y = [0.0, 5000, 10000].map { ChartAxisMark(value: .number($0), label: ChartScale.format($0, step: 5000), position: .leading) }
        let x = ["Mon", "Tue"].map { ChartAxisMark(value: .category($0), label: $0, position: .top) }
        let marks = ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 4000), ChartPoint(x: .category("Tue"), y: 9000)])
        let layout = try LayoutHarness(ViewNode(.chart(ChartContent(marks: [marks], xMarks: x, yMarks: y)))
            .modified(.frame(Frame(width: 200, height: 100))), in: Size(width: 200, height: 100))
        let texts = layout.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
        let bars = shapes(layout.root).filter { $0.0 == .rectangle }.map(\.1)
        let widest = texts.prefix(3).map(\.1.width).max()!, tallest = texts.suffix(2).map(\.1.height).max()!
        #expect(texts.prefix(3).allSatisfy { abs($0.1.maxX - widest) < 0.001 }, "values end at the plot's leading edge less 4 pt")
        #expect(texts.suffix(2).allSatisfy { $0.1.minY == 0 } && bars.allSatisfy { abs($0.maxY - 100) < 0.001 }, "categories above, bars to the bottom")
        // Bands of (200 - widest - 4) / 2 from the plot's leading edge; Monday's bar centred in the first.
        let band = (200 - widest - 4) / 2
        #expect(abs(bars[0].midX - (widest + 4 + band / 2)) < 0.001 && abs(texts[3].1.maxY - tallest) < 0.001)
    }

    /// Axis titles take a strip of the chart: the x axis's below, centred; the y axis's above,
    /// at the trailing end; the legend stays outermost.
    @Test func axisTitlesSitBelowAndAbove() throws {
        var walk = Self.steps
        walk.series = "Walk"
        let chart = ChartContent(marks: [walk], xAxis: .hidden, yAxis: .hidden, xTitle: ChartAxisTitle(content: ViewNode(.text("Day"))),
                                 yTitle: ChartAxisTitle(content: ViewNode(.text("Steps"))))
        let layout = try LayoutHarness(ViewNode(.chart(chart)).modified(.frame(Frame(width: 300, height: 120))), in: Size(width: 300, height: 120))
        let texts = Dictionary(uniqueKeysWithValues: layout.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } })
        let bars = shapes(layout.root).filter { $0.0 == .rectangle }.map(\.1)
        let (day, steps, legend) = (try #require(texts["Day"]), try #require(texts["Steps"]), try #require(texts["Walk"]))
        #expect(abs(day.midX - 150) < 0.001 && abs(steps.maxX - 300) < 0.001 && steps.minY == 0)
        #expect(legend.minY > day.maxY && day.minY >= bars.map(\.maxY).max()! + 4 - 0.001, "bars, then the x title, then the legend")
        #expect(bars.allSatisfy { $0.minY >= steps.maxY + 4 - 0.001 }, "the plot starts below the y title")
        let file = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: Chart, xTitle: Day, yTitle: {text: Steps, position: leading, spacing: 2}, marks: [{type: BarMark, points: [[Mon, 3]]}]}
        """, file: "t.yaml")
        let body = try #require(file.bodies[.systemSmall])
        guard case .chart(let decoded) = body.content else { Issue.record("not a chart"); return }
        #expect(decoded.xTitle == ChartAxisTitle(content: ViewNode(.text("Day")))
                 && decoded.yTitle == ChartAxisTitle(content: ViewNode(.text("Steps")), position: .leading, spacing: 2))
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
    }

    @Test func chartsInAFileDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            yAxis: hidden
            yDomain: [180, 188]
            marks:
              - {type: LineMark, points: [[9, 182.1], [10, 183.4]], interpolation: catmullRom, series: AAPL}
              - {type: BarMark, points: [[Mon, 3]], cornerRadius: 4}
              - {type: RuleMark, y: 182.5, dash: [3, 3], foregroundStyle: secondary}
        """, file: "c.yaml")
        let expected = ViewNode(.chart(ChartContent(marks: [
            ChartMark(kind: .line, points: [ChartPoint(x: .number(9), y: 182.1), ChartPoint(x: .number(10), y: 183.4)], series: "AAPL",
                      interpolation: .catmullRom),
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 3)], cornerRadius: 4),
            ChartMark(kind: .rule, points: [ChartPoint(x: nil, y: 182.5)], style: .secondary, dash: [3, 3]),
        ], yAxis: .hidden, yDomain: 180...188)))
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body == expected)
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(sceneError("{type: Chart}")?.message.contains("marks") == true)
        let scaled = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            foregroundStyleScale: {Coffee: brown, Tea: green}
            marks: [{type: BarMark, points: [[Coffee, 3]], series: Coffee}, {type: BarMark, points: [[Tea, 5]], series: Tea}]
        """, file: "c.yaml")
        let scaledBody = try #require(scaled.bodies[.systemSmall])
        guard case .chart(let scaledChart) = scaledBody.content else { Issue.record("not a chart"); return }
        #expect(scaledChart.seriesStyles == ["Coffee": .color("brown"), "Tea": .color("green")])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(scaledBody)) == scaledBody)
        let donut = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks:
              - {type: SectorMark, angle: 40, series: Food, innerRadius: {ratio: 0.6}, outerRadius: {inset: 4}, angularInset: 1.5}
              - {type: SectorMark, angle: 60, series: Rent, innerRadius: 30}
        """, file: "c.yaml")
        let donutBody = try #require(donut.bodies[.systemSmall])
        #expect(donutBody == ViewNode(.chart(ChartContent(marks: [
            ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: 40)], series: "Food", innerRadius: .ratio(0.6), outerRadius: .inset(4),
                      angularInset: 1.5),
            ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: 60)], series: "Rent", innerRadius: .fixed(30)),
        ]))))
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(donutBody)) == donutBody)
        let ranges = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks:
              - {type: BarMark, points: [[Mon, 58, 71], [Tue, 60, 74]], width: {ratio: 0.5}, stacking: unstacked}
        """, file: "c.yaml")
        let rangeBody = try #require(ranges.bodies[.systemSmall])
        #expect(rangeBody == ViewNode(.chart(ChartContent(marks: [
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 71, yStart: 58), ChartPoint(x: .category("Tue"), y: 74, yStart: 60)],
                      width: .ratio(0.5), stacking: .unstacked),
        ]))))
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(rangeBody)) == rangeBody)
        let sideways = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks:
              - {type: BarMark, points: [[8200, Mon], [10400, Tue]]}
              - {type: BarMark, points: [[9, 12, Work]]}
              - {type: RuleMark, y: Tue}
        """, file: "c.yaml")
        let sidewaysBody = try #require(sideways.bodies[.systemSmall])
        #expect(sidewaysBody == ViewNode(.chart(ChartContent(marks: [
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 8200, horizontal: true),
                                           ChartPoint(x: .category("Tue"), y: 10400, horizontal: true)]),
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Work"), y: 12, yStart: 9, horizontal: true)]),
            ChartMark(kind: .rule, points: [ChartPoint(x: .category("Tue"), y: nil, horizontal: true)]),
        ]))))
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(sidewaysBody)) == sidewaysBody)
        #expect(sceneError("{type: Chart, marks: [{type: BarMark, points: [[Mon, Tue]]}]}")?.message.contains("[xStart, xEnd, category]") == true)
        let annotated = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks:
              - type: BarMark
                points: [[Mon, 3], [Tue, 5]]
                annotation: {position: overlay, alignment: top, spacing: 2, views: [null, {type: Text, text: "5"}]}
        """, file: "c.yaml")
        let annotatedBody = try #require(annotated.bodies[.systemSmall])
        #expect(annotatedBody == ViewNode(.chart(ChartContent(marks: [
            ChartMark(kind: .bar, points: [ChartPoint(x: .category("Mon"), y: 3),
                                           ChartPoint(x: .category("Tue"), y: 5, annotation: ChartAnnotation(position: .overlay, alignment: .top, spacing: 2,
                                                                                                             content: ViewNode(.text("5"))))]),
        ]))))
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(annotatedBody)) == annotatedBody)
        #expect(sceneError("{type: Chart, marks: [{type: BarMark, points: [[Mon, 3]], annotation: {views: [{type: Text, text: a}, {type: Text, text: b}]}}]}")?
            .message.contains("2 views for 1 point") == true)
        #expect(sceneError("{type: Chart, marks: [{type: SectorMark}]}")?.message.contains("'angle'") == true)
        #expect(sceneError("{type: Chart, marks: [{type: SectorMark, angle: 3, innerRadius: {half: 1}}]}")?.message.contains("ratio") == true)
        #expect(sceneError("{type: Chart, marks: [{type: PieMark, points: []}]}")?.message.contains("LineMark") == true)
        #expect(sceneError("{type: Chart, marks: [{type: LineMark, points: [[1, 2, 3, 4]]}]}")?.message.contains("[x, y]") == true)
        #expect(sceneError("{type: Chart, marks: [{type: RuleMark}]}")?.message.contains("'y'") == true)
        #expect(sceneError("{type: Chart, yDomain: [5, 1], marks: []}")?.message.contains("lowest below highest") == true)
    }
}

extension ChartTests {
    @Test func axisMarksDrawTheirGridlinesAndLabelsAtTheirValues() throws {
        let line = ChartMark(kind: .line, points: [ChartPoint(x: .number(0), y: 60), ChartPoint(x: .number(10), y: 200)])
        var content = ChartContent(marks: [line], yDomain: 40...240)
        content.yMarks = [ChartAxisMark(value: .number(70), label: "70", gridLine: ChartGridLine(dash: [3, 2])),
                          ChartAxisMark(value: .number(180), label: "180", gridLine: ChartGridLine(dash: [3, 2])),
                          ChartAxisMark(value: .number(55), gridLine: ChartGridLine(style: .color("red")))]
        content.xMarks = [ChartAxisMark(value: .number(5), label: "noon")]
        let layout = try LayoutHarness(ViewNode(.chart(content)).modified(.frame(Frame(width: 300, height: 120))),
                                       in: Size(width: 300, height: 120))
        let texts = layout.root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
        #expect(texts.map(\.0) == ["70", "180", "noon"])
        let plotHeight = 120 - texts[2].1.height - 4
        let gridY = shapes(layout.root).compactMap { shape -> Double? in
            guard case .path(let path) = shape.0, path.elements.count == 2, case .move(let a) = path.elements[0],
                  case .line(let b) = path.elements[1], a.y == b.y else { return nil }
            return a.y
        }
        // 70 and 180 of 40…240 over the plot's height, then 55.
        #expect(zip(gridY, [70.0, 180, 55]).allSatisfy { abs($0 - plotHeight * (240 - $1) / 200) < 0.001 }, "\(gridY)")
        #expect(abs(texts[0].1.midY - plotHeight * 170 / 200) < 0.5, "a label centred on its gridline")
        let plotWidth = 300 - max(texts[0].1.width, texts[1].1.width) - 4
        #expect(abs(texts[2].1.midX - plotWidth / 2) < 0.001, "the x label centred under x = 5 of 0…10")
    }

    /// An x axis of numbers or dates the chart does not name marks for gets Swift Charts' automatic
    /// one: a gridline and a label at about four round values; dates on whole hours, in the image's
    /// locale and time zone (en_US and UTC by default).
    @Test func anAutomaticXAxisMarksRoundNumbersAndWholeHours() throws {
        func texts(_ marks: [ChartMark]) throws -> [String] {
            let layout = try LayoutHarness(ViewNode(.chart(ChartContent(marks: marks, yAxis: .hidden))).modified(.frame(Frame(width: 300, height: 120))),
                                           in: Size(width: 300, height: 120))
            return layout.root.flattened().compactMap { if case .text(let t) = $0.kind { t.string } else { nil } }
        }
        let numbers = ChartMark(kind: .line, points: [ChartPoint(x: .number(0), y: 2), ChartPoint(x: .number(37), y: 5)])
        #expect(try texts([numbers]) == ["0", "10", "20", "30"])
        let morning = 1_767_225_600.0   // 2026-01-01 00:00 UTC
        let dates = ChartMark(kind: .line, points: [ChartPoint(x: .number(morning + 6 * 3600), y: 2), ChartPoint(x: .number(morning + 18 * 3600), y: 5)])
        // ICU writes a narrow no-break space before AM and PM, as iOS does.
        #expect(try texts([dates]) == ["6\u{202F}AM", "9\u{202F}AM", "12\u{202F}PM", "3\u{202F}PM", "6\u{202F}PM"])
        #expect(try texts([Self.steps]) == ["Mon", "Tue", "Wed", "Thu", "Fri"], "categories keep their names")
    }

    @Test func pointSymbolsTakeTheirAreaAndShape() throws {
        let point = ChartMark(kind: .point, points: [ChartPoint(x: .number(0), y: 1)], symbolSize: 100, symbol: .rectangle)
        let layout = try LayoutHarness(chart([point], yDomain: 0...2).modified(.frame(Frame(width: 100, height: 50))),
                                       in: Size(width: 100, height: 50))
        let symbol = try #require(shapes(layout.root).first)
        // An area of 100 square points: a circle's diameter of 11.28 pt, the square drawn in it.
        #expect(symbol.0 == .rectangle && abs(symbol.1.width - 2 * (100 / Double.pi).squareRoot()) < 0.001)
    }

    @Test func axisMarksAndSymbolsRoundTripInFiles() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Chart
            marks:
              - {type: PointMark, points: [[1, 2]], symbolSize: 60, symbol: {type: Circle}}
            yMarks:
              - {value: 70, label: "70", gridLine: {lineWidth: 0.5, dash: [3, 2], style: red}}
            xMarks:
              - {value: Mon, label: Monday}
        """, file: "c.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        guard case .chart(let chart) = body.content else { Issue.record("not a chart"); return }
        #expect(chart.marks[0].symbolSize == 60 && chart.marks[0].symbol == .circle)
        #expect(chart.yMarks == [ChartAxisMark(value: .number(70), label: "70", gridLine: ChartGridLine(dash: [3, 2], style: .color("red")))])
        #expect(chart.xMarks == [ChartAxisMark(value: .category("Mon"), label: "Monday")])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(sceneError("{type: Chart, marks: [], yMarks: [{label: x}]}")?.message.contains("value") == true)
    }
}
