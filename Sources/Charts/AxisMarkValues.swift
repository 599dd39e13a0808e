import Foundation
import SwiftUI
import WidgetRaster

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case calendarStride(Calendar.Component, count: Int)
        case explicit([ChartValue], dates: Bool)
    }
    let kind: Kind

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(stepSize))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .calendarStride(component, count: count))
    }
    static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .explicit(values.map(\._chartValue), dates: P.self == Date.self))
    }

    /// The values over the chart's domain on this axis, and whether they are dates.
    func resolve(in axis: _AxisContext, dates formatIsDate: Bool) -> (values: [ChartValue], dates: Bool) {
        let chart = axis.chart
        // An x axis of dates: values past 1980 in seconds since 1970 are taken for dates when the
        // format does not say.
        let dates = formatIsDate || (axis.isX && chart.axisXDomain.lowerBound > 3e8)
        func numbers(_ values: [Double]) -> [ChartValue] { values.map { .number($0) } }
        switch kind {
        case .explicit(let values, let explicitDates): return (values, explicitDates || dates)
        case .automatic(let count):
            if axis.isX {
                let categories = chart.marks.flatMap(\.points).compactMap { point -> String? in
                    if case .category(let name)? = point.x { name } else { nil }
                }
                if !categories.isEmpty { return (categories.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }.map { .category($0) }, false) }
                return (numbers(chart.automaticXValues(desiredCount: count ?? 4, dates: dates)), dates)
            }
            return (numbers(chart.automaticYValues), false)
        case .stride(let step):
            let domain = axis.isX ? chart.axisXDomain : chart.axisYDomain
            guard step > 0 else { return ([], dates) }
            var value = (domain.lowerBound / step).rounded(.up) * step, values: [Double] = []
            while value <= domain.upperBound + step * 1e-9, values.count < 100 { values.append(value); value += step }
            return (numbers(values), dates)
        case let .calendarStride(component, count):
            let domain = axis.isX ? chart.axisXDomain : chart.axisYDomain
            let calendar = Calendar.current
            var date = calendar.dateInterval(of: component, for: Date(timeIntervalSince1970: domain.lowerBound))?.start
                ?? Date(timeIntervalSince1970: domain.lowerBound)
            var values: [Double] = []
            while date.timeIntervalSince1970 <= domain.upperBound, values.count < 100 {
                if date.timeIntervalSince1970 >= domain.lowerBound { values.append(date.timeIntervalSince1970) }
                guard let next = calendar.date(byAdding: component, value: max(1, count), to: date) else { break }
                date = next
            }
            return (numbers(values), true)
        }
    }
}
