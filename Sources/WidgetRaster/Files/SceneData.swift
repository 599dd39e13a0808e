/// A scene's data (`data`, entries' and configurations' `data`, `placeholderData`): strings,
/// numbers and booleans, and lists and objects of them, flattened to dotted names that
/// `{{…}}` placeholders and `ForEach` read: `tasks: [{title: Milk}]` gives `tasks.0.title`
/// and `tasks.count`.
enum SceneData {
    indirect enum Value: Decodable {
        case scalar(String)
        case list([Value])
        case object([String: Value])

        init(from decoder: Decoder) throws {
            let single = try? decoder.singleValueContainer()
            if let text = try? single?.decode(String.self) { self = .scalar(text); return }
            if let flag = try? single?.decode(Bool.self) { self = .scalar(flag ? "true" : "false"); return }
            if let number = try? single?.decode(Double.self) {
                self = .scalar(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
                return
            }
            if let list = try? [Value](from: decoder) { self = .list(list); return }
            if let object = try? [String: Value](from: decoder) { self = .object(object); return }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a string, number, boolean, or a list or object of them"))
        }
    }

    static func flatten(_ object: [String: Value]) -> [String: String] {
        var out: [String: String] = [:]
        func add(_ value: Value, _ name: String) {
            switch value {
            case .scalar(let text): out[name] = text
            case .list(let items):
                out[name + ".count"] = String(items.count)
                for (i, item) in items.enumerated() { add(item, "\(name).\(i)") }
            case .object(let fields):
                for (key, field) in fields { add(field, "\(name).\(key)") }
            }
        }
        for (key, value) in object { add(value, key) }
        return out
    }
}

extension KeyedDecodingContainer where Key == AnyKey {
    /// A data object, flattened (nil when the key is absent).
    func sceneData(_ key: String) throws -> [String: String]? {
        guard has(key) else { return nil }
        return SceneData.flatten(try decode(key, as: [String: SceneData.Value].self))
    }
}
