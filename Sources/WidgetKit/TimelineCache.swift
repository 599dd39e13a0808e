import Foundation
import WidgetRaster

/// A widget's timelines, one per provider context: the provider is asked once for each family
/// and display size, as WidgetKit asks it, however many images (scales, variants, Dynamic Type
/// sizes) show that timeline and however many workers draw them at once.
final class TimelineCache: @unchecked Sendable {
    struct Key: Hashable {
        var family: WidgetFamily
        var width: Double
        var height: Double
        var scale: Int
    }

    /// One context's timeline, asked for by the first worker that needs it while the others wait.
    private final class Cell {
        let lock = NSLock()
        var items: [TimelineItem]?
    }

    private let lock = NSLock()
    private var cells: [Key: Cell] = [:]

    /// The timeline for `key`, made by `make` the first time and kept.
    func items(for key: Key, make: () -> [TimelineItem]) -> [TimelineItem] {
        lock.lock()
        let cell = cells[key] ?? Cell()
        cells[key] = cell
        lock.unlock()
        cell.lock.lock()
        defer { cell.lock.unlock() }
        if let items = cell.items { return items }
        let items = make()
        cell.items = items
        return items
    }
}
