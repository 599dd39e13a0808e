import Foundation

/// A Swift Charts `Chart`: its marks, and how its axes and scales show.
public struct ChartContent: Hashable, Sendable {
    public var marks: [ChartMark]
    public var xAxis: AxisVisibility
    public var yAxis: AxisVisibility
    /// `chartXScale(domain:)` for numeric x values; nil: the data's extent.
    public var xDomain: ClosedRange<Double>?
    /// `chartYScale(domain:)`; nil: the data's extent and zero, widened to round ticks.
    public var yDomain: ClosedRange<Double>?
    /// The x axis's marks where the chart names them (`chartXAxis { AxisMarks(…) }`); nil: Swift
    /// Charts' automatic axis.
    public var xMarks: [ChartAxisMark]?
    /// The y axis's marks where the chart names them; nil: automatic gridlines and labels.
    public var yMarks: [ChartAxisMark]?
    /// Each series' style (`chartForegroundStyleScale`), in place of the palette's colour.
    public var seriesStyles: [String: ShapeStyle]
    /// The legend Swift Charts shows for series (`chartLegend`).
    public var legend: ChartLegend
    /// How each axis maps values besides its domain: zero, direction, padding, category order.
    public var xScale: ChartAxisScale
    public var yScale: ChartAxisScale
    /// Each axis's title (`chartXAxisLabel`, `chartYAxisLabel`).
    public var xTitle: ChartAxisTitle?
    public var yTitle: ChartAxisTitle?
    /// The plot area as the app styles it (`chartPlotStyle`): a view laid out in the plot's frame,
    /// under the gridlines and marks (a tint behind the plot, a border around it).
    package var plotArea: ViewNode?
    /// The looks of marks' `symbol(by:)`, `symbolSize(by:)` and `lineStyle(by:)` values.
    package var encodings: ChartEncodingScales

    package init(marks: [ChartMark], xAxis: AxisVisibility = .automatic, yAxis: AxisVisibility = .automatic,
                xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil,
                xMarks: [ChartAxisMark]? = nil, yMarks: [ChartAxisMark]? = nil, seriesStyles: [String: ShapeStyle] = [:],
                legend: ChartLegend = ChartLegend(), xScale: ChartAxisScale = ChartAxisScale(), yScale: ChartAxisScale = ChartAxisScale(),
                xTitle: ChartAxisTitle? = nil, yTitle: ChartAxisTitle? = nil, plotArea: ViewNode? = nil,
                encodings: ChartEncodingScales = ChartEncodingScales()) {
        self.plotArea = plotArea
        self.encodings = encodings
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.seriesStyles = seriesStyles
        self.legend = legend
        self.xScale = xScale
        self.yScale = yScale
        self.marks = marks
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.xDomain = xDomain
        self.yDomain = yDomain
        self.xMarks = xMarks
        self.yMarks = yMarks
    }

    /// Swift Charts' categorical palette, in order of the series' first appearance.
    package static let palette = ["systemBlue", "systemGreen", "systemOrange", "systemPurple", "systemRed", "systemCyan", "systemYellow"]

    /// The marks' series, in order of first appearance.
    package var seriesNames: [String] {
        marks.compactMap(\.series).firstAppearances
    }

    /// A series' style: `chartForegroundStyleScale`'s, else its turn of the palette.
    package func style(ofSeries name: String) -> ShapeStyle {
        if let style = seriesStyles[name] { return style }
        let i = seriesNames.firstIndex(of: name) ?? 0
        return .color(Self.palette[i % Self.palette.count])
    }

    /// The bars' `position(by:)` values, in order of first appearance: the slots of a band.
    package var barPositions: [String] {
        marks.filter { $0.kind == .bar }.compactMap(\.position).firstAppearances
    }

    /// Whether the chart is drawn sideways: its bars (and points) run along x from categories on
    /// the vertical axis, as Swift Charts draws marks whose y is a category and x a number.
    public var isHorizontal: Bool { marks.contains { $0.points.contains(where: \.horizontal) } }

