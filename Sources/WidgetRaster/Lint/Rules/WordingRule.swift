import Foundation

/// Words the guidelines advise against: "last updated" times (the system shows freshness), the
/// widget's own name (the gallery shows it), and instructions ("tap to…") — a widget is glanced at.
/// A control's title is part of its template (Control Center shows it), so it may be its name.
struct WordingRule: LintRule {
    let info = LintRuleInfo.wording

    static let patterns: [(NSRegularExpression, String)] = [
        (#"\blast (updated|checked|refreshed|synced)\b|\b(updated|refreshed|synced) (at|on|\d|just now)"#,
         "says when it was last updated; the system keeps widgets fresh — show the data, not its age"),
        (#"\b(tap|click|press|touch)( here)? (to|for)\b|\btap here\b|\bswipe\b"#,
         "gives an instruction; widgets are glanced at, and the whole widget opens the app"),
    ].map { (try! NSRegularExpression(pattern: $0.0, options: [.caseInsensitive]), $0.1) }

    func check(_ subject: LintSubject) -> [LintIssue] {
        let name = subject.family.isControl ? "" : subject.scene.displayName.trimmingCharacters(in: .whitespaces).lowercased()
        return subject.drawn.compactMap { p in
            guard p.isText, let content = p.textContent else { return nil }
            let text = content.string
            if !name.isEmpty, text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == name {
                return LintIssue(p.node.path, "\(quote(text)) is the widget's own name; the gallery and the Home Screen already show it")
            }
            for (pattern, why) in Self.patterns
            where pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                return LintIssue(p.node.path, "\(quote(text)) \(why)")
            }
            return nil
        }
    }
}
