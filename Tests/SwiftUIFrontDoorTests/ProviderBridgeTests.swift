import Dispatch
import Foundation
import AppIntents
import Intents
import SwiftUI
import Testing
import XCTest
import WidgetKit
import struct WidgetRaster.Bitmap
import struct WidgetRaster.BatchRenderer
import struct WidgetRaster.RenderPlan
import enum WidgetRaster.PNGCodec

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
    final class SelectAccountIntent: INIntent, @unchecked Sendable {
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

    /// A batch started on the main thread, with workers that need one timeline another worker's
    /// provider is finishing on the main queue: the main thread keeps its run loop turning while
    /// it waits, so every image draws the timeline (a worker blocked there stalled the provider
    /// until its 30-second limit, and the images drew its snapshot instead).
    func testABatchOfAMainQueueProviderFinishesOnTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.families = [.systemSmall]
        // Four images of one timeline, each its own layout, for four workers that ask at once.
        plan.scales = [1]
        plan.variants = [.light, .dark, Variant(colorScheme: .light, redaction: .privacy), Variant(colorScheme: .dark, redaction: .privacy)]
        let expected = try ProviderBridgeTests().pixels(of: "All accounts")
        // Which worker asks first is up to the threads; three runs give a worker other than the
        // main thread the first turn all but surely.
        for _ in 0..<3 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-queue-batch-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let summary = try BatchRenderer(scenes: [ProviderBridgeTests.AccountWidget().widgetScene()], plan: plan,
                                            outputDirectory: folder, workers: 4).run()
            XCTAssertEqual(summary.failures, [])
            XCTAssertEqual(summary.images, 4)
            let light = try XCTUnwrap(summary.manifest().images.first { $0.scale == 1 && $0.variant == "light" })
            let drawn = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent(light.file)))
            XCTAssertEqual(drawn, expected, "the timeline's entry is drawn")
        }
    }

    func testAnIntentProviderCompletingOnTheMainQueueFinishesOnTheMainThread() throws {
        let bridge = ProviderBridgeTests()
        XCTAssertEqual(try bridge.pixels(ProviderBridgeTests.AccountWidget()), try bridge.pixels(of: "All accounts"))
    }
}
