import Foundation

/// How the main thread waits: it lets the main queue's work run while it does, since what it
/// waits for (an app's timeline provider on another worker) may itself be waiting for the main
/// queue. Every wait on the main thread goes through here.
package enum MainRunLoop {
    /// Runs what the main run loop has ready (main-queue work, sources) without waiting in it,
    /// then sleeps 1 ms. A timed wait inside the run loop (`run(until:)`) can block for good on
    /// Linux: a batch of providers on the main queue hung in its `ppoll` with the workers done.
    package static func turn() {
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        usleep(1_000)
    }

    /// One short wait of a thread: on the main thread a turn of the run loop, elsewhere a 1 ms sleep.
    package static func pause() {
        if Thread.isMainThread { turn() } else { usleep(1_000) }
    }
}
