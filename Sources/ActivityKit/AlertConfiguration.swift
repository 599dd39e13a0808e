import AppIntents

/// The alert a Live Activity update shows on a device: a title, a body and a sound. A rendering
/// shows no alert.
public struct AlertConfiguration: Sendable {
    public var title: LocalizedStringResource
    public var body: LocalizedStringResource
    public var sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// The sound an alert plays.
    public struct AlertSound: Hashable, Sendable {
        let name: String?

        /// A sound file of the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
        /// The system's alert sound.
        public static var `default`: AlertSound { AlertSound(name: nil) }
    }
}
