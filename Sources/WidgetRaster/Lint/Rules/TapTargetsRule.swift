/// Small and accessory widgets are one tap target: links do nothing there, and a widget opens
/// one `widgetURL`, so several different ones mean some are ignored.
struct TapTargetsRule: LintRule {
    let info = LintRuleInfo.tapTargets

    func check(_ subject: LintSubject) -> [LintIssue] {
        let targets = subject.tapTargets
        var issues: [LintIssue] = []
        let single = subject.family == .systemSmall || subject.family.isAccessory
        if single {
            for link in targets where !link.wholeWidget {
                issues.append(LintIssue(link.path, "link(\(link.url)) in a \(subject.family.rawValue) widget does nothing; "
                    + "the whole widget is one tap target — use widgetURL"))
            }
        }
        let urls = targets.filter(\.wholeWidget)
        if Set(urls.map(\.url)).count > 1, let second = urls.dropFirst().first {
            issues.append(LintIssue(second.path, "\(urls.count) widgetURL destinations (" + urls.map(\.url).joined(separator: ", ")
                + "); a widget opens only one — use link for the others" + (single ? " in a medium or larger family" : "")))
        }
        return issues
    }
}

/// Links in medium and larger widgets whose region is smaller than 44 × 44 pt.
struct TapTargetSizeRule: LintRule {
    let info = LintRuleInfo.tapTargetSize

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard subject.family != .systemSmall, !subject.family.isAccessory else { return [] }
        return subject.tapTargets.compactMap { link in
            guard !link.wholeWidget, link.frame.width < 44 - 0.5 || link.frame.height < 44 - 0.5 else { return nil }
            return LintIssue(link.path, "link(\(link.url)) is \(points(link.frame.width)) × \(points(link.frame.height)); "
                + "make its region at least 44 × 44 pt (padding or a frame around it)")
        }
    }
}

extension LintSubject {
    struct Tap {
        var url: String
        var wholeWidget: Bool
        var frame: Rect
        var path: String
    }

    /// The `widgetURL` and `link` modifiers in the content, in tree order.
    var tapTargets: [Tap] {
        placed.compactMap { p in
            guard case let .effect(.tapTarget(url, whole)) = p.node.kind else { return nil }
            return Tap(url: url, wholeWidget: whole, frame: p.frame, path: p.node.path)
        }
    }
}
