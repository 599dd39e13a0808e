import ActivityKit
import Foundation
import SwiftUI
import enum WidgetRaster.Edge
import struct WidgetRaster.LiveActivity
import struct WidgetRaster.ViewNode

/// What a Live Activity's views are given: its attributes and current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
}

/// A Live Activity: its Lock Screen view and its Dynamic Island presentations. A widget bundle
/// that lists one draws it in every presentation with the content states its previews declare
/// (`#Preview(_:as:using:) { } contentStates: { }`, or iOS 16's `previewContext(_:viewKind:)`),
/// once per state; a preview draws its own presentation.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: _DescribedWidgetConfiguration {
    public typealias Body = Never
    public let _description: WidgetDescription

    public init<Content: View>(for attributesType: Attributes.Type,
                               @SwiftUI.ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        let kind = "\(Attributes.self)"
        var description = WidgetDescription.undrawn(kind: kind)
        description.activity = ActivityDrawing(attributesType: Attributes.self) { samples, supplemental in
            let entries = samples.enumerated().compactMap { index, sample -> ActivityStateEntry<Attributes>? in
                guard let attributes = sample.attributes as? Attributes, let state = sample.state as? Attributes.ContentState else {
                    return nil
                }
                return ActivityStateEntry(context: ActivityViewContext(attributes: attributes, state: state, isStale: sample.isStale,
                                                                       activityID: "preview-\(index + 1)"))
            }
            guard let first = entries.first else { return nil }
            var drawn = WidgetDescription(kind: kind, entries: { _ in entries }, placeholder: { _ in first }, content: { entry in
                ActivityPresentationView(lockScreen: { content(entry.context) }, island: dynamicIsland(entry.context),
                                         supplementalFamilies: supplemental)
            })
            drawn.families = LiveActivity.presentations
            return drawn
        }
        _description = description
    }
}

/// One content state of a Live Activity, shown at the render's "now".
struct ActivityStateEntry<Attributes: ActivityAttributes>: TimelineEntry {
    var date: Date { Date() }
    let context: ActivityViewContext<Attributes>
}

/// The presentation the image is of (`renderFamily`), built from the activity's views as
/// `LiveActivity.body(for:)` puts them: the Lock Screen view, or the island's views around the sensor housing.
struct ActivityPresentationView: View, _PrimitiveView {
    typealias Body = Never
    let lockScreen: () -> any View
    let island: DynamicIsland
    let supplementalFamilies: Set<ActivityFamily>

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        var context = context
        context.environment.supportedActivityFamilies = supplementalFamilies.union([.medium])
        let family = context.environment.renderFamily
        var activity = LiveActivity(keylineTint: island.keylineTint?._style)
        for margin in island.margins { activity.setMargins(margin.edges, margin.length, for: margin.mode) }
        switch family {
        case .liveActivity: activity.lockScreen = context.node(lockScreen())
        case .liveActivitySmall where supplementalFamilies.contains(.small):
            var small = context
            small.environment.activityFamily = .small
            activity.small = small.node(lockScreen())
        case .liveActivitySmall:
            activity.compactLeading = context.node(island.compactLeading())
            activity.compactTrailing = context.node(island.compactTrailing())
        case .dynamicIslandCompact:
            activity.compactLeading = context.node(island.compactLeading())
            activity.compactTrailing = context.node(island.compactTrailing())
        case .dynamicIslandMinimal: activity.minimal = context.node(island.minimal())
        case .dynamicIslandExpanded:
            for region in island.expanded.regions {
                let view = region.content()
                var node = context.node(view)
                if region.priority != 0 { node.modifiers.append(.layoutPriority(region.priority)) }
                activity.expanded[region.position.region] = node
                if DynamicIslandExpandedRegionVerticalPlacement.of(view) == .belowIfTooWide {
                    activity.belowIfTooWide.insert(region.position.region)
                }
            }
        default: break
        }
        return activity.body(for: family).map { [$0] } ?? []
    }
}

