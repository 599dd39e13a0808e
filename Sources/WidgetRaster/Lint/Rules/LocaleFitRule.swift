/// Texts that fit in the widget's own language but not in a language it is drawn in (`--locales`):
/// truncated or pushed past the widget's edge (warnings), or wrapped onto more lines (a note, as a
/// second line may be room the design leaves). Translations run 30–100 % longer than English, and
/// the pseudolanguages show where before any translation exists.
struct LocaleFitRule: LintRule {
    let info = LintRuleInfo.localeFit

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard !subject.locales.isEmpty else { return [] }
        struct Fit { var text: String, truncated: Bool, outside: Bool, lines: Int }
        func fits(_ layout: WidgetLayout) -> [String: Fit] {
            let bounds = Rect(origin: .zero, size: layout.size)
            var out: [String: Fit] = [:]
            for p in LintSubject.place(layout.content) {
                guard p.isText, let content = p.textContent,
                      !content.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
                out[p.node.path] = Fit(text: content.string, truncated: content.measurement.isTruncated,
                                       outside: p.overflow(past: bounds) != nil, lines: content.measurement.lines.count)
            }
            return out
        }
        let base = fits(subject.layout)
        var issues: [LintIssue] = []
        for locale in subject.locales {
            guard let layout = try? subject.layout(in: locale) else { continue }
            for (path, fit) in fits(layout).sorted(by: { $0.key < $1.key }) {
                guard let before = base[path], !before.truncated, !before.outside else { continue }
                let shown = quote(fit.text) + (fit.text == before.text ? "" : " (\(quote(before.text)))")
                if fit.truncated {
                    issues.append(LintIssue(path, "\(shown) is truncated in \(locale) (fits in the widget's own language)"))
                } else if fit.outside {
                    issues.append(LintIssue(path, "\(shown) is pushed past the widget's edge in \(locale) (fits in the widget's own language)"))
                } else if fit.lines > before.lines {
                    issues.append(LintIssue(path, "\(shown) wraps onto \(fit.lines) lines in \(locale) (\(before.lines) in the widget's own language)",
                                            severity: .note))
                }
            }
        }
        return issues
    }
}
