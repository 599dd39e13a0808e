import ActivityKit
import SwiftUI
import enum WidgetRaster.Edge

/// The content states a Live Activity preview steps through, one per line.
@resultBuilder
public enum PreviewActivityContentStateBuilder<State> {
    public static func buildBlock(_ states: State...) -> [State] { states }
    public static func buildExpression(_ state: State) -> State { state }
}

/// `#Preview("Expanded", as: .dynamicIsland(.expanded), using: attributes) { MyActivity() } contentStates: { … }`.
/// It compiles, and the preview tools pass over it: a Live Activity is not a widget family, so it
/// is not drawn (as `ActivityConfiguration` is not).
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityContentStateBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// A Live Activity preview as written (not drawn).
struct ActivityPreviewContent {
    let viewKind: ActivityPreviewViewKind
}

extension _PreviewDeclaration {
    public init<Attributes: ActivityAttributes, W: Widget>(
        fileID: String, line: Int, _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> W,
        @PreviewActivityContentStateBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]) {
        self.init(fileID: fileID, line: line, name: name, content: .widget(ActivityPreviewContent(viewKind: viewKind)))
    }
}

extension DynamicIslandExpandedRegion {
    /// The region's margins: accepted (the Dynamic Island is not drawn).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion { self }
}