/// Where a Live Activity's view is shown (`@Environment(\.activityFamily)`): the Lock Screen's
/// medium presentation, or the small one of Apple Watch and CarPlay.
public enum ActivityFamily: Int, Hashable, Sendable, CustomStringConvertible {
    case small, medium

    /// The family's name, as WidgetKit prints it.
    public var description: String { self == .small ? "small" : "medium" }
}

struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }

/// The Live Activity presentations an activity supports (`supplementalActivityFamilies(_:)`), as
/// `@Environment(\.supportedActivityFamilies)` reads them: the Lock Screen's medium unless it says more.
public struct SupportedActivityFamiliesEnvironmentKey: EnvironmentKey {
    public static var defaultValue: Set<ActivityFamily> { [.medium] }
}

struct ActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }
struct ActivityUpdateReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The Live Activity presentation being drawn; `.medium` (the Lock Screen's).
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
    /// The presentations the activity supports.
    public var supportedActivityFamilies: Set<ActivityFamily> {
        get { self[SupportedActivityFamiliesEnvironmentKey.self] }
        set { self[SupportedActivityFamiliesEnvironmentKey.self] = newValue }
    }
    /// Whether the activity fills the screen (an alert on a locked iPhone): never in a still image.
    public var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] }
        set { self[ActivityFullscreenKey.self] = newValue }
    }
    /// Whether the system updates the activity less often (iOS 18; Apple Watch): never on iPhone.
    public var isActivityUpdateReduced: Bool {
        get { self[ActivityUpdateReducedKey.self] }
        set { self[ActivityUpdateReducedKey.self] = newValue }
    }
}

extension View {
    /// On a watch face's corner complication, curves the content along the bezel; iOS families
    /// draw it as it is (watchOS only).
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

/// The Dynamic Island's presentations of a Live Activity.
public struct DynamicIsland {
    let expanded: DynamicIslandExpandedContent<EmptyView>
    let compactLeading: () -> any View
    let compactTrailing: () -> any View
    let minimal: () -> any View
    var keylineTint: Color?
    /// `contentMargins(_:_:for:)` calls, in order.
    var margins: [(edges: Edge.Set, length: Double?, mode: LiveActivity.MarginMode)] = []

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @SwiftUI.ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @SwiftUI.ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @SwiftUI.ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = DynamicIslandExpandedContent(regions: expanded().regions)
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
    }

    /// The island's border colour.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// A presentation's content margins on `edges`, over the system's (nil: the system's again).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.margins.append((edges, length.map(Double.init), mode.marginMode))
        return island
    }
}

/// A Dynamic Island presentation, for `contentMargins(_:_:for:)`.
public enum DynamicIslandMode: Sendable {
    case compactLeading, compactTrailing, minimal, expanded
}

extension DynamicIslandMode {
    var marginMode: LiveActivity.MarginMode {
        switch self {
        case .compactLeading: return .compactLeading
        case .compactTrailing: return .compactTrailing
        case .minimal: return .minimal
        case .expanded: return .expanded
        }
    }
}

/// Which presentation of a Live Activity a preview shows.
public enum ActivityPreviewViewKind: Sendable {
    /// The Lock Screen (and banner) presentation.
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// A Dynamic Island presentation in a preview.
    public enum DynamicIslandPreviewViewState: Sendable {
        case compact, minimal, expanded
    }

    /// The family the presentation renders as.
    var family: RenderFamily {
        switch self {
        case .content: return .liveActivity
        case .dynamicIsland(.compact): return .dynamicIslandCompact
        case .dynamicIsland(.minimal): return .dynamicIslandMinimal
        case .dynamicIsland(.expanded): return .dynamicIslandExpanded
        }
    }
}

