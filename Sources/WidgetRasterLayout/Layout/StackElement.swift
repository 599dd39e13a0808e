import WidgetRasterModel

/// `HStack` / `VStack`: children share the major axis by priority, then by flexibility
/// (least flexible first, equal shares of what is left), and align on the minor axis
/// (layout-semantics §2).
final class StackElement: LayoutElement {
    let axis: Axis
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: Double?
    let children: [LayoutElement]
    let rightToLeft: Bool

    init(axis: Axis, horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center,
         spacing: Double?, children: [LayoutElement], rightToLeft: Bool, path: String) {
        self.axis = axis
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.children = children
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    /// Gaps before each child (the first is 0).
    private lazy var gaps: [Double] = children.indices.map { i in
        guard i > 0 else { return 0 }
        if let spacing { return spacing }
        let before = children[i - 1], after = children[i]
        if axis == .vertical {
            return SpacingPreference.vertical(above: before.spacing(.bottom), below: after.spacing(.top))
        }
        return SpacingPreference.horizontal(leading: before.spacing(.trailing), trailing: after.spacing(.leading))
    }

    /// Each child's proposal and size along the major axis for a stack proposal.
    private func distribute(_ proposal: Proposal) -> [(proposal: Proposal, size: Size)] {
        let minor = proposal.value(axis.other)
        guard let major = proposal.value(axis) else {
            return children.map { child in
                let p = Proposal.make(axis, major: nil, minor: minor)
                return (p, child.sizeThatFits(p))
            }
        }
        let minima = children.map { $0.sizeThatFits(.make(axis, major: 0, minor: minor)).value(axis) }
        let maxima = children.map { $0.sizeThatFits(.make(axis, major: .infinity, minor: minor)).value(axis) }
        let priorities = children.map(\.layoutPriority)
        let order = children.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            // A text whose truncated form ("…") is wider than its whole line is no less flexible than a fixed frame.
            let fa = max(0, maxima[a] - minima[a]), fb = max(0, maxima[b] - minima[b])
            if fa.isInfinite && fb.isInfinite && minima[a] != minima[b] { return minima[a] > minima[b] }
            if fa != fb { return fa < fb }
            return a < b
        }
        let topPriority = order.first.map { priorities[$0] }
        var available = major - gaps.reduce(0, +)
            - order.filter { priorities[$0] != topPriority }.map { minima[$0] }.reduce(0, +)
        var results = [(proposal: Proposal, size: Size)?](repeating: nil, count: children.count)
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            let group = order[start...].prefix { priorities[$0] == priority }
            if start > 0 { available += group.map { minima[$0] }.reduce(0, +) }
            var remaining = group.count
            for index in group {
                let share = max(0, available / Double(remaining))
                let p = Proposal.make(axis, major: share, minor: minor)
                let size = children[index].sizeThatFits(p)
                results[index] = (p, size)
                available -= size.value(axis)
                remaining -= 1
            }
            start += group.count
        }
        return results.map { $0! }
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let parts = distribute(proposal)
        let major = parts.map { $0.size.value(axis) }.reduce(0, +) + gaps.reduce(0, +)
        let offsets = minorOffsets(parts)
        let minor = zip(parts, offsets).map { $0.0.size.value(axis.other) + $0.1 }.max() ?? 0
        return Size.make(axis, major: major, minor: max(0, minor))
    }

    /// Minor-axis offsets that align every child's guide, shifted so the smallest is 0.
    private func minorOffsets(_ parts: [(proposal: Proposal, size: Size)]) -> [Double] {
        let guides = zip(children, parts).map { child, part in guide(child, part.size, part.proposal) }
        let anchor = guides.max() ?? 0
        return guides.map { anchor - $0 }
    }

    private func guide(_ child: LayoutElement, _ size: Size, _ proposal: Proposal) -> Double {
        let extent = size.value(axis.other)
        if let explicit = AlignmentGuideElement.explicit(alignmentName, of: child) {
            let value = explicit.value(for: size)
            return axis == .vertical && rightToLeft ? extent - value : value
        }
        if axis == .vertical {
            switch horizontalAlignment {
            case .leading: return rightToLeft ? extent : 0
            case .center: return extent / 2
            case .trailing: return rightToLeft ? 0 : extent
            }
        }
        switch verticalAlignment {
        case .top: return 0
        case .center: return extent / 2
        case .bottom: return extent
        case .firstTextBaseline: return child.baseline(first: true, size: size, proposal: proposal) ?? extent
        case .lastTextBaseline: return child.baseline(first: false, size: size, proposal: proposal) ?? extent
        }
    }

    /// The alignment this stack lines its children up on, as an explicit guide names it.
    private var alignmentName: AlignmentGuide.Guide {
        if axis == .vertical {
            switch horizontalAlignment {
            case .leading: return .leading
            case .center: return .horizontalCenter
            case .trailing: return .trailing
            }
        }
        switch verticalAlignment {
        case .top: return .top
        case .center: return .verticalCenter
        case .bottom: return .bottom
        case .firstTextBaseline: return .firstTextBaseline
        case .lastTextBaseline: return .lastTextBaseline
        }
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        var p = proposal
        if p.value(axis) == nil || p.value(axis.other) == nil {
            // Children are re-measured with the stack's own size where the proposal was open.
            p = Proposal.make(axis, major: p.value(axis) ?? nil, minor: p.value(axis.other) ?? frame.size.value(axis.other))
        }
        let parts = distribute(p)
        let offsets = minorOffsets(parts)
        let contentMinor = zip(parts, offsets).map { $0.0.size.value(axis.other) + $0.1 }.max() ?? 0
        let minorShift = (frame.size.value(axis.other) - contentMinor) / 2
        var cursor = 0.0
        let total = parts.map { $0.size.value(axis) }.reduce(0, +) + gaps.reduce(0, +)
        let majorShift = (frame.size.value(axis) - total) / 2
        var nodes: [LayoutNode] = []
        for (i, child) in children.enumerated() {
            cursor += gaps[i]
            let size = parts[i].size
            var major = majorShift + cursor
            if axis == .horizontal && rightToLeft { major = frame.width - major - size.width }
            let minor = minorShift + offsets[i]
            let origin = axis == .horizontal
                ? Point(x: frame.minX + major, y: frame.minY + minor)
                : Point(x: frame.minX + minor, y: frame.minY + major)
            nodes.append(child.place(in: Rect(origin: origin, size: size), proposal: parts[i].proposal))
            cursor += size.value(axis)
        }
        return LayoutNode(frame: frame, kind: .group, children: nodes, path: path)
    }

    override func spacing(_ edge: Edge) -> SpacingPreference {
        let leadingEdge: Edge = axis == .vertical ? .top : .leading
        let trailingEdge: Edge = axis == .vertical ? .bottom : .trailing
        if edge == leadingEdge { return children.first?.spacing(edge) ?? .view }
        if edge == trailingEdge { return children.last?.spacing(edge) ?? .view }
        return .largestText(children.map { $0.spacing(edge) })
    }
}
