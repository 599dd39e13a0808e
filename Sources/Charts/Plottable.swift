import Foundation
import WidgetRaster

/// What a chart can plot: numbers and dates on a linear scale, strings as categories, and any type
/// that stands for one of them through its `primitivePlottable` (an enum with a `String` or number
/// raw value conforms by saying so: `enum Flavor: String, Plottable`).
public protocol Plottable {
    /// The number, date or string the value is plotted as.
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a plotted primitive stands for (an axis value read back); nil where none does.
    init?(primitivePlottable: PrimitivePlottable)

    var _chartValue: ChartValue { get }
    /// The value a plotted value stands for (an axis value read back, `AxisValue.as(_:)`).
    static func _make(_ value: ChartValue) -> Self?
}

extension Plottable {
    public var _chartValue: ChartValue { primitivePlottable._chartValue }
    public static func _make(_ value: ChartValue) -> Self? { PrimitivePlottable._make(value).flatMap(Self.init(primitivePlottable:)) }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitives: each plotted as itself.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: BinaryInteger, Self: _PrimitivePlottable {
    public var _chartValue: ChartValue { .number(Double(self)) }
    public static func _make(_ value: ChartValue) -> Self? {
        if case .number(let n) = value, n.isFinite { Self(exactly: n.rounded()) } else { nil }
    }
}

extension Plottable where Self: BinaryFloatingPoint, Self: _PrimitivePlottable {
    public var _chartValue: ChartValue { .number(Double(self)) }
    public static func _make(_ value: ChartValue) -> Self? { if case .number(let n) = value { Self(n) } else { nil } }
}

extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {
    public var _chartValue: ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
    public static func _make(_ value: ChartValue) -> Decimal? { if case .number(let n) = value { Decimal(n) } else { nil } }
}
extension String: _PrimitivePlottable {
    public var _chartValue: ChartValue { .category(self) }
    public static func _make(_ value: ChartValue) -> String? { if case .category(let name) = value { name } else { nil } }
}
extension Date: _PrimitivePlottable {
    public var _chartValue: ChartValue { .number(timeIntervalSince1970) }
    public static func _make(_ value: ChartValue) -> Date? { if case .number(let n) = value { Date(timeIntervalSince1970: n) } else { nil } }
}
