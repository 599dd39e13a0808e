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
}

extension _PointMark {
    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.chart(WidgetRaster.ChartContent(marks: [ChartMark(kind: Self._kind, points: [point])])))]
    }
}

/// An x and y plotted value as a chart point.
func point<X: Plottable, Y: Plottable>(_ x: PlottableValue<X>, _ y: PlottableValue<Y>) -> ChartPoint {
    ChartPoint(x: x.value._chartValue, y: number(y.value._chartValue))
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
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
}

/// A bar from zero to the value.
public struct BarMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.bar
    public let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
}

/// A point of an area filled down to zero.
public struct AreaMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.area
    public let point: ChartPoint
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { point = Charts.point(x, y) }
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
    public init<Y: Plottable>(y: PlottableValue<Y>) { point = ChartPoint(x: nil, y: number(y.value._chartValue)) }
    public init<X: Plottable>(x: PlottableValue<X>) { point = ChartPoint(x: x.value._chartValue, y: nil) }
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
