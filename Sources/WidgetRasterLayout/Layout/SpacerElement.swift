import WidgetRasterModel

/// `Spacer`: grows along its stack's axis from `minLength` (default 8), 0 across it; sized last.
final class SpacerElement: LayoutElement {
    let minLength: Double
    /// The axis of the enclosing stack; nil outside a stack, where it grows both ways.
    let axis: Axis?

    init(minLength: Double?, axis: Axis?, path: String) {
        self.minLength = minLength ?? 8
        self.axis = axis
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        func grow(_ v: Double?) -> Double { max(v ?? minLength, minLength) }
        switch axis {
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    override var layoutPriority: Double { -.infinity }
    override func spacing(_ edge: Edge) -> SpacingPreference { .spacer }
}
