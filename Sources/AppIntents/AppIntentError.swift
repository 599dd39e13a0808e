/// An error an intent's `perform()` throws to end its run (iOS 16), such as a parameter's
/// `needsValueError()`, which on iOS asks the person for the value and runs the intent again.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
    /// Why the intent stopped.
    public let description: String

    init(_ description: String) { self.description = description }
}