    /// A horizontal chart as the vertical chart it is a quarter turn of: its x and y scales, axes
    /// and axis marks exchanged, and rules across the value axis (`RuleMark(x:)`) held as its
    /// points are, so categories run along x; the layout draws this and turns it. Others are unchanged.
    package func alongCategories() -> ChartContent {
        guard isHorizontal else { return self }
        var turned = self
        (turned.xAxis, turned.yAxis) = (yAxis, xAxis)
        (turned.xDomain, turned.yDomain) = (yDomain, xDomain)
        (turned.xMarks, turned.yMarks) = (yMarks, xMarks)
        (turned.xScale, turned.yScale) = (yScale, xScale)
        turned.marks = marks.map { mark in
            var mark = mark
            mark.points = mark.points.map { point in
                guard !point.horizontal, point.y == nil, case .number(let value)? = point.x else { return point }
                return ChartPoint(x: nil, y: value, yStart: point.xStart, horizontal: true, annotation: point.annotation,
                                  fixedX: point.fixedX, fixedY: point.fixedY)
            }
            return mark
        }
        return turned
    }

    /// The x domain the plot spans: `xDomain`, else the data's numeric extent.
    public var axisXDomain: ClosedRange<Double> { ChartTicks(self).xDomain }
    /// The y domain the plot spans: `yDomain`, else the data and zero widened to round steps.
    public var axisYDomain: ClosedRange<Double> { ChartTicks(self).yDomain }

    /// The values an automatic y axis marks: round steps over the y domain (3 or so).
    public var automaticYValues: [Double] { ChartTicks(self).yTicks }

    /// The values an automatic numeric x axis marks, about `desiredCount` of them: round numbers,
    /// or for dates (`dates`), whole minutes, hours or days in `calendar`.
    public func automaticXValues(desiredCount: Int = 4, dates: Bool, calendar: Calendar = .current) -> [Double] {
        ChartTicks(self).xTicks(desiredCount: desiredCount, dates: dates, calendar: calendar)
    }
}

/// One mark of an axis the chart names: where it sits, its label, and its gridline.
public struct ChartAxisMark: Hashable, Sendable {
    public var value: ChartValue
    /// The label's text; nil: no label.
    public var label: String?
    /// nil: no gridline.
    public var gridLine: ChartGridLine?
    /// The side its label is on (`AxisMarks(position:)`): automatic is Swift Charts' — a y axis's
    /// labels trailing, an x axis's below.
    public var position: Position

    /// Swift Charts' `AxisMarkPosition`.
    public enum Position: String, CaseIterable, Hashable, Sendable, Codable {
        case automatic, leading, trailing, top, bottom
    }

    public init(value: ChartValue, label: String? = nil, gridLine: ChartGridLine? = nil, position: Position = .automatic) {
        self.value = value
        self.label = label
        self.gridLine = gridLine
        self.position = position
    }
}

/// An axis mark's line across the plot (`AxisGridLine(stroke:)`).
public struct ChartGridLine: Hashable, Sendable {
    public var lineWidth: Double
    public var dash: [Double]
    /// nil: the axis's grey.
    public var style: ShapeStyle?

    public init(lineWidth: Double = 0.5, dash: [Double] = [], style: ShapeStyle? = nil) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.style = style
    }
}

/// Whether an axis shows (`.automatic` shows it, as Swift Charts does).
public enum AxisVisibility: String, CaseIterable, Hashable, Sendable, Codable {
    case automatic, visible, hidden
}

