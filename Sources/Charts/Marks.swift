import Foundation
import SwiftUI
import WidgetRaster

/// A value a mark plots, with the label Swift Charts shows for its axis.
public struct PlottableValue<Value: Plottable> {
    public let label: String
    public let value: Value

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "\(label)", value: value)
    }
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label._plainString, value: value)
    }
    public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "\(labelResource)", value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date plotted as the `unit` of the calendar it falls in (`.value("Day", date, unit: .day)`):
    /// at the middle of that day, hour, week…, so a bar fills the unit's band and a point sits at its centre.
    public static func value(_ label: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: "\(label)", value: middle(of: unit, containing: date, calendar: calendar))
    }
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: middle(of: unit, containing: date, calendar: calendar))
    }
    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: label._plainString, value: middle(of: unit, containing: date, calendar: calendar))
    }
    public static func value(_ labelResource: LocalizedStringResource, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: "\(labelResource)", value: middle(of: unit, containing: date, calendar: calendar))
    }

    /// The middle of the `unit` that holds `date` (the date itself where the calendar has no such interval).
    static func middle(of unit: Calendar.Component, containing date: Date, calendar: Calendar?) -> Date {
        guard let interval = (calendar ?? .current).dateInterval(of: unit, for: date) else { return date }
        return interval.start.addingTimeInterval(interval.duration / 2)
    }
}

/// What a chart can plot: numbers and dates on a linear scale, strings as categories.
public protocol Plottable {
    var _chartValue: ChartValue { get }
    /// The value a plotted value stands for (an axis value read back, `AxisValue.as(_:)`).
    static func _make(_ value: ChartValue) -> Self?
}

extension Plottable where Self: BinaryInteger {
    public var _chartValue: ChartValue { .number(Double(self)) }
    public static func _make(_ value: ChartValue) -> Self? {
        if case .number(let n) = value, n.isFinite { Self(exactly: n.rounded()) } else { nil }
    }
}

extension Plottable where Self: BinaryFloatingPoint {
    public var _chartValue: ChartValue { .number(Double(self)) }
    public static func _make(_ value: ChartValue) -> Self? { if case .number(let n) = value { Self(n) } else { nil } }
}

extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Decimal: Plottable {
    public var _chartValue: ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
    public static func _make(_ value: ChartValue) -> Decimal? { if case .number(let n) = value { Decimal(n) } else { nil } }
}
extension String: Plottable {
    public var _chartValue: ChartValue { .category(self) }
    public static func _make(_ value: ChartValue) -> String? { if case .category(let name) = value { name } else { nil } }
}
extension Date: Plottable {
    public var _chartValue: ChartValue { .number(timeIntervalSince1970) }
    public static func _make(_ value: ChartValue) -> Date? { if case .number(let n) = value { Date(timeIntervalSince1970: n) } else { nil } }
}

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
/// horizontal point (a bar along x), as in Swift Charts.
func point<X: Plottable, Y: Plottable>(_ x: PlottableValue<X>, _ y: PlottableValue<Y>) -> ChartPoint {
    let x = x.value._chartValue, y = y.value._chartValue
    if case .number(let value) = x, case .category = y { return ChartPoint(x: y, y: value, horizontal: true) }
    return ChartPoint(x: x, y: number(y))
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
}

/// A line across the plot at a value: horizontal for `y`, vertical for `x`.
public struct RuleMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.rule
    public let point: ChartPoint
    /// A horizontal rule at a value, or across a horizontal chart at a category.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        let y = y.value._chartValue
        point = number(y).map { ChartPoint(x: nil, y: $0) } ?? ChartPoint(x: y, y: nil, horizontal: true)
    }
    public init<X: Plottable>(x: PlottableValue<X>) { point = ChartPoint(x: x.value._chartValue, y: nil) }
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

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let mark = ChartMark(kind: .sector, points: [ChartPoint(x: nil, y: value)], innerRadius: innerRadius.dimension,
                             outerRadius: outerRadius.dimension, angularInset: Double(angularInset ?? 0))
        return [ViewNode(.chart(WidgetRaster.ChartContent(marks: [mark])))]
    }
}
