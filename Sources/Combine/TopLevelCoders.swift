import Foundation

/// A decoder of a whole value from one input (`JSONDecoder`, Yams's `YAMLDecoder`), for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value to one output (`JSONEncoder`), for `encode(encoder:)`.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Decodes each value with `decoder`; a value that does not decode fails the publisher.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> _Operator<Self, Item, Error>
        where Coder.Input == Output {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Encodes each value with `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> _Operator<Self, Coder.Output, Error> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
