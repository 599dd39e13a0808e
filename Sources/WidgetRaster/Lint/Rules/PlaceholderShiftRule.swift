/// Views that move or resize when the placeholder data replaces the data: the placeholder and
/// the loaded widget should share one layout so nothing jumps when data arrives.
struct PlaceholderShiftRule: LintRule {
    let info = LintRuleInfo.placeholderShift
    static let reported = 3

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard let placeholder = subject.placeholderLayout else { return [] }
        let after = Dictionary(LintSubject.place(placeholder.content).map { ($0.node.path, $0) }, uniquingKeysWith: { a, _ in a })
        var moved: [String] = []
        var issues: [LintIssue] = []
        for p in subject.placed {
            guard let q = after[p.node.path], !moved.contains(where: { p.node.path.hasPrefix($0 + ".") }) else { continue }
            // A text's width follows its words; its position and line height should not change.
            let compareWidth = !p.isText
            var changes: [String] = []
            let dy = q.frame.minY - p.frame.minY, dh = q.frame.height - p.frame.height
            let dx = q.frame.minX - p.frame.minX, dw = q.frame.width - p.frame.width
            if abs(dy) > 0.5 { changes.append("moves \(points(abs(dy))) \(dy > 0 ? "down" : "up")") }
            if abs(dh) > 0.5 { changes.append("becomes \(points(abs(dh))) \(dh > 0 ? "taller" : "shorter")") }
            if compareWidth, abs(dx) > 0.5, !p.isText { changes.append("moves \(points(abs(dx))) \(dx > 0 ? "right" : "left")") }
            if compareWidth, abs(dw) > 0.5 { changes.append("becomes \(points(abs(dw))) \(dw > 0 ? "wider" : "narrower")") }
            guard !changes.isEmpty else { continue }
            moved.append(p.node.path)
            issues.append(LintIssue(p.node.path, "\(p.describe) " + changes.joined(separator: " and ")
                + " with the placeholder data; give placeholder values the shape of real ones"))
            if issues.count == Self.reported { break }
        }
        return issues
    }
}
