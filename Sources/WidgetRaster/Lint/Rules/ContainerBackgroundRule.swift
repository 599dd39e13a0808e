import Foundation

/// A Swift widget whose body never calls `containerBackground(_:for: .widget)`. Built with the iOS 17
/// SDK or later, such a widget shows "Please adopt containerBackground API" in its place on the Home
/// Screen and an error sign on the Lock Screen; WidgetRaster draws its content, as iOS 16 did.
struct ContainerBackgroundRule: LintRule {
    let info = LintRuleInfo.containerBackground

    func check(_ subject: LintSubject) -> [LintIssue] {
        let family = subject.family
        guard subject.scene.marginsNeedContainerBackground, family.isHomeScreen || family.isAccessory,
              !subject.layout.setsContainerBackground else { return [] }
        let shown = family.isAccessory ? "an error sign" : "\"Please adopt containerBackground API\""
        return [LintIssue("body.\(family.rawValue)",
                          "the body sets no containerBackground(_:for: .widget): iOS 17 and later show \(shown) instead of the widget")]
    }
}