extension ActivityAttributes {
    /// An iOS 16 Live Activity preview in a `PreviewProvider`: the widget bundle's activity for
    /// these attributes in one presentation, showing `contentState`.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityContextPreview(sample: ActivitySample(attributes: self, state: contentState, isStale: isStale), viewKind: viewKind)
    }
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Sendable {
    let region: LiveActivity.Region
    public static let leading = DynamicIslandExpandedRegionPosition(region: .leading)
    public static let trailing = DynamicIslandExpandedRegionPosition(region: .trailing)
    public static let center = DynamicIslandExpandedRegionPosition(region: .center)
    public static let bottom = DynamicIslandExpandedRegionPosition(region: .bottom)
}

/// One region of the expanded Dynamic Island; a higher `priority` is laid out first (`layoutPriority`).
public struct DynamicIslandExpandedRegion<Content: View> {
    let declared: ExpandedRegionView

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
                @SwiftUI.ViewBuilder content: () -> Content) {
        let view = content()
        declared = ExpandedRegionView(position: position, priority: priority, content: { view })
    }
}

/// The expanded Dynamic Island's regions.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [ExpandedRegionView]
}

/// One expanded region as declared: its place, priority and view.
struct ExpandedRegionView {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: () -> any View
}

/// Builds the expanded Dynamic Island from its regions.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent<EmptyView>(regions: [region.declared])
    }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<EmptyView>...) -> DynamicIslandExpandedContent<EmptyView> { DynamicIslandExpandedContent<EmptyView>(regions: parts.flatMap(\.regions)) }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<EmptyView>?) -> DynamicIslandExpandedContent<EmptyView> { part ?? DynamicIslandExpandedContent<EmptyView>(regions: []) }
    public static func buildEither(first: DynamicIslandExpandedContent<EmptyView>) -> DynamicIslandExpandedContent<EmptyView> { first }
    public static func buildEither(second: DynamicIslandExpandedContent<EmptyView>) -> DynamicIslandExpandedContent<EmptyView> { second }
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<EmptyView>) -> DynamicIslandExpandedContent<EmptyView> { part }
    /// The first region of the expanded presentation.
    public static func buildPartialBlock<C: View>(first region: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<EmptyView> {
        buildExpression(region)
    }
    /// The first part of the expanded presentation.
    public static func buildPartialBlock<C: View>(first part: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent<EmptyView>(regions: part.regions)
    }
    /// The regions so far and one more.
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedRegion<C1>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + [next.declared])
    }
    /// The regions so far and those of another part.
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + next.regions)
    }
}

/// Where the expanded Dynamic Island puts a view too wide for its region.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String

    /// In its region.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the sensor housing when it is too wide to sit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// The Lock Screen view's background (nil: the system's).
    public func activityBackgroundTint(_ color: Color?) -> some View { containerBackground(color ?? .clear, for: .widget) }
    /// Accepted: the colour of the system's buttons beside the activity, which are not drawn.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
    /// Where this expanded region goes when too wide for its half beside the sensor housing:
    /// `.belowIfTooWide` moves it below the housing (on the region's own view, or through modifiers on it).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        DynamicIslandPlacementView(content: self, placement: verticalPlacement)
    }
}

/// A region's view with its vertical placement: drawn as the view, read by the expanded island.
struct DynamicIslandPlacementView<Content: View>: View, _PrimitiveView, _WrappingView, DynamicIslandPlacing {
    typealias Body = Never
    let content: Content
    let placement: DynamicIslandExpandedRegionVerticalPlacement

    func _nodes(in context: _ResolveContext) -> [ViewNode] { context.nodes(content) }
    var _wrapped: any View { content }
}

/// A view that sets its region's vertical placement.
protocol DynamicIslandPlacing {
    var placement: DynamicIslandExpandedRegionVerticalPlacement { get }
}

extension DynamicIslandExpandedRegionVerticalPlacement {
    /// The placement `view` sets on its region, looked for through the views that wrap it.
    static func of(_ view: any View) -> DynamicIslandExpandedRegionVerticalPlacement {
        var current = view
        while true {
            if let placing = current as? DynamicIslandPlacing { return placing.placement }
            guard let wrapping = current as? _WrappingView else { return .default }
            current = wrapping._wrapped
        }
    }
}
