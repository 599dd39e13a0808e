@_exported import Foundation

/// An action or configuration the system can show and a person can fill in. For widgets: the
/// intent of an `AppIntentConfiguration`, whose parameters the renderer shows at their defaults.
public protocol AppIntent {
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    init()
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
}

/// The configuration intent of a widget (its parameters are what "Edit Widget" shows).
public protocol WidgetConfigurationIntent: AppIntent {}

/// A string to show a person, localised by key.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public init(_ key: String) { self.key = key }
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
    public var wrappedValue: Value

    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default value: Value) {
        self.title = title
        wrappedValue = value
    }

    public init<Wrapped>(title: LocalizedStringResource, description: IntentDescription? = nil) where Value == Wrapped? {
        self.title = title
        wrappedValue = nil
    }
}

public typealias Parameter = IntentParameter
