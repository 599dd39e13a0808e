import WidgetRasterModel

/// `aspectRatio` / `scaledToFit` / `scaledToFill`: proposes the largest (fit) or smallest (fill)
/// rectangle of the ratio for the proposal, and reports the child's size.
final class AspectRatioElement: LayoutElement {
    let ratio: Double?
    let mode: ContentMode
    let child: LayoutElement

    init(ratio: Double?, mode: ContentMode, child: LayoutElement, path: String) {
        self.ratio = ratio
        self.mode = mode
        self.child = child
        super.init(path: path)
    }

    private func inner(_ p: Proposal) -> Proposal {
        if p.width == nil && p.height == nil { return p }
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch mode {
        case .fit:
            let w = p.width ?? .infinity, h = p.height ?? .infinity
            let width = min(w, h * r)
            return width.isFinite ? Proposal(width: width, height: width / r) : p
        case .fill:
            let w = p.width ?? .infinity, h = p.height ?? .infinity
            if w.isInfinite || h.isInfinite { return Proposal(width: .infinity, height: .infinity) }
            let width = max(w, h * r)
            return Proposal(width: width, height: width / r)
        }
    }

    override func computeSize(_ proposal: Proposal) -> Size { child.sizeThatFits(inner(proposal)) }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let p = inner(proposal)
        let size = child.sizeThatFits(p)
        let origin = Point(x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2)
        return LayoutNode(frame: frame, kind: .group, children: [child.place(in: Rect(origin: origin, size: size), proposal: p)],
                          path: path)
    }

    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }
}
