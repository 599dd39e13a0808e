import Foundation
internal import Yams

/// Decodes a scene's model from its YAML tree (JSON files are YAML too), with Yams' own rules for
/// scalars (`ScalarConstructible`: what counts as a number, a boolean, a date) and for `<<`
/// merge keys, and the same `DecodingError`s and coding paths as Yams' `YAMLDecoder`. Each
/// mapping is indexed once by its keys' text; Yams' decoder copied every mapping for each
/// container and found each key by a linear search that built and compared a node per lookup,
/// which was over half of reading the examples.
enum SceneDecoder {
    /// The tree of a scene's text (nil for an empty one), its scalars left untyped: YAML's typing
    /// patterns (regular expressions, run on every key as the parser checks for duplicates) are
    /// applied only where a value is read, by the types that read it.
    static func compose(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, untyped)
    }

    static func decode<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try NodeDecoder(node: node, codingPath: []).decode(type)
    }

    private static let untyped = Resolver.basic

    /// A Boolean as Yams reads one under its default resolver (`Resolver.Rule.bool`, then
    /// `Bool.construct`): a plain `yes`, `True`, `off`…, or a scalar tagged `!!bool`; not a quoted `"true"`.
    static func boolean(_ scalar: Node.Scalar) -> Bool? {
        guard isPlain(scalar) && booleans.contains(scalar.string) || scalar.tag.rawValue == Tag.Name.bool.rawValue else { return nil }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    private static let booleans: Set<String> = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
                                                "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"]

    /// Only plain (unquoted) scalars take YAML's implicit types.
    static func isPlain(_ scalar: Node.Scalar) -> Bool { scalar.style == .plain || scalar.style == .any }
}

/// One node being decoded, at its coding path.
private struct NodeDecoder: Decoder, SingleValueDecodingContainer {
    let node: Node
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = node else { throw mismatch(Node.Mapping.self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, index: MappingIndex(mapping)))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else { throw mismatch(Node.Sequence.self) }
        return UnkeyedContainer(decoder: self, items: Array(sequence))
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { node.null != nil }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let scalarType = type as? ScalarConstructible.Type else { return try T(from: self) }
        guard case .scalar(let scalar) = node else { throw mismatch(type) }
        // A Boolean is the one scalar Yams reads by its resolved type, which this untyped tree leaves out.
        if type == Bool.self {
            guard let value = SceneDecoder.boolean(scalar) as? T else { throw mismatch(type) }
            return value
        }
        guard let value = scalarType.construct(from: scalar) as? T else { throw mismatch(type) }
        return value
    }

    func child(_ node: Node, at key: CodingKey) -> NodeDecoder { NodeDecoder(node: node, codingPath: codingPath + [key]) }

    func mismatch(_ expected: Any.Type) -> DecodingError {
        // Models try one form and then another, so this is made often: it names kinds, never describes the node.
        let found = switch node {
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .alias: "an alias"
        }
        return .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "Expected to decode \(expected) but found \(found) instead."))
    }
}

/// A mapping's values by key text, merge keys (`<<`) applied as Yams applies them: what is merged
/// comes first, and a key the mapping itself names wins.
private struct MappingIndex {
    var keys: [String] = []
    var values: [String: Node] = [:]

    init(_ mapping: Node.Mapping) {
        for (key, value) in Self.flattened(mapping) {
            guard let name = key.string else { continue }
            if values.updateValue(value, forKey: name) == nil { keys.append(name) }
        }
    }

    private static func flattened(_ mapping: Node.Mapping) -> [(key: Node, value: Node)] {
        var merged: [(key: Node, value: Node)] = [], own: [(key: Node, value: Node)] = []
        for pair in mapping {
            guard case .scalar(let key) = pair.key, key.string == "<<",
                  SceneDecoder.isPlain(key) || key.tag.rawValue == Tag.Name.merge.rawValue else {
                own.append(pair)
                continue
            }
            switch pair.value {
            case .mapping(let inner): merged += flattened(inner)
            case .sequence(let sequence): for case .mapping(let inner) in sequence.reversed() { merged += flattened(inner) }
            default: break
            }
        }
        return merged + own
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let index: MappingIndex

    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { index.keys.compactMap(Key.init(stringValue:)) }
    func contains(_ key: Key) -> Bool { index.values[key.stringValue] != nil }

    private func child(_ key: CodingKey) throws -> NodeDecoder {
        guard let node = index.values[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath,
                                                       debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return decoder.child(node, at: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
    func superDecoder() throws -> Decoder { try child(NameKey.super) }
    func superDecoder(forKey key: Key) throws -> Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let items: [Node]
    var currentIndex = 0

    init(decoder: NodeDecoder, items: [Node]) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ expected: Any.Type, _ body: (NodeDecoder) throws -> T) throws -> T {
        let key = ItemKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(expected, .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
        }
        let value = try body(decoder.child(items[currentIndex], at: key))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool { try next(Any?.self) { $0.decodeNil() } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) { try $0.decode(type) } }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }
    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next(UnkeyedDecodingContainer.self) { try $0.unkeyedContainer() }
    }
    mutating func superDecoder() throws -> Decoder { try next(Decoder.self) { $0 } }
}

/// The key Codable's `superDecoder()` reads, named as Yams names it, whatever keys the type has.
private struct NameKey: CodingKey {
    static let `super` = NameKey(stringValue: "super")
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A list item's place in a coding path.
private struct ItemKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
