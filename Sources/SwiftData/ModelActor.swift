/// An actor that works on a container's models off the main actor (`@ModelActor actor Store`),
/// through a context of its own that its executor holds.
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The context the actor's work inserts into and fetches from: its executor's.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model `id` names, if the actor's context inserted or fetched it.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}

/// What holds a model actor's context.
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor: it holds the context the actor's methods use (the
/// actor's own executor runs them, one at a time, as a serial executor does).
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// `@ModelActor`: the actor gets `modelContainer`, `modelExecutor` (with a context of the
/// container) and `init(modelContainer:)`, and becomes a ``ModelActor``.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "WidgetRasterMacros", type: "ModelActorMacro")
