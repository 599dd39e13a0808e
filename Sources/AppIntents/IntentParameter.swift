/// A parameter of an intent (`@Parameter(title: "City", default: "Cupertino") var city: String`).
/// A class, as in AppIntents: `intent.city = "Paris"` works on a `let intent`, and copies share it.
@propertyWrapper
public final class IntentParameter<Value> {
    public let title: LocalizedStringResource
    private var storage: Value?
    /// The default result of the query the parameter was given (`query:`), in place of its type's.
    private let queryDefault: (() async -> Value?)?

    public var wrappedValue: Value {
        get {
            guard let storage else { preconditionFailure("intent parameter '\(title)' was read before it was given a value") }
            return storage
        }
        set { storage = newValue }
    }

    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default value: Value) {
        self.title = title
        storage = value
        queryDefault = nil
    }

    public init<Wrapped>(title: LocalizedStringResource, description: IntentDescription? = nil) where Value == Wrapped? {
        self.title = title
        storage = .some(nil)
        queryDefault = nil
    }

    /// An array of entities with a size per widget family (`size: [.systemMedium: 3, .systemLarge: 6]`):
    /// its default, or empty, as a new widget's list is until a person picks.
    public init<Element: AppEntity>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                    default defaultValue: [Element]? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
                                    inputConnectionBehavior: InputConnectionBehavior = .default) where Value == [Element] {
        self.title = title
        storage = defaultValue ?? []
        queryDefault = nil
    }

    /// `$name`: the parameter itself (what parameter summaries name).
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the parameter holds no value yet (nil, or never set).
    var isEmpty: Bool {
        guard let storage else { return true }
        return (storage as? any _OptionalValue)?._isNone ?? false
    }

    /// A required parameter with no default: set by the code that makes the intent
    /// (`ToggleTaskIntent(taskID: id)`); reading it before that stops with a message. An optional
    /// one (`var frequency: Period?`, which Swift also gives this initialiser) starts as nil.
    public init(title: LocalizedStringResource, description: IntentDescription? = nil) {
        self.title = title
        storage = (Value.self as? any _OptionalValue.Type)?._none as? Value
        queryDefault = nil
    }

    /// A parameter at `initial`, or else empty as the initialiser above leaves it; an empty entity
    /// parameter takes `queryDefault`'s result where it has one, its entity type's default query's otherwise.
    init(title: LocalizedStringResource, initial: Value?, queryDefault: (() async -> Value?)? = nil) {
        self.title = title
        storage = initial ?? (Value.self as? any _OptionalValue.Type)?._none as? Value
        self.queryDefault = queryDefault
    }
}

public typealias Parameter = IntentParameter

/// Optional, seen without its wrapped type.
public protocol _OptionalValue {
    var _isNone: Bool { get }
    static var _none: Self { get }
}

extension Optional: _OptionalValue {
    public var _isNone: Bool { self == nil }
    public static var _none: Optional { nil }
}

/// An entity's `Optional` (a parameter `var backyard: BackyardEntity?`), for filling defaults.
public protocol _OptionalEntity {
    static func _defaultResult() async -> Self
}

extension Optional: _OptionalEntity where Wrapped: AppEntity {
    public static func _defaultResult() async -> Wrapped? { await Wrapped.defaultQuery.defaultResult() }
}

extension IntentParameter: _DefaultResolvableParameter {
    /// An empty entity parameter, optional or required, takes its query's default result (the
    /// parameter's own `query:`, or its entity type's default query).
    public func _resolveDefault() async {
        guard isEmpty else { return }
        if let queryDefault {
            if let value = await queryDefault() { storage = value }
        } else if let optional = Value.self as? any _OptionalEntity.Type {
            storage = await optional._defaultResult() as? Value
        } else if let entity = Value.self as? any AppEntity.Type, let value = await entity._defaultEntity() as? Value {
            storage = value
        }
    }

    public var _isUnset: Bool { storage == nil }
    public var _title: String { "\(title)" }
}

extension IntentParameter {
    /// A parameter at `defaultValue`, or empty, whose value Siri would ask for with `requestValueDialog`.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue)
    }

    /// An optional parameter at `defaultValue`, or nil.
    @_disfavoredOverload
    public convenience init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                     default defaultValue: Wrapped? = nil, requestValueDialog: IntentDialog? = nil,
                                     inputConnectionBehavior: InputConnectionBehavior = .default) where Value == Wrapped? {
        self.init(title: title, initial: defaultValue.map { $0 })
    }
}

extension IntentParameter where Value == String {
    /// A string parameter at `defaultValue`, typed with `inputOptions`' keyboard in the edit sheet.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
                            inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue)
    }
}

extension IntentParameter where Value == String? {
    /// An optional string parameter at `defaultValue`, or nil.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
                            inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue.map { $0 })
    }
}

extension IntentParameter where Value == Bool {
    /// A Boolean parameter at `defaultValue`, its two values named by `displayName` in the edit sheet.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Bool? = nil,
                            displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue)
    }
}

extension IntentParameter where Value == Bool? {
    /// An optional Boolean parameter at `defaultValue`, or nil.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Bool? = nil,
                            displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue.map { $0 })
    }
}

extension IntentParameter {
    /// The lowest and highest values a number parameter's control offers (`inclusiveRange: (1, 7)`).
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

    /// The edit sheet's control for an `Int` parameter (the widget draws the value, not the control).
    public enum IntControlStyle: Hashable, Sendable {
        case field, stepper
    }

    /// The edit sheet's control for a `Double` parameter (the widget draws the value, not the control).
    public enum DoubleControlStyle: Hashable, Sendable {
        case field, slider, stepper
    }
}

