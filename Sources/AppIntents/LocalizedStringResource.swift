import Foundation

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
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }
    public var description: String { key }

    /// A key written with interpolations: values as `"\(value)"` writes them, and placeholders as the
    /// format specifiers a strings file's key has (`"\(placeholder: .int) cities"` is `%lld cities`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) { key.reserveCapacity(literalCapacity + 2 * interpolationCount) }
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation<Value>(_ value: Value) { key += String(describing: value) }
        public mutating func appendInterpolation(placeholder: Placeholder) { key += placeholder.specifier }
    }

    /// A value a localised format takes, written into the key as its format specifier.
    public enum Placeholder: Hashable, Sendable {
        case int, uint, float, double, object

        var specifier: String {
            switch self {
            case .int: "%lld"
            case .uint: "%llu"
            case .float: "%f"
            case .double: "%lf"
            case .object: "%@"
            }
        }
    }
}
