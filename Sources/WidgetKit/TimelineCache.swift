import Foundation
import WidgetRaster

/// A widget's timelines, one per provider context: the provider is asked once for each family
/// and display size, as WidgetKit asks it, however many images (scales, variants, Dynamic Type
/// sizes) show that timeline and however many workers draw them at once.
final class TimelineCache: @unchecked Sendable {
    struct Key: Hashable {
        var family: RenderFamily
        var width: Double
        var height: Double
        var scale: Int
        /// The render's moment (nil: the machine's clock).
        var now: Date?
    }

    private let lock = NSLock()
    private var timelines: [Key: [TimelineItem]] = [:]
    /// Contexts whose provider a worker is asking now.
    private var asking: Set<Key> = []

    /// The timeline for `key`, made by `make` the first time and kept. A worker that needs a
    /// timeline another worker is asking for waits without blocking its thread's run loop: on
    /// the main thread it keeps the run loop turning, since that provider may be waiting for
    /// the main queue.
    func items(for key: Key, make: () -> [TimelineItem]) -> [TimelineItem] {
        while true {
            lock.lock()
            if let items = timelines[key] {
                lock.unlock()
                return items
            }
            if !asking.contains(key) {
                asking.insert(key)
                lock.unlock()
                let items = make()
                lock.lock()
                timelines[key] = items
                asking.remove(key)
                lock.unlock()
                return items
            }
            lock.unlock()
            MainRunLoop.pause()
        }
    }
}