/// One series of marks of one kind: a line through its points, bars, an area, points, or rules.
public struct ChartMark: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        case line, bar, area, point, rule
        /// A wedge of a pie or donut: its share of the whole is its `y` over the sum of every sector's.
        case sector
        /// A rectangle over an x and a y value or interval (a heat map's cell, a highlighted range):
        /// across a value it is `width` (or `height`) wide, by default 70 % of the step between values.
        case rectangle

        /// The Swift Charts type name (`LineMark`).
        public var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Mark" }
    }

    /// How a line or an area's edge runs between points.
    public enum Interpolation: String, CaseIterable, Hashable, Sendable, Codable {
        case linear, catmullRom, monotone, stepStart, stepCenter, stepEnd
    }

    public var kind: Kind
    /// The plotted values; a rule has only `y` (horizontal) or only `x` (vertical).
    public var points: [ChartPoint]
    /// `foregroundStyle(by:)`: marks of one series share a colour from the chart palette.
    public var series: String?
    /// `LineMark(x:y:series:)`, `AreaMark(…series:)`: points of different values draw separate
    /// lines or areas, in one colour unless coloured by series.
    public var lineSeries: String?
    /// `foregroundStyle(_:)`; nil: the series colour, or the tint.
    public var style: ShapeStyle?
    public var interpolation: Interpolation
    public var lineWidth: Double?
    public var dash: [Double]
    public var cornerRadius: Double
    /// Whether a bar's rounded corners are continuous (`cornerRadius(_:style: .continuous)`);
    /// Swift Charts rounds them circularly by default.
    public var continuousCorners: Bool
    /// A point's symbol area in square points (`symbolSize(_:)`); nil: Swift Charts' default.
    public var symbolSize: Double?
    /// A point's symbol, its shape drawn in a square about the point (`symbol(_:)`); nil: a circle.
    public var symbol: ShapeKind?
    /// A sector's inner and outer radius (`SectorMark(angle:innerRadius:outerRadius:)`).
    public var innerRadius: ChartMarkDimension
    public var outerRadius: ChartMarkDimension
    /// The gap a sector leaves on each side, in points along its outer edge (`angularInset`).
    public var angularInset: Double
    /// A bar's width (`BarMark(…, width:)`): automatic is three fifths of its band. A rectangle's
    /// extent across its x value, held along the model's x as a horizontal chart's bars are.
    public var width: ChartMarkDimension
    /// A rectangle's extent across its y value (`RectangleMark(…, height:)`).
    package var height: ChartMarkDimension
    /// How bars that share an x value are stacked (`stacking:`): one on another unless `unstacked`.
    public var stacking: Stacking
    /// `position(by:)`: bars of different positions at one x stand side by side across its band, in
    /// order of first appearance, each position's bars stacked as `stacking` says.
    public var position: String?
    /// `position(by:span:)`: how much of the band the side-by-side bars share; automatic is a lone bar's width.
    public var positionSpan: ChartMarkDimension
    /// `symbol(by:)`: points of one value share a symbol from the chart's symbol scale.
    package var symbolBy: String?
    /// `symbolSize(by:)`: a point's size from its value on the chart's size scale.
    package var symbolSizeBy: ChartValue?
    /// `lineStyle(by:)`: lines of one value share a stroke from the chart's line-style scale.
    package var lineStyleBy: String?
    /// `offset(…)`: the mark moved by points as shown, or its interval's ends moved each on its own.
    package var offset: ChartMarkOffset = ChartMarkOffset()

    /// Swift Charts' `MarkStackingMethod`.
    public enum Stacking: String, CaseIterable, Hashable, Sendable, Codable {
        /// Each bar on top of the ones before it at the same x (below zero for negative values).
        case standard
        /// Every bar from zero, overlapping.
        case unstacked
        /// Stacked, then scaled so each x value's stack reaches 1.
        case normalized
        /// Stacked, then centred on zero.
        case center
    }

    public init(kind: Kind, points: [ChartPoint], series: String? = nil, style: ShapeStyle? = nil,
                interpolation: Interpolation = .linear, lineWidth: Double? = nil, dash: [Double] = [], cornerRadius: Double = 0,
                symbolSize: Double? = nil, symbol: ShapeKind? = nil, innerRadius: ChartMarkDimension = .automatic,
                outerRadius: ChartMarkDimension = .automatic, angularInset: Double = 0, width: ChartMarkDimension = .automatic,
                stacking: Stacking = .standard, position: String? = nil, positionSpan: ChartMarkDimension = .automatic,
                lineSeries: String? = nil, continuousCorners: Bool = false, height: ChartMarkDimension = .automatic) {
        self.lineSeries = lineSeries
        self.height = height
        self.continuousCorners = continuousCorners
        self.width = width
        self.stacking = stacking
        self.position = position
        self.positionSpan = positionSpan
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.angularInset = angularInset
        self.symbolSize = symbolSize
        self.symbol = symbol
        self.kind = kind
        self.points = points
        self.series = series
        self.style = style
        self.interpolation = interpolation
        self.lineWidth = lineWidth
        self.dash = dash
        self.cornerRadius = cornerRadius
    }
}

