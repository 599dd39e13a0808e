// PocketCasts' own utilities module (PocketCastsUtils), as far as the widget uses it.
import Foundation

/// Formats durations the way the app does ("1h 5m", "12m").
public final class TimeFormatter {
    public static let shared = TimeFormatter()

    public func multipleUnitFormattedShortTime(time: TimeInterval) -> String {
        let minutes = Int(time / 60) % 60, hours = Int(time / 3600)
        if hours > 0 { return minutes > 0 ? "\(hours)h \(minutes)m" : "\(hours)h" }
        return "\(max(minutes, 1))m"
    }
}
