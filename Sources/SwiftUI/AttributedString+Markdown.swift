import Foundation

extension AttributedString {
    /// How Markdown is read into an attributed string (Foundation's, which Foundation on Linux leaves out).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read: inline only (whitespace collapsed, or kept), or all of it.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        /// What a malformed document gives: an error, or what could be read.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Markdown read into runs: strong and emphasised text, code and strikethrough as their
    /// `inlinePresentationIntent`, links as their `link`; `.inlineOnly` collapses whitespace. Block
    /// syntax (headings, lists) is kept as written: `Text` draws inline presentation only.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        var source = markdown
        if options.interpretedSyntax == .inlineOnly {
            source = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        self.init()
        for span in InlineMarkdown.spans(source) {
            var piece = AttributedString(span.text)
            if !span.intent.isEmpty { piece.inlinePresentationIntent = span.intent }
            if let link = span.link { piece.link = URL(string: link, relativeTo: baseURL) }
            append(piece)
        }
    }
}

extension InlineMarkdown.Span {
    /// The span's styles as Foundation's inline presentation intent.
    var intent: InlinePresentationIntent {
        var intent: InlinePresentationIntent = []
        if bold { intent.insert(.stronglyEmphasized) }
        if italic { intent.insert(.emphasized) }
        if code { intent.insert(.code) }
        if strikethrough { intent.insert(.strikethrough) }
        return intent
    }

    /// A run of an attributed string as a span: its characters, inline presentation and link.
    init(text: String, intent: InlinePresentationIntent?, link: URL?) {
        let intent = intent ?? []
        self.init(text: text, bold: intent.contains(.stronglyEmphasized), italic: intent.contains(.emphasized),
                  code: intent.contains(.code), strikethrough: intent.contains(.strikethrough), link: link?.absoluteString)
    }
}
