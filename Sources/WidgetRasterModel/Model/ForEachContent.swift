/// `ForEach` in a scene file: `content` once per item of a list in the scene's data, with
/// `{{item.field}}` (or `{{item}}` for a list of plain values) filled from that item.
public struct ForEachContent: Hashable, Sendable {
    /// The list's name in the data (`tasks`).
    public var data: String
    /// The name the content uses for one item (`task`).
    public var item: String
    public var content: ViewNode
    /// At most this many items, from the first (`prefix(_:)`); nil: all.
    public var limit: Int?

    public init(data: String, item: String, content: ViewNode, limit: Int? = nil) {
        self.data = data
        self.item = item
        self.content = content
        self.limit = limit
    }

    /// The data each item's content sees: the item's fields under the item's name.
    package func items(in data: [String: String]) -> [[String: String]] {
        let count = min(Int(data[self.data + ".count"] ?? "") ?? 0, limit ?? .max)
        return (0..<max(0, min(count, 500))).map { i in
            let prefix = "\(self.data).\(i)"
            var scope = data
            if let plain = data[prefix] { scope[item] = plain }
            for (key, value) in data where key.hasPrefix(prefix + ".") {
                scope[item + key.dropFirst(prefix.count)] = value
            }
            return scope
        }
    }
}
