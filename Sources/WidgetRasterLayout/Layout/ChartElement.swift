import Foundation
import WidgetRasterModel
import WidgetRasterText

/// A Swift Charts `Chart`: takes the proposed size (as shapes do), keeps room for the axis
/// labels (y at the trailing edge, x categories below), and draws its marks as paths,
/// rectangles and circles in the plot area, with a gridline at each y tick. A horizontal chart
/// (bars along x from categories on y) is laid out as the vertical chart it turns, then turned:
/// its categories' labels at the trailing edge, its values' below.
final class ChartElement: LayoutElement {
    /// The chart with its categories along x (`ChartContent.alongCategories`).
    let chart: ChartContent
    let horizontal: Bool
    /// Each mark's paint: its own style, else its series' style or palette colour, else the tint.
    let paints: [Foreground]
    let grid: Foreground
    let scale: ChartScale
    /// The y axis's marks: the chart's own (`AxisMarks`), else one per automatic tick.
    let yMarks: [ChartAxisMark]
    /// The x axis's marks: the chart's own, else one label per category.
    let xMarks: [ChartAxisMark]
    let yLabels: [TextElement?]
    let xLabels: [TextElement?]
    /// Each mark's gridline paint, where it has a gridline.
    let yGridPaints: [Foreground?]
    let xGridPaints: [Foreground?]
    /// Each mark's points' annotation views, built by the layout builder.
    let annotations: [[LayoutElement?]]
    /// The bars' `position(by:)` values: the slots of a band.
    let barPositions: [String]
    /// The legend and the axes' titles, outermost first, with where each goes.
    let sides: [Side]
    /// The app's view of the plot area (`chartPlotStyle`), laid out in the plot's frame under everything else.
    let plotArea: LayoutElement?
    /// The marks' `symbol(by:)` and `lineStyle(by:)` values in order of first appearance (their turns
    /// of the default looks), and their `symbolSize(by:)` values (the extent a size scale spans).
    let symbolValues: [String], lineStyleValues: [String], sizeValues: [ChartValue]
    /// Swift Charts' basic symbols, in the order a symbol scale hands them out.
    static let basicSymbols = ChartSymbol.allCases.map(\.shape)
    /// The gap between a legend and the chart when the chart names none (Apple publishes no default).
    static let legendSpacing = 8.0

    /// An axis's labels and title: caption, in the secondary style.
    static func axisLabelStyle(_ env: LayoutEnvironment) -> LayoutEnvironment {
        var labels = env
        labels.font = .caption2
        labels.foreground = env.foreground.applying(.secondary)
        return labels
    }

    /// Swift Charts' automatic axis over numbers or dates: a gridline and a label at about four round
    /// values — whole hours or days for dates (seconds since 1970 past 1980 are taken for dates, as
    /// `AxisMarks` takes them), in the image's locale and time zone.
    static func automaticXMarks(_ chart: ChartContent, _ ticks: ChartTicks, _ dates: DateTextFormatter) -> [ChartAxisMark] {
        let numbers = chart.marks.flatMap(\.points).contains { if case .number? = $0.x { true } else { false } }
        guard numbers else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = dates.timeZone
        calendar.locale = dates.locale
        let isDate = ticks.xDomain.lowerBound > 3e8
        let values = ticks.xTicks(desiredCount: 4, dates: isDate, calendar: calendar)
        let step = zip(values, values.dropFirst()).map { $1 - $0 }.min() ?? 1
        let label: (Double) -> String
        if isDate {
            let formatter = DateFormatter()
            formatter.locale = dates.locale
            formatter.timeZone = dates.timeZone
            formatter.setLocalizedDateFormatFromTemplate(step < 86_400 ? "j" : "MMMd")
            label = { formatter.string(from: Date(timeIntervalSince1970: $0)) }
        } else {
            label = { ChartScale.format($0, step: step) }
        }
        return values.map { ChartAxisMark(value: .number($0), label: label($0), gridLine: ChartGridLine()) }
    }

    /// Points between the plot and the axis labels.
    static let labelGap = 4.0
    /// A bar's width as a share of its band.
    static let barWidthRatio = 0.6
    static let pointDiameter = 7.0

