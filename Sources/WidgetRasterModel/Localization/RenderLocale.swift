import Foundation

/// A language an image is drawn in (`--locales de,ja,ar`): a locale whose translations, date
/// formats and reading order the widget shows, or one of Xcode's pseudolanguages over the
/// development language's strings.
package struct RenderLocale: Hashable, Sendable, CustomStringConvertible {
    /// As written: a BCP 47 identifier (`de`, `pt-BR`) or a pseudolanguage's name (`double-length`).
    package let identifier: String
    package let pseudolanguage: Pseudolanguage?

    /// A locale identifier or a pseudolanguage's name; nil for one whose language is not an ISO code.
    package init?(_ text: String) {
        if let pseudo = Pseudolanguage(rawValue: text) {
            identifier = text
            pseudolanguage = pseudo
            return
        }
        let locale = Locale(identifier: text)
        guard let code = locale.language.languageCode?.identifier, Locale.LanguageCode.isoLanguageCodes.contains(.init(code)),
              !text.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "_" }) else { return nil }
        identifier = text.replacingOccurrences(of: "_", with: "-")
        pseudolanguage = nil
    }

    /// The locale dates and case follow; nil for a pseudolanguage, which keeps the scene's own.
    package var locale: Locale? { pseudolanguage == nil ? Locale(identifier: identifier) : nil }

    /// Whether the language reads right to left (Arabic, Hebrew, the right-to-left pseudolanguages).
    package var isRightToLeft: Bool {
        if let pseudolanguage { return pseudolanguage.isRightToLeft }
        return Locale.Language(identifier: identifier).characterDirection == .rightToLeft
    }

    package var description: String { identifier }

    /// The names `--locales` takes besides locale identifiers.
    package static let pseudolanguageNames = Pseudolanguage.allCases.map(\.rawValue)
}
