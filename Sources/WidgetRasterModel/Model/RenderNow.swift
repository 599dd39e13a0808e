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

    /// `text` read as a moment: a date and time with its zone, a date (midnight UTC), or `system`.
    package init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "system" {
            self = .system
            return
        }
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) {
                self = .at(date)
                return
            }
        }
        return nil
    }

    /// The fixed moment; nil for the machine's clock.
    package var date: Date? {
        if case .at(let date) = self { return date }
        return nil
    }
}
