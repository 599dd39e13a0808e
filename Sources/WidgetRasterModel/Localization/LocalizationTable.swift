import Foundation

/// An app's translations: `Localizable.strings` files or a `Localizable.xcstrings` catalogue,
/// looked up by SwiftUI's keys (`Text("Hello \(name)")` is `"Hello %@"`) in an image's language.
/// Swift code gets it from `WidgetRenderOptions(localization:)`; a scene file names it with `strings:`.
public struct LocalizationTable: Hashable, Sendable {
    /// Language code → key → translation.
    public var translations: [String: [String: String]]

    public init(translations: [String: [String: String]]) { self.translations = translations }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
        package init(description: String) { self.description = description }
    }

    /// The translation of `key` for a locale (its language and region, then the language alone).
    package func translation(_ key: String, locale: Locale) -> String? {
        strings(for: locale)[key]
    }

    /// Every translation of one locale's language: its language and region's over the language's own.
    package func strings(for locale: Locale) -> [String: String] {
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        let language = locale.language.languageCode?.identifier ?? identifier
        var strings = translations[language] ?? [:]
        if identifier != language, let regional = translations[identifier] { strings.merge(regional) { _, new in new } }
        return strings
    }
}
