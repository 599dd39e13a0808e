/// An app's own `Layout`: its size is what its `sizeThatFits` answers; each subview goes where
/// its `placeSubviews` puts it, sized for the proposal given there. A subview it leaves unplaced
/// sits at the centre of the bounds at its ideal size, as SwiftUI places it.
final class CustomLayoutElement: LayoutElement {
    let layout: CustomLayout
    let subviews: [LayoutSubviewProxy]

    init(layout: CustomLayout, children: [LayoutElement], path: String) {
        self.layout = layout
        subviews = children.map(LayoutSubviewProxy.init)
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let size = layout.sizeThatFits(proposal, subviews)
        return Size(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        for subview in subviews { subview.placement = nil }
        layout.placeSubviews(frame, proposal, subviews)
        let children = subviews.map { subview -> LayoutNode in
            let (point, anchor, given) = subview.placement
                ?? (Point(x: frame.midX, y: frame.midY), .center, Proposal.unspecified)
            let size = subview.element.sizeThatFits(given)
            let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
            return subview.element.place(in: Rect(origin: origin, size: size), proposal: given)
        }
        return LayoutNode(frame: frame, kind: .group, children: children, path: path)
    }
}
