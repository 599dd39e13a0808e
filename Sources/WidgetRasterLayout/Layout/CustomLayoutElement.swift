import WidgetRasterModel

/// An app's own `Layout`: its size is what its `sizeThatFits` answers; each subview goes where
/// its `placeSubviews` puts it, sized for the proposal given there. A subview it leaves unplaced
/// sits at the centre of the bounds at its ideal size, as SwiftUI places it.
final class CustomLayoutElement: LayoutElement {
    let layout: CustomLayout
    let children: [LayoutElement]
    let subviews: [LayoutSubviewProxy]

    init(layout: CustomLayout, children: [LayoutElement], path: String) {
        self.layout = layout
        self.children = children
        subviews = children.map { element in
            LayoutSubviewProxy(priority: element.layoutPriority) { element.sizeThatFits($0) }
        }
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let size = layout.sizeThatFits(proposal, subviews)
        return Size(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        for subview in subviews { subview.forgetPlacement() }
        layout.placeSubviews(frame, proposal, subviews)
        let placed = zip(children, subviews).map { element, subview -> LayoutNode in
            let (point, anchor, given) = subview.placement
                ?? (Point(x: frame.midX, y: frame.midY), .center, Proposal.unspecified)
            let size = element.sizeThatFits(given)
            let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
            return element.place(in: Rect(origin: origin, size: size), proposal: given)
        }
        return LayoutNode(frame: frame, kind: .group, children: placed, path: path)
    }
}
