/// An app's own layout (SwiftUI's `Layout` protocol): how it sizes itself and where it places
/// its subviews, run by the layout stage with a proxy per laid-out subview. Code only (a scene
/// file has no code to run); a view model node holds it by identity.
public final class CustomLayout: Hashable, @unchecked Sendable {
    /// The layout's type name, for paths and messages.
    public let name: String
    let sizeThatFits: (Proposal, [LayoutSubviewProxy]) -> Size
    let placeSubviews: (Rect, Proposal, [LayoutSubviewProxy]) -> Void

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
public final class LayoutSubviewProxy {
    let element: LayoutElement
    /// Where `placeSubviews` put the subview: a point, the subview's anchor at it, the proposal.
    var placement: (point: Point, anchor: UnitPoint, proposal: Proposal)?

    init(element: LayoutElement) { self.element = element }

    public func sizeThatFits(_ proposal: Proposal) -> Size { element.sizeThatFits(proposal) }
    /// `layoutPriority(_:)` of the subview.
    public var priority: Double { element.layoutPriority }

    public func place(at point: Point, anchor: UnitPoint, proposal: Proposal) {
        placement = (point, anchor, proposal)
    }
}
