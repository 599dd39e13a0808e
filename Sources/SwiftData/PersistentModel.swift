import Foundation

/// A class SwiftData stores (`@Model` makes one). Here the store is in memory, so a model is
/// known by its identity: two references are the same model when they are the same object.
public protocol PersistentModel: AnyObject, Hashable, Identifiable {}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(self) }
    /// The context that last inserted or fetched the model, if any.
    public var modelContext: ModelContext? { ModelContext.owner(of: self) }
}

/// Which model a reference names, across contexts of one container. Two identifiers are equal
/// when they name the same model object.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
    let reference: Reference
    /// The model's entity: its class's name.
    public let entityName: String
    /// The store the model is in: its context's configuration's name; nil before it is inserted.
    public let storeIdentifier: String?

    init(_ model: some PersistentModel) {
        object = ObjectIdentifier(model)
        reference = Reference(model: model)
        entityName = String(describing: type(of: model))
        storeIdentifier = ModelContext.owner(of: model)?.container.configurations.first?.name
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.object == rhs.object }
    public func hash(into hasher: inout Hasher) { hasher.combine(object) }

    /// The model the identifier was taken from, while it is alive (a context hands it back).
    final class Reference: @unchecked Sendable {
        weak var model: (any PersistentModel)?
        init(model: any PersistentModel) { self.model = model }
    }
}

/// `@Model`: the class becomes a ``PersistentModel``.
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "WidgetRasterMacros", type: "ModelMacro")

/// `@Attribute(.unique)` and the like: how a property is stored (nothing to do in memory).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetRasterMacros", type: "MarkerAttributeMacro")

/// `@Relationship(deleteRule:inverse:)`: how related models are kept (nothing to do in memory).
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetRasterMacros", type: "MarkerAttributeMacro")

/// `@Transient`: a property that is not stored.
@attached(peer)
public macro Transient() = #externalMacro(module: "WidgetRasterMacros", type: "MarkerAttributeMacro")
