import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit

/// An app's own configurations and templates (`var body: some WidgetConfiguration`, `some
/// ControlWidgetTemplate`) draw as what they are made of; preview timelines and content states
/// take loops, as Apple's builders do.
@Suite struct ComposedConfigurationTests {
    struct Entry: TimelineEntry {
        let date: Date
        var count = 3
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    struct Face: View {
        let entry: Entry
        var body: some View {
            Text("\(entry.count) cups").font(.title).containerBackground(.orange, for: .widget)
        }
    }

    /// The configuration written out in the widget's body.
    struct Direct: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "cups", provider: Provider()) { Face(entry: $0) }
                .configurationDisplayName("Cups")
                .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    /// The same configuration as a type of the app's own.
    struct CupsConfiguration: WidgetConfiguration {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "cups", provider: Provider()) { Face(entry: $0) }
                .configurationDisplayName("Cups")
                .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    struct Composed: Widget {
        var body: some WidgetConfiguration { CupsConfiguration() }
    }

    @Test func anAppsOwnConfigurationDrawsAsWhatItIsMadeOf() throws {
        for family in [RenderFamily.systemSmall, .systemMedium] {
            let direct = try renderWidgetBitmap(Direct(), family: family, device: "iphone-393x852", scale: 1, variant: .light)
            let composed = try renderWidgetBitmap(Composed(), family: family, device: "iphone-393x852", scale: 1, variant: .light)
            #expect(composed == direct, "\(family)")
        }
        let description = Composed().body._description
        #expect(description.kind == "cups" && description.displayName == "Cups" && description.families == [.systemSmall, .systemMedium])
    }

    struct Brew: AppIntent {
        static var title: LocalizedStringResource { "Brew" }
        func perform() async throws -> some IntentResult { .result() }
    }

    /// A template of the app's own, made of WidgetKit's button.
    struct BrewButton: ControlWidgetTemplate {
        var body: some ControlWidgetTemplate {
            ControlWidgetButton(action: Brew()) { Label("Brew", systemImage: "cup.and.saucer.fill") }
        }
    }

    struct DirectControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "brew") {
                ControlWidgetButton(action: Brew()) { Label("Brew", systemImage: "cup.and.saucer.fill") }
            }
        }
    }

    struct ComposedControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "brew") { BrewButton() }
        }
    }

    @Test func anAppsOwnControlTemplateDrawsAsWhatItIsMadeOf() throws {
        for family in [RenderFamily.controlSmall, .controlLarge] {
            let direct = try renderControlBitmap(DirectControl(), family: family, device: "iphone-393x852", scale: 2)
            let composed = try renderControlBitmap(ComposedControl(), family: family, device: "iphone-393x852", scale: 2)
            #expect(composed == direct, "\(family)")
        }
    }

    struct Cups: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "looped-cups", provider: Provider()) { Face(entry: $0) }.supportedFamilies([.systemSmall])
        }
    }

    @Test func aPreviewTimelineWithALoopDrawsEveryEntryInOrder() throws {
        let preview = try #require(DeclaredPreview.all(in: ["SwiftUIFrontDoorTests"]).first { $0.name == "Cups through the morning" })
        #expect(preview.entryCount(for: .systemSmall) == 4)
        for cups in 0...3 {
            let drawn = try renderPreviewBitmap(preview, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light, entry: cups)
            let expected = try renderWidgetBitmap(Face(entry: Entry(date: .now, count: cups)), family: .systemSmall, device: "iphone-393x852",
                                                  scale: 1, variant: .light)
            #expect(drawn == expected, "entry \(cups)")
        }
    }
}

#Preview("Cups through the morning", as: .systemSmall) {
    ComposedConfigurationTests.Cups()
} timeline: {
    ComposedConfigurationTests.Entry(date: .now, count: 0)
    for cup in 1...3 {
        ComposedConfigurationTests.Entry(date: .now.addingTimeInterval(Double(cup) * 3600), count: cup)
    }
}
