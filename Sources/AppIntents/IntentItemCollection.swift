/// What an entity query's suggestions and searches answer with: an array of entities, or
/// sections of them (`IntentItemCollection`). The picker that shows them is not drawn here.
public protocol ResultsCollection {
    associatedtype Element
}

extension Array: ResultsCollection {}

/// Query results in titled sections, as the widget's edit sheet lists them (iOS 17).
public struct IntentItemCollection<Result>: ResultsCollection {
    public typealias Element = IntentItemSection<Result>
    public let sections: [IntentItemSection<Result>]
    public let promptLabel: LocalizedStringResource?
    public let usesIndexedCollation: Bool

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }

    /// Sections written one after another (`IntentItemCollection { IntentItemSection("Europe") { … } }`).
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }
}

/// One titled section of query results.
public struct IntentItemSection<Result> {
    public let title: LocalizedStringResource?
    public let items: [IntentItem<Result>]

    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(_ title: LocalizedStringResource? = nil, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// Items written one after another (`IntentItemSection("Europe") { IntentItem(paris, title: "Paris") }`).
    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.init(title, items: itemsBuilder())
    }

    /// Builds a collection's sections from the sections written in its closure.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
        public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { first }
        public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { second }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
    }
}

/// One result with how the picker shows it.
public struct IntentItem<Result> {
    public let value: Result
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?
    public let image: DisplayRepresentation.Image?

    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        image = nil
    }

    public init(_ value: Result, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
                image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// Builds a section's items from the items written in its closure.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
        public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
        public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] { part ?? [] }
        public static func buildEither(first: [IntentItem<Result>]) -> [IntentItem<Result>] { first }
        public static func buildEither(second: [IntentItem<Result>]) -> [IntentItem<Result>] { second }
        public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] { parts.flatMap { $0 } }
    }
}

/// The widget families an array parameter's size is given for (`size: [.systemMedium: 3]`).
public enum IntentWidgetFamily: Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

/// How many values an array parameter holds: exactly so many, or a range.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Hashable, Sendable {
    public let range: ClosedRange<Int>

    public init(integerLiteral value: Int) { range = value...value }
    public init(_ range: ClosedRange<Int>) { self.range = range }
    public static func upToWidgetFamilyMaximum() -> IntentCollectionSize { IntentCollectionSize(0...Int.max) }
}

/// Whether a parameter connects to the input of a Shortcuts action (accepted).
public enum InputConnectionBehavior: Hashable, Sendable { case `default`, never, connectToPreviousIntentResult }
