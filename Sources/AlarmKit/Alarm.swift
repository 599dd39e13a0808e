// As on Apple platforms, `import AlarmKit` brings Foundation (UUID, Locale.Weekday, dates).
@_exported import Foundation

/// Information an app attaches to its alarms for their UI (iOS 26); an empty type is enough.
public protocol AlarmMetadata: Decodable, Encodable, Hashable, Sendable {}

/// An alarm the system schedules for an app (iOS 26): when it alerts, and where it is now.
public struct Alarm: Identifiable, Codable, Hashable, Sendable {
    public var id: UUID
    public var schedule: Schedule?
    public var countdownDuration: CountdownDuration?
    public var state: State

    public init(id: UUID, schedule: Schedule?, countdownDuration: CountdownDuration?, state: State) {
        self.id = id
        self.schedule = schedule
        self.countdownDuration = countdownDuration
        self.state = state
    }

    /// When an alarm alerts: at a moment, or at a time of day in the device's time zone.
    public enum Schedule: Codable, Hashable, Sendable {
        case fixed(Date)
        case relative(Relative)

        /// A time of day, in whatever time zone the device is in, repeating or not.
        public struct Relative: Codable, Hashable, Sendable {
            public var time: Time
            public var repeats: Recurrence

            public init(time: Time, repeats: Recurrence = .never) {
                self.time = time
                self.repeats = repeats
            }

            /// The hour and minute an alarm alerts at.
            public struct Time: Codable, Hashable, Sendable {
                public var hour: Int
                public var minute: Int

                public init(hour: Int, minute: Int) {
                    self.hour = hour
                    self.minute = minute
                }
            }

            /// How an alarm repeats, if it does.
            public enum Recurrence: Codable, Hashable, Sendable {
                case never
                case weekly([Locale.Weekday])
            }
        }
    }

    /// How long an alarm counts down before it alerts, and again after it is snoozed.
    public struct CountdownDuration: Codable, Hashable, Sendable {
        public var preAlert: TimeInterval?
        public var postAlert: TimeInterval?

        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) {
            self.preAlert = preAlert
            self.postAlert = postAlert
        }
    }

    /// Where an alarm is: scheduled, counting down, paused or alerting.
    public enum State: String, Codable, Hashable, Sendable {
        case scheduled, countdown, paused, alerting
    }
}

/// The app's alarms, as the system holds them (iOS 26). A rendering schedules none and asks no
/// one: the list is empty and authorization is not determined, as on a device that never asked.
public final class AlarmManager: Sendable {
    public static let shared = AlarmManager()

    /// Whether a person let the app schedule alarms.
    public enum AuthorizationState: Sendable, Hashable {
        case notDetermined, denied, authorized
    }

    public var authorizationState: AuthorizationState { .notDetermined }

    /// The app's scheduled alarms: none in a rendering.
    public var alarms: [Alarm] { get throws { [] } }
}
