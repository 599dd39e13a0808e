/// A query that finds entities by their properties, as Shortcuts' Find action asks ("Trails where
/// Name contains …", sorted, limited). Accepted: a rendering never runs a Find action, so its
/// properties and sorting options are kept only as written.
public protocol EntityPropertyQuery: EntityQuery {
    /// What the comparators turn a person's criteria into (an app's predicate type, or a string).
    associatedtype ComparatorMappingType
    /// The properties a person can filter by, each with its comparators.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties a person can sort by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The entities matching `comparators` (all of them, or any, as `mode` says), sorted and limited.
    func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>],
                  limit: Int?) async throws -> Result
}

extension EntityPropertyQuery {
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    public typealias ComparatorMode = EntityQueryComparatorMode
    public typealias Sort = EntityQuerySort
    /// `Property(\.$name) { … }` in a property query is a query property.
    public typealias Property = EntityQueryProperty
    public typealias SortableBy = EntityQuerySortableByProperty
}

/// Whether a property query's entities match all of its criteria, or any.
public enum EntityQueryComparatorMode: Hashable, Sendable {
    case and, or
}

/// A property query's properties (`QueryProperties { Property(\.$name) { EqualToComparator { $0 } } }`).
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType> {
    public let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    public init(@EntityQueryPropertiesBuilder<Entity, ComparatorMappingType>
                properties: () -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]) {
        self.properties = properties()
    }
}

/// One property of a property query, with how many comparators it offers.
public struct EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType> {
    public let keyPath: PartialKeyPath<Entity>
    public let comparatorCount: Int
}

/// A property a person can filter by, with the comparisons it offers (`Property(\.$name) {
/// EqualToComparator { $0 } ContainsComparator { $0 } }`).
public final class EntityQueryProperty<Entity: AppEntity, PropertyType, ComparatorMappingType> {
    public let keyPath: KeyPath<Entity, EntityProperty<PropertyType>>
    public let comparators: [EntityQueryComparator<PropertyType, ComparatorMappingType>]

    public init(_ keyPath: KeyPath<Entity, EntityProperty<PropertyType>>,
                @EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType>
                comparators: () -> [EntityQueryComparator<PropertyType, ComparatorMappingType>]) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }
}

/// Builds a property query's properties.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    public static func buildExpression<PropertyType>(_ property: EntityQueryProperty<Entity, PropertyType, ComparatorMappingType>)
        -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
        [EntityQueryPropertyDeclaration(keyPath: property.keyPath, comparatorCount: property.comparators.count)]
    }
    public static func buildBlock(_ parts: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]...)
        -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
        parts.flatMap { $0 }
    }
}

/// One comparison a query property offers, turning the person's value into the query's
/// `ComparatorMappingType` (its subclasses: `EqualToComparator { $0 }`, `ContainsComparator { … }`).
public class EntityQueryComparator<PropertyType, ComparatorMappingType> {
    /// Turns the value the person gives into what `entities(matching:…)` receives.
    public let mappingTransform: (PropertyType) -> ComparatorMappingType

    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        self.mappingTransform = mappingTransform
    }
}

/// The property is equal to the person's value.
public final class EqualToComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property is not equal to the person's value.
public final class NotEqualToComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property contains the person's value.
public final class ContainsComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property starts with the person's value.
public final class HasPrefixComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property ends with the person's value.
public final class HasSuffixComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property is less than the person's value.
public final class LessThanComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property is at most the person's value.
public final class LessThanOrEqualToComparator<PropertyType, ComparatorMappingType>:
    EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property is greater than the person's value.
public final class GreaterThanComparator<PropertyType, ComparatorMappingType>: EntityQueryComparator<PropertyType, ComparatorMappingType> {}
/// The property is at least the person's value.
public final class GreaterThanOrEqualToComparator<PropertyType, ComparatorMappingType>:
    EntityQueryComparator<PropertyType, ComparatorMappingType> {}

/// Builds a query property's comparators.
@resultBuilder
public enum EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType> {
    public static func buildExpression(_ comparator: EntityQueryComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparator<PropertyType, ComparatorMappingType>] {
        [comparator]
    }
    public static func buildBlock(_ parts: [EntityQueryComparator<PropertyType, ComparatorMappingType>]...)
        -> [EntityQueryComparator<PropertyType, ComparatorMappingType>] {
        parts.flatMap { $0 }
    }
}

/// The properties a person can sort a property query's results by (`SortingOptions { SortableBy(\.$name) }`).
public struct EntityQuerySortingOptions<Entity: AppEntity> {
    public let options: [EntityQuerySortableByProperty<Entity>]

    public init(@EntityQuerySortingOptionsBuilder<Entity> sortingOptions: () -> [EntityQuerySortableByProperty<Entity>]) {
        options = sortingOptions()
    }
}

/// A property a person can sort by.
public struct EntityQuerySortableByProperty<Entity: AppEntity> {
    public let keyPath: PartialKeyPath<Entity>

    public init<Property>(_ keyPath: KeyPath<Entity, Property>) { self.keyPath = keyPath }
}

/// Builds a property query's sorting options.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    public static func buildExpression(_ option: EntityQuerySortableByProperty<Entity>) -> [EntityQuerySortableByProperty<Entity>] {
        [option]
    }
    public static func buildBlock(_ parts: [EntityQuerySortableByProperty<Entity>]...) -> [EntityQuerySortableByProperty<Entity>] {
        parts.flatMap { $0 }
    }
}

/// One key a property query's results are sorted by, and in which order.
public struct EntityQuerySort<Entity: AppEntity> {
    public let by: PartialKeyPath<Entity>
    public let order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }

    /// Lowest first, or highest first.
    public enum Ordering: Hashable, Sendable {
        case ascending, descending
    }
}
