import Foundation

/// Checks scenes against the Human Interface Guidelines for widgets: lays out every family on
/// every device (painting where contrast needs pixels), runs each rule, merges what the devices
/// share, and marks findings the scene silenced with `lintIgnore` (on a view: for it and the
/// views inside it). Scenes with configurations or timeline entries are checked with the first; a
/// control in each of its states. A finding in a Live Activity's or a control's presentation is
/// reported where the file wrote the view (`control.title`), not at the composed body's path.
package struct Linter {
    package var devices: [DeviceSize]
    /// Only these families (nil: every family each scene declares).
    package var families: [WidgetFamily]?
    /// Languages each family is also laid out in (`--locales`), for texts that stop fitting in one.
    package var locales: [RenderLocale]
    /// The moment the images show (`--now`); nil: each widget's own.
    package var now: RenderNow?

    package init(devices: [DeviceSize] = SizeTable.current.defaultDevices, families: [WidgetFamily]? = nil, locales: [RenderLocale] = [],
                 now: RenderNow? = nil) {
        self.devices = devices
        self.families = families
        self.locales = locales
        self.now = now
    }

    static let rules: [any LintRule] = [
        TextTruncatedRule(), ContentOverflowRule(), CornerClipRule(), ContainerBackgroundRule(), MarginRule(), ConcentricCornersRule(),
        TapTargetsRule(), TapTargetSizeRule(), InformationDensityRule(), MinTextSizeRule(), DynamicTypeFitRule(),
        LocaleFitRule(), ContrastRule(), VanishingContentRule(), SensorHousingRule(), WordingRule(), PlaceholderShiftRule(), GalleryDescriptionRule(),
    ]

    /// Every finding for one scene, silenced ones included (marked): the scene's own first, then by family and rule.
    package func lint(_ loaded: SceneLoader.Loaded, renderer: WidgetRenderer? = nil) throws -> [LintFinding] {
        let renderer = try renderer ?? WidgetRenderer()
        let scene = loaded.scene
        let source = (try? String(contentsOf: loaded.file, encoding: .utf8)) ?? ""
        let silences = Self.silences(in: scene)
        let written = WrittenPaths(scene)
        var findings: [LintFinding] = []
        var index: [String: Int] = [:]

        func add(_ issue: LintIssue, rule: LintRuleInfo, family: WidgetFamily?, devices: [String]) {
            // Devices (and a control's states) merge when they see the same thing; different figures stay separate findings.
            let shown = written.translate(issue.path)
            let key = [rule.id, family?.rawValue ?? "", shown, issue.scheme?.rawValue ?? "", issue.message].joined(separator: "\u{1F}")
            if let at = index[key] {
                findings[at].devices += devices.filter { !findings[at].devices.contains($0) }
                return
            }
            let mark = NodeLocator.mark(forPath: shown, in: source)
            let reason = silences.first { $0.rule == rule.id && Self.path(issue.path, isInside: $0.path) }?.reason
            index[key] = findings.count
            findings.append(LintFinding(rule: rule.id, severity: issue.severity ?? rule.severity, widget: scene.kind,
                                        file: loaded.declaredAt?.file ?? loaded.file.path, family: family, devices: devices, path: shown,
                                        line: mark?.line ?? loaded.declaredAt?.line, column: mark?.column, message: issue.message,
                                        guideline: rule.guideline, silencedBecause: reason, scheme: issue.scheme))
        }

        for rule in Self.rules {
            for issue in rule.check(scene: scene) { add(issue, rule: rule.info, family: nil, devices: []) }
        }
        let wanted = scene.families(asked: families)
        for target in RenderTarget.targets(for: wanted, devices: devices) {
            for entry in LintSubject.checkedEntries(scene) {
                let subject = try LintSubject(loaded: loaded, target: target, renderer: renderer, entry: entry, locales: locales, now: now)
                for rule in Self.rules {
                    for issue in rule.check(subject) { add(issue, rule: rule.info, family: target.family, devices: target.deviceIDs) }
                }
            }
        }
        let order = Dictionary(uniqueKeysWithValues: LintRuleInfo.all.enumerated().map { ($0.element.id, $0.offset) })
        let familyOrder = Dictionary(uniqueKeysWithValues: wanted.enumerated().map { ($0.element, $0.offset) })
        return findings.enumerated().sorted { a, b in
            let ka = (a.element.family.flatMap { familyOrder[$0] } ?? -1, order[a.element.rule] ?? 0, a.offset)
            let kb = (b.element.family.flatMap { familyOrder[$0] } ?? -1, order[b.element.rule] ?? 0, b.offset)
            return ka < kb
        }.map(\.element)
    }

    /// `lintIgnore` modifiers in the scene, with the path of the view each sits on.
    static func silences(in scene: WidgetScene) -> [(rule: String, path: String, reason: String)] {
        var out: [(rule: String, path: String, reason: String)] = []
        func visit(_ node: ViewNode, _ path: String) {
            for case let .lintIgnore(rule, reason) in node.modifiers { out.append((rule, path, reason)) }
            for (suffix, view) in node.nestedViews { visit(view, path + suffix) }
        }
        for (family, body) in scene.bodies { visit(body, "body.\(family.rawValue)") }
        return out
    }

    /// Whether a finding's path is the view at `view` or inside it (its modifiers, children, decorations).
    static func path(_ path: String, isInside view: String) -> Bool {
        path == view || path.hasPrefix(view + ".")
    }
}
