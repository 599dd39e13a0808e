import WidgetRasterModel

/// `background`, `overlay` and `mask`: the primary view alone decides layout; the secondary view
/// is proposed the primary's size and aligned in its frame, drawn behind, in front, or as a mask.
final class DecorationElement: LayoutElement {
    enum Placement { case behind, inFront, mask }

    let child: LayoutElement
    let decoration: LayoutElement
    let alignment: Alignment
    let placement: Placement
    let rightToLeft: Bool

    init(child: LayoutElement, decoration: LayoutElement, alignment: Alignment, placement: Placement, rightToLeft: Bool,
         path: String) {
        self.child = child
        self.decoration = decoration
        self.alignment = alignment
        self.placement = placement
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size { child.sizeThatFits(proposal) }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let primary = child.place(in: frame, proposal: proposal)
        let p = Proposal(frame.size)
        let size = decoration.sizeThatFits(p)
        let origin = AlignmentMath.origin(of: size, in: frame, alignment: alignment, rightToLeft: rightToLeft)
        var secondary = decoration.place(in: Rect(origin: origin, size: size), proposal: p)
        secondary.firstBaseline = nil
        secondary.lastBaseline = nil
        let children = placement == .behind ? [secondary, primary] : [primary, secondary]
        return LayoutNode(frame: frame, kind: placement == .mask ? .effect(.mask) : .group, children: children, path: path,
                          firstBaseline: primary.firstBaseline, lastBaseline: primary.lastBaseline)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }
}
