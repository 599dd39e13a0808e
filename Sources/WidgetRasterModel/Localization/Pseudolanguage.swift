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

    package var isRightToLeft: Bool { self == .rightToLeft || self == .rightToLeftStrings }

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
