/// A value an intent parameter holds (Xcode generates a subclass per custom type).
open class INObject: NSObject, INSpeakable {
    open var identifier: String?
    open var displayString: String
    open var pronunciationHint: String?
    open var subtitleString: String?
    /// An image shown with the value in the widget's edit sheet.
    open var displayImage: INImage?
    /// Other phrases Siri matches the value by ("Big Apple" for New York).
    open var alternativeSpeakableMatches: [INSpeakableString]?

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

    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?, subtitle subtitleString: String?,
                            image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, subtitle: subtitleString, image: displayImage)
        self.pronunciationHint = pronunciationHint
    }

    /// What Siri says for the value: its display string.
    open var spokenPhrase: String { displayString }
    /// The value's identifier, as Siri's vocabulary knows it.
    open var vocabularyIdentifier: String? { identifier }

    open override var description: String { displayString }
}
