/// Whether an intent runs in the background or brings its app to the foreground (iOS 26):
/// `static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }`. Accepted:
/// a rendering never runs an intent, in either mode.
public struct IntentModes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Runs without opening the app.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// Opens the app before it runs (the `immediate` foreground mode).
    public static let foreground = IntentModes.foreground(.immediate)

    /// Runs with the app in the foreground, brought there as `foregroundMode` says.
    public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes { IntentModes(rawValue: foregroundMode.rawValue) }

    /// When the app comes to the foreground for an intent.
    public struct ForegroundMode: Hashable, Sendable {
        let rawValue: Int
        /// Before the intent runs.
        public static let immediate = ForegroundMode(rawValue: 1 << 1)
        /// Only if the intent asks to continue in the foreground and the system allows it.
        public static let dynamic = ForegroundMode(rawValue: 1 << 2)
        /// While the intent runs, or just before it finishes.
        public static let deferred = ForegroundMode(rawValue: 1 << 3)
    }
}
