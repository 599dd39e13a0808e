import Foundation

extension AttributedString {
    /// Markdown read into runs as `init(markdown:options:baseURL:)` reads it, for an app's own
    /// attribute scope; the scope's own attributes (`^[text](name: value)`) are not applied.
    public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                   options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }
}