    init(chart written: ChartContent, annotations: [[LayoutElement?]] = [], legend: LayoutElement? = nil, xTitle: LayoutElement? = nil,
         yTitle: LayoutElement? = nil, plotArea: LayoutElement? = nil, environment env: LayoutEnvironment, engine: TextEngine, path: String) {
        let chart = written.alongCategories()
        self.chart = chart
        self.plotArea = plotArea
        symbolValues = chart.marks.compactMap(\.symbolBy).firstAppearances
        lineStyleValues = chart.marks.compactMap(\.lineStyleBy).firstAppearances
        sizeValues = chart.marks.compactMap(\.symbolSizeBy)
        self.annotations = annotations
        let placement = written.legend, beside = placement.position == .leading || placement.position == .trailing
        let legendSide = legend.map {
            Side(element: $0, position: placement.position == .automatic ? .bottom : placement.position,
                 alignment: placement.alignment ?? (beside ? .topLeading : .leading), spacing: placement.spacing ?? Self.legendSpacing)
        }
        func title(_ element: LayoutElement?, _ title: ChartAxisTitle?, side: ChartAnnotation.Position, alignment: Alignment) -> Side? {
            guard let element, let title else { return nil }
            return Side(element: element, position: title.position == .automatic ? side : title.position,
                        alignment: title.alignment ?? alignment, spacing: title.spacing ?? Self.labelGap)
        }
        sides = [legendSide, title(xTitle, written.xTitle, side: .bottom, alignment: .center),
                 title(yTitle, written.yTitle, side: .top, alignment: .trailing)].compactMap { $0 }
        barPositions = chart.barPositions
        horizontal = written.isHorizontal
        paints = chart.marks.map { mark in
            if let style = mark.style { return env.foreground.resolving(style) }
            if let name = mark.series { return env.foreground.resolving(chart.style(ofSeries: name)) }
            return env.foreground.resolving(env.tint ?? .tint)
        }
        grid = env.foreground.resolving(.color("quaternaryLabel"))
        let scale = ChartScale(chart)
        self.scale = scale
        var labelEnv = Self.axisLabelStyle(env)
        labelEnv.lineLimit = 1
        func label(_ text: String, _ i: Int, _ axis: String) -> TextElement {
            TextElement(string: text, attributes: labelEnv.textAttributes, foreground: labelEnv.foreground, redaction: env.redaction,
                        grid: env.pixelGrid, engine: engine, path: "\(path).\(axis)Labels[\(i)]")
        }
        let automaticY = scale.yTicks.map {
            ChartAxisMark(value: .number($0), label: ChartScale.format($0, step: scale.yStep), gridLine: ChartGridLine())
        }
        // A pie or donut has no axes.
        let radial = chart.marks.contains { $0.kind == .sector }
        yMarks = chart.yAxis == .hidden || radial ? [] : chart.yMarks ?? automaticY
        xMarks = chart.xAxis == .hidden || radial ? [] : chart.xMarks ?? (scale.categories.isEmpty ? Self.automaticXMarks(chart, scale.ticks, env.dates)
            : scale.categories.map { ChartAxisMark(value: .category($0), label: $0) })
        yLabels = yMarks.enumerated().map { i, mark in mark.label.map { label($0, i, "y") } }
        xLabels = xMarks.enumerated().map { i, mark in mark.label.map { label($0, i, "x") } }
        let grid = self.grid
        func paint(_ line: ChartGridLine?) -> Foreground? { line.map { $0.style.map { env.foreground.resolving($0) } ?? grid } }
        yGridPaints = yMarks.map { paint($0.gridLine) }
        xGridPaints = xMarks.map { paint($0.gridLine) }
        super.init(path: path)
    }

    override func place(in whole: Rect, proposal: Proposal) -> LayoutNode {
        // The legend outermost, then the axes' titles, each taking a strip of the frame.
        var frame = whole, attached: [LayoutNode] = []
        for side in sides {
            let (rest, node) = attach(side, in: frame)
            frame = rest
            attached.append(node)
        }
        var node = place(chartIn: frame)
        node.frame = whole
        node.children += attached
        return node
    }

    /// A view beside the plot (the legend, an axis's title) and where it goes.
    struct Side {
        let element: LayoutElement
        let position: ChartAnnotation.Position
        let alignment: Alignment
        let spacing: Double
    }

    /// A view placed at its side of the frame, and the frame left for the rest of the chart.
    private func attach(_ side: Side, in frame: Rect) -> (Rect, LayoutNode) {
        let gap = side.spacing
        let beside = side.position == .leading || side.position == .trailing
        let size = side.element.sizeThatFits(beside ? Proposal(width: nil, height: frame.height) : Proposal(width: frame.width, height: nil))
        var rest = frame, slot = frame
        switch side.position {
        case .top:
            slot.size.height = size.height
            rest = Rect(x: frame.minX, y: frame.minY + size.height + gap, width: frame.width, height: max(0, frame.height - size.height - gap))
        case .leading:
            slot.size.width = size.width
            rest = Rect(x: frame.minX + size.width + gap, y: frame.minY, width: max(0, frame.width - size.width - gap), height: frame.height)
        case .trailing:
            slot = Rect(x: frame.maxX - size.width, y: frame.minY, width: size.width, height: frame.height)
            rest.size.width = max(0, frame.width - size.width - gap)
        default:
            slot = Rect(x: frame.minX, y: frame.maxY - size.height, width: frame.width, height: size.height)
            rest.size.height = max(0, frame.height - size.height - gap)
        }
        let origin = AlignmentMath.origin(of: size, in: slot, alignment: side.alignment, rightToLeft: false)
        return (rest, side.element.place(in: Rect(origin: origin, size: size), proposal: Proposal(size)))
    }

    /// The side of the chart a label goes on: its mark's position, else Swift Charts' — a vertical
    /// chart's values at the trailing edge and its categories below, a horizontal chart's the other way.
    private enum Edge { case leading, trailing, top, bottom }

    private func edge(_ mark: ChartAxisMark, valueAxis: Bool) -> Edge {
        // The value axis runs up a vertical chart and across a horizontal one.
        let upright = valueAxis != horizontal
        switch mark.position {
        case .leading where upright: return .leading
        case .top where !upright: return .top
        default: return upright ? .trailing : .bottom
        }
    }

