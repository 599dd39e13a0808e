// sindresorhus/Defaults, as the widget files use it: typed keys over a UserDefaults suite,
// `Defaults[.key]`, and the `@Default(.key)` property wrapper. Values are stored as the package
// stores them: plist values as they are, RawRepresentable and Codable values as their raw value
// or JSON text (so a suite's plist can hold "mgdl" or 180).
import Foundation
import SwiftUI

public enum Defaults {
    public typealias Serializable = _DefaultsSerializable

    public class _AnyKey: @unchecked Sendable {
        public let name: String
        public let suite: UserDefaults
        init(name: String, suite: UserDefaults) {
            self.name = name
            self.suite = suite
        }
    }

    /// Where an app declares its keys (`extension Defaults.Keys { static let … }`).
    public class Keys: _AnyKey, @unchecked Sendable {
        public typealias Key = Defaults.Key
    }

    public final class Key<Value: Serializable>: Keys, @unchecked Sendable {
        public let defaultValue: Value

        public init(_ name: String, default defaultValue: Value, suite: UserDefaults = .standard, iCloud: Bool = false) {
            self.defaultValue = defaultValue
            super.init(name: name, suite: suite)
        }
    }

    public static subscript<Value: Serializable>(key: Key<Value>) -> Value {
        get {
            guard let object = key.suite.object(forKey: key.name) else { return key.defaultValue }
            return Value._decode(object) ?? key.defaultValue
        }
        set { key.suite.set(newValue._encoded, forKey: key.name) }
    }
}

/// A value Defaults can store.
public protocol _DefaultsSerializable {
    static func _decode(_ object: Any) -> Self?
    var _encoded: Any? { get }
}

extension _DefaultsSerializable {
    public static func _decode(_ object: Any) -> Self? {
        if let value = object as? Self { return value }
        guard let type = Self.self as? any Decodable.Type else { return nil }
        var data: Data?
        if let text = object as? String {
            data = Data(text.utf8)
            if (try? JSONSerialization.jsonObject(with: data!, options: .fragmentsAllowed)) == nil {
                data = try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)
            }
        } else if let bytes = object as? Data {
            data = bytes
        } else {
            data = try? JSONSerialization.data(withJSONObject: object, options: .fragmentsAllowed)
        }
        return data.flatMap { try? JSONDecoder().decode(type, from: $0) as? Self }
    }

    public var _encoded: Any? {
        switch self {
        case let value as Bool: return value
        case let value as Int: return value
        case let value as Double: return value
        case let value as String: return value
        case let value as any Encodable:
            return (try? JSONEncoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) }
        default: return nil
        }
    }
}

extension Bool: Defaults.Serializable {}
extension Int: Defaults.Serializable {}
extension Double: Defaults.Serializable {}
extension String: Defaults.Serializable {}
extension Date: Defaults.Serializable {}
extension Data: Defaults.Serializable {}
extension Optional: Defaults.Serializable where Wrapped: Defaults.Serializable {}
extension Array: Defaults.Serializable where Element: Defaults.Serializable {}
extension Set: Defaults.Serializable where Element: Defaults.Serializable {}

/// `@Default(.key)`: the key's value, read when the view's body runs.
@propertyWrapper
public struct Default<Value: Defaults.Serializable>: DynamicProperty {
    let key: Defaults.Key<Value>

    public init(_ key: Defaults.Key<Value>) { self.key = key }

    public var wrappedValue: Value {
        get { Defaults[key] }
        nonmutating set { Defaults[key] = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { Defaults[key] }, set: { Defaults[key] = $0 })
    }
}
