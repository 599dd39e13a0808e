import Foundation

/// A Swift widget whose Home Screen body never calls `containerBackground(_:for: .widget)`.
/// Built with the iOS 17 SDK or later, such a widget shows "Please adopt containerBackground API"
/// in its place; WidgetRaster draws its content without margins, as iOS 16 did.
struct ContainerBackgroundRule: LintRule {
    let info = LintRuleInfo.containerBackground

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard subject.scene.marginsNeedContainerBackground, subject.family.isHomeScreen, !subject.layout.setsContainerBackground else { return [] }
        return [LintIssue("body.\(subject.family.rawValue)",
                          "the body sets no containerBackground(_:for: .widget): iOS 17 and later show \"Please adopt containerBackground API\" instead of the widget, and without it the content has no margins")]
    }
}
