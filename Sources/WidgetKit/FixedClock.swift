import CFixedClock
import Foundation

/// The wall clock an app's code reads while WidgetRaster runs it: `Date()`, `.now`, formatters and
/// the provider's own threads start at the render's moment, so an image shows the same times
/// whenever it is drawn. The calling thread sees its own render's moment; threads the app starts
/// see the newest one held. A held moment runs on from when it was taken (milliseconds, in a
/// render), so code that waits for the clock to pass a time ends; monotonic clocks are untouched.
package enum FixedClock {
    /// Runs `body` with the wall clock at `now`; nil: the machine's clock, on this thread even while
    /// other renders hold a moment.
    package static func during<T>(_ now: Date?, _ body: () throws -> T) rethrows -> T {
        let previous = wr_fixed_clock_thread_hold()
        hold(now)
        defer { wr_fixed_clock_leave(previous) }
        return try body()
    }

    /// Holds `now` (nil: the machine's clock) on this thread, and for threads holding none, until the process ends.
    package static func hold(_ now: Date?) {
        if let now { wr_fixed_clock_enter(nanoseconds(now)) } else { wr_fixed_clock_enter_machine() }
    }

    /// Moves the machine's clock, as this process reads it outside a fixed moment, by `seconds`
    /// (0 puts it back): how a test renders "an hour later".
    package static func shiftMachineClock(by seconds: TimeInterval) {
        wr_fixed_clock_shift_machine(Int64((seconds * 1e9).rounded()))
    }

    private static func nanoseconds(_ date: Date) -> Int64 {
        let whole = date.timeIntervalSince1970.rounded(.down)
        return Int64(whole) * 1_000_000_000 + Int64(((date.timeIntervalSince1970 - whole) * 1e9).rounded())
    }
}
