import Foundation
import enum WidgetRasterModel.ICUFormatting

extension Date.ComponentsFormatStyle {
    /// How the fields of a date range are written: "2 hours, 10 minutes" (wide), "2 hr, 10 min"
    /// (abbreviated), "2 hr 10 min" (condensed), "2h 10m" (narrow), "two hours, ten minutes" (spelled out).
    public struct Style: Codable, Hashable, Sendable {
        let width: String
        let list: ICUFormatting.ListWidth.RawValue
        let spellsOut: Bool

        public static var wide: Date.ComponentsFormatStyle.Style { Style(width: "unit-width-full-name", list: 0, spellsOut: false) }
        public static var abbreviated: Date.ComponentsFormatStyle.Style { Style(width: "unit-width-short", list: 1, spellsOut: false) }
        public static var condensedAbbreviated: Date.ComponentsFormatStyle.Style { Style(width: "unit-width-short", list: 2, spellsOut: false) }
        public static var narrow: Date.ComponentsFormatStyle.Style { Style(width: "unit-width-narrow", list: 2, spellsOut: false) }
        public static var spellOut: Date.ComponentsFormatStyle.Style { Style(width: "unit-width-full-name", list: 0, spellsOut: true) }
    }
}

/// The style `.components(style:fields:)` and `.timeDuration` give a date range: its length in
/// calendar fields ("1 hour, 5 minutes"), or as a clock does ("1:05:00"). Foundation on Linux
/// declares `Date.ComponentsFormatStyle` as an empty stub, which can hold no style and cannot be
/// declared again, so these two give this style in its place; `range.formatted(.components(…))`
/// reads as on iOS, a value typed `Date.ComponentsFormatStyle` does not compile.
public struct _DateComponentsFormatStyle: FormatStyle, Codable, Hashable, Sendable {
    /// The fields' style; nil: as a clock writes the length.
    var style: Date.ComponentsFormatStyle.Style?
    var fields: Set<Date.ComponentsFormatStyle.Field>?
    var locale: Locale = .autoupdatingCurrent
    var calendar: Calendar = .autoupdatingCurrent

    public func format(_ range: Range<Date>) -> String {
        guard let style else {
            let duration = Duration.seconds(range.upperBound.timeIntervalSince(range.lowerBound))
            let pattern: Duration.TimeFormatStyle.Pattern = duration >= .seconds(3_600) ? .hourMinuteSecond : .minuteSecond
            return duration.formatted(.time(pattern: pattern).locale(locale))
        }
        let order: [(Date.ComponentsFormatStyle.Field, Calendar.Component, String)] = [
            (.year, .year, "year"), (.month, .month, "month"), (.week, .weekOfMonth, "week"), (.day, .day, "day"),
            (.hour, .hour, "hour"), (.minute, .minute, "minute"), (.second, .second, "second"),
        ]
        let chosen = order.filter { fields?.contains($0.0) ?? true }
        guard let smallest = chosen.last else { return "" }
        let components = calendar.dateComponents(Set(chosen.map(\.1)), from: range.lowerBound, to: range.upperBound)
        var values = chosen.compactMap { field -> (Int, String)? in
            guard let value = components.value(for: field.1), value != 0 else { return nil }
            return (value, field.2)
        }
        if values.isEmpty { values = [(0, smallest.2)] }
        let texts = values.map { value, unit in write(value, unit: unit, style: style) }
        let width = ICUFormatting.ListWidth(rawValue: style.list) ?? .wide
        return ICUFormatting.joinUnits(texts, width: width, locale: locale)
            ?? texts.joined(separator: width == .wide || width == .short ? ", " : " ")
    }

    public func locale(_ locale: Locale) -> Self {
        var style = self
        style.locale = locale
        return style
    }

    /// One field: "2 hours", "2 hr", "2h", "two hours"; where ICU cannot be reached, "2 hour".
    private func write(_ value: Int, unit: String, style: Date.ComponentsFormatStyle.Style) -> String {
        guard let text = ICUFormatting.format(Double(value), skeleton: "unit/\(unit) \(style.width)", locale: locale)?.text else {
            return "\(value) \(unit)"
        }
        guard style.spellsOut, let digits = ICUFormatting.format(Double(value), skeleton: "", locale: locale)?.text,
              let range = text.range(of: digits) else { return text }
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = locale
        return speller.string(from: NSNumber(value: value)).map { text.replacingCharacters(in: range, with: $0) } ?? text
    }
}

extension FormatStyle where Self == _DateComponentsFormatStyle {
    /// A date range's length in `fields` (all, from years to seconds, when nil), those of value 0
    /// left out, written in `style`: "1 hour, 5 minutes".
    public static func components(style: Date.ComponentsFormatStyle.Style, fields: Set<Date.ComponentsFormatStyle.Field>? = nil) -> Self {
        _DateComponentsFormatStyle(style: style, fields: fields)
    }

    /// A date range's length as a clock writes it: "1:35", "1:05:00".
    public static var timeDuration: Self { _DateComponentsFormatStyle(style: nil, fields: nil) }
}
