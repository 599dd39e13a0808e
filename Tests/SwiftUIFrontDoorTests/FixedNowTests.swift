import Foundation
import SwiftUI
import Synchronization
import Testing
import WidgetKit
@testable import SwiftExamples

/// A widget's code reads the render's "now" — `Date()`, `.now`, its provider's threads, relative
/// and time texts — so an image recorded today is the same an hour later; outside a render, and
/// with `now: nil`, the clock is the machine's.
@Suite(.serialized) struct FixedNowTests {
    static let reference = WidgetRenderOptions.referenceNow

    /// A held moment runs on from when the render took it: a read is that moment and the milliseconds since.
    static func near(_ read: Date?, _ moment: Date) -> Bool { read.map { abs($0.timeIntervalSince(moment)) < 5 } ?? false }

    /// Draws `draw` now, then with the machine's clock an hour and five minutes later.
    static func laterImages(_ draw: () throws -> Data) throws -> (now: Data, hourLater: Data, fiveMinutesLater: Data) {
        defer { FixedClock.shiftMachineClock(by: 0) }
        let now = try draw()
        FixedClock.shiftMachineClock(by: 3600)
        let hourLater = try draw()
        FixedClock.shiftMachineClock(by: 300)
        return (now, hourLater, try draw())
    }

    @Test func xcodesTemplateTimelineIsTheSameAnHourLater() throws {
        let images = try Self.laterImages {
            try renderWidget(EmojiWidget(), family: .systemSmall, device: "iphone-393x852", scale: 2, variant: .light, entry: 1)
        }
        #expect(images.now == images.hourLater && images.now == images.fiveMinutesLater)
        // Its second entry is an hour after the render's moment: 10:41 AM.
        let second = SimpleEntry(date: Self.reference.addingTimeInterval(3600), configuration: ConfigurationAppIntent())
        let expected = try renderWidget(EmojiWidgetEntryView(entry: second).containerBackground(.fill.tertiary, for: .widget),
                                        family: .systemSmall, device: "iphone-393x852", scale: 2, variant: .light)
        #expect(images.now == expected)
    }

    /// With `now: nil` a body reads the machine's clock, even while other renders hold a moment.
    @Test func theMachinesClockMovesAViewWhenAskedFor() throws {
        let images = try Self.laterImages {
            try renderWidget(ClockProbe(id: 200), family: .systemSmall, device: "iphone-393x852", scale: 2, variant: .light,
                             options: WidgetRenderOptions(now: nil))
        }
        #expect(images.now != images.hourLater, "with now: nil the view shows the machine's time")
    }

    struct RelativeView: View {
        var body: some View {
            VStack {
                Text(Date().addingTimeInterval(-7_380), style: .relative)
                Text(.now, style: .date)
                Text(RelativeDateTimeFormatter().localizedString(for: Date.now.addingTimeInterval(-86_400), relativeTo: Date()))
            }
            .containerBackground(.yellow, for: .widget)
        }
    }

    @Test func relativeAndDateTextsOfAViewAreTheSameAnHourLater() throws {
        let images = try Self.laterImages {
            try renderWidget(RelativeView(), family: .systemMedium, device: "iphone-393x852", scale: 1, variant: .light)
        }
        #expect(images.now == images.hourLater && images.now == images.fiveMinutesLater)
    }

    /// What a provider read on the threads it started, and what a body read.
    static let seen = Mutex<[String: Date]>([:])

