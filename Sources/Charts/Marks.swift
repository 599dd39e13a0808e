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
}

/// What a chart can plot: numbers and dates on a linear scale, strings as categories.
public protocol Plottable {
    var _chartValue: ChartValue { get }
}

extension Double: Plottable { public var _chartValue: ChartValue { .number(self) } }
extension Float: Plottable { public var _chartValue: ChartValue { .number(Double(self)) } }
extension Int: Plottable { public var _chartValue: ChartValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var _chartValue: ChartValue { .number(Double(self)) } }
extension Decimal: Plottable { public var _chartValue: ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) } }
extension String: Plottable { public var _chartValue: ChartValue { .category(self) } }
extension Date: Plottable { public var _chartValue: ChartValue { .number(timeIntervalSince1970) } }

/// One mark: the chart joins consecutive marks of one kind and series into a line, an area, bars…
struct Mark: View, _PrimitiveView {
    typealias Body = Never
    let mark: ChartMark
    func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.chart(WidgetRaster.ChartContent(marks: [mark])))] }
}

func number(_ value: ChartValue) -> Double? {
    if case .number(let n) = value { return n }
    return nil
}

/// A point of a line through the chart's points of its series.
public struct LineMark: View, _PrimitiveView {
    public typealias Body = Never
    let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        point = ChartPoint(x: x.value._chartValue, y: number(y.value._chartValue))
    }
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { Mark(mark: ChartMark(kind: .line, points: [point]))._nodes(in: context) }
}

/// A bar from zero to the value.
public struct BarMark: View, _PrimitiveView {
    public typealias Body = Never
    let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        point = ChartPoint(x: x.value._chartValue, y: number(y.value._chartValue))
    }
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { Mark(mark: ChartMark(kind: .bar, points: [point]))._nodes(in: context) }
}

/// A point of an area filled down to zero.
public struct AreaMark: View, _PrimitiveView {
    public typealias Body = Never
    let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        point = ChartPoint(x: x.value._chartValue, y: number(y.value._chartValue))
    }
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { Mark(mark: ChartMark(kind: .area, points: [point]))._nodes(in: context) }
}

/// A dot at a value.
public struct PointMark: View, _PrimitiveView {
    public typealias Body = Never
    let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        point = ChartPoint(x: x.value._chartValue, y: number(y.value._chartValue))
    }
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { Mark(mark: ChartMark(kind: .point, points: [point]))._nodes(in: context) }
}

/// A line across the plot at a value: horizontal for `y`, vertical for `x`.
public struct RuleMark: View, _PrimitiveView {
    public typealias Body = Never
    let point: ChartPoint
    public init<Y: Plottable>(y: PlottableValue<Y>) { point = ChartPoint(x: nil, y: number(y.value._chartValue)) }
    public init<X: Plottable>(x: PlottableValue<X>) { point = ChartPoint(x: x.value._chartValue, y: nil) }
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { Mark(mark: ChartMark(kind: .rule, points: [point]))._nodes(in: context) }
}