    /// The plot, its axes and its marks in `frame`.
    private func place(chartIn frame: Rect) -> LayoutNode {
        let unsized = Proposal(width: nil, height: nil)
        let ySizes = yLabels.map { $0?.sizeThatFits(unsized) }
        let xSizes = xLabels.map { $0?.sizeThatFits(unsized) }
        let yEdges = yMarks.map { edge($0, valueAxis: true) }, xEdges = xMarks.map { edge($0, valueAxis: false) }
        /// The room an edge's labels take: their widest (beside the plot) or tallest (above or below), and the gap.
        func room(_ side: Edge) -> Double {
            let sizes = zip(ySizes, yEdges).compactMap { $1 == side ? $0 : nil } + zip(xSizes, xEdges).compactMap { $1 == side ? $0 : nil }
            let extent = sizes.map { side == .leading || side == .trailing ? $0.width : $0.height }.max()
            return extent.map { $0 + Self.labelGap } ?? 0
        }
        let (leading, trailing, top, bottom) = (room(.leading), room(.trailing), room(.top), room(.bottom))
        let plot = Rect(x: frame.minX + leading, y: frame.minY + top, width: max(0, frame.width - leading - trailing),
                        height: max(0, frame.height - top - bottom))
        let turn = horizontal ? ChartTurn(plot: plot) : nil
        let geometry = ChartGeometry(scale: scale, plot: turn?.modelPlot ?? plot, turned: turn != nil)
        let model = geometry.plot
        /// A node drawn in the model's plot, where the chart shows it.
        func shown(_ node: LayoutNode) -> LayoutNode { turn?.turning(node) ?? node }
        /// Where a point of the model's plot is shown.
        func shown(_ p: Point) -> Point { turn?.shown(p) ?? p }
        /// A label on its edge, centred on where its value is shown but kept inside the chart's frame.
        func label(_ label: TextElement, _ size: Size, at p: Point, on side: Edge) -> LayoutNode {
            let x: Double, y: Double
            switch side {
            case .leading, .trailing:
                x = side == .leading ? plot.minX - Self.labelGap - size.width : plot.maxX + Self.labelGap
                y = min(max(p.y - size.height / 2, frame.minY), frame.maxY - size.height)
            case .top, .bottom:
                x = min(max(p.x - size.width / 2, frame.minX), frame.maxX - size.width)
                y = side == .top ? plot.minY - Self.labelGap - size.height : plot.maxY + Self.labelGap
            }
            return label.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: unsized)
        }
        var children: [LayoutNode] = plotArea.map { [$0.place(in: plot, proposal: Proposal(plot.size))] } ?? []
        // Below a horizontal chart, values' labels that would run into each other are thinned to every second, third…
        let every = turn.map { turn in
            ChartScale.labelStride(yMarks.indices.map { i -> (x: Double, width: Double)? in
                guard case .number(let value) = yMarks[i].value, let size = ySizes[i] else { return nil }
                return (turn.shown(Point(x: model.minX, y: geometry.y(value))).x, size.width)
            })
        } ?? 1
        for (i, mark) in yMarks.enumerated() {
            guard case .number(let value) = mark.value else { continue }
            let y = geometry.y(value)
            if let line = mark.gridLine, let paint = yGridPaints[i] {
                children.append(shown(self.line(from: Point(x: model.minX, y: y), to: Point(x: model.maxX, y: y), width: line.lineWidth,
                                                dash: line.dash, paint: paint, in: model)))
            }
            if let text = yLabels[i], let size = ySizes[i], i % every == 0 {
                children.append(label(text, size, at: shown(Point(x: model.minX, y: y)), on: yEdges[i]))
            }
        }
        for (i, mark) in xMarks.enumerated() {
            let x = geometry.x(mark.value)
            if let line = mark.gridLine, let paint = xGridPaints[i] {
                children.append(shown(self.line(from: Point(x: x, y: model.minY), to: Point(x: x, y: model.maxY), width: line.lineWidth,
                                                dash: line.dash, paint: paint, in: model)))
            }
            if let text = xLabels[i], let size = xSizes[i] {
                children.append(label(text, size, at: shown(Point(x: x, y: model.minY)), on: xEdges[i]))
            }
        }
        for (i, (mark, paint)) in zip(chart.marks, paints).enumerated() {
            children += nodes(mark, paint: paint, geometry: geometry, bars: scale.barExtents[i]).map(shown).map { Self.offsetting($0, by: mark) }
        }
        children += sectors(in: plot)
        children += placedAnnotations(geometry: geometry, turn: turn, plot: plot, frame: frame)
        return LayoutNode(frame: frame, kind: .group, children: children, path: path)
    }

    /// Each annotation at its point's bounds, where the chart shows them, at the side its position names.
    private func placedAnnotations(geometry g: ChartGeometry, turn: ChartTurn?, plot: Rect, frame: Rect) -> [LayoutNode] {
        var placed: [LayoutNode] = []
        let unsized = Proposal(width: nil, height: nil)
        for (m, mark) in chart.marks.enumerated() where m < annotations.count {
            for (p, point) in mark.points.enumerated() {
                guard p < annotations[m].count, let element = annotations[m][p], let annotation = point.annotation,
                      var bounds = self.bounds(of: m, point: p, geometry: g, plot: plot) else { continue }
                if let turn, mark.kind != .sector { bounds = turn.shown(bounds) }
                let size = element.sizeThatFits(unsized)
                // Past a bar's end: below a negative bar, right of a horizontal bar (left of a negative one).
                let negative = mark.kind == .bar && (point.y ?? 0) < (point.yStart ?? 0)
                var position = annotation.position
                if position == .automatic {
                    position = turn == nil || mark.kind == .sector ? (negative ? .bottom : .top) : (negative ? .leading : .trailing)
                }
                var origin = ChartAnnotationPlacement(position: position, alignment: annotation.alignment,
                                                      spacing: annotation.spacing ?? Self.labelGap).origin(of: size, at: bounds)
                // Overflow resolved by moving the view back inside the chart's frame or its plot.
                func fit(_ value: Double, _ length: Double, _ overflow: ChartAnnotation.Overflow, chart: (Double, Double), plot: (Double, Double)) -> Double {
                    let (lo, hi) = overflow == .fitPlot ? plot : chart
                    return overflow == .fitChart || overflow == .fitPlot ? min(max(value, lo), max(lo, hi - length)) : value
                }
                origin.x = fit(origin.x, size.width, annotation.overflowX, chart: (frame.minX, frame.maxX), plot: (plot.minX, plot.maxX))
                origin.y = fit(origin.y, size.height, annotation.overflowY, chart: (frame.minY, frame.maxY), plot: (plot.minY, plot.maxY))
                placed.append(element.place(in: Rect(origin: origin, size: size), proposal: unsized))
            }
        }
        return placed
    }

    /// What an annotation is placed against, in the model's plot (a sector's, in the chart's): a
    /// bar's rectangle, a point's symbol, a line's or an area's point, a rule's line, the middle of
    /// a sector's wedge.
    private func bounds(of m: Int, point index: Int, geometry g: ChartGeometry, plot: Rect) -> Rect? {
        let mark = chart.marks[m], point = mark.points[index]
        switch mark.kind {
        case .bar:
            return barRect(mark, point, extent: scale.barExtents[m][index], geometry: g)
        case .rectangle:
            return rectangle(mark, point, steps: rectangleSteps(mark, geometry: g), geometry: g)
        case .point:
            let d = symbolDiameter(mark)
            return g.position(point).map { Rect(x: $0.x - d / 2, y: $0.y - d / 2, width: d, height: d) }
        case .line, .area:
            return g.point(point).map { Rect(origin: $0, size: Size(width: 0, height: 0)) }
        case .rule:
            let (a, b) = ruleEnds(point, geometry: g)
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        case .sector:
            return wedges(in: plot)[m][index].map { Rect(origin: $0.middle, size: Size(width: 0, height: 0)) }
        }
    }

    /// A bar's rectangle in the model's plot: its band's share across, its extent along the value axis.
    /// A bar with a `position(by:)` value takes its slot of the positions' share of the band.
    private func barRect(_ mark: ChartMark, _ point: ChartPoint, extent: ClosedRange<Double>?, geometry g: ChartGeometry) -> Rect? {
        guard let along = extent.map({ (g.y($0.lowerBound), g.y($0.upperBound)) }) ?? g.fixedAlongY(point) else { return nil }
        let top = min(along.0, along.1), bottom = max(along.0, along.1)
        func spanning(_ a: Double, _ b: Double) -> Rect { Rect(x: min(a, b), y: top, width: abs(b - a), height: bottom - top) }
        if let start = point.xStart, let x = point.x { return spanning(g.x(.number(start)), g.x(x)) }
        guard let x = point.x else { return g.fixedAlongX(point).map { spanning($0.0, $0.1) } }
        var centre = g.x(x), space = g.band
        if let position = mark.position, let slot = barPositions.firstIndex(of: position) {
            let shared = max(0, mark.positionSpan.length(of: g.band, automatic: g.band * Self.barWidthRatio))
            space = shared / Double(barPositions.count)
            centre += -shared / 2 + space * (Double(slot) + 0.5)
        }
        let automatic = mark.position == nil ? space * Self.barWidthRatio : space
        let width = max(0, mark.width.length(of: space, automatic: automatic))
        return Rect(x: centre - width / 2, y: top, width: width, height: bottom - top)
    }

    /// A rectangle mark in the model's plot: each side from its interval's start to its end, or
    /// across its value as wide as the mark says — by default 70 % of the step between the mark's
    /// values (a category's band), or `rectangleSide` points where there is no step.
    private func rectangle(_ mark: ChartMark, _ point: ChartPoint, steps: (x: Double?, y: Double?), geometry g: ChartGeometry) -> Rect? {
        /// The side across a value at `centre`, `dimension` long: 70 % of the step by default.
        func side(_ centre: Double, _ dimension: ChartMarkDimension, step: Double?) -> (Double, Double) {
            let length = max(0, dimension.length(of: step ?? Self.rectangleSide, automatic: step.map { $0 * 0.7 } ?? Self.rectangleSide))
            return (centre - length / 2, centre + length / 2)
        }
        let across: (Double, Double)?
        switch (point.x, point.xStart) {
        case let (x?, start?): across = (g.x(.number(start)), g.x(x))
        case (.category(let name)?, nil): across = side(g.x(.category(name)), mark.width, step: g.band)
        case let (x?, nil): across = side(g.x(x), mark.width, step: steps.x)
        case (nil, _): across = g.fixedAlongX(point)
        }
        let along: (Double, Double)?
        switch (point.y, point.yStart) {
        case let (y?, start?): along = (g.y(start), g.y(y))
        case let (y?, nil): along = side(g.y(y), mark.height, step: steps.y)
        case (nil, _): along = g.fixedAlongY(point)
        }
        guard let across, let along else { return nil }
        return Rect(x: min(across.0, across.1), y: min(along.0, along.1), width: abs(across.1 - across.0), height: abs(along.1 - along.0))
    }

    /// The smallest gaps between a rectangle mark's distinct positions across and along the plot
    /// (nil where it has one position or none), measured once for all its rectangles.
    private func rectangleSteps(_ mark: ChartMark, geometry g: ChartGeometry) -> (x: Double?, y: Double?) {
        func step(_ positions: [Double]) -> Double? {
            let sorted = Set(positions.map { ($0 * 1e6).rounded() / 1e6 }).sorted()
            return zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min()
        }
        return (step(mark.points.compactMap { $0.x.map(g.x) }), step(mark.points.compactMap { $0.y.map(g.y) }))
    }

    /// A bar's or a rectangle's shape: rounded where the mark says (`cornerRadius(_:style:)`).
    private func cornered(_ mark: ChartMark) -> ShapeKind {
        mark.cornerRadius > 0 ? .roundedRectangle(cornerRadius: mark.cornerRadius, continuous: mark.continuousCorners) : .rectangle
    }

    /// A rectangle's side across a value with no step to measure (one value): Apple says "a default
    /// width (in pts)" without the number; this is an estimate.
    static let rectangleSide = 20.0

    /// A mark's node, as shown, moved by its `offset`: a bar's or a rectangle's edges each by its
    /// own, any other mark by the middle of each pair.
    private static func offsetting(_ node: LayoutNode, by mark: ChartMark) -> LayoutNode {
        let o = mark.offset
        guard !o.isZero, mark.kind != .sector else { return node }
        var node = node, f = node.frame
        if mark.kind == .bar || mark.kind == .rectangle {
            let (minX, maxX, minY, maxY) = (f.minX + o.xStart, f.maxX + o.xEnd, f.minY + o.yEnd, f.maxY + o.yStart)
            f = Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
        } else {
            f.origin = Point(x: f.minX + (o.xStart + o.xEnd) / 2, y: f.minY + (o.yStart + o.yEnd) / 2)
        }
        node.frame = f
        return node
    }

    /// A point symbol's diameter: Swift Charts sizes a symbol by its area in square points, its
    /// own or its `symbolSize(by:)` value's on the chart's size scale.
    private func symbolDiameter(_ mark: ChartMark) -> Double {
        let area = mark.symbolSize ?? mark.symbolSizeBy.map { chart.encodings.area(of: $0, among: sizeValues) }
        return area.map { 2 * ($0 / Double.pi).squareRoot() } ?? Self.pointDiameter
    }

    /// A point's symbol: its own, else its `symbol(by:)` value's on the chart's symbol scale, else a circle.
    private func symbol(_ mark: ChartMark) -> ShapeKind {
        if let own = mark.symbol { return own }
        guard let value = mark.symbolBy else { return .circle }
        return chart.encodings.symbol(of: value, index: symbolValues.firstIndex(of: value) ?? 0, defaults: Self.basicSymbols) ?? .circle
    }

    /// A line's stroke: its own width and dash, else its `lineStyle(by:)` value's on the chart's line-style scale.
    private func lineStroke(_ mark: ChartMark) -> (width: Double, dash: [Double]) {
        guard let value = mark.lineStyleBy else { return (mark.lineWidth ?? 2, mark.dash) }
        let style = chart.encodings.lineStyle(of: value, index: lineStyleValues.firstIndex(of: value) ?? 0)
        return (mark.lineWidth ?? style.lineWidth ?? 2, mark.dash.isEmpty ? style.dash : mark.dash)
    }

    /// A rule's two ends: across the plot at a y value or an x value, or from `yStart` (or the baseline) to the point.
    /// A rule's ends along a fixed span where it has one (`RuleMark(xStart: 10, xEnd: 60, y: …)`);
    /// a rule placed by a fixed position alone stands at its span's middle.
    private func ruleEnds(_ point: ChartPoint, geometry g: ChartGeometry) -> (Point, Point) {
        let plot = g.plot
        func middle(_ span: (Double, Double)?, _ otherwise: Double) -> Double { span.map { ($0.0 + $0.1) / 2 } ?? otherwise }
        switch (point.x, point.y) {
        case (nil, let y?) where point.yStart == nil:
            let (a, b) = g.fixedAlongX(point) ?? (plot.minX, plot.maxX)
            return (Point(x: a, y: g.y(y)), Point(x: b, y: g.y(y)))
        case (nil, let y?):
            let x = middle(g.fixedAlongX(point), plot.midX)
            return (Point(x: x, y: point.yStart.map(g.y) ?? g.baseline), Point(x: x, y: g.y(y)))
        case (let x?, nil):
            if let start = point.xStart {
                let y = middle(g.fixedAlongY(point), plot.midY)
                return (Point(x: g.x(.number(start)), y: y), Point(x: g.x(x), y: y))
            }
            let (a, b) = g.fixedAlongY(point) ?? (plot.minY, plot.maxY)
            return (Point(x: g.x(x), y: a), Point(x: g.x(x), y: b))
        default:
            let at = g.point(point) ?? Point(x: plot.minX, y: plot.minY)
            return (Point(x: at.x, y: point.yStart.map(g.y) ?? g.baseline), at)
        }
    }

    /// A mark's nodes; `bars` are a bar mark's extents, stacked (`ChartBarStack`).
    private func nodes(_ mark: ChartMark, paint: Foreground, geometry g: ChartGeometry, bars: [ClosedRange<Double>?]) -> [LayoutNode] {
        let plot = g.plot
        switch mark.kind {
        case .line:
            let points = mark.points.compactMap(g.point)
            guard points.count > 1 else { return [] }
            let (width, dash) = lineStroke(mark)
            let stroke = Stroke(style: .primary, lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash)
            return [shape(ChartPath.line(points, mark.interpolation), in: plot, fill: nil, stroke: StrokePaint(stroke, foreground: paint))]
        case .area:
            let points = mark.points.compactMap(g.point)
            guard points.count > 1 else { return [] }
            let starts = mark.points.filter { g.point($0) != nil }.map { $0.yStart.map(g.y) }
            if starts.contains(where: { $0 != nil }) {
                // A band between each point's start and end.
                let lower = zip(points, starts).map { Point(x: $0.x, y: $1 ?? g.baseline) }
                return [shape(ChartPath.band(upper: points, lower: lower, mark.interpolation), in: plot, fill: paint, stroke: nil)]
            }
            return [shape(ChartPath.area(points, mark.interpolation, baseline: g.baseline), in: plot, fill: paint, stroke: nil)]
        case .bar:
            let kind = cornered(mark)
            return zip(mark.points, bars).compactMap { point, extent in
                barRect(mark, point, extent: extent, geometry: g).map { LayoutNode(frame: $0, kind: .shape(kind, fill: paint, stroke: nil), path: path) }
            }
        case .rectangle:
            let kind = cornered(mark)
            let steps = rectangleSteps(mark, geometry: g)
            return mark.points.compactMap { point in
                rectangle(mark, point, steps: steps, geometry: g).map { LayoutNode(frame: $0, kind: .shape(kind, fill: paint, stroke: nil), path: path) }
            }
        case .point:
            let d = symbolDiameter(mark)
            let symbol = symbol(mark)
            return mark.points.compactMap(g.position).map {
                LayoutNode(frame: Rect(x: $0.x - d / 2, y: $0.y - d / 2, width: d, height: d), kind: .shape(symbol, fill: paint, stroke: nil), path: path)
            }
        case .sector:
            return []  // Drawn together by `sectors(in:)`: each one's angle depends on all of them.
        case .rule:
            return mark.points.map { point in
                let ends = ruleEnds(point, geometry: g)
                return line(from: ends.0, to: ends.1, width: mark.lineWidth ?? 1, dash: mark.dash, paint: paint, in: plot)
            }
        }
    }

    /// The chart's sectors as wedges around the plot's centre, clockwise from twelve o'clock in the
    /// order they were written, each taking its value's share of the sum of all of them.
    private func sectors(in plot: Rect) -> [LayoutNode] {
        zip(wedges(in: plot), paints).flatMap { wedges, paint in
            wedges.compactMap { $0.flatMap { $0.outline.isEmpty ? nil : shape($0.outline, in: plot, fill: paint, stroke: nil) } }
        }
    }

    /// Each mark's sectors' outlines and middles (half-way round and half-way out), per point; nil where none is drawn.
    private func wedges(in plot: Rect) -> [[(outline: [ShapePath.Element], middle: Point)?]] {
        let values = chart.marks.map { mark in mark.kind == .sector ? mark.points.map { max(0, $0.y ?? 0) } : [] }
        let total = values.joined().reduce(0, +)
        let available = min(plot.width, plot.height) / 2
        let centre = Point(x: plot.midX, y: plot.midY)
        var start = 0.0
        return chart.marks.enumerated().map { i, mark in
            guard mark.kind == .sector, total > 0 else { return mark.points.map { _ in nil } }
            let outer = max(0, mark.outerRadius.length(of: available, automatic: available))
            let inner = min(outer, max(0, mark.innerRadius.length(of: available, automatic: 0)))
            return values[i].map { value in
                let sweep = value / total * 2 * Double.pi
                defer { start += sweep }
                guard outer > 0 else { return nil }
                let mid = start + sweep / 2, radius = (inner + outer) / 2
                return (ChartPath.sector(centre: centre, inner: inner, outer: outer, from: start, to: start + sweep, inset: mark.angularInset),
                        Point(x: centre.x + radius * sin(mid), y: centre.y - radius * cos(mid)))
            }
        }
    }

    private func line(from a: Point, to b: Point, width: Double, dash: [Double] = [], paint: Foreground, in plot: Rect) -> LayoutNode {
        let stroke = Stroke(style: .primary, lineWidth: width, dash: dash)
        return shape([.move(a), .line(b)], in: plot, fill: nil, stroke: StrokePaint(stroke, foreground: paint))
    }

    /// A path in plot coordinates, drawn by a node whose frame is the plot.
    private func shape(_ elements: [ShapePath.Element], in plot: Rect, fill: Foreground?, stroke: StrokePaint?) -> LayoutNode {
        let local = elements.map { $0.translated(by: Point(x: -plot.minX, y: -plot.minY)) }
        let kind = ShapeKind.path(ShapePath(width: max(plot.width, 1e-9), height: max(plot.height, 1e-9), elements: local))
        return LayoutNode(frame: plot, kind: .shape(kind, fill: fill ?? Foreground(base: .color("clear")), stroke: stroke), path: path)
    }
}

