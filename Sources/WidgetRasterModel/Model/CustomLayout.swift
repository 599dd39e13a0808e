/// An app's own layout (SwiftUI's `Layout` protocol): how it sizes itself and where it places
/// its subviews, run by the layout stage with a proxy per laid-out subview. Code only (a scene
/// file has no code to run); a view model node holds it by identity.
public final class CustomLayout: Hashable, @unchecked Sendable {
    /// The layout's type name, for paths and messages.
    public let name: String
    package let sizeThatFits: (Proposal, [LayoutSubviewProxy]) -> Size
    package let placeSubviews: (Rect, Proposal, [LayoutSubviewProxy]) -> Void

    public init(name: String, sizeThatFits: @escaping (Proposal, [LayoutSubviewProxy]) -> Size,
                placeSubviews: @escaping (Rect, Proposal, [LayoutSubviewProxy]) -> Void) {
        self.name = name
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }

    public static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One subview of a custom layout as the layout sees it: the sizes it takes for proposals, and
/// where the layout places it.
/// The layout stage makes one per subview, answering for its laid-out element.
public final class LayoutSubviewProxy {
    private let measure: (Proposal) -> Size
    /// `layoutPriority(_:)` of the subview.
    public let priority: Double
    /// Where `placeSubviews` put the subview: a point, the subview's anchor at it, the proposal.
    package private(set) var placement: (point: Point, anchor: UnitPoint, proposal: Proposal)?

    package init(priority: Double, sizeThatFits: @escaping (Proposal) -> Size) {
        self.priority = priority
        measure = sizeThatFits
    }

    public func sizeThatFits(_ proposal: Proposal) -> Size { measure(proposal) }

    package func forgetPlacement() { placement = nil }

    public func place(at point: Point, anchor: UnitPoint, proposal: Proposal) {
        placement = (point, anchor, proposal)
    }
}
