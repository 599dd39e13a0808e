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

    /// Every model of the type, in the store's order (`@Query var items: [Item]`: the macro gives
    /// the element type, from the property's).
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

    /// The models `descriptor` fetches; the transaction, which animates changes, is accepted (a
    /// still image has no changes to animate).
    @_disfavoredOverload
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor)
    }

    /// The models matching `filter` in `descriptors`' order; the transaction is accepted.
    @_disfavoredOverload
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models matching `filter` in `keyPath`'s order; the transaction is accepted.
    @_disfavoredOverload
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models matching `filter` in `keyPath`'s order (no value first); the transaction is accepted.
    @_disfavoredOverload
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

// `@Query var items: [Item]`: the property reads a `Query<Item, [Item]>` stored beside it as
// `_items`, made with the attribute's arguments, so the element type comes from the property's.

/// Every model of the property's element type.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// Every model of the property's element type; the transaction is accepted.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction) = #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// Every model of the property's element type; the animation is accepted.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models matching `filter` in `descriptors`' order.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models matching `filter` in `descriptors`' order; the animation is accepted.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models matching `filter` in `keyPath`'s order.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models matching `filter` in `keyPath`'s order (an optional key).
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models matching `filter` in `keyPath`'s order; the animation is accepted.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models matching `filter` in `keyPath`'s order (an optional key); the animation is accepted.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models `descriptor` fetches.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")

/// The models `descriptor` fetches; the animation is accepted.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "WidgetRasterMacros", type: "QueryMacro")
