import AlarmKit
import SwiftUI
import Testing

/// AlarmKit (iOS 26) as Alare's widgets use it: its settings are `AlarmMetadata` stored as JSON with
/// an `Alarm.Schedule`, and a rendering has no scheduled alarms.
@Suite struct AlarmKitTests {
    struct WakeUp: AlarmMetadata {
        var repeats: Set<Locale.Weekday> = [.monday, .friday]
        var schedule = Alarm.Schedule.relative(.init(time: .init(hour: 6, minute: 45), repeats: .weekly([.monday, .friday])))
    }

    @Test func storedAlarmSettingsReadBackAsWritten() throws {
        let stored = try JSONEncoder().encode(WakeUp())
        let read = try JSONDecoder().decode(WakeUp.self, from: stored)
        #expect(read == WakeUp())
        guard case .relative(let relative) = read.schedule else { Issue.record("a relative schedule reads back relative"); return }
        #expect(relative.time.hour == 6 && relative.time.minute == 45 && relative.repeats == .weekly([.monday, .friday]))
        #expect(Alarm.Schedule.Relative(time: .init(hour: 7, minute: 0)).repeats == .never)
    }

    /// Alare stores each alarm's title as a `String.LocalizationValue`, which is Codable.
    @Test func aLocalizationValueIsStoredAsItsText() throws {
        struct Item: Codable { var title: String.LocalizationValue }
        let count = 3
        let stored = try JSONEncoder().encode(Item(title: "Snooze \(count)"))
        #expect(String(decoding: stored, as: UTF8.self) == #"{"title":"Snooze 3"}"#)
        #expect(String(localized: try JSONDecoder().decode(Item.self, from: stored).title) == "Snooze 3")
    }

    @Test func aRenderingHasNoScheduledAlarms() throws {
        #expect(try AlarmManager.shared.alarms.isEmpty)
        #expect(AlarmManager.shared.authorizationState == .notDetermined)
    }
}
