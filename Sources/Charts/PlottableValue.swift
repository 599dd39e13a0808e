import Foundation
import SwiftUI
import WidgetRaster

/// A value a mark plots, with the label Swift Charts shows for its axis; a range or a bin plots
/// the interval from its lower to its upper bound (a histogram's bar spans its bin).
public struct PlottableValue<Value: Plottable> {
    public let label: String
    public let value: Value
    /// The interval's upper bound, where the value is a range (`value` is then its lower bound).
    let end: Value?

    init(label: String, value: Value, end: Value? = nil) {
        self.label = label
        self.value = value
        self.end = end
    }

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

    /// The value as the chart model holds it, and the interval's start where it is a range of numbers.
    var interval: (start: Double?, end: ChartValue) {
        guard let end, case .number(let lower) = value._chartValue else { return (nil, value._chartValue) }
        return (lower, end._chartValue)
    }
}

extension PlottableValue where Value: Comparable {
    public static func value(_ labelKey: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "\(labelKey)", value: range.lowerBound, end: range.upperBound)
    }
    public static func value(_ labelKey: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "\(labelKey)", value: range.lowerBound, end: range.upperBound)
    }
    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label._plainString, value: range.lowerBound, end: range.upperBound)
    }
    public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label._plainString, value: range.lowerBound, end: range.upperBound)
    }
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: range.lowerBound, end: range.upperBound)
    }
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: range.lowerBound, end: range.upperBound)
    }
    public static func value(_ labelResource: LocalizedStringResource, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "\(labelResource)", value: range.lowerBound, end: range.upperBound)
    }
    public static func value(_ labelResource: LocalizedStringResource, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "\(labelResource)", value: range.lowerBound, end: range.upperBound)
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
