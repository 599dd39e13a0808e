import Foundation
import SwiftUI
import Synchronization
import Testing
import WidgetKit
import struct WidgetRaster.BatchRenderer
import struct WidgetRaster.RenderPlan

/// WidgetKit asks a provider for a timeline once per family and context, however many images
/// (scales, colour schemes, redactions) show it and however many workers draw them at once.
@Suite struct ProviderOnceTests {
    struct Entry: TimelineEntry { let date: Date }

    /// The contexts the provider was asked for, in order.
    static let asked = Mutex<[String]>([])

    struct CountingProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let key = "\(context.family.rawValue) \(context.displaySize.width)x\(context.displaySize.height) "
                + "@\(context.environmentVariants.displayScale ?? [])"
            ProviderOnceTests.asked.withLock { $0.append(key) }
            completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
        }
    }

    struct CountingWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "counting", provider: CountingProvider()) { _ in
                Text("Asked once").containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    @Test func aProviderIsAskedOncePerFamilyAndContext() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852", "iphone-430x932"]
        plan.scales = [1, 2, 3]
        plan.variants = [.light, .dark, Variant(colorScheme: .light, redaction: .privacy)]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("provider-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = BatchRenderer(scenes: [CountingWidget().widgetScene()], plan: plan, outputDirectory: folder, workers: 4)
        let summary = try batch.run()
        #expect(summary.failures.isEmpty && summary.images == 2 * 2 * 3 * 3)
        let asked = Self.asked.withLock { $0 }
        #expect(asked.count == Set(asked).count, "a context asked twice: \(asked.sorted())")
        // Two families × two sizes each × three scales, and one context per family for the gallery's checks.
        #expect(asked.count == 2 * 2 * 3 + 2, "\(asked.sorted())")
    }
}
