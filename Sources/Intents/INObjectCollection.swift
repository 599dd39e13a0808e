/// The options an intent handler offers for a parameter, in sections.
open class INObjectCollection<ObjectType: AnyObject>: NSObject {
    public var sections: [INObjectSection<ObjectType>]
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether the edit sheet lists the options under an A–Z index.
    public var usesIndexedCollation = false

    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
    public convenience init(items: [ObjectType]) { self.init(sections: [INObjectSection(title: nil, items: items)]) }
}

/// One titled section of an `INObjectCollection`.
public struct INObjectSection<ObjectType: AnyObject> {
    public var title: String?
    public var items: [ObjectType]
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}
