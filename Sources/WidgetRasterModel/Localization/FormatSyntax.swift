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
