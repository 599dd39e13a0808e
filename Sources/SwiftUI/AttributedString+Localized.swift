import Foundation

extension AttributedString {
    /// How a localized attributed string marks the values put into it (Foundation's).
    public struct FormattingOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Marks each value put in with its replacement index. Accepted; a run's replacement index
        /// changes no image, so none is marked here.
        public static let applyReplacementIndexAttribute = FormattingOptions(rawValue: 1 << 0)
    }

    /// Options for a localized attributed string (Foundation's): the values its format specifiers take.
    public struct LocalizationOptions {
        public var replacements: [any CVarArg]?
        /// Whether each value put in is marked with its replacement index. Accepted; changes no image.
        public var applyReplacementIndexAttribute = false

        public init() {}
    }

    /// The key's translation in the image's language, as `String(localized:)` gives it, read as
    /// inline Markdown as iOS reads it: "Leaves in **5 min**" has a bold run.
    public init(localized key: String.LocalizationValue, options: FormattingOptions = [], table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(localizedMarkdown: String(localized: key, table: table, bundle: bundle, locale: locale, comment: comment))
    }

    /// The key's translation with `options.replacements` put in for its format specifiers, read as
    /// inline Markdown.
    public init(localized key: String.LocalizationValue, options: LocalizationOptions, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        let format = String(localized: key, table: table, bundle: bundle, locale: locale, comment: comment)
        self.init(localizedMarkdown: String(replacing: options.replacements, in: format, locale: locale))
    }

    /// The resource's translation in the image's language, read as inline Markdown.
    public init(localized resource: LocalizedStringResource) {
        self.init(localizedMarkdown: String(localized: resource))
    }

    /// `text` read as inline Markdown with its whitespace kept, else as it is.
    private init(localizedMarkdown text: String) {
        let options = MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        self = (try? AttributedString(markdown: text, options: options)) ?? AttributedString(text)
    }
}
