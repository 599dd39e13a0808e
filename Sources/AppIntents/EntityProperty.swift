/// A property of an entity the system can show and query (`@Property(title: "Length") var length:
/// Int`). A class, as in AppIntents: copies of an entity share it.
@propertyWrapper
public final class EntityProperty<Value> {
    public let title: LocalizedStringResource
    private var storage: Value?

    /// A property the entity's initialiser sets; an optional one starts as nil.
    public init(title: LocalizedStringResource) {
        self.title = title
        storage = (Value.self as? any _OptionalValue.Type)?._none as? Value
    }

    public var wrappedValue: Value {
        get {
            guard let storage else { preconditionFailure("entity property '\(title)' was read before it was given a value") }
            return storage
        }
        set { storage = newValue }
    }

    /// `$length`: the property itself (what property queries and sorting options name).
    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// `@Property` in an entity is `@EntityProperty`.
    public typealias Property = EntityProperty
}
