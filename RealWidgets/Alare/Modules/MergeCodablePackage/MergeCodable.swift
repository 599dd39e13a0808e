// Alare's MergeCodable package (its own, on GitHub): a Codable value read from stored JSON over its
// defaults, so keys an older version did not write keep their default values.
import Foundation

public protocol MergeCodable: Codable {
    init()
}

extension MergeCodable {
    /// The value `data` holds, each key it lacks left at its default; the defaults when it is unreadable.
    public static func decode(from data: Data) -> Self {
        guard var stored = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let defaults = (try? JSONSerialization.jsonObject(with: JSONEncoder().encode(Self()))) as? [String: Any] else {
            return Self()
        }
        stored.merge(defaults) { kept, _ in kept }
        guard let merged = try? JSONSerialization.data(withJSONObject: stored) else { return Self() }
        return (try? JSONDecoder().decode(Self.self, from: merged)) ?? Self()
    }

    /// The value as JSON, nil when it cannot be encoded.
    public func encode() -> Data? { try? JSONEncoder().encode(self) }
}
