import Foundation

/// The renderers a batch's worker threads share: at most `capacity` exist (one per core by
/// default), each lent to one thread at a time. A renderer's text engine, rasteriser, caches and
/// image buffers are the memory a worker costs, so `-j` past the core count adds threads that
/// wait their turn, not renderers: `-j 16` on two cores paints two images at once, as fast as
/// `-j 2`, in the memory of two workers.
final class RendererPool: @unchecked Sendable {
    let capacity: Int
    private let condition = NSCondition()
    private var idle: [WidgetRenderer] = []
    private var made = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Runs `body` with a renderer no other thread holds, waiting for one if all are lent.
    func withRenderer<R>(_ body: (WidgetRenderer) throws -> R) throws -> R {
        let renderer = try checkOut()
        defer { checkIn(renderer) }
        return try body(renderer)
    }

    private func checkOut() throws -> WidgetRenderer {
        condition.lock()
        while idle.isEmpty && made >= capacity {
            // The main thread keeps its run loop turning while it waits: the worker holding a
            // renderer may be inside an app's provider that waits for the main queue.
            if Thread.isMainThread {
                condition.unlock()
                MainRunLoop.turn()
                condition.lock()
            } else {
                condition.wait()
            }
        }
        if let renderer = idle.popLast() {
            condition.unlock()
            return renderer
        }
        made += 1
        condition.unlock()
        do { return try WidgetRenderer() } catch {
            condition.lock()
            made -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    private func checkIn(_ renderer: WidgetRenderer) {
        condition.lock()
        idle.append(renderer)
        condition.signal()
        condition.unlock()
    }
}
