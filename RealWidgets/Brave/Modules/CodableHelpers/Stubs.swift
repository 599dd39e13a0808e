// Brave's CodableHelpers: a value that decodes to nil instead of failing the whole list, and a
// URL decoded from a string that may be empty or malformed.
import Foundation

public struct FailableDecodable<T: Decodable>: Decodable {
    public let wrappedValue: T?
    public init(from decoder: Decoder) throws { wrappedValue = try? T(from: decoder) }
}

@propertyWrapper
public struct URLString: Decodable, Hashable {
    public var wrappedValue: URL?
    public init(wrappedValue: URL?) { self.wrappedValue = wrappedValue }
    public init(from decoder: Decoder) throws {
        wrappedValue = (try? decoder.singleValueContainer().decode(String.self)).flatMap(URL.init(string:))
    }
}

extension KeyedDecodingContainer {
    public func decode(_ type: URLString.Type, forKey key: Key) throws -> URLString {
        try decodeIfPresent(type, forKey: key) ?? URLString(wrappedValue: nil)
    }
}
