/// A value Siri can say and recognise: its phrase, how to pronounce it, and its vocabulary identifier.
public protocol INSpeakable: NSObjectProtocol {
    var spokenPhrase: String { get }
    var pronunciationHint: String? { get }
    var vocabularyIdentifier: String? { get }
}

/// A phrase Siri can say and recognise (`INSpeakableString(spokenPhrase: "Big Apple")`).
open class INSpeakableString: NSObject, INSpeakable, @unchecked Sendable {
    public let vocabularyIdentifier: String?
    public let spokenPhrase: String
    public let pronunciationHint: String?

    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }

    /// A phrase with no vocabulary identifier or pronunciation hint.
    public init(spokenPhrase: String) {
        vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
    }

    open override var description: String { spokenPhrase }
}
