extension Bool {
    /// The names the edit sheet gives a Boolean parameter's two values (`displayName:
    /// Bool.IntentDisplayName(true: "On", false: "Off")`).
    public struct IntentDisplayName: Hashable, Sendable {
        public var trueName: LocalizedStringResource
        public var falseName: LocalizedStringResource

        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }

        /// The name of `value`.
        public func name(for value: Bool) -> LocalizedStringResource { value ? trueName : falseName }
    }
}
