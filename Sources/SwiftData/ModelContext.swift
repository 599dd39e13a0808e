import Foundation
import Synchronization

/// Inserts, fetches and deletes models of its container's store.
public final class ModelContext {
    public let container: ModelContainer
    public var autosaveEnabled = true
    /// Whether anything was inserted or deleted since the last save.
    public private(set) var hasChanges = false

    public init(_ container: ModelContainer) { self.container = container }

    public func insert<T: PersistentModel>(_ model: T) {
        container.insert(model, as: ObjectIdentifier(T.self))
        Self.owners.withLock { $0[ObjectIdentifier(model)] = Owner(context: self) }
        hasChanges = true
    }

    public func delete<T: PersistentModel>(_ model: T) {
        container.remove(model, as: ObjectIdentifier(T.self))
        Self.owners.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(model)) }
        hasChanges = true
    }

    /// Deletes every model of `model` matching `predicate` (all of them when it is nil).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for item in try fetch(FetchDescriptor(predicate: predicate)) { delete(item) }
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = container.models(of: T.self)
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        let offset = min(descriptor.fetchOffset ?? 0, models.count)
        let end = descriptor.fetchLimit.map { min(offset + $0, models.count) } ?? models.count
        let fetched = Array(models[offset..<end])
        Self.owners.withLock { owners in for model in fetched { owners[ObjectIdentifier(model)] = Owner(context: self) } }
        return fetched
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model `descriptor` fetches.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
                                              allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {
        try fetch(descriptor).forEach(block)
    }

    public func save() throws { hasChanges = false }
    public func rollback() { hasChanges = false }
    public func processPendingChanges() {}
    public func transaction(block: () throws -> Void) throws { try block(); try save() }

    private struct Owner: @unchecked Sendable { weak var context: ModelContext? }
    private static let owners = Mutex<[ObjectIdentifier: Owner]>([:])
    static func owner(of model: AnyObject) -> ModelContext? { owners.withLock { $0[ObjectIdentifier(model)]?.context } }
}
