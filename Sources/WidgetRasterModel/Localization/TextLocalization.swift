import Foundation

/// How one image's scene-file texts are localised: the translations of its language, by key, and
/// the pseudolanguage it is drawn in. A text is its own key, with each `{{name}}` as `%@` (as
/// SwiftUI keys `Text("Hello \(name)")`), so `"Hello {{name}}"` finds `"Hallo %@"`.
package struct TextLocalization: Hashable, Sendable {
    package var strings: [String: String]
    package var pseudolanguage: Pseudolanguage?

    package init(strings: [String: String] = [:], pseudolanguage: Pseudolanguage? = nil) {
        self.strings = strings
        self.pseudolanguage = pseudolanguage
    }

    /// A text as written in the scene, in this language, its `{{name}}` placeholders kept for the data to fill.
    /// A text that is only placeholders is data, not a string of the app's, and stays as it is.
    package func localize(_ text: String) -> String {
        let pieces = FormatSyntax.braces.pieces(of: text)
        guard pieces.contains(where: { !$0.isPlaceholder && $0.text.contains(where: \.isLetter) }) else { return text }
        let placeholders = pieces.filter(\.isPlaceholder).map(\.text)
        let key = pieces.map { $0.isPlaceholder ? "%@" : $0.text.replacingOccurrences(of: "%", with: placeholders.isEmpty ? "%" : "%%") }.joined()
        let translated = strings[key].map { placeholders.isEmpty ? $0 : Self.fill($0, with: placeholders) } ?? text
        return pseudolanguage?.apply(to: translated, syntax: .braces) { $0 } ?? translated
    }

    /// A translated format with the scene's placeholders put back: `%@` in order, `%2$@` by position, `%%` as `%`.
    static func fill(_ format: String, with placeholders: [String]) -> String {
        var next = 0
        return FormatSyntax.printf.pieces(of: format).map { piece in
            guard piece.isPlaceholder else { return piece.text }
            if piece.text == "%%" { return "%" }
            let body = piece.text.dropFirst()
            var index = next
            if let dollar = body.firstIndex(of: "$"), let n = Int(body[..<dollar]) { index = n - 1 } else { next += 1 }
            return placeholders.indices.contains(index) ? placeholders[index] : ""
        }.joined()
    }
}
