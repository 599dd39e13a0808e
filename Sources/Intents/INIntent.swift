// As on Apple platforms, `import Intents` brings Foundation.
@_exported import Foundation

/// A SiriKit intent, as Xcode generates one per `.intentdefinition` intent (`class
/// SelectAccountIntent: INIntent`): widgets configured with one are drawn with the intent as
/// made by `init()`, its parameters nil — what a widget shows before a person edits it.
open class INIntent: NSObject {
    /// A unique identifier for this intent.
    open var identifier: String?
    /// The text Siri suggests for this intent.
    open var suggestedInvocationPhrase: String?

    public override required init() {}
}

/// A value an intent parameter holds (Xcode generates a subclass per custom type).
open class INObject: NSObject {
    open var identifier: String?
    open var displayString: String
    open var pronunciationHint: String?
    open var subtitleString: String?
    /// An image shown with the value in the widget's edit sheet.
    open var displayImage: INImage?

    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    open override var description: String { displayString }
}

/// An image for an intent value; never drawn in a widget.
open class INImage: NSObject, @unchecked Sendable {
    public let name: String?
    public init(named name: String) { self.name = name }
    public init(imageData: Data) { self.name = nil }
    public init(url: URL) { self.name = url.lastPathComponent }
}

/// The options an intent handler offers for a parameter, in sections.
public struct INObjectCollection<ObjectType: AnyObject> {
    public var sections: [INObjectSection<ObjectType>]
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }
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

/// The base of an app's intents extension handler.
open class INExtension: NSObject {
    public override init() {}
    open func handler(for intent: INIntent) -> Any? { nil }
}

/// What was asked and answered; widgets donate them, which changes no image.
open class INInteraction: NSObject {
    public let intent: INIntent
    public init(intent: INIntent, response: Any?) { self.intent = intent }
    open func donate(completion: ((Error?) -> Void)? = nil) { completion?(nil) }
}
