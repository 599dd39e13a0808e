/// A view during layout: answers size proposals and places itself. Subclasses are the
/// SwiftUI layout behaviours (stacks, frames, padding, leaves). Answers are cached per proposal.
class LayoutElement {
    let path: String
    private var sizeCache: [Proposal: Size] = [:]

    init(path: String) {
        self.path = path
    }

    /// The size this view picks for a proposal. Pure: same proposal, same answer.
    final func sizeThatFits(_ proposal: Proposal) -> Size {
        if let hit = sizeCache[proposal] { return hit }
        let size = computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    func computeSize(_ proposal: Proposal) -> Size { proposal.replacingUnspecified() }

    /// Places this view in `frame` (its chosen size at its position) for `proposal`.
    func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .group, path: path)
    }

    /// Stacks give space to higher priorities first; Spacer is −∞.
    var layoutPriority: Double { 0 }

    /// How this view asks for space next to a stack neighbour on an edge.
    func spacing(_ edge: Edge) -> SpacingPreference { .view }


    /// A baseline for alignment, from the placed subtree (nil: the view has no text).
    final func baseline(first: Bool, size: Size, proposal: Proposal) -> Double? {
        let node = place(in: Rect(origin: .zero, size: size), proposal: proposal)
        return first ? node.firstBaseline : node.lastBaseline
    }
}

/// What a view contributes to the gap between it and a stack neighbour (layout-semantics §2.3).
enum SpacingPreference: Equatable {
    case spacer
    /// Text, with the metrics of its largest font in points.
    case text(size: Double)
    case view

    /// The gap between two vertical neighbours.
    static func vertical(above: SpacingPreference, below: SpacingPreference) -> Double {
        switch (above, below) {
        case (.spacer, _), (_, .spacer): return 0
        case (.text, .text): return 0
        case (.view, .text(let size)):
            let m = FontMetricsEstimate(size: size)
            return m.descender + ceilToGrid(0.1 * m.lineHeight)
        case (.text(let size), .view):
            let m = FontMetricsEstimate(size: size)
            let lead = ceilToGrid(0.1 * m.lineHeight)
            return max(m.lineHeight + lead - m.capHeight, lead + m.descender)
        case (.view, .view): return 8
        }
    }

    static func horizontal(leading: SpacingPreference, trailing: SpacingPreference) -> Double {
        if leading == .spacer || trailing == .spacer { return 0 }
        return 8
    }

    /// Rounds up to the @3x grid, the finest pixel grid a widget renders at.
    static func ceilToGrid(_ v: Double) -> Double { (v * 3).rounded(.up) / 3 }
}

/// Inter's vertical metrics as fractions of the em (hhea ascender 0.96875, descender 0.2421875, cap 0.727).
struct FontMetricsEstimate {
    var size: Double
    var ascender: Double { size * 0.96875 }
    var descender: Double { size * 0.2421875 }
    var capHeight: Double { size * 0.727 }
    var lineHeight: Double { ascender + descender }
}
