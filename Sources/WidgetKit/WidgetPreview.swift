import AppIntents
import SwiftUI

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`: as in Xcode.
/// Found by `swift package render-previews` and `assertPreviewSnapshots`, and drawn in that
/// family with every entry of the timeline, in order.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily,
                                widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// `#Preview(as:using:widget:timeline:)` for widgets configured with an app intent.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// `#Preview(as:widget:timelineProvider:)`: the entries come from a provider's timeline.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                             widget: @escaping () -> W,
                                                             timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// `#Preview(as:using:widget:timelineProvider:)`: an app-intent provider's timeline for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                      using intent: Provider.Intent,
                                                                      widget: @escaping () -> W,
                                                                      timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// `#Preview(as:using:widget:timelineProvider:)`: a SiriKit intent provider's timeline for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                   using intent: Provider.Intent,
                                                                   widget: @escaping () -> W,
                                                                   timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// The entries of a preview's timeline, one per line (`for` loops and `if` too).
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
}

/// Shows a `PreviewProvider`'s view as a widget: `.previewContext(WidgetPreviewContext(family: .systemSmall))`.
public struct WidgetPreviewContext: PreviewContext {
    public var family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
    public var _widgetFamily: RenderFamily? { RenderFamily(family) }
}

/// What a widget `#Preview` shows: a family, and the widget with the preview's entries in place
/// of its provider's (made when the preview is drawn).
struct WidgetPreviewContent {
    let family: RenderFamily
    let description: () -> WidgetDescription
}

extension _PreviewDeclaration {
    public init<W: Widget>(fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
                                                 widget: @escaping () -> W,
                                                 @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.init(fileID: fileID, line: line, name: name, content: .widget(WidgetPreviewContent(family: RenderFamily(family)) {
            widget().body._description.showing { _ in ProviderExecutor.run(timeline) }
        }))
    }

    public init<W: Widget, Intent: WidgetConfigurationIntent>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
        @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.init(fileID: fileID, line: line, name, as: family, widget: widget, timeline: timeline)
    }

    public init<W: Widget, Provider: TimelineProvider>(fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
                                                       widget: @escaping () -> W, timelineProvider: @escaping () -> Provider) {
        self.init(fileID: fileID, line: line, name: name, content: .widget(WidgetPreviewContent(family: RenderFamily(family)) {
            widget().body._description.showing { context in
                var entries: [Provider.Entry] = []
                timelineProvider().getTimeline(in: context) { entries = $0.entries }
                return entries
            }
        }))
    }

    public init<W: Widget, Provider: IntentTimelineProvider>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> W, timelineProvider: @escaping () -> Provider) {
        self.init(fileID: fileID, line: line, name: name, content: .widget(WidgetPreviewContent(family: RenderFamily(family)) {
            widget().body._description.showing { context in
                var entries: [Provider.Entry] = []
                timelineProvider().getTimeline(for: intent, in: context) { entries = $0.entries }
                return entries
            }
        }))
    }

    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> W, timelineProvider: @escaping () -> Provider) {
        self.init(fileID: fileID, line: line, name: name, content: .widget(WidgetPreviewContent(family: RenderFamily(family)) {
            widget().body._description.showing { context in
                ProviderExecutor.run { await timelineProvider().timeline(for: intent, in: context) }.entries
            }
        }))
    }
}

extension WidgetDescription {
    /// This widget showing other entries than its provider's: a preview's timeline.
    func showing(_ entries: @escaping (TimelineProviderContext) -> [any TimelineEntry]) -> WidgetDescription {
        var changed = self
        let view = self.view
        changed.timeline = { context in
            entries(context).compactMap { entry in view(entry).map { shown in TimelineItem(date: entry.date) { shown } } }
        }
        return changed
    }
}