    struct ThreadedProvider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, configuration: ConfigurationAppIntent()) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            DispatchQueue.global().async {
                FixedNowTests.seen.withLock { $0["provider's queue"] = Date() }
                Thread.detachNewThread {
                    FixedNowTests.seen.withLock { $0["provider's thread"] = Date() }
                    completion(Timeline(entries: [SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())], policy: .never))
                }
            }
        }
    }

    struct ThreadedWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "threaded", provider: ThreadedProvider()) { entry in
                Text(entry.date, style: .time).containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// Threads the provider starts see the newest moment held (every render of this test process that runs
    /// at the same time holds the reference moment: the suite is serialized).
    @Test func threadsTheProviderStartsSeeTheRendersMoment() throws {
        let image = try renderWidget(ThreadedWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        let seen = Self.seen.withLock { $0 }
        #expect(Self.near(seen["provider's queue"], Self.reference) && Self.near(seen["provider's thread"], Self.reference), "\(seen)")
        // The completion, called from the provider's thread, gives the entry at 9:41.
        let expected = try renderWidget(Text(Self.reference, style: .time).containerBackground(.white, for: .widget),
                                        family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        #expect(image == expected)
    }

    /// A semaphore's timeout is a deadline on the machine's clock: a render's moment (months away) does not end the wait early.
    @Test func timeoutsKeepTheMachinesClock() {
        let christmas = Date(timeIntervalSince1970: 1_798_135_200)
        let waited = FixedClock.during(christmas) { () -> Duration in
            let start = ContinuousClock.now
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 0.2)
            return ContinuousClock.now - start
        }
        #expect(waited >= .milliseconds(190) && waited < .seconds(5), "\(waited)")
    }

    /// Reads the clock as its configuration is built, before any provider or body runs.
    struct ConfiguredAtWidget: Widget {
        var body: some WidgetConfiguration {
            let configured = Date()
            return StaticConfiguration(kind: "configured-at", provider: ThreadedProvider()) { _ in
                Text(configured, style: .time).containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    @Test func codeThatRunsAsTheWidgetIsConfiguredSeesTheMoment() throws {
        let image = try renderWidget(ConfiguredAtWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        let expected = try renderWidget(Text(Self.reference, style: .time).containerBackground(.white, for: .widget),
                                        family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        #expect(image == expected)
    }

    struct ClockProbe: View {
        let id: Int
        var body: some View {
            let read = Date()
            FixedNowTests.seen.withLock { $0["body \(id)"] = read }
            return Text(read, style: .time).containerBackground(.white, for: .widget)
        }
    }

    @Test func rendersAtOnceEachSeeTheirOwnMoment() throws {
        let moments = (0..<8).map { Self.reference.addingTimeInterval(Double($0) * 86_400) }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: moments.count) { index in
            do {
                _ = try renderWidget(ClockProbe(id: index), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light,
                                     options: WidgetRenderOptions(now: moments[index]))
            } catch { failures.withLock { $0.append("\(error)") } }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let seen = Self.seen.withLock { $0 }
        for index in moments.indices { #expect(Self.near(seen["body \(index)"], moments[index]), "body \(index): \(String(describing: seen["body \(index)"]))") }
    }

    /// Code that waits for the wall clock to pass a time (as `RunLoop.run(until:)` does) ends: a held moment runs on.
    @Test func codeThatWaitsForTheClockEnds() throws {
        let waited = FixedClock.during(Self.reference) { () -> Duration in
            let start = ContinuousClock.now, end = Date().addingTimeInterval(0.05)
            while Date() < end, ContinuousClock.now - start < .seconds(5) {}
            return ContinuousClock.now - start
        }
        #expect(waited >= .milliseconds(50) && waited < .seconds(5), "\(waited)")
    }

    /// A thread that asks for the machine's clock (`now: nil`) reads it while another thread's render holds a moment.
    @Test func aThreadAskingForTheMachinesClockReadsItWhateverOthersHold() throws {
        _ = try renderWidget(ClockProbe(id: 100), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        #expect(Self.near(Self.seen.withLock { $0["body 100"] }, Self.reference))
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Thread.detachNewThread { FixedClock.during(Self.reference) { holding.signal(); release.wait() } }
        holding.wait()
        let read = FixedClock.during(nil) { Date() }
        release.signal()
        // time() is the C library's own, never held: the two clocks agree to the second.
        #expect(abs(read.timeIntervalSince1970 - Double(time(nil))) < 2)
    }

    @Test func theNowVariableTakesMomentsDatesAndTheMachinesClock() throws {
        let parse = { (text: String?) in WidgetRenderOptions.parseNow(text, from: "WIDGETRASTER_NOW") }
        #expect(try parse(nil).get() == Self.reference)
        #expect(try parse("system").get() == nil)
        let christmas = try #require(try parse("2026-12-24T18:00:00Z").get())
        #expect(try parse("2026-12-24T19:00:00+01:00").get() == christmas)
        #expect(try parse("2026-12-24T18:00:00.000Z").get() == christmas)
        #expect(try parse("2026-12-24").get() == christmas.addingTimeInterval(-18 * 3600))
        guard case .failure(let error) = parse("tomorrow") else { Issue.record("'tomorrow' read as a moment"); return }
        #expect(error.message.hasPrefix("WIDGETRASTER_NOW: 'tomorrow' is not a moment; expected an ISO 8601 date and time"))
    }
}
