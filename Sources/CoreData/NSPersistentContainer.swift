import Foundation

/// Where a container keeps its store: in memory here, whatever the description names.
public final class NSPersistentStoreDescription: @unchecked Sendable {
    public var url: URL?
    public var type = "SQLite"
    public var shouldAddStoreAsynchronously = false
    public var shouldMigrateStoreAutomatically = true
    public var shouldInferMappingModelAutomatically = true
    public var cloudKitContainerOptions: AnyObject?

    public init() {}
    public init(url: URL) { self.url = url }

    public func setOption(_ option: NSObject?, forKey key: String) {}
}

/// A Core Data stack: its `viewContext` and new background contexts, over a store that a
/// rendering keeps in memory, starting empty (an app's database is not there: a provider takes
/// the path it takes on a fresh install).
open class NSPersistentContainer: @unchecked Sendable {
    public let name: String
    public var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// The store every context of the container numbers its objects in.
    public let persistentStoreCoordinator = NSPersistentStoreCoordinator()

    public init(name: String) {
        self.name = name
        persistentStoreDescriptions = [NSPersistentStoreDescription()]
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Loads the stores: each is ready at once, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }

    /// The folder Core Data keeps stores in by default.
    open class func defaultDirectoryURL() -> URL { FileManager.default.temporaryDirectory }
}

/// A container that mirrors its store to CloudKit on iOS; here, as `NSPersistentContainer`.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
