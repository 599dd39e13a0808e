/// Texts and symbols drawn past the widget's edges, where the widget's mask cuts them off.
struct ContentOverflowRule: LintRule {
    let info = LintRuleInfo.contentOverflow

    func check(_ subject: LintSubject) -> [LintIssue] {
        let bounds = subject.bounds
        return subject.drawn.compactMap { p in
            guard let what = p.described, let extent = p.inkExtent else { return nil }
            let past = [("left", bounds.minX - extent.minX), ("top", bounds.minY - extent.minY),
                        ("right", extent.maxX - bounds.maxX), ("bottom", extent.maxY - bounds.maxY)]
            guard let worst = past.max(by: { $0.1 < $1.1 }), worst.1 > 0.5 else { return nil }
            return LintIssue(p.node.path, "\(what) extends \(points(worst.1)) past the \(worst.0) edge of the widget")
        }
    }
}

extension LintSubject.Placed {
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
