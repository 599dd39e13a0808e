import Themes

/// Text against the pixels actually painted behind it, in light and in dark: the widget is
/// painted without its texts, each text's colour (opacity included) is composited over every
/// pixel behind its lines, and the contrast at the 10th percentile — the low end, without
/// anti-aliasing specks — must reach 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold).
/// Below that it is a warning; below two thirds of it (3:1, or 2:1 for large text) — dark on
/// dark, light on light — an error. Text in the secondary–quaternary levels of the hierarchy
/// (`.secondary` of the label colour or of a brand colour) above the error line is a note: that
/// is the system hierarchy as designed (secondaryLabel is 3.4:1 on white), worth knowing but not
/// a fault of the widget.
struct ContrastRule: LintRule {
    let info = LintRuleInfo.contrast
    static let percentile = 0.1

    func check(_ subject: LintSubject) -> [LintIssue] {
        // Accessory families are tinted by the system (vibrant); contrast is its job there.
        guard !subject.family.isAccessory else { return [] }
        var issues: [LintIssue] = []
        let hierarchical = Set(subject.placed.compactMap { p -> String? in
            guard let foreground = p.foreground, foreground.level > 1 else { return nil }
            return p.node.path
        })
        for scheme in ColorScheme.allCases {
            let backdrop: LintSubject.Backdrop
            do { backdrop = try subject.backdrop(scheme) } catch {
                issues.append(LintIssue("body", "contrast not measured in \(scheme.rawValue) mode: \(error)", severity: .error, scheme: scheme))
                continue
            }
            for text in backdrop.texts {
                guard let ratio = Self.ratio(of: text, on: backdrop) else { continue }
                let size = text.attributes.size * text.fontScale
                let large = size >= 18 || (size >= 14 && text.attributes.weight >= 700)
                let needed = large ? 3.0 : 4.5
                guard ratio < needed - 0.005 else { continue }
                let shown = String(format: "%.1f", ratio)
                let message = "\(quote(text.string)) has contrast \(shown):1 in \(scheme.rawValue) mode; needs "
                    + (large ? "3:1 (large text)" : "4.5:1")
                let severity: LintSeverity = ratio < needed * 2 / 3 ? .error : hierarchical.contains(text.path) ? .note : .warning
                issues.append(LintIssue(text.path, message + (severity == .note ? " (a system label colour)" : ""),
                                        severity: severity, scheme: scheme))
            }
        }
        return issues
    }

    /// The contrast at the low percentile over the pixels behind the text's lines (nil: none are inside the widget).
    static func ratio(of text: LintSubject.TextSample, on backdrop: LintSubject.Backdrop) -> Double? {
        let bitmap = backdrop.bitmap, s = backdrop.scale
        var ratios: [Double] = []
        for line in text.lines {
            let x0 = max(0, Int((line.minX * s).rounded(.down))), x1 = min(bitmap.width, Int((line.maxX * s).rounded(.up)))
            let y0 = max(0, Int((line.minY * s).rounded(.down))), y1 = min(bitmap.height, Int((line.maxY * s).rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let i = (y * bitmap.width + x) * 4
                    guard bitmap.pixels[i + 3] >= 128 else { continue }
                    let behind = RGBA(red: Double(bitmap.pixels[i]) / 255, green: Double(bitmap.pixels[i + 1]) / 255,
                                      blue: Double(bitmap.pixels[i + 2]) / 255)
                    for color in text.colors {
                        let a = color.alpha
                        let ink = RGBA(red: color.red * a + behind.red * (1 - a), green: color.green * a + behind.green * (1 - a),
                                       blue: color.blue * a + behind.blue * (1 - a))
                        ratios.append(ink.contrast(with: behind))
                    }
                }
            }
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[Int(Double(ratios.count - 1) * percentile)]
    }
}
