/// A guideline check. Per-widget rules look at one family laid out on one device group;
/// scene rules (the gallery description) look at the scene once.
protocol LintRule {
    var info: LintRuleInfo { get }
    func check(_ subject: LintSubject) -> [LintIssue]
    func check(scene: WidgetScene) -> [LintIssue]
}

extension LintRule {
    func check(_ subject: LintSubject) -> [LintIssue] { [] }
    func check(scene: WidgetScene) -> [LintIssue] { [] }
}
