import Foundation

/// Texts and symbols reaching into the rounded corners, where the widget's outline cuts them.
struct CornerClipRule: LintRule {
    let info = LintRuleInfo.cornerClip

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard !subject.family.isAccessory else { return [] }
        let r = subject.layout.cornerRadius, size = subject.layout.size
        return subject.drawn.compactMap { p in
            guard let what = p.described else { return nil }
            for line in p.lines {
                guard let ink = line.intersection(p.visible ?? line) else { continue }
                // The corner of the ink nearest each widget corner, measured from that corner.
                let corners = [(ink.minX, ink.minY), (size.width - ink.maxX, ink.minY),
                               (ink.minX, size.height - ink.maxY), (size.width - ink.maxX, size.height - ink.maxY)]
                for (dx, dy) in corners where dx >= 0 && dy >= 0 && dx < r && dy < r {
                    let outside = hypot(r - dx, r - dy) - r
                    if outside > 0.5 {
                        return LintIssue(p.node.path, "\(what) reaches \(points(outside)) into the \(points(r)) corner curve")
                    }
                }
            }
            return nil
        }
    }
}
