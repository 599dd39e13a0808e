import Foundation
import Intents
import SwiftUI

/// A provider for widgets a person configures with a SiriKit intent (`.intentdefinition`).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget configured with a SiriKit intent; rendered with the intent as `Intent()` makes it.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @SwiftUI.ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        _description = WidgetDescription(kind: kind, entries: { context in
            let intent = Intent()
            return ProviderExecutor.entries(kind: kind,
                                            timeline: { provider.getTimeline(for: intent, in: context, completion: $0) },
                                            snapshot: { provider.getSnapshot(for: intent, in: context, completion: $0) })
        }, placeholder: { provider.placeholder(in: $0) }, content: content)
    }
}
