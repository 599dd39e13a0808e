import Foundation

/// Progress on standard error: a bar redrawn in place on a terminal (done/total, images per
/// second, time left), plain lines every 10 % when output goes to a log (CI), nothing when quiet.
final class ProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    /// Monotonic: the wall clock may be held at a render's "now" while an app's code runs.
    private let start = ContinuousClock.now
    private let interactive: Bool
    private let quiet: Bool
    private var lastDecile = -1
    private var lastDraw: ContinuousClock.Instant?

    init(quiet: Bool) {
        self.quiet = quiet
        interactive = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["CI"] == nil
    }

    func update(done: Int, total: Int) {
        guard !quiet, total > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        let now = ContinuousClock.now
        let elapsed = (now - start).seconds
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        if interactive {
            guard done == total || lastDraw.map({ now - $0 > .milliseconds(100) }) ?? true else { return }
            lastDraw = now
            let width = 28, filled = width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            // Erase the line first: the new text may be shorter than the last.
            let line = String(format: "\r\u{1B}[2K%@ %d/%d images · %.0f images/s · %@ left", bar, done, total, rate, Self.duration(left))
            FileHandle.standardError.write(Data(line.utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        } else {
            let decile = done * 10 / total
            guard decile != lastDecile else { return }
            lastDecile = decile
            let line = String(format: "%d/%d images (%d%%) · %.0f images/s · %@ left\n", done, total, decile * 10, rate,
                              Self.duration(left))
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// A callback for the batch renderer.
    var callback: (@Sendable (Int, Int) -> Void)? {
        if quiet { return nil }
        let reporter = self
        return { done, total in reporter.update(done: done, total: total) }
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 60 ? String(format: "%.0f s", seconds) : String(format: "%d min %02d s", Int(seconds) / 60, Int(seconds) % 60)
    }
}
