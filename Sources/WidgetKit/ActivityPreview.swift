import ActivityKit
import SwiftUI
import enum WidgetRaster.Edge

/// The content states a Live Activity preview steps through, one per line (`for` loops and `if` too).
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [A.ContentState]?) -> [A.ContentState] { component ?? [] }
    public static func buildEither(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildEither(second: [A.ContentState]) -> [A.ContentState] { second }
}

/// `#Preview("Expanded", as: .dynamicIsland(.expanded), using: attributes) { MyActivity() } contentStates: { … }`:
/// the activity in that presentation, once per content state, in order (as a timeline's entries).
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// What a Live Activity `#Preview` shows: one presentation of the activity `widget` is, with the
/// preview's attributes and content states (made when the preview is drawn or a bundle looks for them).
struct ActivityPreviewContent {
    let viewKind: ActivityPreviewViewKind
    let attributesType: Any.Type
    let samples: () -> [ActivitySample]
    let widget: () -> WidgetDescription
}

/// What iOS 16's `previewContext(_:isStale:viewKind:)` stands for: found among a provider's
/// previews and drawn as the activity for its attributes; drawn as a view it shows nothing.
struct ActivityContextPreview: View {
    let sample: ActivitySample
    let viewKind: ActivityPreviewViewKind
    var body: some View { EmptyView() }
}

extension _PreviewDeclaration {
    public init<Attributes: ActivityAttributes, W: Widget>(
        fileID: String, line: Int, _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> W,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]) {
        self.init(fileID: fileID, line: line, name: name, content: .widget(ActivityPreviewContent(
            viewKind: viewKind, attributesType: Attributes.self,
            samples: { contentStates().map { ActivitySample(attributes: attributes, state: $0, isStale: false) } },
            widget: { widget().body._description })))
    }
}

extension DynamicIslandExpandedRegion {
    /// The region's margins: accepted; regions keep the margins `LiveActivity.body(for:)` gives them.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion { self }
}
