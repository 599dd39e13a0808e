/// `background` and `overlay`: the primary view alone decides layout; the secondary view is
/// proposed the primary's size and aligned in its frame, drawn behind or in front.
final class DecorationElement: LayoutElement {
    let child: LayoutElement
    let decoration: LayoutElement
    let alignment: Alignment
    let inFront: Bool
    let rightToLeft: Bool

    init(child: LayoutElement, decoration: LayoutElement, alignment: Alignment, inFront: Bool, rightToLeft: Bool,
         path: String) {
        self.child = child
        self.decoration = decoration
        self.alignment = alignment
        self.inFront = inFront
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
        let children = inFront ? [primary, secondary] : [secondary, primary]
        return LayoutNode(frame: frame, kind: .group, children: children, path: path,
                          firstBaseline: primary.firstBaseline, lastBaseline: primary.lastBaseline)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }
}
