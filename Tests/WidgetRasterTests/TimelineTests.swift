import Foundation
import Testing
@testable import WidgetRaster

/// Timeline entries, configurations and date styles.
@Suite struct TimelineTests {
    let lisbon = DateTextFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Lisbon")!,
                                   now: DateTextFormatter.parse("2026-11-21T12:05:00Z")!)
    let departure = DateTextFormatter.parse("2026-11-21T14:35:00Z")!

    @Test func dateStylesAsOfTheEntryDate() {
        #expect(lisbon.string(departure, style: .time) == "2:35\u{202F}PM") // ICU puts a narrow no-break space before PM, as iOS 17 does
        #expect(lisbon.string(departure, style: .date) == "November 21, 2026")
        #expect(lisbon.string(departure, style: .relative) == "2 hr, 30 min")
        #expect(lisbon.string(departure, style: .offset) == "+2 hr, 30 min")
        #expect(lisbon.string(departure, style: .timer) == "2:30:00")
        var later = lisbon
        later.now = DateTextFormatter.parse("2026-11-21T14:52:00Z")!
        #expect(later.string(departure, style: .offset) == "−17 min")
        #expect(DateTextFormatter.abbreviated(3 * 86_400 + 7200) == "3 days, 2 hr")
        #expect(DateTextFormatter.abbreviated(65) == "1 min, 5 sec")
        #expect(DateTextFormatter.abbreviated(86_400) == "1 day")
    }

    /// The relative style in the image's language: the units and the list as the locale writes
    /// them (BackyardBirds' "%@ назад" read "4 min назад").
    @Test func relativeTextsAreInTheLocalesLanguage() {
        let russian = DateTextFormatter.abbreviated(4 * 60, locale: Locale(identifier: "ru_RU"))
        let german = DateTextFormatter.abbreviated(3 * 86_400 + 7200, locale: Locale(identifier: "de_DE"))
        let chinese = DateTextFormatter.abbreviated(3 * 86_400 + 9 * 3600, locale: Locale(identifier: "zh_Hans"))
        #expect(russian == "4 мин")
        #expect(german == "3 Tg., 2 Std.")
        #expect(chinese == "3天9小时")
    }

    @Test func timeZoneChangesTheTime() {
        var tokyo = lisbon
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(tokyo.string(departure, style: .time) == "11:35\u{202F}PM")
    }

    @Test func everyEntryAndConfigurationRendersAsItsOwnImage() throws {
        let loaded = try SceneLoader.load(SceneFileTests.examples.appendingPathComponent("flight.yaml"))
        #expect(loaded.scene.entries.count == 3 && loaded.scene.configurations.count == 2)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        plan.variants = [.light]
        #expect(try plan.jobs(for: [loaded.scene]).count == 2 * 2)
        plan.allEntries = true
        let jobs = try plan.jobs(for: [loaded.scene])
        #expect(jobs.count == 2 * 2 * 3)
        #expect(jobs.contains { $0.file == "com.example.flight/TP-211/systemSmall/iphone-158x158@2x-light-entry3.png" })

        let renderer = try WidgetRenderer()
        func texts(entry: Int, configuration: Int) throws -> [String] {
            let job = jobs.first { $0.entry == entry && $0.configuration == configuration && $0.family == .systemSmall }!
            let layout = try renderer.layout(loaded.scene, family: .systemSmall, target: job.target, folder: loaded.folder,
                                             entry: entry, configuration: configuration)
            return layout.content.flattened().compactMap { if case .text(let t) = $0.kind { return t.string }; return nil }
        }
        let first = try texts(entry: 0, configuration: 0), last = try texts(entry: 2, configuration: 1)
        #expect(first.contains("TP 1362") && first.contains("Check-in open") && first.contains("2 hr, 30 min"))
        #expect(last.contains("TP 211") && last.contains("Departed") && last.contains("17 min"))
    }

    @Test func badDatesAreClearErrors() throws {
        #expect(throws: SceneError.self) {
            try SceneLoader.decode(#"{"kind": "k", "entries": [{"date": "tomorrow"}], "body": {"systemSmall": {"type": "Text", "text": "a"}}}"#,
                                   file: "t.json")
        }
        #expect(throws: SceneError.self) {
            try SceneLoader.decode(#"{"kind": "k", "body": {"systemSmall": {"type": "Text", "date": "soon"}}}"#, file: "t.json")
        }
        #expect(throws: SceneError.self) {
            try SceneLoader.decode(#"{"kind": "k", "timeZone": "Mars/Olympus", "body": {"systemSmall": {"type": "Text", "text": "a"}}}"#,
                                   file: "t.json")
        }
    }
}
