import Foundation

/// How the main thread waits: it lets the main queue's work run while it does, since what it
/// waits for (an app's timeline provider on another worker) may itself be waiting for the main
/// queue. Every wait on the main thread goes through here.
package enum MainRunLoop {
    /// Runs the main run loop for a moment (5 ms), then returns.
    package static func turn() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005)) }

    /// One short wait of a thread: on the main thread a turn of the run loop, elsewhere a 1 ms sleep.
    package static func pause() {
        if Thread.isMainThread { turn() } else { usleep(1_000) }
    }
}
