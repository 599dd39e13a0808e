import Dispatch
import Foundation
import AppIntents
import Intents
import SwiftUI
import Testing
import XCTest
import WidgetKit
import struct WidgetRaster.Bitmap

/// Providers as apps write them: completions called later from other queues, async code that
/// awaits the main actor, and SiriKit intent configurations. Each must give its timeline.
@Suite struct ProviderBridgeTests {
    struct Entry: TimelineEntry { let date: Date; let title: String }

    static func view(_ entry: Entry) -> some View {
        Text(entry.title).font(.title).containerBackground(.white, for: .widget)
    }

    /// Calls its completion 50 ms later from a background queue, as a provider that fetches does.
    struct LateProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "—") }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                completion(Timeline(entries: [Entry(date: .distantPast, title: "Late")], policy: .never))
            }
        }
    }

    struct LateWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "late", provider: LateProvider()) { ProviderBridgeTests.view($0) }
        }
    }

    @MainActor final class Store { var title = "Main actor" }

    /// Awaits a `@MainActor` store, which deadlocked a render started on the main thread.
    struct MainActorProvider: AppIntentTimelineProvider {
        struct Intent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Store" }
        }
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "—") }
        func snapshot(for configuration: Intent, in context: Context) async -> Entry { placeholder(in: context) }
        func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
            let title = await MainActor.run { Store().title }
            return Timeline(entries: [Entry(date: .distantPast, title: title)], policy: .never)
        }
    }

    struct MainActorWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "main-actor", intent: MainActorProvider.Intent.self, provider: MainActorProvider()) {
                ProviderBridgeTests.view($0)
            }
        }
    }

    /// What Xcode generates from an `.intentdefinition`: an INIntent subclass with optional parameters.
    final class SelectAccountIntent: INIntent {
        var account: String?
    }

    struct AccountProvider: IntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "—") }
        func getSnapshot(for configuration: SelectAccountIntent, in context: Context, completion: @escaping (Entry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(for configuration: SelectAccountIntent, in context: Context,
                         completion: @escaping (Timeline<Entry>) -> Void) {
            DispatchQueue.main.async {
                completion(Timeline(entries: [Entry(date: .distantPast, title: configuration.account ?? "All accounts")], policy: .atEnd))
            }
        }
    }

    struct AccountWidget: Widget {
        var body: some WidgetConfiguration {
            IntentConfiguration(kind: "account", intent: SelectAccountIntent.self, provider: AccountProvider()) {
                ProviderBridgeTests.view($0)
            }
        }
    }

    func pixels(_ widget: some Widget) throws -> Bitmap {
        try renderWidgetBitmap(widget, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
    }

    func pixels(of title: String) throws -> Bitmap {
        try renderWidgetBitmap(Self.view(Entry(date: .distantPast, title: title)), family: .systemSmall,
                               device: "iphone-393x852", scale: 1, variant: .light)
    }

    @Test func aCompletionCalledLaterFromAnotherQueueGivesTheTimeline() throws {
        #expect(try pixels(LateWidget()) == pixels(of: "Late"))
    }

    @Test func anAsyncProviderAwaitingTheMainActorFinishes() throws {
        #expect(try pixels(MainActorWidget()) == pixels(of: "Main actor"))
    }

    @Test func anIntentProviderCompletingOnTheMainQueueDrawsItsIntentsDefaults() throws {
        #expect(try pixels(AccountWidget()) == pixels(of: "All accounts"))
    }
}

/// The same providers rendered from the main thread, where XCTest runs its tests: the render
/// keeps the main run loop turning while it waits, so main-queue and main-actor work finishes.
final class ProviderOnMainThreadTests: XCTestCase {
    func testAnAsyncProviderAwaitingTheMainActorFinishesOnTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let bridge = ProviderBridgeTests()
        XCTAssertEqual(try bridge.pixels(ProviderBridgeTests.MainActorWidget()), try bridge.pixels(of: "Main actor"))
    }

    func testAnIntentProviderCompletingOnTheMainQueueFinishesOnTheMainThread() throws {
        let bridge = ProviderBridgeTests()
        XCTAssertEqual(try bridge.pixels(ProviderBridgeTests.AccountWidget()), try bridge.pixels(of: "All accounts"))
    }
}
