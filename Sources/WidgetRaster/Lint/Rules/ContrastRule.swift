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
        // Only the schemes a device shows the family in (the Dynamic Island is always dark).
        for scheme in ColorScheme.allCases where RenderPlan.isDrawn(subject.family, Variant(colorScheme: scheme)) {
            let backdrop: LintSubject.Backdrop
            do { backdrop = try subject.backdrop(Variant(colorScheme: scheme)) } catch {
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
        let opaque = text.colors.filter { $0.alpha >= 1 }.map(\.luminance)
        // A translucent colour over each 8-bit value of a channel, in linear light, per channel.
        let translucent: [[[Double]]] = text.colors.filter { $0.alpha < 1 }.map { color in
            [color.red, color.green, color.blue].map { c in
                (0...255).map { RGBA.linearized(c * color.alpha + Double($0) / 255 * (1 - color.alpha)) }
            }
        }
        var ratios = RatioHistogram()
        for line in text.lines {
            let x0 = max(0, Int((line.minX * s).rounded(.down))), x1 = min(bitmap.width, Int((line.maxX * s).rounded(.up)))
            let y0 = max(0, Int((line.minY * s).rounded(.down))), y1 = min(bitmap.height, Int((line.maxY * s).rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            // Index loops: this runs for every pixel behind every text in every look the lint checks.
            var y = y0
            while y < y1 {
                var x = x0
                while x < x1 {
                    let i = (y * bitmap.width + x) * 4
                    x += 1
                    guard bitmap.pixels[i + 3] >= 128 else { continue }
                    let r = Int(bitmap.pixels[i]), g = Int(bitmap.pixels[i + 1]), b = Int(bitmap.pixels[i + 2])
                    let behind = 0.2126 * linear[r] + 0.7152 * linear[g] + 0.0722 * linear[b]
                    var k = 0
                    while k < opaque.count {
                        let ink = opaque[k]
                        ratios.add((max(ink, behind) + 0.05) / (min(ink, behind) + 0.05))
                        k += 1
                    }
                    k = 0
                    while k < translucent.count {
                        let ink = 0.2126 * translucent[k][0][r] + 0.7152 * translucent[k][1][g] + 0.0722 * translucent[k][2][b]
                        ratios.add((max(ink, behind) + 0.05) / (min(ink, behind) + 0.05))
                        k += 1
                    }
                }
                y += 1
            }
        }
        return ratios.value(at: percentile)
    }

    /// Contrast ratios (1…21) counted in steps of 0.001: a percentile without sorting every pixel's.
    struct RatioHistogram {
        static let step = 0.001
        private var counts = [Int](repeating: 0, count: Int(20 / step) + 1)
        private var total = 0

        mutating func add(_ ratio: Double) {
            counts[min(counts.count - 1, max(0, Int((ratio - 1) / Self.step)))] += 1
            total += 1
        }

        /// The ratio below which `fraction` of those counted lie (to the step); nil when none were.
        func value(at fraction: Double) -> Double? {
            guard total > 0 else { return nil }
            let rank = Int(Double(total - 1) * fraction)
            var seen = 0, i = 0
            while i < counts.count {
                seen += counts[i]
                if seen > rank { return 1 + (Double(i) + 0.5) * Self.step }
                i += 1
            }
            return 21
        }
    }

    /// Linear light of each 8-bit sRGB value: a pixel's luminance without a power per channel.
    private static let linear: [Double] = (0...255).map { RGBA.linearized(Double($0) / 255) }

    /// Relative luminance of an 8-bit sRGB pixel (WCAG's).
    static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
        0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }
}
