import Foundation

/// The moment a render shows as "now": what a widget's code reads from the clock and what its
/// relative and timer texts count from where no timeline entry's date says otherwise.
package enum RenderNow: Hashable, Sendable {
    /// A fixed moment, the same whenever the render runs.
    case at(Date)
    /// The machine's clock.
    case system

    /// 8 June 2026, 9:41 UTC: the moment of every render that names none, so goldens hold.
    package static let reference = DateTextFormatter.parse("2026-06-08T09:41:00Z")!

    /// What `--now` and `WIDGETRASTER_NOW` take, for their error messages.
    package static let expected = "an ISO 8601 date and time with its time zone (2026-06-08T09:41:00Z), a date (2026-06-08) "
        + "or 'system' for the machine's clock"

    /// The error for `text` given as `source` (`--now`, `WIDGETRASTER_NOW`) when it is not a moment.
    package static func notAMoment(_ text: String, in source: String) -> String {
        "\(source): '\(text)' is not a moment; expected \(expected)"
    }

    /// `text` read as a moment: a date and time with its zone, a date (midnight UTC), or `system`.
    package init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "system" {
            self = .system
        } else if let date = DateTextFormatter.parse(text) ?? Self.day(text) {
            self = .at(date)
        } else {
            return nil
        }
    }

    /// A date alone, at midnight UTC.
    private static func day(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)
    }

    /// The fixed moment; nil for the machine's clock.
    package var date: Date? {
        if case .at(let date) = self { return date }
        return nil
    }

    /// The moment as a render reads it now: the fixed one, or the machine's clock.
    package var current: Date { date ?? Date() }
}
