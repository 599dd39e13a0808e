import WidgetRasterModel

/// `frame(width:height:)` and `frame(minWidth:idealWidth:maxWidth:…)` (layout-semantics §3.5–3.6).
final class FrameElement: LayoutElement {
    let frameSpec: Frame
    let child: LayoutElement
    let rightToLeft: Bool

    init(frame: Frame, child: LayoutElement, rightToLeft: Bool, path: String) {
        frameSpec = frame
        self.child = child
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    private struct Dimension {
        var fixed: Double?
        var min: Double?
        var ideal: Double?
        var max: Double?

        var isFlexible: Bool { min != nil || ideal != nil || max != nil }

        /// What the child is offered along this dimension.
        func childProposal(_ p: Double?) -> Double? {
            if let fixed { return fixed }
            guard isFlexible else { return p }
            guard var v = p ?? ideal else { return nil }
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }

        /// The frame's own length along this dimension.
        func length(_ p: Double?, child: Double) -> Double {
            if let fixed { return fixed }
            guard isFlexible else { return child }
            if p == nil, let ideal { return ideal }
            if let min, let max, let p { return Swift.min(Swift.max(p, min), max) }
            let offered = childProposal(p) ?? child
            if let min, max == nil { return Swift.max(Swift.min(offered, child), min) }
            if let max, min == nil { return Swift.min(Swift.max(offered, child), max) }
            if let min, let max { return Swift.min(Swift.max(child, min), max) }
            return child
        }
    }

    private var widthDimension: Dimension {
        Dimension(fixed: frameSpec.width, min: frameSpec.minWidth, ideal: frameSpec.idealWidth, max: frameSpec.maxWidth)
    }

    private var heightDimension: Dimension {
        Dimension(fixed: frameSpec.height, min: frameSpec.minHeight, ideal: frameSpec.idealHeight, max: frameSpec.maxHeight)
    }

    private func inner(_ p: Proposal) -> Proposal {
        Proposal(width: widthDimension.childProposal(p.width), height: heightDimension.childProposal(p.height))
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let childSize = child.sizeThatFits(inner(proposal))
        return Size(width: widthDimension.length(proposal.width, child: childSize.width),
                    height: heightDimension.length(proposal.height, child: childSize.height))
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let p = inner(proposal)
        let size = child.sizeThatFits(p)
        let origin = AlignmentMath.origin(of: size, in: frame, alignment: frameSpec.alignment, rightToLeft: rightToLeft)
        let node = child.place(in: Rect(origin: origin, size: size), proposal: p)
        return LayoutNode(frame: frame, kind: .group, children: [node], path: path)
    }

    /// A fixed frame spaces as a view, except around a Spacer: `Spacer().frame(width: 20)` is the
    /// fixed-gap idiom and keeps the Spacer's zero spacing to its neighbours.
    override func spacing(_ edge: Edge) -> SpacingPreference {
        if child.spacing(edge) == .spacer { return .spacer }
        let fixesWidth = frameSpec.width != nil
        let fixesHeight = frameSpec.height != nil
        switch edge {
        case .top, .bottom: return fixesHeight ? .view : child.spacing(edge)
        case .leading, .trailing: return fixesWidth ? .view : child.spacing(edge)
        }
    }
}
