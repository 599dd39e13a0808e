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
    /// Preconfigured intents a watch face offers (watchOS); never asked for when drawing iOS families.
    func recommendations() -> [IntentRecommendation<Intent>]
    /// When each configuration matters (iOS 18, watchOS's Smart Stack); never asked for when drawing.
    func relevance() async -> WidgetRelevance<Intent>
}

/// A preconfigured widget a watch face offers: a SiriKit intent and how it is described.
public struct IntentRecommendation<T: INIntent> {
    public let intent: T
    public let description: Text

    /// A recommendation described by a text.
    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation described by a key of the app's strings.
    public init(intent: T, description: LocalizedStringKey) { self.init(intent: intent, description: Text(description)) }
    /// A recommendation described by a string resource.
    @_disfavoredOverload
    public init(intent: T, description: LocalizedStringResource) { self.init(intent: intent, description: Text(description)) }
    /// A recommendation described by a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: T, description: S) { self.init(intent: intent, description: Text(description)) }
}

/// A widget configured with a SiriKit intent; rendered with the intent as `Intent()` makes it.
public struct IntentConfiguration<Intent: INIntent, Content: View>: _DescribedWidgetConfiguration {
    public typealias Body = Never
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
