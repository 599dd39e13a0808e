import Foundation
import Synchronization

/// The store of a set of model types, shared by every context made from it: what one context
/// inserts, another fetches (as contexts of one SQLite store see each other's saved changes).
public final class ModelContainer: Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The migration plan the container was made with. Accepted; never run: the store starts empty.
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    let store = Mutex<[ObjectIdentifier: [AnyObject]]>([:])

    private init(schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.migrationPlan = migrationPlan
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(forTypes), migrationPlan: nil, configurations: configurations)
    }

    /// A container for `forTypes` in stores of any kind (each kept in memory here).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: any DataStoreConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    @_disfavoredOverload
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema, migrationPlan: nil, configurations: configurations)
    }

    /// A container for `givenSchema` in stores of any kind: a configuration that is not a
    /// `ModelConfiguration` describes a store this in-memory one stands in for.
    public convenience init(for givenSchema: Schema, configurations: [any DataStoreConfiguration]) throws {
        self.init(schema: givenSchema, migrationPlan: nil, configurations: configurations.compactMap { $0 as? ModelConfiguration })
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        self.init(schema: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: [ModelConfiguration] = []) throws {
        self.init(schema: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
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
