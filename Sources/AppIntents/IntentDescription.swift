/// What an intent does, as the system shows it.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var text: String
    /// The category Shortcuts lists the intent under.
    public var categoryName: LocalizedStringResource?
    /// Words a search in Shortcuts also finds the intent by.
    public var searchKeywords: [LocalizedStringResource] = []
    /// The name Shortcuts gives the value the intent returns.
    public var resultValueName: LocalizedStringResource?

    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        text = descriptionText.key
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
        self.resultValueName = resultValueName
    }

    /// The description, as a resource.
    public var descriptionText: LocalizedStringResource {
        get { LocalizedStringResource(text) }
        set { text = newValue.key }
    }
}