extension IntentParameter where Value == Int {
    /// An `Int` parameter at `defaultValue`, set in the edit sheet with `controlStyle` within `inclusiveRange`.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
                            controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue)
    }
}

extension IntentParameter where Value == Int? {
    /// An optional `Int` parameter at `defaultValue`, or nil.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
                            controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue.map { $0 })
    }
}

extension IntentParameter where Value == Double {
    /// A `Double` parameter at `defaultValue`, set in the edit sheet with `controlStyle` within `inclusiveRange`.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
                            controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Double>? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue)
    }
}

extension IntentParameter where Value == Double? {
    /// An optional `Double` parameter at `defaultValue`, or nil.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
                            controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Double>? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue.map { $0 })
    }
}

extension IntentParameter where Value: AppEntity {
    /// An entity parameter at `defaultValue`, or else its query's default result.
    @_disfavoredOverload
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, initial: defaultValue)
    }

    /// An entity parameter whose values come from `query` (`query: FavoritesQuery()`): at
    /// `defaultValue`, or else that query's default result.
    public convenience init<Query: EntityQuery>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
                                                requestDisambiguationDialog: IntentDialog? = nil,
                                                inputConnectionBehavior: InputConnectionBehavior = .default,
                                                query: Query) where Query.Entity == Value {
        self.init(title: title, initial: defaultValue, queryDefault: { await query.defaultResult() })
    }

    /// An entity parameter titled with its entity type's name (`@Parameter var trail: TrailEntity`).
    @_disfavoredOverload
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: Value.typeDisplayRepresentation.name, initial: defaultValue)
    }
}

extension IntentParameter {
    /// An optional entity parameter at `defaultValue`, or else its query's default result.
    @_disfavoredOverload
    public convenience init<Entity: AppEntity>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                               default defaultValue: Entity? = nil, requestValueDialog: IntentDialog? = nil,
                                               requestDisambiguationDialog: IntentDialog? = nil,
                                               inputConnectionBehavior: InputConnectionBehavior = .default) where Value == Entity? {
        self.init(title: title, initial: defaultValue.map { $0 })
    }

    /// An optional entity parameter whose values come from `query`: at `defaultValue`, or else that
    /// query's default result.
    public convenience init<Entity: AppEntity, Query: EntityQuery>(title: LocalizedStringResource,
                                                                   description: LocalizedStringResource? = nil,
                                                                   default defaultValue: Entity? = nil,
                                                                   requestValueDialog: IntentDialog? = nil,
                                                                   requestDisambiguationDialog: IntentDialog? = nil,
                                                                   inputConnectionBehavior: InputConnectionBehavior = .default,
                                                                   query: Query) where Value == Entity?, Query.Entity == Entity {
        self.init(title: title, initial: defaultValue.map { $0 }, queryDefault: { .some(await query.defaultResult()) })
    }

    /// An optional entity parameter titled with its entity type's name.
    @_disfavoredOverload
    public convenience init<Entity: AppEntity>(description: LocalizedStringResource? = nil, default defaultValue: Entity? = nil,
                                               requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                                               inputConnectionBehavior: InputConnectionBehavior = .default) where Value == Entity? {
        self.init(title: Entity.typeDisplayRepresentation.name, initial: defaultValue.map { $0 })
    }
}

extension IntentParameter {
    /// Asks the person for the parameter's value. A rendering never asks anyone: it throws
    /// `needsValueError(dialog)`, with no one to answer.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value { throw needsValueError(dialog) }

    /// Asks the person for an optional parameter's value (a rendering never asks: it throws `needsValueError(dialog)`).
    public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped where Value == Wrapped? {
        throw needsValueError(dialog)
    }

    /// The error that asks the person for the parameter's value and runs the intent again (`throw
    /// $city.needsValueError("Which city?")`).
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError("intent parameter '\(title)' needs a value" + Self.asking(dialog))
    }

    /// Asks the person to pick one of `items`. A rendering never asks anyone: it throws `needsDisambiguationError`.
    public func requestDisambiguation(among items: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        throw needsDisambiguationError(among: items, dialog: dialog)
    }

    /// Asks the person to pick one of `items` for an optional parameter (a rendering never asks: it throws).
    public func requestDisambiguation<Wrapped>(among items: [Wrapped], dialog: IntentDialog? = nil) async throws -> Wrapped
        where Value == Wrapped? {
        throw needsDisambiguationError(among: items, dialog: dialog)
    }

    /// Asks the person to confirm `item`. A rendering never asks anyone: it throws, with no one to confirm.
    public func requestConfirmation(for item: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        throw AppIntentError("intent parameter '\(title)' needs confirming" + Self.asking(dialog))
    }

    /// Asks the person to confirm `item` for an optional parameter (a rendering never asks: it throws).
    public func requestConfirmation<Wrapped>(for item: Wrapped, dialog: IntentDialog? = nil) async throws -> Bool where Value == Wrapped? {
        throw AppIntentError("intent parameter '\(title)' needs confirming" + Self.asking(dialog))
    }

    /// The error that asks the person to pick one of `items` and runs the intent again.
    public func needsDisambiguationError(among items: [Value], dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError("intent parameter '\(title)' needs one of \(items.count) values picked" + Self.asking(dialog))
    }

    /// The error that asks the person to pick one of `items` for an optional parameter.
    public func needsDisambiguationError<Wrapped>(among items: [Wrapped], dialog: IntentDialog? = nil) -> AppIntentError
        where Value == Wrapped? {
        AppIntentError("intent parameter '\(title)' needs one of \(items.count) values picked" + Self.asking(dialog))
    }

    private static func asking(_ dialog: IntentDialog?) -> String { dialog.map { " (\"\($0.text)\")" } ?? "" }
}
