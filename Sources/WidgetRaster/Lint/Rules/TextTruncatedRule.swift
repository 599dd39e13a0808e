/// Texts cut with "…" or clipped by a clip shape.
struct TextTruncatedRule: LintRule {
    let info = LintRuleInfo.textTruncated

    func check(_ subject: LintSubject) -> [LintIssue] {
        subject.drawn.compactMap { p in
            guard p.isText, let content = p.textContent else { return nil }
            if content.measurement.isTruncated {
                let shown = content.measurement.text
                return LintIssue(p.node.path, "\(quote(content.string)) is truncated to \(content.measurement.lines.count) "
                    + "line\(content.measurement.lines.count == 1 ? "" : "s")" + (shown == content.string ? "" : " (cut at a line break)"))
            }
            guard let visible = p.visible else {
                return LintIssue(p.node.path, "\(quote(content.string)) is clipped away entirely")
            }
            let lost = max(p.frame.width - visible.width, p.frame.height - visible.height)
            guard lost > 0.5 else { return nil }
            return LintIssue(p.node.path, "\(quote(content.string)) is clipped by \(points(lost)) by a clip shape around it")
        }
    }
}

/// A text for a message: quoted, shortened to 40 characters, symbols named as such.
func quote(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{2028}", with: " ")
    return "“" + (flat.count > 40 ? flat.prefix(39) + "…" : flat) + "”"
}

/// A length in points for a message: one decimal at most.
func points(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " pt"
}
