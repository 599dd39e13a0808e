import WidgetRasterModel

/// `layoutPriority`: the same layout, a different priority for the parent stack.
final class PriorityElement: LayoutElement {
    let priority: Double
    let child: LayoutElement

    init(priority: Double, child: LayoutElement, path: String) {
        self.priority = priority
        self.child = child
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size { child.sizeThatFits(proposal) }
    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .group, children: [child.place(in: frame, proposal: proposal)], path: path)
    }
    override var layoutPriority: Double { priority }
    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }
}
