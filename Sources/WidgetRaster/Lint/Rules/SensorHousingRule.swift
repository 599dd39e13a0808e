/// Texts and symbols drawn where the Dynamic Island's sensor housing sits — between the compact
/// views, at the top centre of the expanded island — which hides them.
struct SensorHousingRule: LintRule {
    let info = LintRuleInfo.sensorHousing

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard let housing = DynamicIslandMetrics.sensorHousing(in: subject.family, size: subject.layout.size) else { return [] }
        return subject.drawn.compactMap { p in
            guard let what = p.described, let visible = p.visible else { return nil }
            let hidden = p.lines.compactMap { $0.intersection(visible)?.intersection(housing) }
                .filter { $0.width > 0.5 && $0.height > 0.5 }
            guard let widest = hidden.max(by: { $0.width < $1.width }) else { return nil }
            return LintIssue(p.node.path, "\(what) reaches \(points(widest.width)) under the sensor housing "
                + "(\(points(housing.minX))–\(points(housing.maxX)) across, the top \(points(housing.height))), where it cannot be seen")
        }
    }
}
