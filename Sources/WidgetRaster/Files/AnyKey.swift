/// A coding key for any string or index, so scene files can be read field by field
/// and unknown fields reported.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension KeyedDecodingContainer where K == AnyKey {
    func has(_ key: String) -> Bool { contains(AnyKey(key)) }

    /// Fails with a message naming the unknown field and the fields that are allowed.
    func rejectUnknownKeys(allowed: Set<String>, in what: String) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key],
                debugDescription: "unknown field '\(key.stringValue)' in \(what)"
                    + NameSuggestions.didYouMean(key.stringValue, among: allowed.sorted()) + "; expected one of: "
                    + allowed.sorted().joined(separator: ", ")))
        }
    }

    func fail(_ key: String, _ message: String) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: codingPath + [AnyKey(key)], debugDescription: message))
    }

    /// The number under `key`, which must be there.
    func requiredNumber(_ key: String, minimum: Double? = nil) throws -> Double {
        guard let value = try number(key, minimum: minimum) else { throw fail(key, "expected a number") }
        return value
    }

    /// The object under `key`.
    func object(_ key: String) throws -> KeyedDecodingContainer<AnyKey> {
        try nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
    }

    func decode<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
        try decode(T.self, forKey: AnyKey(key))
    }

    func optional<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        try decodeIfPresent(T.self, forKey: AnyKey(key))
    }

    /// A finite number, optionally at least `minimum`.
    func number(_ key: String, minimum: Double? = nil, allowInfinity: Bool = false) throws -> Double? {
        guard has(key) else { return nil }
        if allowInfinity, let text = try? decode(key, as: String.self),
           [".infinity", "infinity", ".inf", "inf"].contains(text.lowercased()) {
            return .infinity
        }
        guard let value = try decodeIfPresent(Double.self, forKey: AnyKey(key)) else { return nil }
        if value.isNaN || (value.isInfinite && !(allowInfinity && value > 0)) {
            throw fail(key, "expected a finite number, got \(value)")
        }
        if let minimum, value < minimum {
            throw fail(key, "expected a number ≥ \(Size.format(minimum)), got \(Size.format(value))")
        }
        return value
    }

    /// A range written `[lowest, highest]`: two finite numbers, the first below the second.
    func range(_ key: String) throws -> ClosedRange<Double>? {
        guard let pair = try optional(key, as: [Double].self) else { return nil }
        guard pair.count == 2, pair.allSatisfy(\.isFinite), pair[0] < pair[1] else {
            throw fail(key, "expected [lowest, highest] with lowest below highest, got \(pair)")
        }
        return pair[0]...pair[1]
    }

    /// A value of a string enumeration, with the valid names in the error.
    func name<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type) throws -> T?
    where T.RawValue == String {
        guard let raw = try optional(key, as: String.self) else { return nil }
        guard let value = T(rawValue: raw) else {
            throw fail(key, "unknown value '\(raw)'" + NameSuggestions.didYouMean(raw, among: T.allCases.map(\.rawValue)) + "; expected one of: "
                + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    func lookup<T>(_ key: String, in table: [String: T], what: String) throws -> T? {
        guard let raw = try optional(key, as: String.self) else { return nil }
        guard let value = table[raw] else {
            throw fail(key, "unknown \(what) '\(raw)'" + NameSuggestions.didYouMean(raw, among: table.keys.sorted())
                + "; expected one of: " + table.keys.sorted().joined(separator: ", "))
        }
        return value
    }
}

extension KeyedEncodingContainer where K == AnyKey {
    mutating func put<T: Encodable>(_ value: T?, _ key: String) throws {
        try encodeIfPresent(value, forKey: AnyKey(key))
    }

    /// Encodes a number, writing infinity as the string `infinity` so JSON can hold it.
    mutating func putNumber(_ value: Double?, _ key: String) throws {
        guard let value else { return }
        if value.isInfinite { try encode("infinity", forKey: AnyKey(key)) } else { try encode(value, forKey: AnyKey(key)) }
    }
}
