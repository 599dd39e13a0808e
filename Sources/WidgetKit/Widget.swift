import Foundation
import SwiftUI
import WidgetRaster

/// A configuration WidgetKit declares: a primitive, described for the renderer.
public protocol _DescribedWidgetConfiguration: WidgetConfiguration where Body == Never {
    var _description: WidgetDescription { get }
}

extension _DescribedWidgetConfiguration {
    public var _widget: Any { _description }
}

extension WidgetConfiguration {
    /// What the renderer draws for this configuration: a primitive's description, reached through
    /// the bodies of configurations made of others.
    public var _description: WidgetDescription { _widget as? WidgetDescription ?? .undrawn(kind: "") }
}

/// Everything the renderer needs from a configuration, with the provider and view erased.
public struct WidgetDescription {
    public var kind: String
    public var displayName = ""
    public var description = ""
    public var families: [RenderFamily] = [.systemSmall, .systemMedium, .systemLarge]
    public var contentMargins = true
    /// Every entry is drawn, not only the first: a control's states.
    public var drawsEveryEntry = false
    /// Families the widget would rather not be offered in, by location (`disfavoredLocations(_:for:)`).
    public var disfavoredLocations: [WidgetLocation: [RenderFamily]] = [:]
    /// Whether the system may remove the container background (`containerBackgroundRemovable(_:)`).
    public var backgroundRemovable = true
    /// The Live Activity this configuration is: drawn with the samples its previews declare.
    var activity: ActivityDrawing?
    /// The timeline for a context — the provider asked once — and its placeholder entry's view.
    var timeline: (TimelineProviderContext) -> [TimelineItem]
    let placeholder: (TimelineProviderContext) -> any View
    /// The configuration's view for an entry of the provider's type (nil for another type).
    let view: (any TimelineEntry) -> (any View)?

    /// A description from a provider's entries (its timeline, or its snapshot when that is empty)
    /// and the configuration's view for an entry.
    init<Entry: TimelineEntry, Content: View>(kind: String, entries: @escaping (TimelineProviderContext) -> [Entry],
                                              placeholder: @escaping (TimelineProviderContext) -> Entry,
                                              content: @escaping (Entry) -> Content) {
        self.kind = kind
        timeline = { context in
            entries(context).map { entry in TimelineItem(date: entry.date, name: (entry as? _NamedEntry)?._name) { content(entry) } }
        }
        self.placeholder = { content(placeholder($0)) }
        view = { entry in (entry as? Entry).map { content($0) } }
    }
}

/// One timeline entry: its date, and its view, built only when that entry is drawn; a name for
/// its images when it has one (a control's `off` and `on`).
struct TimelineItem {
    let date: Date
    var name: String?
    let view: () -> any View

    init(date: Date, name: String? = nil, view: @escaping () -> any View) {
        self.date = date
        self.name = name
        self.view = view
    }
}

/// An entry whose images are named for what it is rather than its place in the timeline.
protocol _NamedEntry {
    var _name: String? { get }
}

/// No widget: what a widget's `body` returns where it is unavailable
/// (`if #available(iOS 17, *) { … } else { return EmptyWidgetConfiguration() }`). It has no
/// families, so nothing is rendered for it.
public struct EmptyWidgetConfiguration: _DescribedWidgetConfiguration {
    public typealias Body = Never
    public init() {}
    public var _description: WidgetDescription { .undrawn(kind: "") }
}

extension WidgetDescription {
    /// A configuration that compiles but declares no families, so the render plan passes over it.
    static func undrawn(kind: String) -> WidgetDescription {
        var description = WidgetDescription(kind: kind, entries: { _ in [UndrawnEntry]() }, placeholder: { _ in UndrawnEntry() },
                                            content: { _ in EmptyView() })
        description.families = []
        return description
    }

    private struct UndrawnEntry: TimelineEntry { var date = Date(timeIntervalSince1970: 0) }
}

/// A configuration with one part of its description changed.
public struct _ModifiedConfiguration: _DescribedWidgetConfiguration {
    public typealias Body = Never
    public var _description: WidgetDescription
}

