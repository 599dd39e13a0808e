/// A problem with a scene file: which file, where in it, and what was expected.
public struct SceneError: Error, CustomStringConvertible, Equatable {
    public var file: String
    /// The place in the document, e.g. `body.systemMedium.children[2].font`; empty for the whole file.
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The other problems found in the same file in the same pass, after this one.
    public var further: [SceneError] = []

    /// This problem and the further ones, in document order.
    public var all: [SceneError] { [self] + further }

    public init(file: String, path: String = "", line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = file
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return path.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }

    /// `a.b[2].c` from coding keys.
    static func format(_ keys: [CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += out.isEmpty ? key.stringValue : "." + key.stringValue }
        }
        return out
    }
}
