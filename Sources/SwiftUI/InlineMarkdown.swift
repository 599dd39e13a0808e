import Foundation
import WidgetRaster

/// The inline Markdown SwiftUI draws in a `Text` made from a localized key (`Text("Due **today**")`):
/// strong and emphasised text, code, strikethrough and links, as CommonMark delimits them. A
/// `verbatim:` text or a `String` variable is never parsed, as in SwiftUI.
struct InlineMarkdown {
    /// A stretch of text in one style.
    struct Span: Hashable {
        var text: String
        var bold = false
        var italic = false
        var code = false
        var strikethrough = false
        var link: String?

        var isPlain: Bool { !bold && !italic && !code && !strikethrough && link == nil }
    }

    /// The spans of `source`, delimiters removed; one plain span when it has no Markdown.
    static func spans(_ source: String) -> [Span] {
        var parser = InlineMarkdown(characters: Array(source))
        parser.parse(until: nil, style: Span(text: ""))
        return parser.merged
    }

    private let characters: [Character]
    private var index = 0
    private var output: [Span] = []

    private init(characters: [Character]) { self.characters = characters }

    /// Neighbouring spans of one style joined, empty ones dropped.
    private var merged: [Span] {
        var result: [Span] = []
        for span in output where !span.text.isEmpty {
            if var last = result.last, Self.sameStyle(last, span) {
                last.text += span.text
                result[result.count - 1] = last
            } else {
                result.append(span)
            }
        }
        return result.isEmpty ? [Span(text: "")] : result
    }

    private static func sameStyle(_ a: Span, _ b: Span) -> Bool {
        a.bold == b.bold && a.italic == b.italic && a.code == b.code && a.strikethrough == b.strikethrough && a.link == b.link
    }

    private mutating func emit(_ text: String, _ style: Span) {
        var span = style
        span.text = text
        output.append(span)
    }

    /// Reads characters in `style` until `closer` (consumed) or the end.
    private mutating func parse(until closer: String?, style: Span) {
        while index < characters.count {
            if let closer, matches(closer, at: index), canClose(closer, at: index) {
                index += closer.count
                return
            }
            let c = characters[index]
            if c == "\\", index + 1 < characters.count, Self.escapable.contains(characters[index + 1]) {
                emit(String(characters[index + 1]), style)
                index += 2
            } else if c == "`", let end = find("`", from: index + 1) {
                var code = style
                code.code = true
                emit(String(characters[(index + 1)..<end]), code)
                index = end + 1
            } else if c == "[", let link = linkAt(index) {
                var linked = style
                linked.link = link.url
                let textEnd = link.textEnd
                var inner = InlineMarkdown(characters: Array(characters[(index + 1)..<textEnd]))
                inner.parse(until: nil, style: linked)
                output += inner.output
                index = link.end
            } else if let delimiter = Self.delimiters.first(where: { matches($0, at: index) }), canOpen(delimiter, at: index),
                      hasCloser(delimiter, after: index + delimiter.count) {
                var inner = style
                switch delimiter {
                case "**", "__": inner.bold = true
                case "~~": inner.strikethrough = true
                default: inner.italic = true
                }
                index += delimiter.count
                parse(until: delimiter, style: inner)
            } else {
                emit(String(c), style)
                index += 1
            }
        }
    }

    private static let delimiters = ["**", "__", "~~", "*", "_"]
    private static let escapable: Set<Character> = ["\\", "*", "_", "`", "~", "[", "]", "(", ")", "#", "!"]

    private func matches(_ delimiter: String, at position: Int) -> Bool {
        let d = Array(delimiter)
        guard position + d.count <= characters.count else { return false }
        return Array(characters[position..<(position + d.count)]) == d
    }

    private func character(_ position: Int) -> Character? { characters.indices.contains(position) ? characters[position] : nil }

    /// An opening delimiter is followed by a non-space; an underscore is not inside a word.
    private func canOpen(_ delimiter: String, at position: Int) -> Bool {
        guard let next = character(position + delimiter.count), !next.isWhitespace else { return false }
        if delimiter.first == "_", let previous = character(position - 1), previous.isLetter || previous.isNumber { return false }
        return true
    }

    /// A closing delimiter follows a non-space; an underscore is not inside a word.
    private func canClose(_ delimiter: String, at position: Int) -> Bool {
        guard let previous = character(position - 1), !previous.isWhitespace else { return false }
        if delimiter.first == "_", let next = character(position + delimiter.count), next.isLetter || next.isNumber { return false }
        // A single `*` is not the first half of a `**` that closes something else.
        if delimiter.count == 1, character(position + 1) == delimiter.first { return false }
        return true
    }

    private func hasCloser(_ delimiter: String, after start: Int) -> Bool {
        var position = start + 1
        while position < characters.count {
            if matches(delimiter, at: position), canClose(delimiter, at: position) { return true }
            position += 1
        }
        return false
    }

    private func find(_ character: Character, from start: Int) -> Int? {
        (start..<characters.count).first { characters[$0] == character }
    }

    /// `[text](url)` at `position`: where its text ends, its URL, and where it ends.
    private func linkAt(_ position: Int) -> (textEnd: Int, url: String, end: Int)? {
        guard let close = find("]", from: position + 1), character(close + 1) == "(", let end = find(")", from: close + 2) else {
            return nil
        }
        return (close, String(characters[(close + 2)..<end]), end + 1)
    }
}

extension InlineMarkdown.Span {
    /// The text modifiers that draw the span's styles; a link in the accent colour, as SwiftUI tints one.
    var modifiers: [Modifier] {
        var styles: [Modifier] = []
        if bold { styles.append(.bold) }
        if italic { styles.append(.italic) }
        if code { styles.append(.monospaced(true)) }
        if strikethrough { styles.append(.strikethrough(Text.LineStyle()._line(active: true))) }
        if link != nil { styles.append(.foregroundStyle(Color.accentColor._style)) }
        return styles
    }
}
