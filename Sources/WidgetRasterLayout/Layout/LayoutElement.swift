import WidgetRasterModel

/// A view during layout: answers size proposals and places itself. Subclasses are the
/// SwiftUI layout behaviours (stacks, frames, padding, leaves). Answers are cached per proposal.
package class LayoutElement {
    let path: String
    private var sizeCache: [Proposal: Size] = [:]
    private var baselineCache: [BaselineKey: (first: Double?, last: Double?)] = [:]

    private struct BaselineKey: Hashable {
        var size: Size
        var proposal: Proposal
    }

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


    /// A baseline for alignment, from the placed subtree (nil: the view has no text). Computed
    /// once per size and proposal: a baseline-aligned stack asks its children while sizing and
    /// again while placing, and without the cache nested stacks placed their subtrees
    /// exponentially often in their depth.
    final func baseline(first: Bool, size: Size, proposal: Proposal) -> Double? {
        let key = BaselineKey(size: size, proposal: proposal)
        if let hit = baselineCache[key] { return first ? hit.first : hit.last }
        let node = place(in: Rect(origin: .zero, size: size), proposal: proposal)
        baselineCache[key] = (node.firstBaseline, node.lastBaseline)
        return first ? node.firstBaseline : node.lastBaseline
    }
}

/// What a view contributes to the gap between it and a stack neighbour (layout-semantics §2.3).
enum SpacingPreference: Equatable {
    case spacer
    /// Text, with the metrics of its largest font in points and the grid its spacing rounds to.
    case text(size: Double, grid: PixelGrid)
    case view

    /// A container's preference on an edge its children share: the largest text's, else a view's.
    static func largestText(_ preferences: [SpacingPreference]) -> SpacingPreference {
        var largest: SpacingPreference = .view
        for case let .text(size, grid) in preferences {
            if case .text(let current, _) = largest, current >= size { continue }
            largest = .text(size: size, grid: grid)
        }
        return largest
    }

    /// The gap between two vertical neighbours.
    static func vertical(above: SpacingPreference, below: SpacingPreference) -> Double {
        switch (above, below) {
        case (.spacer, _), (_, .spacer): return 0
        case (.text, .text): return 0
        case (.view, .text(let size, let grid)):
            let m = FontMetricsEstimate(size: size)
            return grid.ceil(m.descender + ceilToGrid(0.1 * m.lineHeight, grid))
        case (.text(let size, let grid), .view):
            let m = FontMetricsEstimate(size: size)
            let lead = ceilToGrid(0.1 * m.lineHeight, grid)
            return grid.ceil(max(m.lineHeight + lead - m.capHeight, lead + m.descender))
        case (.view, .view): return 8
        }
    }

    static func horizontal(leading: SpacingPreference, trailing: SpacingPreference) -> Double {
        if leading == .spacer || trailing == .spacer { return 0 }
        return 8
    }

    /// Rounds up to the pixel grid (to the @3x grid, the finest a widget renders at, where it is not known).
    static func ceilToGrid(_ v: Double, _ grid: PixelGrid) -> Double {
        grid.pixelsPerPoint == nil ? PixelGrid(pixelsPerPoint: 3).ceil(v) : grid.ceil(v)
    }
}

/// Inter's vertical metrics as fractions of the em (hhea ascender 0.96875, descender 0.2421875, cap 0.727).
struct FontMetricsEstimate {
    var size: Double
    var ascender: Double { size * 0.96875 }
    var descender: Double { size * 0.2421875 }
    var capHeight: Double { size * 0.727 }
    var lineHeight: Double { ascender + descender }
}
