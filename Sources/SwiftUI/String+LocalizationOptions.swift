import Foundation

extension String {
    /// Options for `String(localized:options:)` (Foundation's): the values a translation's format
    /// specifiers (`%@`, `%lld`) take, put in once the key is translated.
    public struct LocalizationOptions {
        public var replacements: [any CVarArg]?

        public init() {}
    }

    /// The key's translation, as `String(localized:)` gives it, with `options.replacements` put in
    /// for its format specifiers in the image's locale.
    public init(localized keyAndValue: LocalizationValue, options: LocalizationOptions, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(replacing: options.replacements,
                  in: String(localized: keyAndValue, table: table, bundle: bundle, locale: locale, comment: comment), locale: locale)
    }

    /// The translation of `key`, else `defaultValue`, with `options.replacements` put in for its
    /// format specifiers.
    public init(localized key: StaticString, defaultValue: LocalizationValue, options: LocalizationOptions, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(replacing: options.replacements,
                  in: String(localized: key, defaultValue: defaultValue, table: table, bundle: bundle, locale: locale, comment: comment),
                  locale: locale)
    }

    /// `format` with `replacements` put in, or as it is when there are none.
    init(replacing replacements: [any CVarArg]?, in format: String, locale: Locale?) {
        guard let replacements else {
            self = format
            return
        }
        self.init(format: format, locale: locale ?? EnvironmentValues.current.locale, arguments: replacements)
    }
}
