import SwiftUI

/// The model context views read (`@Environment(\.modelContext)`): the one `modelContainer(_:)` or
/// `modelContext(_:)` gives them, else one of an empty container of no models.
struct ModelContextKey: EnvironmentKey {
    static let defaultValue: ModelContext? = nil
}

extension EnvironmentValues {
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext.empty }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// A context of a container of no models, for views no container was given to.
    nonisolated(unsafe) static let empty: ModelContext = {
        guard let container = try? ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]) else {
            fatalError("an empty in-memory model container could not be made")
        }
        return ModelContext(container)
    }()
}

extension View {
    /// The views inside read `container`'s main context as their model context.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, ModelContext(container))
    }

    /// A new in-memory container for `modelType` (a rendering keeps no store on disk), its main
    /// context in the views' environment; `onSetup` hears of it, or of the error that stopped it.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// A new in-memory container for `modelTypes`, its main context in the views' environment.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let result = Result { try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]) }
        onSetup(result)
        return environment(\.modelContext, (try? result.get()).map(ModelContext.init) ?? ModelContext.empty)
    }

    /// The views inside read `modelContext` as their model context.
    public func modelContext(_ modelContext: ModelContext) -> some View { environment(\.modelContext, modelContext) }
}
