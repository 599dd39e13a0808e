import Foundation
import SwiftUI
import WidgetRaster

/// A mark at one point: the chart joins the marks of one kind and series into a line, an area,
/// bars… Each mark becomes a one-mark chart node, which `Chart` merges.
public protocol _PointMark: View, _PrimitiveView {
    static var _kind: ChartMark.Kind { get }
    var point: ChartPoint { get }
    /// The mark in the chart model (a bar's width and stacking with it).
    var _chartMark: ChartMark { get }
}

extension _PointMark {
    public var _chartMark: ChartMark { ChartMark(kind: Self._kind, points: [point]) }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.chart(WidgetRaster.ChartContent(marks: [_chartMark])))]
    }
}

/// An x and y plotted value as a chart point; a number on x and a category on y make a
/// horizontal point (a bar along x), as in Swift Charts. A range or bin on either axis is an interval there.
func point<X: Plottable, Y: Plottable>(_ x: PlottableValue<X>, _ y: PlottableValue<Y>) -> ChartPoint {
    let (xStart, x) = x.interval, (yStart, y) = y.interval
    if case .number(let value) = x, case .category = y { return ChartPoint(x: y, y: value, yStart: xStart, horizontal: true) }
    return ChartPoint(x: x, y: number(y), yStart: yStart, xStart: xStart)
}

/// An x value with an interval of y values.
func point<X: Plottable, Y: Plottable>(_ x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) -> ChartPoint {
    ChartPoint(x: x.value._chartValue, y: number(yEnd.value._chartValue), yStart: number(yStart.value._chartValue))
}

/// An interval of x values at a y value: horizontal (a Gantt chart's bar). The y axis is a
/// category axis; a number on it takes a band of its own, named by the number, in order of appearance.
func point<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, _ y: PlottableValue<Y>) -> ChartPoint {
    let category: ChartValue = switch y.value._chartValue {
    case .number(let n): .category(n.formatted())
    case let named: named
    }
    return ChartPoint(x: category, y: number(xEnd.value._chartValue), yStart: number(xStart.value._chartValue), horizontal: true)
}

/// A point plotting only y, across a fixed span of the plot's width: a category makes it
/// horizontal; a bar at a number runs from zero to it.
func point<Y: Plottable>(fixedX: ChartFixedSpan, _ y: PlottableValue<Y>) -> ChartPoint {
    let (start, value) = y.interval
    if case .category = value { return ChartPoint(x: value, y: nil, horizontal: true, fixedX: fixedX) }
    return ChartPoint(x: nil, y: number(value), yStart: start, fixedX: fixedX)
}

/// A point plotting only x, down a fixed span of the plot's height; a number on the `valueAxis`
/// (a bar's, where it is not a date) makes it horizontal, running from zero to it.
func point<X: Plottable>(_ x: PlottableValue<X>, fixedY: ChartFixedSpan, valueAxis: Bool) -> ChartPoint {
    let (start, value) = x.interval
    if valueAxis, case .number(let n) = value { return ChartPoint(x: nil, y: n, yStart: start, horizontal: true, fixedY: fixedY) }
    return ChartPoint(x: value, y: nil, xStart: start, fixedY: fixedY)
}

/// An interval of y values across a fixed span of the plot's width.
func point<Y: Plottable>(fixedX: ChartFixedSpan, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) -> ChartPoint {
    ChartPoint(x: nil, y: number(yEnd.value._chartValue), yStart: number(yStart.value._chartValue), fixedX: fixedX)
}

/// An interval of x values down a fixed span of the plot's height.
func point<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, fixedY: ChartFixedSpan) -> ChartPoint {
    ChartPoint(x: xEnd.value._chartValue, y: nil, xStart: number(xStart.value._chartValue), fixedY: fixedY)
}

func number(_ value: ChartValue) -> Double? {
    if case .number(let n) = value { return n }
    return nil
}

/// A point of a line through the chart's points of its series.
public struct LineMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.line
    public let point: ChartPoint
    var lineSeries: String?
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
    /// A point of the line of its `series`: each series its own line, in one colour unless coloured by series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        point = Charts.point(x, y)
        lineSeries = ChartSeries.name(of: series.value)
    }

    public var _chartMark: ChartMark { ChartMark(kind: .line, points: [point], lineSeries: lineSeries) }
}

