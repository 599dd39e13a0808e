/// Text drawn smaller than 11 pt at the default Dynamic Type size (after `minimumScaleFactor`).
struct MinTextSizeRule: LintRule {
    let info = LintRuleInfo.minTextSize
    static let minimum = 11.0

    func check(_ subject: LintSubject) -> [LintIssue] {
        subject.drawn.compactMap { p in
            guard p.isText, let content = p.textContent else { return nil }
            let size = content.attributes.size * content.measurement.fontScale
            guard size < Self.minimum - 0.05 else { return nil }
            let shrunk = content.measurement.fontScale < 1 ? " (shrunk from \(points(content.attributes.size)) by minimumScaleFactor)" : ""
            return LintIssue(p.node.path, "\(quote(content.string)) is drawn at \(points(size))\(shrunk); "
                + "keep text at least \(points(Self.minimum))")
        }
    }
}
