import Foundation

/// When or where a widget or intent matters to a person (iOS 17), a hint for the Smart Stack's
/// ordering. Only watchOS acts on it, and a rendering draws the widget whatever it says.
public struct RelevantContext: Sendable {
    let start: Date
    let end: Date?

    /// Relevant at one moment.
    public static func date(_ exact: Date) -> RelevantContext { RelevantContext(start: exact, end: nil) }
    /// Relevant between two moments.
    public static func date(from: Date, to: Date) -> RelevantContext { RelevantContext(start: from, end: to) }
}
