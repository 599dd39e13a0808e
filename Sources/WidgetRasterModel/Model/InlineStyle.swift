/// A stretch of a text drawn in a style of its own inside the same paragraph, as a `Text`'s
/// Markdown (`**strong**`, `*emphasis*`, `` `code` ``) marks it; its offsets count characters.
public struct InlineStyle: Hashable, Sendable, Codable {
    package var start: Int
    package var end: Int
    package var bold: Bool
    package var italic: Bool
    package var monospaced: Bool

    public init(start: Int, end: Int, bold: Bool = false, italic: Bool = false, monospaced: Bool = false) {
        self.start = start
        self.end = end
        self.bold = bold
        self.italic = italic
        self.monospaced = monospaced
    }

    private enum CodingKeys: String, CodingKey { case start, end, bold, italic, monospaced }

    /// A style names the stretch and the styles it has (`{start: 4, end: 9, bold: true}`).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(start: try c.decode(Int.self, forKey: .start), end: try c.decode(Int.self, forKey: .end),
                  bold: try c.decodeIfPresent(Bool.self, forKey: .bold) ?? false,
                  italic: try c.decodeIfPresent(Bool.self, forKey: .italic) ?? false,
                  monospaced: try c.decodeIfPresent(Bool.self, forKey: .monospaced) ?? false)
    }
}
