/// Texts that fit at the default size but are truncated or pushed out of the widget at a larger
/// one. iOS draws Home Screen widgets up to AX5 (HIG), so each text is named with the first size
/// at which it stops fitting: xxxLarge (a warning) or an accessibility size (a note, since many
/// widgets set a ceiling with `dynamicTypeSize(...DynamicTypeSize.xxxLarge)` instead). A control
/// is not checked: the system sizes its text and a template can set no ceiling; a title too long
/// at the default size is `text-truncated`'s.
struct DynamicTypeFitRule: LintRule {
    let info = LintRuleInfo.dynamicTypeFit

    /// The sizes checked, in order: the largest standard size, then AX1 to AX5.
    static let sizes: [DynamicTypeSize] = [.xxxLarge] + DynamicTypeSize.allCases.filter(\.isAccessibilitySize)

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard !subject.family.isControl else { return [] }
        // Texts that fit at the default size: neither truncated nor already past an edge (content-overflow's).
        let fitting = Set(subject.drawn.compactMap { p in
            p.textContent.flatMap { $0.measurement.isTruncated || p.overflow(past: subject.bounds) != nil ? nil : p.node.path }
        })
        // The largest size first: when everything fits there, one layout answers for every size between.
        guard let largest = Self.sizes.last else { return [] }
        let atLargest = problems(subject, at: largest, fitting: fitting)
        guard !atLargest.isEmpty else { return [] }
        // Each text with the first size at which it stops fitting.
        var reported: Set<String> = []
        var first: [(size: DynamicTypeSize, problem: Problem)] = []
        for size in Self.sizes {
            for problem in size == largest ? atLargest : problems(subject, at: size, fitting: fitting)
            where reported.insert(problem.path).inserted {
                first.append((size, problem))
            }
        }
        // Texts pushed out by one container growing past the widget: one finding at it, from the
        // first size at which any of them goes.
        let pushed = first.filter { !$0.problem.truncated }
        let container = pushed.count > 1 ? subject.container(of: pushed.map(\.problem.path)) : nil
        var issues: [LintIssue] = []
        if let container, let size = pushed.first?.size {
            let there = pushed.filter { $0.size == size }.map(\.problem.text)
            let later = pushed.count - there.count
            issues.append(LintIssue(container.node.path, "the content does not fit \(Self.from(size)): \(listed(there)) "
                                    + (there.count > 1 ? "are" : "is") + " pushed past the widget's edge"
                                    + (later > 0 ? ", and \(later) more \(later > 1 ? "texts" : "text") by \(pushed.last!.size.rawValue)" : "")
                                    + "; \(there.count + later > 1 ? "they fit" : "it fits") at the default size", severity: Self.severity(size)))
        }
        for (size, problem) in first where problem.truncated || container == nil {
            let what = problem.truncated ? "is truncated" : "is pushed past the widget's edge"
            issues.append(LintIssue(problem.path, "\(problem.text) \(what) \(Self.from(size)) (fits at the default size)",
                                    severity: Self.severity(size)))
        }
        return issues
    }

    /// A warning at xxxLarge; a note at an accessibility size, which a widget may put out of reach.
    private static func severity(_ size: DynamicTypeSize) -> LintSeverity { size.isAccessibilitySize ? .note : .warning }

    /// "from xxxLarge on", or "at accessibility5" for the largest.
    private static func from(_ size: DynamicTypeSize) -> String {
        size == sizes.last ? "at \(size.rawValue)" : "from \(size.rawValue) on"
    }

    /// A text that fits at the default size and not at a larger one: truncated, or pushed out.
    private struct Problem {
        var path: String
        var text: String
        var truncated: Bool
    }

    /// Texts that fit at the default size and do not at `size`, by path, with what happens to them.
    private func problems(_ subject: LintSubject, at size: DynamicTypeSize,
                          fitting: Set<String>) -> [Problem] {
        guard let layout = try? subject.layout(at: size) else { return [] }
        let bounds = Rect(origin: .zero, size: layout.size)
        return LintSubject.place(layout.content).compactMap { p in
            guard p.isText, let content = p.textContent, fitting.contains(p.node.path) else { return nil }
            if content.measurement.isTruncated { return Problem(path: p.node.path, text: quote(content.string), truncated: true) }
            if p.overflow(past: bounds) != nil { return Problem(path: p.node.path, text: quote(content.string), truncated: false) }
            return nil
        }
    }
}
