import Foundation
import SwiftUI

/// The models a view shows (`@Query(sort: \Trip.date) var trips: [Trip]`): fetched from the
/// environment's model context each time the body reads them, filtered, sorted and limited as
/// the descriptor says. A fetch that fails reads as no models, as an empty list on iOS.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let fetch: (ModelContext) -> Result

    /// The models the query fetches from the environment's model context.
    public var wrappedValue: Result { fetch(modelContext) }

    /// The context the query fetches from: the environment's.
    public var modelContext: ModelContext { Environment(\.modelContext).wrappedValue }

    /// Every model of the type, in the store's order. (`@Query var items: [Item]` with no arguments
    /// does not infer `Item` with this compiler: write `@Query(sort: \Item.date)` or the descriptor.)
    public init() where Result == [Element] { self.init(FetchDescriptor()) }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) where Result == [Element] {
        fetch = { (try? $0.fetch(descriptor)) ?? [] }
    }
}

extension Query where Result == [Element] {

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
