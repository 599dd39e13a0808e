/// Content nearer the edge than the standard margins: 16 pt for texts and symbols, 11 pt for
/// shapes and images (graphical elements and background groupings), measured on the views'
/// frames as SwiftUI lays them out. Elements that bleed across the whole width or height are
/// backgrounds, not content, and are not measured. A Live Activity's presentations are not
/// measured: the system places the Dynamic Island's views in its own margins, and the Lock Screen
/// view's margins are the app's (Apple recommends none in numbers). Nor is a control: the system
/// places its symbol and text.
struct MarginRule: LintRule {
    let info = LintRuleInfo.margin
    static let textMargin = 16.0
    static let graphicMargin = 11.0

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard !subject.family.isAccessory, !subject.family.isActivity, !subject.family.isControl else { return [] }
        let bounds = subject.bounds
        return subject.drawn.compactMap { p in
            guard let extent = p.visible else { return nil }
            if extent.width >= bounds.width - 1 || extent.height >= bounds.height - 1 { return nil }
            let margin = p.described == nil ? Self.graphicMargin : Self.textMargin
            let gaps = [("left", extent.minX - bounds.minX), ("top", extent.minY - bounds.minY),
                        ("right", bounds.maxX - extent.maxX), ("bottom", bounds.maxY - extent.maxY)]
            // Past the edge is content-overflow's finding.
            guard let nearest = gaps.filter({ $0.1 >= -0.5 }).min(by: { $0.1 < $1.1 }), nearest.1 < margin - 0.5 else { return nil }
            return LintIssue(p.node.path, "\(p.describe) is \(points(max(0, nearest.1))) from the \(nearest.0) edge; "
                + "keep \(points(margin))")
        }
    }
}

extension LintSubject.Placed {
    /// What the node is, for a message.
    var describe: String {
        switch node.kind {
        case .text(let c): return quote(c.string)
        case .symbol: return "a symbol"
        case .image: return "an image"
        case .shape(let kind, _, _): return "a \(kind.name)"
        default: return "a view"
        }
    }
}
