import Foundation
import SwiftUI
import WidgetRaster

/// One moment a widget shows.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is (accepted; the renderer shows every entry it is given).
public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable { case atEnd, never, after(Date) }
    let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// The entries a provider gives, in order.
public struct Timeline<EntryType: TimelineEntry> {
    public var entries: [EntryType]
    public var policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is asked in: the family and its size on the device being rendered.
public struct TimelineProviderContext: Sendable {
    public var family: WidgetFamily
    public var displaySize: CGSize
    public var isPreview: Bool
    /// The environments the widget will be drawn in (`context.environmentVariants.displayScale`).
    public var environmentVariants: EnvironmentVariants
    public init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool = false, displayScale: CGFloat? = nil) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        environmentVariants = EnvironmentVariants(displayScales: displayScale.map { [$0] } ?? [1, 2, 3])
    }

    /// The values an environment key takes across the images the widget is drawn for: the display
    /// scale and the colour scheme; nil for other keys (they do not vary between images here).
    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        let displayScales: [CGFloat]

        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { self[keyPath] }

        /// The values of an environment key the widget may be drawn with (`variants[\.colorScheme]`); nil when unknown.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.displayScale { return displayScales as? [T] }
            if keyPath == \EnvironmentValues.colorScheme { return [ColorScheme.light, .dark] as? [T] }
            return nil
        }
    }
}

/// Supplies a widget's entries: the placeholder (drawn redacted), a snapshot, the timeline.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// When the widget matters (iOS 18, watchOS's Smart Stack); never asked for when drawing.
    func relevance() async -> WidgetRelevance<Void>
}