/// A chart's scales: the y domain with its ticks, the x domain or categories.
package struct ChartScale {
    package var yDomain: ClosedRange<Double>
    package var yTicks: [Double]
    var yStep: Double
    var xDomain: ClosedRange<Double>
    package var categories: [String]
    /// Bars on a numeric x scale take this many bands.
    var numericBands: Int
    var hasBars: Bool
    /// Each bar's stacked extent, per mark and point.
    var barExtents: [[ClosedRange<Double>?]]
    /// The domains and ticks the scale was made from (an automatic x axis's values come from them too).
    let ticks: ChartTicks

    /// The axes' padding, direction and category order.
    var xScale: ChartAxisScale
    var yScale: ChartAxisScale

    package init(_ chart: ChartContent) {
        (xScale, yScale) = (chart.xScale, chart.yScale)
        var categories: [String] = chart.xScale.categories ?? []
        for case .category(let name)? in chart.marks.flatMap(\.points).map(\.x) where !categories.contains(name) {
            categories.append(name)
        }
        self.categories = categories
        // A band per x value bars stand at, whichever series they belong to; bars over an interval
        // of x values (a histogram's bins) span it and take no band.
        let banded = chart.marks.filter { $0.kind == .bar }.flatMap { $0.points.filter { $0.xStart == nil }.compactMap(\.x) }
        numericBands = max(1, Set(banded).count)
        hasBars = !banded.isEmpty
        ticks = ChartTicks(chart)
        (yDomain, yStep, yTicks, xDomain, barExtents) = (ticks.yDomain, ticks.yStep, ticks.yTicks, ticks.xDomain, ticks.barExtents)
    }

    /// The smallest step through labels centred at `x` in a row that leaves `labelGap` between
    /// the ones shown (nil: no label there).
    package static func labelStride(_ labels: [(x: Double, width: Double)?]) -> Int {
        for step in 1..<max(2, labels.count) {
            let shown = labels.enumerated().compactMap { i, label in i % step == 0 ? label : nil }
            let clear = zip(shown, shown.dropFirst()).allSatisfy { a, b in
                abs(b.x - a.x) >= (a.width + b.width) / 2 + ChartElement.labelGap
            }
            if clear { return step }
        }
        return max(1, labels.count)
    }

    /// A tick label with as many decimals as the step needs and thousands grouped (`10,000`).
    package static func format(_ value: Double, step: Double) -> String {
        // As many decimals as the step has (2.5 needs one, 0.25 two), less the value's trailing zeros: 0, 2.5, 5, 7.5.
        let decimals = (0...4).first { d in let scaled = step * pow(10, Double(d)); return abs(scaled - scaled.rounded()) < 1e-9 * max(1, scaled) } ?? 4
        let plain = String(format: "%.\(decimals)f", abs(value))
        var parts = plain.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count > 1 {
            while parts[1].hasSuffix("0") { parts[1].removeLast() }
            if parts[1].isEmpty { parts.removeLast() }
        }
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        return (value < 0 ? "−" : "") + whole + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }
}

