import Themes

/// How much a finding matters: errors fail `render-widget lint` (exit 1), warnings and notes do not.
package enum LintSeverity: String, Codable, Sendable, Comparable, CaseIterable {
    case error, warning, note

    package static func < (a: LintSeverity, b: LintSeverity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One thing the Human Interface Guidelines would flag in a widget: which rule, where (widget,
/// family, devices, the view's path in the scene and its line in the file) and why.
package struct LintFinding: Hashable, Codable, Sendable {
    package var rule: String
    package var severity: LintSeverity
    /// The widget's kind.
    package var widget: String
    package var file: String
    /// nil for findings about the scene as a whole (its gallery description).
    package var family: WidgetFamily?
    /// Ids of the devices it was seen on; empty when it does not depend on the device.
    package var devices: [String]
    package var path: String
    package var line: Int?
    package var column: Int?
    package var message: String
    /// The guideline the rule comes from.
    package var guideline: String
    /// The reason given in the scene (`lintIgnore`) when the finding is silenced.
    package var silencedBecause: String?
    /// The appearance it was seen in (contrast); nil when it holds in both. The gallery shows a
    /// finding only beside images of its appearance.
    package var scheme: ColorScheme?

    package var isSilenced: Bool { silencedBecause != nil }
}

/// What a rule reports for one view; the linter adds the widget, family and devices.
struct LintIssue: Hashable {
    var path: String
    var message: String
    /// Overrides the rule's severity for this issue.
    var severity: LintSeverity?
    /// The appearance it was seen in; tells apart light and dark contrast at one view.
    var scheme: ColorScheme?

    init(_ path: String, _ message: String, severity: LintSeverity? = nil, scheme: ColorScheme? = nil) {
        self.path = path
        self.message = message
        self.severity = severity
        self.scheme = scheme
    }
}
