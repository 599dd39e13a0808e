// The emoji widget of Examples/mood.yaml as an app writes it: a week of moods in the bundled
// colour emoji. It draws exactly what the scene file draws (MoodTwinTests).
import SwiftUI
import WidgetKit

struct MoodEntry: TimelineEntry {
    let date: Date
    let week: [(day: String, mood: String)]

    static let sample = MoodEntry(date: Date(timeIntervalSince1970: 1_780_911_660),
                                  week: [("Mon", "😴"), ("Tue", "🙂"), ("Wed", "🤩"), ("Thu", "😐"), ("Fri", "😊")])
}

struct MoodProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoodEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (MoodEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MoodEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct MoodView: View {
    let entry: MoodEntry
    @Environment(\.widgetFamily) private var family

    private var streak: some View {
        Text("5-day streak 🔥").font(.caption).foregroundStyle(.secondary).lineLimit(1).minimumScaleFactor(0.6)
    }

    var body: some View {
        Group {
            if family == .systemSmall {
                VStack(alignment: .leading, spacing: 2) {
                    Text(entry.week.last?.mood ?? "").font(.system(size: 40))
                    Spacer()
                    Text("Calm, focused").font(.headline).lineLimit(1).minimumScaleFactor(0.6)
                    streak
                }
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Text("This week").font(.headline)
                        Spacer()
                        streak
                    }
                    Spacer(minLength: 6)
                    HStack(spacing: 0) {
                        ForEach(entry.week, id: \.day) { day in
                            VStack(spacing: 4) {
                                Text(day.mood).font(.system(size: 28))
                                Text(day.day).font(.caption2).foregroundStyle(.secondary)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                    Spacer(minLength: 6)
                    Text("Mostly calm — Wednesday was a high 🎉").font(.subheadline).lineLimit(1).minimumScaleFactor(0.6)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.mood", provider: MoodProvider()) { entry in
            MoodView(entry: entry)
                .containerBackground(.background, for: .widget)
                // The design has no room to grow past the largest standard size (lint: dynamic-type-fit).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .configurationDisplayName("Mood")
        .description("How your week has felt.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
