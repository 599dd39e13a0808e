import Foundation
import SwiftUI
import WidgetRaster

/// What a vectorized plot (iOS 18) plots of each data element: a key path into it, or one value
/// for every element, with the label Swift Charts shows for its axis.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: String
    /// The value plotted for an element (for a range, its start).
    let value: (DataElement) -> DataValue
    /// A range's end for an element.
    let end: ((DataElement) -> DataValue)?

    init(label: String, value: @escaping (DataElement) -> DataValue, end: ((DataElement) -> DataValue)? = nil) {
        (self.label, self.value, self.end) = (label, value, end)
    }

    /// The value as a mark plots it for one element.
    func plotted(_ element: DataElement) -> PlottableValue<DataValue> {
        PlottableValue(label: label, value: value(element), end: end?(element))
    }

    public static func value(_ labelKey: LocalizedStringKey, _ value: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelKey)") { _ in value }
    }
    public static func value(_ labelKey: LocalizedStringKey, _ value: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelKey)") { $0[keyPath: value] }
    }
    public static func value(_ labelResource: LocalizedStringResource, _ value: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelResource)") { _ in value }
    }
    public static func value(_ labelResource: LocalizedStringResource,
                             _ value: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelResource)") { $0[keyPath: value] }
    }
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label)) { _ in value }
    }
    public static func value(_ label: some StringProtocol, _ value: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label)) { $0[keyPath: value] }
    }
    public static func value(_ label: Text, _ value: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: label._plainString) { _ in value }
    }
    public static func value(_ label: Text, _ value: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: label._plainString) { $0[keyPath: value] }
    }
}

extension PlottableProjection where DataValue: Comparable {
    /// A range from `start` to `end`, the same for every element.
    public static func value(_ label: Text, _ start: DataValue, _ end: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: label._plainString, value: { _ in start }, end: { _ in end })
    }
    public static func value(_ labelKey: LocalizedStringKey, _ start: DataValue, _ end: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelKey)", value: { _ in start }, end: { _ in end })
    }
    public static func value(_ label: some StringProtocol, _ start: DataValue, _ end: DataValue) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label), value: { _ in start }, end: { _ in end })
    }
    public static func value(_ labelResource: LocalizedStringResource, _ start: DataValue, _ end: DataValue)
        -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelResource)", value: { _ in start }, end: { _ in end })
    }
    /// A range from one key path's value to another's.
    public static func value(_ label: Text, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: label._plainString, value: { $0[keyPath: start] }, end: { $0[keyPath: end] })
    }
    public static func value(_ labelKey: LocalizedStringKey, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelKey)", value: { $0[keyPath: start] }, end: { $0[keyPath: end] })
    }
    public static func value(_ label: some StringProtocol, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label), value: { $0[keyPath: start] }, end: { $0[keyPath: end] })
    }
    public static func value(_ labelResource: LocalizedStringResource, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelResource)", value: { $0[keyPath: start] }, end: { $0[keyPath: end] })
    }
}

extension PlottableProjection where DataValue == Date {
    /// A date plotted as the `unit` of the calendar it falls in, at the unit's middle.
    public static func value(_ labelKey: LocalizedStringKey, _ date: DataValue, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableProjection<DataElement, DataValue> {
        let middle = PlottableValue<Date>.middle(of: unit, containing: date, calendar: calendar)
        return PlottableProjection(label: "\(labelKey)") { _ in middle }
    }
    public static func value(_ labelKey: LocalizedStringKey, _ date: KeyPath<DataElement, DataValue>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: "\(labelKey)") { PlottableValue<Date>.middle(of: unit, containing: $0[keyPath: date], calendar: calendar) }
    }
    public static func value(_ label: some StringProtocol, _ date: DataValue, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableProjection<DataElement, DataValue> {
        let middle = PlottableValue<Date>.middle(of: unit, containing: date, calendar: calendar)
        return PlottableProjection(label: String(label)) { _ in middle }
    }
    public static func value(_ label: some StringProtocol, _ date: KeyPath<DataElement, DataValue>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableProjection<DataElement, DataValue> {
        PlottableProjection(label: String(label)) { PlottableValue<Date>.middle(of: unit, containing: $0[keyPath: date], calendar: calendar) }
    }
}
