import AppIntents
import Intents

/// When each of a widget's configurations matters (iOS 18), which orders a watch's Smart Stack.
/// A provider's `relevance()` is never asked for when drawing: an image shows every entry it is given.
public struct WidgetRelevance<Configuration>: Sendable {
    public let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// Relevance made of these attributes.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// One reason a widget (or one of its configurations) is relevant: a context, or a group it shares.
public struct WidgetRelevanceAttribute<Configuration>: @unchecked Sendable {
    let configuration: Configuration?
    let context: RelevantContext?
    let group: WidgetRelevanceGroup?

    /// Relevant in a context.
    public init(context: RelevantContext) { (configuration, self.context, group) = (nil, context, nil) }
    /// Relevant as a member of a group.
    public init(group: WidgetRelevanceGroup) { (configuration, context, self.group) = (nil, nil, group) }
    /// A configuration relevant in a context.
    public init(configuration: Configuration, context: RelevantContext) {
        (self.configuration, self.context, group) = (configuration, context, nil)
    }
    /// A configuration relevant as a member of a group.
    public init(configuration: Configuration, group: WidgetRelevanceGroup) {
        (self.configuration, context, self.group) = (configuration, nil, group)
    }
}

/// Widgets the Smart Stack considers together.
public struct WidgetRelevanceGroup: Hashable, Sendable {
    let name: String?
    let automatic: Bool

    /// A group of the app's own naming.
    public static func named(_ name: String) -> WidgetRelevanceGroup { WidgetRelevanceGroup(name: name, automatic: false) }
    /// In no group.
    public static let ungrouped = WidgetRelevanceGroup(name: nil, automatic: false)
    /// The group the system picks.
    public static let automatic = WidgetRelevanceGroup(name: nil, automatic: true)
}

extension TimelineProvider {
    /// No relevance beyond the timeline's: a rendering never asks for it.
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

extension IntentTimelineProvider {
    /// No relevance beyond the timeline's: a rendering never asks for it.
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
    /// No preconfigured intents: a rendering never asks for them (watch faces offer them).
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

extension AppIntentTimelineProvider {
    /// No relevance beyond the timeline's: a rendering never asks for it.
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}
