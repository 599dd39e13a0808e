import WidgetRasterModel

/// `fixedSize`: proposes nil (ideal size) on the fixed axes and reports the child's answer.
final class FixedSizeElement: LayoutElement {
    let horizontal: Bool
    let vertical: Bool
    let child: LayoutElement

    init(horizontal: Bool, vertical: Bool, child: LayoutElement, path: String) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
        super.init(path: path)
    }

    private func inner(_ p: Proposal) -> Proposal {
        Proposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ proposal: Proposal) -> Size { child.sizeThatFits(inner(proposal)) }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let p = inner(proposal)
        let size = child.sizeThatFits(p)
        let origin = Point(x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2)
        return LayoutNode(frame: frame, kind: .group, children: [child.place(in: Rect(origin: origin, size: size), proposal: p)],
                          path: path)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }
}
