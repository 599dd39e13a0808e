/// Texts that fit at the default size but are truncated or pushed out of the widget at xxxLarge.
struct DynamicTypeFitRule: LintRule {
    let info = LintRuleInfo.dynamicTypeFit

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard let large = try? subject.layout(at: .xxxLarge) else { return [] }
        let before = Dictionary(subject.drawn.map { ($0.node.path, $0) }, uniquingKeysWith: { a, _ in a })
        let bounds = Rect(origin: .zero, size: large.size)
        return LintSubject.place(large.content).compactMap { p in
            guard p.isText, let content = p.textContent, let earlier = before[p.node.path]?.textContent,
                  !earlier.measurement.isTruncated else { return nil }
            if content.measurement.isTruncated {
                return LintIssue(p.node.path, "\(quote(content.string)) is truncated at xxxLarge (fits at the default size)")
            }
            if let ink = p.inkExtent, ink.minX < bounds.minX - 0.5 || ink.minY < bounds.minY - 0.5
                || ink.maxX > bounds.maxX + 0.5 || ink.maxY > bounds.maxY + 0.5 {
                return LintIssue(p.node.path, "\(quote(content.string)) is pushed past the widget's edge at xxxLarge")
            }
            return nil
        }
    }
}
