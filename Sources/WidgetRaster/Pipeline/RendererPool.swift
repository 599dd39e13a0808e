import Foundation

/// The renderers a batch's worker threads share: at most `capacity` exist (one per core by
/// default), each lent to one thread at a time. A renderer's text engine, rasteriser, caches and
/// image buffers are the memory a worker costs, so `-j` past the core count adds threads that
/// wait their turn, not renderers: `-j 16` on two cores paints two images at once, as fast as
/// `-j 2`, in the memory of two workers.
///
/// A finished pool leaves its renderers to the next pool of the process, up to one per core,
/// with what they read from files forgotten: making a renderer (font map, FreeType, HarfBuzz)
/// and tearing it down each cost about 10 ms on one thread, which at `-j16` had kept a run
/// 0.2 s past its last image.
final class RendererPool: @unchecked Sendable {
    let capacity: Int
    private let condition = NSCondition()
    private var idle: [WidgetRenderer] = []
    private var made = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    deinit { Self.spares.keep(idle) }

    private static let spares = Spares(limit: ProcessInfo.processInfo.activeProcessorCount)

    /// Renderers no pool holds, kept for the next one.
    private final class Spares: @unchecked Sendable {
        private let lock = NSLock()
        private let limit: Int
        private var kept: [WidgetRenderer] = []

        init(limit: Int) { self.limit = limit }

        func keep(_ renderers: [WidgetRenderer]) {
            for renderer in renderers { renderer.forgetFiles() }
            lock.withLock { kept += renderers.prefix(max(0, limit - kept.count)) }
        }

        func take() -> WidgetRenderer? { lock.withLock { kept.popLast() } }
    }

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
        if let spare = Self.spares.take() { return spare }
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
