/// Texts that fit at the default size but are truncated or pushed out of the widget at a larger
/// one. iOS draws Home Screen widgets up to AX5 (HIG), so each text is named with the first size
/// at which it stops fitting: xxxLarge (a warning) or an accessibility size (a note, since many
/// widgets set a ceiling with `dynamicTypeSize(...DynamicTypeSize.xxxLarge)` instead).
struct DynamicTypeFitRule: LintRule {
    let info = LintRuleInfo.dynamicTypeFit

    /// The sizes checked, in order: the largest standard size, then AX1 to AX5.
    static let sizes: [DynamicTypeSize] = [.xxxLarge] + DynamicTypeSize.allCases.filter(\.isAccessibilitySize)

    func check(_ subject: LintSubject) -> [LintIssue] {
        let fitting = Dictionary(subject.drawn.compactMap { p in
            p.textContent.flatMap { $0.measurement.isTruncated ? nil : (p.node.path, p) }
        }, uniquingKeysWith: { a, _ in a })
        var issues: [LintIssue] = []
        var reported: Set<String> = []
        // The largest size first: when everything fits there, one layout answers for every size between.
        guard let largest = Self.sizes.last else { return [] }
        let atLargest = problems(subject, at: largest, fitting: fitting)
        guard !atLargest.isEmpty else { return [] }
        for size in Self.sizes {
            let found = size == largest ? atLargest : problems(subject, at: size, fitting: fitting)
            for (path, problem) in found where reported.insert(path).inserted {
                let severity: LintSeverity = size.isAccessibilitySize ? .note : .warning
                let from = size == Self.sizes.last ? "at \(size.rawValue)" : "from \(size.rawValue) on"
                issues.append(LintIssue(path, "\(problem) \(from) (fits at the default size)", severity: severity))
            }
        }
        return issues
    }

    /// Texts that fit at the default size and do not at `size`, by path, with what happens to them.
    private func problems(_ subject: LintSubject, at size: DynamicTypeSize,
                          fitting: [String: LintSubject.Placed]) -> [(String, String)] {
        guard let layout = try? subject.layout(at: size) else { return [] }
        let bounds = Rect(origin: .zero, size: layout.size)
        return LintSubject.place(layout.content).compactMap { p in
            guard p.isText, let content = p.textContent, fitting[p.node.path] != nil else { return nil }
            if content.measurement.isTruncated { return (p.node.path, "\(quote(content.string)) is truncated") }
            if let ink = p.inkExtent, ink.minX < bounds.minX - 0.5 || ink.minY < bounds.minY - 0.5
                || ink.maxX > bounds.maxX + 0.5 || ink.maxY > bounds.maxY + 0.5 {
                return (p.node.path, "\(quote(content.string)) is pushed past the widget's edge")
            }
            return nil
        }
    }
}
