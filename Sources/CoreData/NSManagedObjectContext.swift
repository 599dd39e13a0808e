import Foundation

/// A scratchpad of managed objects. A rendering has no app database: a context starts empty and
/// holds what is inserted into it. A fetch returns the inserted objects of its entity, offset and
/// limited as asked; one that would have to evaluate a predicate or sort descriptors over objects
/// (key-value coding is not on Linux) throws, naming them, rather than answer wrongly.
open class NSManagedObjectContext: @unchecked Sendable {
    public enum ConcurrencyType: Sendable { case mainQueueConcurrencyType, privateQueueConcurrencyType }

    public let concurrencyType: ConcurrencyType
    /// The store the context's objects are numbered in; its container's, else one of its own.
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator? = NSPersistentStoreCoordinator()
    public var automaticallyMergesChangesFromParent = false
    public var name: String?
    public private(set) var registeredObjects: Set<NSManagedObject> = []
    public private(set) var hasChanges = false
    private var inserted: [NSManagedObject] = []

    public init(concurrencyType: ConcurrencyType) { self.concurrencyType = concurrencyType }

    open func insert(_ object: NSManagedObject) {
        guard !registeredObjects.contains(object) else { return }
        object.managedObjectContext = self
        if object.storedID == nil { object.storedID = persistentStoreCoordinator?.register(object) }
        inserted.append(object)
        registeredObjects.insert(object)
        hasChanges = true
    }

    open func delete(_ object: NSManagedObject) {
        inserted.removeAll { $0 === object }
        registeredObjects.remove(object)
        object.managedObjectContext = nil
        if let id = object.storedID { persistentStoreCoordinator?.forget(id) }
        hasChanges = true
    }

    /// The object with an identity: the one inserted with it.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        persistentStoreCoordinator?.object(with: objectID) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object with an identity, or an error where the store has none.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = persistentStoreCoordinator?.object(with: objectID) else {
            throw NSError(domain: "NSCocoaErrorDomain", code: 133_000, userInfo: [NSLocalizedDescriptionKey:
                "no object with identity \(objectID.uriRepresentation().absoluteString) in the store"])
        }
        return object
    }

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let matching = inserted.filter { $0.entity.name == request.entityName }
        if !matching.isEmpty, request.predicate != nil || !(request.sortDescriptors ?? []).isEmpty {
            throw NSError(domain: "NSCocoaErrorDomain", code: 134_060, userInfo: [NSLocalizedDescriptionKey:
                "Core Data predicates and sort descriptors are not evaluated in a rendering (no key-value coding on Linux): "
                + "fetch \(request.entityName ?? "the entity") without them and filter in Swift"])
        }
        let offset = min(request.fetchOffset, matching.count)
        let end = request.fetchLimit > 0 ? min(offset + request.fetchLimit, matching.count) : matching.count
        return matching[offset..<end].compactMap { $0 as? T }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    open func save() throws { hasChanges = false }
    open func rollback() { hasChanges = false }
    open func reset() {
        inserted.removeAll()
        registeredObjects.removeAll()
        hasChanges = false
    }

    /// Runs `block` now: a rendering has one thread of work per context.
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
    open func perform<T>(_ block: () throws -> T) async rethrows -> T { try block() }
}
