import Foundation

/// The gallery description: says what the widget does, in sentence case, without talking about
/// "this widget" (the gallery already shows it is one).
struct GalleryDescriptionRule: LintRule {
    let info = LintRuleInfo.galleryDescription

    static let selfReference = try! NSRegularExpression(
        pattern: #"^\s*(this|the) widget\b|\b(use|add|try) this widget\b|\bthis widget (shows|displays|lets|helps|gives|is)\b"#,
        options: [.caseInsensitive])

    func check(scene: WidgetScene) -> [LintIssue] {
        let text = scene.description.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            return [LintIssue("description", "the gallery description is empty; say in a sentence what the widget shows")]
        }
        var issues: [LintIssue] = []
        if Self.selfReference.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
            issues.append(LintIssue("description", "\(quote(text)) talks about the widget itself; start with what it does, "
                + "e.g. “See the current weather…”"))
        }
        if let problem = Self.caseProblem(text) {
            issues.append(LintIssue("description", "\(quote(text)) \(problem)"))
        }
        return issues
    }

    /// Whether the text is not sentence case: a lowercase start, or most later words capitalised
    /// (acronyms and words after a full stop aside).
    static func caseProblem(_ text: String) -> String? {
        guard let first = text.first(where: \.isLetter) else { return nil }
        if first.isLowercase { return "starts with a lowercase letter; write it in sentence case" }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        var candidates = 0, capitalised = 0
        for (i, word) in words.enumerated() where i > 0 {
            guard let letter = word.first(where: \.isLetter), word.count > 3 else { continue }
            if words[i - 1].hasSuffix(".") || word.allSatisfy({ !$0.isLowercase }) { continue }
            candidates += 1
            if letter.isUppercase { capitalised += 1 }
        }
        guard candidates >= 3, Double(capitalised) / Double(candidates) > 0.6 else { return nil }
        return "is in title case; write gallery descriptions in sentence case"
    }
}
