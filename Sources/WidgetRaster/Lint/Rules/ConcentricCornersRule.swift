/// Rounded rectangles (shapes or clips) sitting in a corner of the widget whose radius is not the
/// widget's radius minus their inset — the corner that `ContainerRelativeShape` would give.
struct ConcentricCornersRule: LintRule {
    let info = LintRuleInfo.concentricCorners

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard !subject.family.isAccessory else { return [] }
        let r = subject.layout.cornerRadius, size = subject.layout.size
        return subject.placed.compactMap { p in
            let radius: Double
            switch p.node.kind {
            case .shape(.roundedRectangle(let cr, _), _, _), .effect(.clip(.roundedRectangle(let cr, _))): radius = cr
            default: return nil
            }
            let f = p.frame
            let corners = [("top-left", f.minX, f.minY), ("top-right", size.width - f.maxX, f.minY),
                           ("bottom-left", f.minX, size.height - f.maxY), ("bottom-right", size.width - f.maxX, size.height - f.maxY)]
            for (name, dx, dy) in corners where dx >= -0.5 && dy >= -0.5 {
                let inset = max(dx, dy)
                let concentric = r - inset
                // A thin bar or small badge cannot carry the widget's curve.
                guard concentric >= 4, min(f.width, f.height) >= 2 * concentric else { continue }
                let effective = min(radius, f.width / 2, f.height / 2)
                if abs(effective - concentric) > max(3, 0.25 * concentric) {
                    return LintIssue(p.node.path, "corner radius \(points(effective)) at \(points(inset)) from the \(name) corner; "
                        + "concentric with the widget's \(points(r)) is \(points(concentric)) (use ContainerRelativeShape)")
                }
            }
            return nil
        }
    }
}
