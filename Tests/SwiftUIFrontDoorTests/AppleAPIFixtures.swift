// Fixtures the Apple API checklist's calls use (docs/apple-api/): an entry, providers, intents, a
// widget and Live Activity attributes, each written as an app would write it for iOS.
// `scripts/apple-api.py` compiles this file with the calls; `AppleAPICalls.swift` uses it in `swift test`.
import ActivityKit
import AppIntents
import Charts
import Foundation
import Intents
import SwiftData
import SwiftUI
import UIKit
import WidgetKit

struct CKEntry: TimelineEntry {
    let date: Date
}

struct CKProvider: TimelineProvider {
    func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (CKEntry) -> Void) {
        completion(CKEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CKEntry>) -> Void) {
        completion(Timeline(entries: [CKEntry(date: .now)], policy: .atEnd))
    }
}

struct CKIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Checklist" }
}

struct CKAppIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
    func snapshot(for configuration: CKIntent, in context: Context) async -> CKEntry { CKEntry(date: .now) }
    func timeline(for configuration: CKIntent, in context: Context) async -> Timeline<CKEntry> {
        Timeline(entries: [CKEntry(date: .now)], policy: .never)
    }
}

final class CKINIntent: INIntent {}

struct CKIntentProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
    func getSnapshot(for configuration: CKINIntent, in context: Context, completion: @escaping (CKEntry) -> Void) {
        completion(CKEntry(date: .now))
    }
    func getTimeline(for configuration: CKINIntent, in context: Context, completion: @escaping (Timeline<CKEntry>) -> Void) {
        completion(Timeline(entries: [CKEntry(date: .now)], policy: .atEnd))
    }
}

struct CKWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "checklist", provider: CKProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}

struct CKAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var progress: Double
    }
    var name: String
}

struct CKAction: AppIntent {
    static var title: LocalizedStringResource { "Run" }
    func perform() async throws -> some IntentResult { .result() }
}

struct CKToggleIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Switch" }
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct CKValueProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { true }
}
