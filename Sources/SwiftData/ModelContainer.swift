import Foundation
import Synchronization

/// The store of a set of model types, shared by every context made from it: what one context
/// inserts, another fetches (as contexts of one SQLite store see each other's saved changes).
public final class ModelContainer: Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store = Mutex<[ObjectIdentifier: [AnyObject]]>([:])

    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.schema = Schema(forTypes)
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// The context of the main actor, as SwiftUI's views use it.
    @MainActor public var mainContext: ModelContext { ModelContext(self) }

    func insert(_ model: AnyObject, as type: ObjectIdentifier) {
        store.withLock { store in
            if !(store[type] ?? []).contains(where: { $0 === model }) { store[type, default: []].append(model) }
        }
    }

    func remove(_ model: AnyObject, as type: ObjectIdentifier) {
        store.withLock { $0[type]?.removeAll { $0 === model } }
    }

    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        store.withLock { ($0[ObjectIdentifier(type)] ?? []).compactMap { $0 as? T } }
    }
}
