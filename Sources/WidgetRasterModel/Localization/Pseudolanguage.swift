/// Xcode's pseudolanguages (a scheme's App Language): the development language's strings changed
/// so that text too long for its place, strings never localised, and mirroring problems show up
/// before any translation exists. They change localisable text only, never the values put into it.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    /// Xcode's Double-Length Pseudolanguage: every string twice: "Hello" → "Hello Hello".
    case doubleLength = "pseudo-double"
    /// Accented Pseudolanguage: letters with accents: "Hello" → "Ĥéļļö", for clipped ascenders and descenders.
    case accented = "pseudo-accented"
    /// Bounded String Pseudolanguage: each string between markers: "Hello" → "[# Hello #]", so a cut or a concatenation shows.
    case bounded = "pseudo-bounded"
    /// Right-to-Left Pseudolanguage: laid out right to left, strings as written.
    case rightToLeft = "pseudo-rtl"
    /// Right-to-Left Pseudolanguage With Right-to-Left Strings: each string's characters right to left too.
    case rightToLeftStrings = "pseudo-rtl-strings"

    public var isRightToLeft: Bool { self == .rightToLeft || self == .rightToLeftStrings }

    /// A localisable string in this pseudolanguage: `format` holds placeholders in `syntax`, which
    /// `fill` replaces with their values; letters are accented outside the placeholders only.
    package func apply(to format: String, syntax: FormatSyntax, fill: (String) -> String) -> String {
        switch self {
        case .doubleLength:
            let text = fill(format)
            return text + " " + text
        case .accented:
            return fill(syntax.pieces(of: format).map { $0.isPlaceholder ? $0.text : Self.accent($0.text) }.joined())
        case .bounded: return "[# " + fill(format) + " #]"
        case .rightToLeft: return fill(format)
        case .rightToLeftStrings: return "\u{202E}" + fill(format) + "\u{202C}"
        }
    }

    static func accent(_ text: String) -> String {
        String(text.map { accents[$0] ?? $0 })
    }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áƀçðéƒĝĥíĵķļḿñöþǫŕšţüṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻḾÑÖÞǪŔŠŢÜṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}

/// How placeholders are written in a localisable string: a scene file's `{{name}}`, or the
/// `printf` specifiers of a SwiftUI key (`%@`, `%lld`, `%2$@`).
package enum FormatSyntax: Sendable {
    /// No placeholders: the whole string is literal.
    case plain
    case braces, printf

    package struct Piece: Equatable {
        package var text: String
        package var isPlaceholder: Bool
    }

    /// The format cut into literal text and placeholders, in order.
    package func pieces(of format: String) -> [Piece] {
        var pieces: [Piece] = []
        guard self != .plain else { return [Piece(text: format, isPlaceholder: false)] }
        var rest = format[...]
        func literal(_ s: Substring) { if !s.isEmpty { pieces.append(Piece(text: String(s), isPlaceholder: false)) } }
        while let start = rest.firstIndex(of: self == .braces ? "{" : "%") {
            let end: String.Index?
            switch self {
            case .plain: end = nil
            case .braces:
                end = rest[start...].hasPrefix("{{") ? rest[start...].range(of: "}}")?.upperBound : nil
            case .printf:
                let after = rest.index(after: start)
                end = after < rest.endIndex
                    ? (rest[after] == "%" ? rest.index(after: after)
                       : rest[after...].firstIndex { "@dDiuUxXoOfFeEgGcCsSaA".contains($0) }.map(rest.index(after:)))
                    : nil
            }
            guard let end else { break }
            literal(rest[..<start])
            pieces.append(Piece(text: String(rest[start..<end]), isPlaceholder: true))
            rest = rest[end...]
        }
        literal(rest)
        return pieces
    }
}
