import ActivityKit
import Foundation
import SwiftUI
import enum WidgetRaster.Edge

/// What a Live Activity's views are given: its attributes and current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
}

/// A Live Activity: its Lock Screen view and its Dynamic Island presentations. It compiles so a
/// widget bundle that has one builds unchanged; it is not drawn (a Live Activity is not a widget
/// family), so its scene declares no families and the render plan passes over it.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Content: View>(for attributesType: Attributes.Type,
                               @SwiftUI.ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        _description = .undrawn(kind: "\(Attributes.self)")
    }

    /// The other places the activity shows (iOS 18: `.small` on Apple Watch and CarPlay); not drawn.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ActivityConfiguration { self }
}

/// Where a Live Activity's view is shown (`@Environment(\.activityFamily)`): the Lock Screen's
/// medium presentation, or the small one of Apple Watch and CarPlay.
public enum ActivityFamily: Hashable, Sendable { case small, medium }

struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }

extension EnvironmentValues {
    /// The Live Activity presentation being drawn; `.medium` (the Lock Screen's).
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}

extension View {
    /// On a watch face's corner complication, curves the content along the bezel; iOS families
    /// draw it as it is (watchOS only).
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

/// The Dynamic Island's presentations of a Live Activity.
public struct DynamicIsland {
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @SwiftUI.ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @SwiftUI.ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @SwiftUI.ViewBuilder minimal: @escaping () -> Minimal) {}

    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// A Dynamic Island presentation, for `contentMargins(_:_:for:)`.
public enum DynamicIslandMode: Sendable {
    case compact, compactLeading, compactTrailing, minimal, expanded
}

/// Which presentation of a Live Activity a preview shows.
public enum ActivityPreviewViewKind: Sendable {
    case content
    case dynamicIsland(DynamicIslandMode)
}

extension ActivityAttributes {
    /// A Live Activity's preview: not drawn (Live Activities are not widget families), so it shows nothing.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        EmptyView()
    }
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Sendable {
    public static let leading = DynamicIslandExpandedRegionPosition()
    public static let trailing = DynamicIslandExpandedRegionPosition()
    public static let center = DynamicIslandExpandedRegionPosition()
    public static let bottom = DynamicIslandExpandedRegionPosition()
}

/// One region of the expanded Dynamic Island.
public struct DynamicIslandExpandedRegion<Content: View> {
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
                @SwiftUI.ViewBuilder content: () -> Content) {}
}

/// The expanded Dynamic Island's regions.
public struct DynamicIslandExpandedContent<Content: View> {
    init() {}
}

/// Builds the expanded Dynamic Island from its regions.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent()
    }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<EmptyView>...) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent()
    }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<EmptyView>?) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent()
    }
    public static func buildEither(first: DynamicIslandExpandedContent<EmptyView>) -> DynamicIslandExpandedContent<EmptyView> { first }
    public static func buildEither(second: DynamicIslandExpandedContent<EmptyView>) -> DynamicIslandExpandedContent<EmptyView> { second }
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<EmptyView>) -> DynamicIslandExpandedContent<EmptyView> { part }
}

/// Where the expanded Dynamic Island puts a view too wide for its region.
public struct DynamicIslandVerticalPlacement: Sendable {
    public static let belowIfTooWide = DynamicIslandVerticalPlacement()
}

extension View {
    /// Accepted: Live Activities are not drawn.
    public func activityBackgroundTint(_ color: Color?) -> some View { self }
    /// Accepted: Live Activities are not drawn.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
    /// Accepted: Live Activities are not drawn.
    public func dynamicIsland(verticalPlacement: DynamicIslandVerticalPlacement) -> some View { self }
}