extension WidgetConfiguration {
    private func changed(_ change: (inout WidgetDescription) -> Void) -> _ModifiedConfiguration {
        var description = _description
        change(&description)
        return _ModifiedConfiguration(_description: description)
    }

    public func configurationDisplayName(_ name: String) -> some WidgetConfiguration { changed { $0.displayName = name } }
    public func configurationDisplayName(_ name: SwiftUI.Text) -> some WidgetConfiguration {
        changed { $0.displayName = name._plainString }
    }
    /// The name in the widget gallery, translated by key as the app's strings say.
    public func configurationDisplayName(_ key: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(SwiftUI.Text(key))
    }
    /// The name in the widget gallery, from a string resource.
    @_disfavoredOverload
    public func configurationDisplayName(_ resource: LocalizedStringResource) -> some WidgetConfiguration {
        configurationDisplayName(SwiftUI.Text(resource))
    }
    public func description(_ text: String) -> some WidgetConfiguration { changed { $0.description = text } }
    public func description(_ text: SwiftUI.Text) -> some WidgetConfiguration { changed { $0.description = text._plainString } }
    /// The gallery's description, translated by key as the app's strings say.
    public func description(_ key: LocalizedStringKey) -> some WidgetConfiguration { description(SwiftUI.Text(key)) }
    /// The gallery's description, from a string resource.
    @_disfavoredOverload
    public func description(_ resource: LocalizedStringResource) -> some WidgetConfiguration {
        description(SwiftUI.Text(resource))
    }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { changed { $0.families = families.map(RenderFamily.init) } }
    public func contentMarginsDisabled() -> some WidgetConfiguration { changed { $0.contentMargins = false } }
    /// The places besides iPhone's a Live Activity has a view for (iOS 18): `.small` draws its small
    /// presentation (Apple Watch, CarPlay) from its Lock Screen view in the `.small` activity family.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        changed { $0.activity?.supplementalFamilies.formUnion(families) }
    }
    /// Asks a person to configure the widget when adding it (iOS 17); a rendering draws it as configured.
    public func promptsForUserConfiguration() -> some WidgetConfiguration { self }
    /// A background that cannot be removed keeps the widget out of StandBy, which removes it.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        changed { $0.backgroundRemovable = isRemovable }
    }
    /// Handles background URL session events for the widget: accepted; a rendering runs no session.
    public func onBackgroundURLSessionEvents(matching identifier: String,
                                             _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void)
        -> some WidgetConfiguration { self }
    /// Handles background URL session events whose identifier matches: accepted; a rendering runs no session.
    public func onBackgroundURLSessionEvents(matching: ((_ identifier: String) -> Bool)? = nil,
                                             _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void)
        -> some WidgetConfiguration { self }
    /// A background task the widget runs (iOS 16): accepted; a rendering runs no task.
    public func backgroundTask<Request: Sendable, Response: Sendable>(_ task: BackgroundTask<Request, Response>,
                                                                     action: @escaping @Sendable (Request) async -> Response)
        -> some WidgetConfiguration { self }
    /// How the widget may be mounted on visionOS surfaces (iOS 26): accepted; iOS draws no mounting.
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration { self }
    /// Locations the widget would rather not be offered in, for these families (kept in its description).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        changed { description in for location in locations { description.disfavoredLocations[location, default: []] += families.map(RenderFamily.init) } }
    }
}

/// A widget with no configuration a person edits: a provider and a view per entry.
public struct StaticConfiguration<Content: View>: _DescribedWidgetConfiguration {
    public typealias Body = Never
    public let _description: WidgetDescription

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @SwiftUI.ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        _description = WidgetDescription(kind: kind, entries: { context in
            ProviderExecutor.entries(kind: kind, timeline: { provider.getTimeline(in: context, completion: $0) },
                                     snapshot: { provider.getSnapshot(in: context, completion: $0) })
        }, placeholder: { provider.placeholder(in: $0) }, content: content)
    }
}
