import Foundation

/// Runs `count` workers at once on threads of their own, the caller's thread being one of them,
/// and returns when all have finished (the main thread serving its run loop meanwhile). Unlike `DispatchQueue.concurrentPerform`, which runs at
/// most as many at once as there are cores, `-j N` gets exactly N workers.
enum WorkerThreads {
    /// Stack size of a worker: as the main thread's, for deeply nested layouts.
    static let stackSize = 8 << 20

    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let count = max(1, count)
        let group = DispatchGroup()
        for index in 1..<count {
            group.enter()
            let thread = Thread {
                body(index)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        body(0)
        // The main thread keeps its run loop turning while the others finish: an app's provider
        // on another worker may be waiting for main-queue work (`receive(on: DispatchQueue.main)`).
        if Thread.isMainThread {
            while group.wait(timeout: .now()) == .timedOut { MainRunLoop.turn() }
        } else {
            group.wait()
        }
    }
}
