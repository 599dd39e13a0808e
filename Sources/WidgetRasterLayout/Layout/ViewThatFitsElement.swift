import WidgetRasterModel

/// `ViewThatFits`: the first child whose ideal size fits the proposal along the constrained
/// axes (the last child when none does) is the one sized, placed and drawn.
final class ViewThatFitsElement: LayoutElement {
    let horizontal: Bool
    let vertical: Bool
    let children: [LayoutElement]

    init(horizontal: Bool, vertical: Bool, children: [LayoutElement], path: String) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.children = children
        super.init(path: path)
    }

    /// The child shown for a proposal.
    func chosen(_ proposal: Proposal) -> LayoutElement? {
        children.first { child in
            let ideal = child.sizeThatFits(Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            return fitsWidth && fitsHeight
        } ?? children.last
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        chosen(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let children = chosen(proposal).map { [$0.place(in: frame, proposal: proposal)] } ?? []
        return LayoutNode(frame: frame, kind: .group, children: children, path: path)
    }

    override func spacing(_ edge: Edge) -> SpacingPreference {
        .largestText(children.map { $0.spacing(edge) })
    }
}
