import WidgetRasterModel

/// `padding`: proposes the size less the insets (never below 0), reports the child plus the insets.
final class PaddingElement: LayoutElement {
    let insets: EdgeInsets
    let child: LayoutElement
    let rightToLeft: Bool

    init(insets: EdgeInsets, child: LayoutElement, rightToLeft: Bool, path: String) {
        self.insets = insets
        self.child = child
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    private var horizontal: Double { insets.leading + insets.trailing }
    private var vertical: Double { insets.top + insets.bottom }

    private func inner(_ p: Proposal) -> Proposal {
        Proposal(width: p.width.map { max(0, $0 - horizontal) }, height: p.height.map { max(0, $0 - vertical) })
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let size = child.sizeThatFits(inner(proposal))
        return Size(width: size.width + horizontal, height: size.height + vertical)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let p = inner(proposal)
        let size = child.sizeThatFits(p)
        let left = rightToLeft ? insets.trailing : insets.leading
        let node = child.place(in: Rect(x: frame.minX + left, y: frame.minY + insets.top, width: size.width, height: size.height),
                               proposal: p)
        return LayoutNode(frame: frame, kind: .group, children: [node], path: path)
    }

    override func spacing(_ edge: Edge) -> SpacingPreference {
        let length: Double
        switch edge {
        case .top: length = insets.top
        case .bottom: length = insets.bottom
        case .leading: length = insets.leading
        case .trailing: length = insets.trailing
        }
        return length != 0 ? .view : child.spacing(edge)
    }
}