/// A mark's position: `x` a number (dates are seconds since 1970) or a category, `y` a number;
/// a mark over an interval (`BarMark(x:yStart:yEnd:)`, a band of an area, a rule between two
/// values) starts at `yStart` and ends at `y`. A `horizontal` point is one Swift Charts draws
/// sideways — its y is a category and its x a number (`BarMark(x: .value("Steps", n), y:
/// .value("Day", "Mon"))`) — held along its bar: `x` is the category, drawn on the vertical
/// axis, and `y` (from `yStart`) the value, drawn along the horizontal one. A mark over an
/// interval of numeric x values (a histogram's bar over its bin, a rectangle from `xStart` to
/// `xEnd`) starts at `xStart` and ends at `x`.
public struct ChartPoint: Hashable, Sendable {
    public var x: ChartValue?
    public var y: Double?
    public var yStart: Double?
    package var xStart: Double?
    public var horizontal: Bool
    /// A view drawn at this point's mark.
    public var annotation: ChartAnnotation?
    /// Where the mark lies across the plot in points, whatever the data, where it plots no x value
    /// (`RuleMark(xStart: 10, xEnd: 60, y: …)`, `PointMark(x: 20, y: …)`), as the chart shows it.
    package var fixedX: ChartFixedSpan?
    /// Where the mark lies down the plot in points, where it plots no y value (`BarMark(x: …, yStart: nil, yEnd: 40)`).
    package var fixedY: ChartFixedSpan?

    package init(x: ChartValue?, y: Double?, yStart: Double? = nil, xStart: Double? = nil, horizontal: Bool = false,
                annotation: ChartAnnotation? = nil, fixedX: ChartFixedSpan? = nil, fixedY: ChartFixedSpan? = nil) {
        self.fixedX = fixedX
        self.fixedY = fixedY
        self.x = x
        self.y = y
        self.yStart = yStart
        self.xStart = xStart
        self.horizontal = horizontal
        self.annotation = annotation
    }
}

/// How far a mark is moved, in points as the chart shows it (down is positive): a bar's or a
/// rectangle's leading and trailing edges by `xStart` and `xEnd`, its bottom (its interval's start)
/// by `yStart` and its top by `yEnd`; any other mark by the middle of each pair.
package struct ChartMarkOffset: Hashable, Sendable {
    package var xStart = 0.0, xEnd = 0.0, yStart = 0.0, yEnd = 0.0

    package init(xStart: Double = 0, xEnd: Double = 0, yStart: Double = 0, yEnd: Double = 0) {
        (self.xStart, self.xEnd, self.yStart, self.yEnd) = (xStart, xEnd, yStart, yEnd)
    }

    package var isZero: Bool { self == ChartMarkOffset() }
}

/// A stretch of a plot in points from its leading (or top) edge: an end left nil is the plot's
/// edge; a mark at one place (a point, a rule across) sits at the stretch's middle, so a span with
/// both ends nil centres it.
package struct ChartFixedSpan: Hashable, Sendable {
    package var start: Double?
    package var end: Double?

    package init(start: Double?, end: Double?) {
        self.start = start
        self.end = end
    }

    package init(_ start: CGFloat?, _ end: CGFloat?) { (self.start, self.end) = (start.map(Double.init), end.map(Double.init)) }

    /// A span that is not the whole plot: nil where both ends are the plot's edges.
    package static func partial(_ start: CGFloat?, _ end: CGFloat?) -> ChartFixedSpan? {
        start == nil && end == nil ? nil : ChartFixedSpan(start, end)
    }

    /// One place: `at` points in, or the middle where nil.
    package init(at position: Double?) { (start, end) = (position, position) }
}

/// A plotted value: numbers share a linear scale, categories take equal bands in order of appearance.
public enum ChartValue: Hashable, Sendable {
    case number(Double)
    case category(String)

    /// The value as a scale names it: a category's name, a number's shortest form (`3`, `2.5`).
    package var key: String {
        switch self {
        case .category(let name): name
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        }
    }
}

/// A length of a mark (Swift Charts' `MarkDimension`): the chart's choice, points, a share of the
/// space there is, or the space there is less some points. A sector's radii are measured against
/// half the plot's shorter side.
public enum ChartMarkDimension: Hashable, Sendable {
    case automatic
    case fixed(Double)
    case ratio(Double)
    case inset(Double)

    /// The length for `available` points; `automatic` is `automatic`.
    package func length(of available: Double, automatic: Double) -> Double {
        switch self {
        case .automatic: automatic
        case .fixed(let points): points
        case .ratio(let share): available * share
        case .inset(let points): available - points
        }
    }
}
