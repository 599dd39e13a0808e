@_exported import Foundation

/// An action or configuration the system can show and a person can fill in. For widgets: the
/// intent of an `AppIntentConfiguration`, whose parameters the renderer shows at their defaults.
public protocol AppIntent {
    associatedtype PerformResult: IntentResult = IntentResultContainer
    associatedtype SummaryContent: ParameterSummary = _ParameterSummaryContent<Self>
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    /// Whether the intent may run while the device is locked.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How the edit sheet reads the parameters (changes no image).
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    init()
    /// What the intent does when a widget's button or toggle runs it; a rendering never calls it.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    /// Whether the intent may run with the device locked: always, for an intent that does not say.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

/// Whether an intent may run while the device is locked (changes no image: a rendering never runs one).
public struct IntentAuthenticationPolicy: Hashable, Sendable {
    let name: String
    /// Runs whether or not the device is locked.
    public static let alwaysAllowed = IntentAuthenticationPolicy(name: "alwaysAllowed")
    /// Asks the person to unlock the device first.
    public static let requiresAuthentication = IntentAuthenticationPolicy(name: "requiresAuthentication")
    /// Asks the person to unlock this device itself (not a paired watch).
    public static let requiresLocalDeviceAuthentication = IntentAuthenticationPolicy(name: "requiresLocalDeviceAuthentication")
}

extension AppIntent where SummaryContent == _ParameterSummaryContent<Self> {
    public static var parameterSummary: _ParameterSummaryContent<Self> { .init() }
}

extension AppIntent where PerformResult == IntentResultContainer {
    public func perform() async throws -> IntentResultContainer { .result() }
}

/// What `perform()` returns.
public protocol IntentResult {}

/// The result of an intent that returns nothing (`.result()`).
public struct IntentResultContainer: IntentResult {
    public init() {}
}

extension IntentResult where Self == IntentResultContainer {
    public static func result() -> IntentResultContainer { IntentResultContainer() }
    /// A result Siri or Shortcuts would speak or show; a widget's button shows nothing of it.
    public static func result(dialog: IntentDialog) -> IntentResultContainer { IntentResultContainer() }
}

/// What an intent says when it finishes (`.result(dialog: "Done")`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public var text: String
    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }
    public init(full: String, supporting: String) { text = full }
}

/// Results that carry a dialog, value or view (`some IntentResult & ProvidesDialog`).
public protocol ProvidesDialog {}
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
public protocol OpensIntent {}
public protocol ShowsSnippetView {}
extension IntentResultContainer: ProvidesDialog, OpensIntent, ShowsSnippetView {}

/// The result of an intent that returns a value (`.result(value: rate, dialog: "…")`).
public struct IntentValueResult<Value>: IntentResult, ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    public let value: Value
    public init(value: Value) { self.value = value }
}

extension IntentResult {
    public static func result<Value>(value: Value) -> IntentValueResult<Value> where Self == IntentValueResult<Value> {
        IntentValueResult(value: value)
    }
    public static func result<Value>(value: Value, dialog: IntentDialog) -> IntentValueResult<Value>
        where Self == IntentValueResult<Value> {
        IntentValueResult(value: value)
    }
}

/// The configuration intent of a widget (its parameters are what "Edit Widget" shows).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An app intent that replaces a SiriKit custom intent of the class `intentClassName`.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

/// An intent the system runs on the app's behalf in a particular way. To a rendering these are
/// all plain intents: a button or toggle shows the same whichever kind it runs.
public protocol SystemIntent: AppIntent {}
/// Starts or pauses audio (a widget's play button).
public protocol AudioPlaybackIntent: SystemIntent {}
/// Starts recording audio.
public protocol AudioRecordingIntent: SystemIntent {}
/// Starts, updates or ends a Live Activity.
public protocol LiveActivityIntent: SystemIntent {}
/// Opens the app to an item.
public protocol OpenIntent: SystemIntent {}
/// Continues in the app once the person opens it.
public protocol ForegroundContinuableIntent: AppIntent {}
/// Reports its progress while it runs.
public protocol ProgressReportingIntent: AppIntent {}
/// The configuration of a Control Center control.
public protocol ControlConfigurationIntent: AppIntent {}
/// Sets a value (a control's toggle runs it with the new state in `value`).
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// A string to show a person, localised by key.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public init(_ key: String) { self.key = key }
    /// A key with the translator's comment (and table); the comment is for translators only.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        self.key = key
    }
    public init(stringLiteral value: String) { key = value }
    public var description: String { key }
}

/// What an intent does, as the system shows it.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var text: String
    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }
}

/// A parameter of an intent (`@Parameter(title: "City", default: "Cupertino") var city: String`).
/// A class, as in AppIntents: `intent.city = "Paris"` works on a `let intent`, and copies share it.
@propertyWrapper
public final class IntentParameter<Value> {
    public let title: LocalizedStringResource
    private var storage: Value?

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
    }

    public init<Wrapped>(title: LocalizedStringResource, description: IntentDescription? = nil) where Value == Wrapped? {
        self.title = title
        storage = .some(nil)
    }

    /// An array of entities with a size per widget family (`size: [.systemMedium: 3, .systemLarge: 6]`):
    /// its default, or empty, as a new widget's list is until a person picks.
    public init<Element: AppEntity>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                    default defaultValue: [Element]? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
                                    inputConnectionBehavior: InputConnectionBehavior = .default) where Value == [Element] {
        self.title = title
        storage = defaultValue ?? []
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
    /// An empty entity parameter, optional or required, takes its query's default result.
    public func _resolveDefault() async {
        guard isEmpty else { return }
        if let optional = Value.self as? any _OptionalEntity.Type {
            storage = await optional._defaultResult() as? Value
        } else if let entity = Value.self as? any AppEntity.Type, let value = await entity._defaultEntity() as? Value {
            storage = value
        }
    }

    public var _isUnset: Bool { storage == nil }
    public var _title: String { "\(title)" }
}
