import Foundation
import Synchronization

/// Inserts, fetches and deletes models of its container's store.
public final class ModelContext {
    public let container: ModelContainer
    public var autosaveEnabled = true
    /// Whether anything was inserted or deleted since the last save.
    public private(set) var hasChanges = false
    /// The models inserted since the last save, in the order they were inserted.
    public private(set) var insertedModelsArray: [any PersistentModel] = []
    /// The models deleted since the last save (a model inserted and deleted since is in neither).
    public private(set) var deletedModelsArray: [any PersistentModel] = []
    /// The models changed since the last save: none here. Accepted; a model's properties are plain
    /// stored properties, so the context does not see them change (and a rendering never saves).
    public var changedModelsArray: [any PersistentModel] { [] }

    public init(_ container: ModelContainer) { self.container = container }

    public func insert<T: PersistentModel>(_ model: T) {
        container.insert(model, as: ObjectIdentifier(T.self))
        Self.owners.withLock { $0[ObjectIdentifier(model)] = Owner(context: self) }
        if let index = deletedModelsArray.firstIndex(where: { $0 === model }) {
            deletedModelsArray.remove(at: index)
        } else if !insertedModelsArray.contains(where: { $0 === model }) {
            insertedModelsArray.append(model)
        }
        hasChanges = true
    }

    public func delete<T: PersistentModel>(_ model: T) {
        container.remove(model, as: ObjectIdentifier(T.self))
        Self.owners.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(model)) }
        if let index = insertedModelsArray.firstIndex(where: { $0 === model }) {
            insertedModelsArray.remove(at: index)
        } else if !deletedModelsArray.contains(where: { $0 === model }) {
            deletedModelsArray.append(model)
        }
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

    /// The models `descriptor` fetches, as a collection: all of them at once, whatever the batch
    /// size (the store is in memory).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(models: try fetch(descriptor))
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

    /// The model `persistentModelID` names. The store is in memory, so the model is the object
    /// the identifier was taken from; asking for one no longer alive stops the program.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = persistentModelID.reference.model else {
            preconditionFailure("no \(persistentModelID.entityName) with this identifier is in the store any more")
        }
        return model
    }

    /// The model `persistentModelID` names if this context inserted or fetched it, as `T`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        guard let model = persistentModelID.reference.model, Self.owner(of: model) === self else { return nil }
        return model as? T
    }

    public func save() throws { clearChanges() }
    public func rollback() { clearChanges() }
    public func processPendingChanges() {}
    public func transaction(block: () throws -> Void) throws { try block(); try save() }

    private func clearChanges() {
        hasChanges = false
        insertedModelsArray = []
        deletedModelsArray = []
    }

    private struct Owner: @unchecked Sendable { weak var context: ModelContext? }
    private static let owners = Mutex<[ObjectIdentifier: Owner]>([:])
    static func owner(of model: AnyObject) -> ModelContext? { owners.withLock { $0[ObjectIdentifier(model)]?.context } }
}
