import AppIntents
import SwiftUI

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`: compiles as in
/// Xcode; the widget renders through `renderWidget`, `assertWidgetSnapshot` or `widget-previews`.
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily,
                                                       widget: @escaping () -> W,
                                                       @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// `#Preview(as:using:widget:timeline:)` for widgets configured with an app intent.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// The entries of a preview's timeline, one per line.
@resultBuilder
public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
    public static func buildBlock(_ entries: Entry...) -> [Entry] { entries }
    public static func buildExpression(_ entry: Entry) -> Entry { entry }
}
