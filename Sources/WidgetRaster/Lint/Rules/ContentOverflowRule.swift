/// Texts and symbols drawn past the widget's edges, where the widget's mask cuts them off. When a
/// container itself is larger than the widget (a list too long for it), that is one finding —
/// the content does not fit — at the container, naming what it pushes out, not one per line.
struct ContentOverflowRule: LintRule {
    let info = LintRuleInfo.contentOverflow

    /// A text or symbol past an edge: how far, and which edge.
    struct Overflow {
        var placed: LintSubject.Placed
        var what: String
        var edge: String
        var distance: Double
    }

    func check(_ subject: LintSubject) -> [LintIssue] {
        let bounds = subject.bounds
        let found = subject.drawn.compactMap { p -> Overflow? in
            guard let what = p.described, let worst = p.overflow(past: bounds) else { return nil }
            return Overflow(placed: p, what: what, edge: worst.edge, distance: worst.distance)
        }
        if found.count > 1, let container = subject.container(of: found.map(\.placed.node.path)),
           let issue = doesNotFit(container, found, in: bounds) {
            return [issue]
        }
        return found.map { LintIssue($0.placed.node.path, "\($0.what) extends \(points($0.distance)) past the \($0.edge) edge of the widget") }
    }

    /// One finding for a container larger than the widget that holds every overflowing view; nil
    /// when the container fits (the views were moved out one by one, by offsets or positions).
    private func doesNotFit(_ container: LintSubject.Placed, _ found: [Overflow], in bounds: Rect) -> LintIssue? {
        let tall = container.frame.height - bounds.height, wide = container.frame.width - bounds.width
        guard max(tall, wide) > 0.5 else { return nil }
        let size = tall >= wide ? "\(points(container.frame.height)) tall and the widget \(points(bounds.height))"
                                : "\(points(container.frame.width)) wide and the widget \(points(bounds.width))"
        let edges = ["top", "bottom", "left", "right"].filter { edge in found.contains { $0.edge == edge } }
        return LintIssue(container.node.path, "the content does not fit: it is \(size), so \(counted(found.map(\.placed))) "
                         + "reach past the \(edges.joined(separator: " and ")) \(edges.count > 1 ? "edges" : "edge") "
                         + "(\(listed(found.map(\.what))))")
    }
}

/// "8 texts", "2 symbols", "3 texts and symbols".
func counted(_ views: [LintSubject.Placed]) -> String {
    let texts = views.filter(\.isText).count
    let noun = texts == views.count ? "texts" : texts == 0 ? "symbols" : "texts and symbols"
    return "\(views.count) \(noun)"
}

/// The first three names, and "…" for the rest.
func listed(_ names: [String]) -> String {
    names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
}

extension LintSubject.Placed {
    /// The edge a text or symbol's ink reaches furthest past, and by how far, when that is more
    /// than half a point; nil when it stays inside `bounds`.
    func overflow(past bounds: Rect) -> (edge: String, distance: Double)? {
        guard let extent = inkExtent else { return nil }
        let past = [("left", bounds.minX - extent.minX), ("top", bounds.minY - extent.minY),
                    ("right", extent.maxX - bounds.maxX), ("bottom", extent.maxY - bounds.maxY)]
        guard let worst = past.max(by: { $0.1 < $1.1 }), worst.1 > 0.5 else { return nil }
        return worst
    }

    /// Where a text or symbol actually draws: its lines, within any clip.
    var inkExtent: Rect? {
        guard let visible, let first = lines.first else { return nil }
        let union = lines.dropFirst().reduce(first) { a, b in
            Rect(x: min(a.minX, b.minX), y: min(a.minY, b.minY),
                 width: max(a.maxX, b.maxX) - min(a.minX, b.minX), height: max(a.maxY, b.maxY) - min(a.minY, b.minY))
        }
        return union.intersection(visible)
    }
}
