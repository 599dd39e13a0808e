extension String {
    /// How the edit sheet's keyboard types a string parameter (`inputOptions:`): a rendering draws
    /// the value, never the keyboard.
    public struct IntentInputOptions: Hashable, Sendable {
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(capitalizationType: CapitalizationType = .sentences, multiline: Bool = false, autocorrect: Bool = true,
                    smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        /// Which letters the keyboard starts in capitals.
        public enum CapitalizationType: Hashable, Sendable {
            case none, words, sentences, allCharacters
        }
    }
}