/// A bar from zero to the value, stacked on the bars before it at the same x (`stacking:`), or
/// from one value to another (`yStart:yEnd:`); horizontal where y is a category and x a number
/// (`BarMark(x: .value("Steps", 9_000), y: .value("Day", "Mon"))`) or an interval (`xStart:xEnd:y:`).
public struct BarMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.bar
    public let point: ChartPoint
    var width = MarkDimension.automatic
    var stacking = MarkStackingMethod.standard

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
    /// A bar of a width (points, or a share of its band), stacked as `stacking` says; a horizontal
    /// bar's thickness is its `height`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        point = Charts.point(x, y)
        self.width = point.horizontal ? height : width
        self.stacking = stacking
    }
    /// A horizontal bar from `xStart` to `xEnd` at a category.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        point = Charts.point(xStart: xStart, xEnd: xEnd, y)
        width = height
    }
    /// A floating bar from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        point = Charts.point(x, yStart: yStart, yEnd: yEnd)
        self.width = width
    }
    /// A bar plotting only x: at a category or date, a band from `yStart` to `yEnd` points down the
    /// plot (its whole height where nil); at a number, a horizontal bar from zero to it across that span.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        point = Charts.point(x, fixedY: ChartFixedSpan(yStart, yEnd), valueAxis: X.self != Date.self)
        (self.width, self.stacking) = (width, stacking)
    }
    /// A bar plotting only y: at a category, a horizontal band from `xStart` to `xEnd` points across
    /// the plot (its whole width where nil); at a number, a bar from zero to it across that span.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        point = Charts.point(fixedX: ChartFixedSpan(xStart, xEnd), y)
        (self.width, self.stacking) = (height, stacking)
    }
    /// A bar from `yStart` to `yEnd` across a fixed span of the plot's width.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        point = Charts.point(fixedX: ChartFixedSpan(xStart, xEnd), yStart: yStart, yEnd: yEnd)
    }
    /// A bar from `xStart` to `xEnd` down a fixed span of the plot's height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        point = Charts.point(xStart: xStart, xEnd: xEnd, fixedY: ChartFixedSpan(yStart, yEnd))
    }

    public var _chartMark: ChartMark {
        ChartMark(kind: .bar, points: [point], width: width.dimension, stacking: stacking.stacking)
    }
}

/// A point of an area filled down to zero, or of a band between two values (`yStart:yEnd:`).
/// Areas of several series are drawn each from zero (`stacking:` is accepted; they are not stacked).
public struct AreaMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.area
    public let point: ChartPoint
    var lineSeries: String?
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        point = Charts.point(x, y)
    }
    /// A point of a band from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        point = Charts.point(x, yStart: yStart, yEnd: yEnd)
    }
    /// A point of the area of its `series`: each series its own area.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        point = Charts.point(x, y)
        lineSeries = ChartSeries.name(of: series.value)
    }
    /// A point of a horizontal band from `xStart` to `xEnd` at a y value (the area runs down the plot).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        point = ChartPoint(x: y.value._chartValue, y: number(xEnd.value._chartValue), yStart: number(xStart.value._chartValue), horizontal: true)
    }
    /// A point of the horizontal band of its `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        self.init(xStart: xStart, xEnd: xEnd, y: y)
        lineSeries = ChartSeries.name(of: series.value)
    }
    /// A point of the band of its `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        point = Charts.point(x, yStart: yStart, yEnd: yEnd)
        lineSeries = ChartSeries.name(of: series.value)
    }

    public var _chartMark: ChartMark { ChartMark(kind: .area, points: [point], lineSeries: lineSeries) }
}

/// A dot at a value.
public struct PointMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.point
    public let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
    /// A dot at a y value, `x` points from the plot's leading edge (centred where nil).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        point = Charts.point(fixedX: ChartFixedSpan(at: x.map(Double.init)), y)
    }
    /// A dot at an x value, `y` points from the plot's top (centred where nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        point = Charts.point(x, fixedY: ChartFixedSpan(at: y.map(Double.init)), valueAxis: false)
    }
}

/// A line across the plot at a value: horizontal for `y`, vertical for `x`.
public struct RuleMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.rule
    public let point: ChartPoint
    /// A horizontal rule at a value, or across a horizontal chart at a category, from `xStart` to
    /// `xEnd` points across the plot (its whole width where nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        let y = y.value._chartValue, span = ChartFixedSpan.partial(xStart, xEnd)
        point = number(y).map { ChartPoint(x: nil, y: $0, fixedX: span) } ?? ChartPoint(x: y, y: nil, horizontal: true, fixedX: span)
    }
    /// A vertical rule at a value, from `yStart` to `yEnd` points down the plot (its whole height where nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        point = ChartPoint(x: x.value._chartValue, y: nil, fixedY: ChartFixedSpan.partial(yStart, yEnd))
    }
    /// A vertical rule from `yStart` to `yEnd`, `x` points from the plot's leading edge (centred where nil).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        point = ChartPoint(x: nil, y: number(yEnd.value._chartValue), yStart: number(yStart.value._chartValue),
                           fixedX: ChartFixedSpan(at: x.map(Double.init)))
    }
    /// A horizontal rule from `xStart` to `xEnd`, `y` points from the plot's top (centred where nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        point = ChartPoint(x: xEnd.value._chartValue, y: nil, xStart: number(xStart.value._chartValue), fixedY: ChartFixedSpan(at: y.map(Double.init)))
    }
    /// A vertical rule at `x` from `yStart` to `yEnd` (a range, a candle's wick).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        point = Charts.point(x, yStart: yStart, yEnd: yEnd)
    }
    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        point = Charts.point(xStart: xStart, xEnd: xEnd, y)
    }
}

/// A wedge of a pie or donut chart (iOS 17): its value's share of the sum of the chart's sectors,
/// clockwise from twelve o'clock in the order written.
public struct SectorMark: View, _PrimitiveView {
    public typealias Body = Never
    let value: Double
    let innerRadius: MarkDimension
    let outerRadius: MarkDimension
    let angularInset: CGFloat?

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        value = number(angle.value._chartValue) ?? 0
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.angularInset = angularInset
    }

    /// The wedge in the chart model.
    var _chartMark: ChartMark {
        ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: value)], innerRadius: innerRadius.dimension,
                  outerRadius: outerRadius.dimension, angularInset: Double(angularInset ?? 0))
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.chart(WidgetRaster.ChartContent(marks: [_chartMark])))] }
}
