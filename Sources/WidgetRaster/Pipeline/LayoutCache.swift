import Foundation

/// Layouts shared by the jobs that paint them, across threads: the first worker to ask for a key
/// computes its layout while the others asking for the same key wait for it. Layouts are values,
/// read by many workers at once.
public final class LayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [LayoutKey: Slot] = [:]

    public init() {}

    /// The layout for a key, made by `make` the first time it is asked for (an error is kept too).
    public func layout(for key: LayoutKey, make: () throws -> WidgetLayout) throws -> WidgetLayout {
        lock.lock()
        let slot: Slot
        if let existing = slots[key] {
            slot = existing
        } else {
            slot = Slot()
            slots[key] = slot
        }
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if slot.result == nil { slot.result = Result { try make() } }
        return try slot.result!.get()
    }

    private final class Slot {
        let lock = NSLock()
        var result: Result<WidgetLayout, Error>?
    }
}
