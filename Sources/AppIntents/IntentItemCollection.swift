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
}

/// One result with how the picker shows it.
public struct IntentItem<Result> {
    public let value: Result
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?

    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
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
