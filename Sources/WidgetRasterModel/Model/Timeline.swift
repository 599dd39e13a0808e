import Foundation

/// One timeline entry: the moment it describes and the data its text shows then.
public struct TimelineEntry: Hashable, Sendable, Codable {
    public var date: Date
    public var data: [String: String]
    /// What its images' names say instead of `entry2` (a control's `off` and `on`).
    package var name: String?

    public init(date: Date, data: [String: String] = [:]) {
        self.date = date
        self.data = data
    }

    package init(date: Date, data: [String: String] = [:], name: String?) {
        self.init(date: date, data: data)
        self.name = name
    }
}

/// A named set of parameters a person picks when editing the widget (a city, a stock symbol).
public struct NamedConfiguration: Hashable, Sendable, Encodable {
    public var name: String
    public var data: [String: String]

    public init(name: String, data: [String: String] = [:]) {
        self.name = name
        self.data = data
    }
}

/// How a date text is shown, as SwiftUI's `Text(_:style:)` styles it, as of the entry's date.
public enum DateStyle: String, CaseIterable, Sendable, Codable {
    /// "9:41 AM"
    case time
    /// "November 21, 2026"
    case date
    /// "2 hr, 5 min" until or since the date.
    case relative
    /// "+2 hr, 5 min" from the entry's date.
    case offset
    /// "2:05:00", counting down or up.
    case timer
}

/// Formats dates for date texts in a chosen locale and time zone, relative to a moment.
package struct DateTextFormatter: Hashable, Sendable {
    package var locale: Locale
    package var timeZone: TimeZone
    package var now: Date

    package init(locale: Locale, timeZone: TimeZone, now: Date) {
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// A range as the locale writes one: times alone within a day ("9:41 – 10:41 AM"), else dates and times.
    package func string(_ range: ClosedRange<Date>) -> String {
        let f = DateIntervalFormatter()
        f.locale = locale
        f.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        f.dateStyle = calendar.isDate(range.lowerBound, inSameDayAs: range.upperBound) ? .none : .medium
        f.timeStyle = .short
        return f.string(from: range.lowerBound, to: range.upperBound)
    }

    package func string(_ date: Date, style: DateStyle) -> String {
        switch style {
        case .time, .date:
            let f = DateFormatter()
            f.locale = locale
            f.timeZone = timeZone
            f.dateStyle = style == .date ? .long : .none
            f.timeStyle = style == .time ? .short : .none
            return f.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now)
            let text = Self.abbreviated(Int(abs(seconds).rounded()), locale: locale)
            return style == .offset ? (seconds < 0 ? "−" : "+") + text : text
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded())
            let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }

    /// The two largest units in their short form, as SwiftUI's relative style shows them: "3 days,
    /// 2 hr", "2 hr, 5 min", "1 min, 5 sec" in English, and in the locale's language and list
    /// style elsewhere ("3 дня 2 ч"), through ICU; English where ICU is not there.
    package static func abbreviated(_ total: Int, locale: Locale = Locale(identifier: "en_US")) -> String {
        let days = total / 86_400, hours = total / 3600 % 24, minutes = total / 60 % 60, seconds = total % 60
        let parts: [(Int, String)]
        if days > 0 { parts = [(days, "day"), (hours, "hour")] }
        else if hours > 0 { parts = [(hours, "hour"), (minutes, "minute")] }
        else if minutes > 0 { parts = [(minutes, "minute"), (seconds, "second")] }
        else { parts = [(seconds, "second")] }
        let shown = parts.enumerated().filter { $0.offset == 0 || $0.element.0 > 0 }.map(\.element)
        let localized = shown.map { ICUFormatting.format(Double($0.0), skeleton: "unit/\($0.1) unit-width-short", locale: locale)?.text }
        if localized.allSatisfy({ $0 != nil }), let joined = ICUFormatting.joinUnits(localized.compactMap { $0 }, width: .short, locale: locale) {
            return joined
        }
        let english = ["day": "day", "hour": "hr", "minute": "min", "second": "sec"]
        return shown.map { count, unit in
            unit == "day" ? "\(count) \(count == 1 ? "day" : "days")" : "\(count) \(english[unit]!)"
        }.joined(separator: ", ")
    }

    /// ISO 8601 with or without fractional seconds.
    package static func parse(_ text: String) -> Date? {
        let f = ISO8601DateFormatter()
        if let date = f.date(from: text) { return date }
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: text)
    }
}