/// The quarter turn from the vertical chart a horizontal one is laid out as to the horizontal
/// chart: the model's x (categories, first at the left) runs down the plot from its top, and its
/// y (values, upwards) runs to the right.
struct ChartTurn {
    let plot: Rect

    /// The plot the vertical chart is laid out in: the plot's sides exchanged, at the origin.
    var modelPlot: Rect { Rect(x: 0, y: 0, width: plot.height, height: plot.width) }

    /// Where a point of the model's plot is shown.
    func shown(_ p: Point) -> Point { Point(x: plot.minX + plot.width - p.y, y: plot.minY + p.x) }

    /// Where a rectangle of the model's plot is shown.
    func shown(_ r: Rect) -> Rect {
        let a = shown(Point(x: r.minX, y: r.minY)), b = shown(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// A mark, rule or gridline of the model's plot, where it is shown; a path turns inside its frame.
    func turning(_ node: LayoutNode) -> LayoutNode {
        var node = node
        let model = node.frame
        node.frame = shown(model)
        if case let .shape(.path(path), fill, stroke) = node.kind {
            let origin = node.frame.origin
            let elements = path.elements.map { element in
                element.mapped { q in
                    let p = shown(Point(x: model.minX + q.x, y: model.minY + q.y))
                    return Point(x: p.x - origin.x, y: p.y - origin.y)
                }
            }
            node.kind = .shape(.path(ShapePath(width: path.height, height: path.width, elements: elements)), fill: fill, stroke: stroke)
        }
        return node
    }
}

/// Where values land in a plot rectangle.
struct ChartGeometry {
    let scale: ChartScale
    let plot: Rect
    /// Whether the plot is a horizontal chart's model, a quarter turn of what is shown (`ChartTurn`).
    var turned = false

    /// The x axis's length: the plot's width less its scale's padding.
    var xLength: Double { max(0, plot.width - scale.xScale.startPadding - scale.xScale.endPadding) }

    /// The width of one category's band, or of one bar's on a numeric scale.
    var band: Double {
        xLength / Double(scale.categories.isEmpty ? scale.numericBands : scale.categories.count)
    }

    func x(_ value: ChartValue) -> Double {
        let along: Double
        switch value {
        case .category(let name):
            let i = scale.categories.firstIndex(of: name) ?? 0
            along = band * (Double(i) + 0.5)
        case .number(let n):
            let d = scale.xDomain
            // Bars on a numeric scale keep half a band clear at each end.
            let inset = scale.hasBars ? band / 2 : 0
            let t = scale.xScale.transform, lo = t.apply(d.lowerBound), hi = t.apply(d.upperBound)
            along = hi > lo ? inset + (t.apply(n) - lo) / (hi - lo) * (xLength - 2 * inset) : xLength / 2
        }
        let start = plot.minX + scale.xScale.startPadding
        return scale.xScale.reversed ? start + xLength - along : start + along
    }

    func y(_ value: Double) -> Double {
        let d = scale.yDomain, bottom = plot.maxY - scale.yScale.startPadding
        let length = max(0, plot.height - scale.yScale.startPadding - scale.yScale.endPadding)
        let t = scale.yScale.transform, lo = t.apply(d.lowerBound), hi = t.apply(d.upperBound)
        // A logarithmic scale has no zero: a bar from zero starts at the domain's lowest power of ten.
        let v = t == .log ? max(value, d.lowerBound) : value
        let up = hi > lo ? (t.apply(v) - lo) / (hi - lo) * length : 0
        return scale.yScale.reversed ? bottom - length + up : bottom - up
    }

    /// Where bars and areas start: zero, or the nearer end of a domain without it.
    var baseline: Double { y(min(max(0, scale.yDomain.lowerBound), scale.yDomain.upperBound)) }

    func point(_ p: ChartPoint) -> Point? {
        guard let x = p.x, let y = p.y else { return nil }
        return Point(x: self.x(x), y: self.y(y))
    }

    /// A point's place: its values where it plots them, else the middle of its fixed spans.
    func position(_ p: ChartPoint) -> Point? {
        guard let x = p.x.map(self.x) ?? fixedAlongX(p).map({ ($0.0 + $0.1) / 2 }),
              let y = p.y.map(self.y) ?? fixedAlongY(p).map({ ($0.0 + $0.1) / 2 }) else { return nil }
        return Point(x: x, y: y)
    }

    /// A point's fixed span along the model's x, in plot coordinates: the shown x span, or a turned chart's shown y span.
    func fixedAlongX(_ p: ChartPoint) -> (Double, Double)? {
        guard let span = turned ? p.fixedY : p.fixedX else { return nil }
        return (plot.minX + (span.start ?? 0), plot.minX + (span.end ?? plot.width))
    }

    /// A point's fixed span along the model's y: the shown y span, or a turned chart's shown x span
    /// (measured from the shown leading edge, the model's bottom).
    func fixedAlongY(_ p: ChartPoint) -> (Double, Double)? {
        if turned {
            guard let span = p.fixedX else { return nil }
            return (plot.maxY - (span.start ?? 0), plot.maxY - (span.end ?? plot.height))
        }
        guard let span = p.fixedY else { return nil }
        return (plot.minY + (span.start ?? 0), plot.minY + (span.end ?? plot.height))
    }
}

/// Line and area outlines through plotted points.
enum ChartPath {
    static func line(_ points: [Point], _ interpolation: ChartMark.Interpolation) -> [ShapePath.Element] {
        guard let first = points.first else { return [] }
        return [.move(first)] + segments(points, interpolation)
    }

    static func area(_ points: [Point], _ interpolation: ChartMark.Interpolation, baseline: Double) -> [ShapePath.Element] {
        guard let first = points.first, let last = points.last else { return [] }
        return [.move(Point(x: first.x, y: baseline)), .line(first)] + segments(points, interpolation)
            + [.line(Point(x: last.x, y: baseline)), .close]
    }

    /// The region between an upper and a lower run of points (`AreaMark(x:yStart:yEnd:)`).
    static func band(upper: [Point], lower: [Point], _ interpolation: ChartMark.Interpolation) -> [ShapePath.Element] {
        guard let first = upper.first, let lastLower = lower.last else { return [] }
        return [.move(first)] + segments(upper, interpolation) + [.line(lastLower)] + segments(Array(lower.reversed()), interpolation) + [.close]
    }

    /// A wedge between two radii from angle `from` to `to` (radians clockwise from twelve o'clock),
    /// narrowed by `inset` points on each side; empty when the inset leaves nothing.
    static func sector(centre c: Point, inner: Double, outer: Double, from start: Double, to end: Double,
                       inset: Double) -> [ShapePath.Element] {
        let outerTrim = outer > 0 ? inset / 2 / outer : 0
        let innerTrim = inner > 0 ? inset / 2 / inner : 0
        let a0 = start + outerTrim, a1 = end - outerTrim
        guard a1 > a0 else { return [] }
        func at(_ angle: Double, _ radius: Double) -> Point { Point(x: c.x + radius * sin(angle), y: c.y - radius * cos(angle)) }
        var path: [ShapePath.Element] = [.move(at(a0, outer))] + arc(c, outer, from: a0, to: a1)
        let b0 = start + innerTrim, b1 = end - innerTrim
        if inner > 0, b1 > b0 {
            path += [.line(at(b1, inner))] + arc(c, inner, from: b1, to: b0)
        } else {
            path.append(.line(c))
        }
        return path + [.close]
    }

    /// A circular arc as cubic Béziers of at most a quarter turn each.
    private static func arc(_ c: Point, _ radius: Double, from start: Double, to end: Double) -> [ShapePath.Element] {
        let pieces = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        return (0..<pieces).map { i in
            let a = start + Double(i) * step, b = a + step
            let p0 = Point(x: c.x + radius * sin(a), y: c.y - radius * cos(a))
            let p1 = Point(x: c.x + radius * sin(b), y: c.y - radius * cos(b))
            return .curve(p1, control1: Point(x: p0.x + k * cos(a), y: p0.y + k * sin(a)),
                          control2: Point(x: p1.x - k * cos(b), y: p1.y - k * sin(b)))
        }
    }

    /// The pieces after the first point.
    private static func segments(_ p: [Point], _ interpolation: ChartMark.Interpolation) -> [ShapePath.Element] {
        var out: [ShapePath.Element] = []
        for i in 1..<p.count {
            let a = p[i - 1], b = p[i]
            switch interpolation {
            case .linear:
                out.append(.line(b))
            case .catmullRom, .monotone:
                // Catmull-Rom through the neighbours, as cubic Béziers (tension ½).
                let before = i >= 2 ? p[i - 2] : a, after = i + 1 < p.count ? p[i + 1] : b
                var c1 = Point(x: a.x + (b.x - before.x) / 6, y: a.y + (b.y - before.y) / 6)
                var c2 = Point(x: b.x - (after.x - a.x) / 6, y: b.y - (after.y - a.y) / 6)
                if interpolation == .monotone {
                    // Keep the curve within the segment's own rise so it never overshoots a point.
                    let (lo, hi) = (min(a.y, b.y), max(a.y, b.y))
                    c1.y = min(max(c1.y, lo), hi)
                    c2.y = min(max(c2.y, lo), hi)
                }
                out.append(.curve(b, control1: c1, control2: c2))
            case .stepStart:
                out += [.line(Point(x: a.x, y: b.y)), .line(b)]
            case .stepEnd:
                out += [.line(Point(x: b.x, y: a.y)), .line(b)]
            case .stepCenter:
                let mid = (a.x + b.x) / 2
                out += [.line(Point(x: mid, y: a.y)), .line(Point(x: mid, y: b.y)), .line(b)]
            }
        }
        return out
    }
}

extension ShapePath.Element {
    package func translated(by d: Point) -> ShapePath.Element { mapped { Point(x: $0.x + d.x, y: $0.y + d.y) } }

    /// The element with each of its points moved by `t`.
    func mapped(_ t: (Point) -> Point) -> ShapePath.Element {
        switch self {
        case .move(let p): return .move(t(p))
        case .line(let p): return .line(t(p))
        case let .quadCurve(p, c): return .quadCurve(t(p), control: t(c))
        case let .curve(p, c1, c2): return .curve(t(p), control1: t(c1), control2: t(c2))
        case .close: return .close
        }
    }
}
