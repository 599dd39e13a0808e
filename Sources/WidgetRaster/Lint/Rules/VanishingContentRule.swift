import Foundation
import Themes

/// Content that disappears in a look where the system recolours the widget: iOS 26's tinted and
/// clear Home Screens (content tinted white, background removed, glass behind) for system
/// families, and the vibrant Lock Screen for accessory families. Each text is measured as
/// `ContrastRule` measures it, against what is painted behind it in that look; each symbol by
/// the spread of the pixels over its ink, so a glyph drawn in the colour of the shape under it
/// (a white glyph on a white disc once both are tinted white) reads as gone. The field bugs:
/// white labels on white pills, icons that become blank discs (`widget-facts.md` §7.1).
struct VanishingContentRule: LintRule {
    let info = LintRuleInfo.vanishingContent
    /// Below this a text is not read at all: the contrast of a mid-grey on the grey next to it.
    static let textRatio = 1.5
    /// Below this the lightest and darkest pixels over a symbol's ink are one colour.
    static let symbolSpread = 1.25

    /// The looks a family is checked in, and how a finding names each. iOS 26 tints all content
    /// white in its light tinted, light clear and dark clear looks, so what vanishes in one
    /// vanishes in all three; light clear has the lightest glass behind it. Dark tinted is the one
    /// look with two content colours (a pale and a strong tone of the tint).
    static func looks(for family: WidgetFamily) -> [(variant: Variant, name: String)] {
        if family.isAccessory { return [(Variant.dark.rendered(.vibrant), "the vibrant Lock Screen (dark-vibrant)")] }
        return [(Variant.light.accented(over: .clear), "iOS 26's tinted and clear Home Screens (light-clear)"),
                (Variant.dark.rendered(.accented), "the dark tinted Home Screen (dark-accented)")]
    }

    func check(_ subject: LintSubject) -> [LintIssue] {
        var issues: [LintIssue] = []
        var reported: Set<String> = []
        for (variant, look) in Self.looks(for: subject.family) {
            let backdrop: LintSubject.Backdrop
            do { backdrop = try subject.backdrop(variant) } catch {
                issues.append(LintIssue("body", "vanishing content not checked in \(look): \(error)", severity: .error))
                continue
            }
            for text in backdrop.texts where !reported.contains(text.path) {
                guard let ratio = ContrastRule.ratio(of: text, on: backdrop), ratio < Self.textRatio else { continue }
                reported.insert(text.path)
                issues.append(LintIssue(text.path, "\(quote(text.string)) vanishes in \(look): contrast "
                    + String(format: "%.1f", ratio) + ":1 against what is behind it once the system recolours the widget",
                    scheme: variant.colorScheme))
            }
            for placed in subject.placed where placed.isSymbol && !reported.contains(placed.node.path) {
                guard case .symbol(let content) = placed.node.kind, let ink = placed.lines.first.flatMap({ placed.visible?.intersection($0) }),
                      let spread = Self.spread(in: ink, of: backdrop), spread < Self.symbolSpread else { continue }
                reported.insert(placed.node.path)
                issues.append(LintIssue(placed.node.path, "symbol '\(content.name)' vanishes in \(look): its pixels are within "
                    + String(format: "%.2f", spread) + ":1 of what is around them, one shape of one colour",
                    scheme: variant.colorScheme))
            }
        }
        if !subject.family.isAccessory { issues += blankImages(in: subject.layout.content) }
        return issues
    }

    /// Images whose drawing is carried by colour alone. The accented looks keep only an image's
    /// luminance (`desaturated`, the default, and `accentedDesaturated`), so a logo of equally
    /// bright colours becomes one flat shape; a template or `fullColor` image is not checked.
    func blankImages(in root: LayoutNode) -> [LintIssue] {
        var issues: [LintIssue] = []
        var seen: [String: Bool] = [:]
        func visit(_ node: LayoutNode, mode: AccentedImageMode) {
            var mode = mode
            if case .effect(.imageAccentMode(let inner)) = node.kind { mode = inner }
            if case let .image(asset, nil, _, _) = node.kind, mode == .desaturated || mode == .accentedDesaturated, !asset.isVector {
                let digest = asset.contents.digest
                let blank = seen[digest] ?? Self.losesItsDrawing(asset)
                seen[digest] = blank
                if blank {
                    issues.append(LintIssue(node.path, "image '\(asset.url.lastPathComponent)' becomes a blank shape in iOS 26's tinted and "
                        + "clear Home Screens: its parts differ in colour, not brightness, and those looks keep only brightness "
                        + "(widgetAccentedRenderingMode(.fullColor) keeps its colours)"))
                }
            }
            for child in node.children { visit(child, mode: mode) }
        }
        visit(root, mode: .desaturated)
        return issues
    }

    /// Whether an image's opaque pixels differ in colour (a channel spans over 0.3 between its 5th
    /// and 95th percentiles) but hardly in luminance (under 1.3:1 between the same percentiles).
    static func losesItsDrawing(_ asset: ImageAsset) -> Bool {
        guard let bitmap = try? PNGCodec.decode(Data(asset.contents.bytes)) else { return false }
        var luminances: [Double] = [], channels: [[Double]] = [[], [], []]
        let step = max(1, bitmap.width * bitmap.height / 20_000)
        var i = 0
        while i < bitmap.width * bitmap.height {
            let p = i * 4
            if bitmap.pixels[p + 3] >= 128 {
                luminances.append(ContrastRule.luminance(bitmap.pixels[p], bitmap.pixels[p + 1], bitmap.pixels[p + 2]))
                for c in 0..<3 { channels[c].append(Double(bitmap.pixels[p + c]) / 255) }
            }
            i += step
        }
        guard luminances.count >= 16 else { return false }
        func spread(_ values: [Double]) -> (low: Double, high: Double) {
            let sorted = values.sorted()
            return (sorted[Int(Double(sorted.count - 1) * 0.05)], sorted[Int(Double(sorted.count - 1) * 0.95)])
        }
        let colour = channels.map { let s = spread($0); return s.high - s.low }.max() ?? 0
        let (dark, light) = spread(luminances)
        return colour > 0.3 && (light + 0.05) / (dark + 0.05) < 1.3
    }

    /// The contrast between the lightest and darkest pixels in `rect` (5th and 95th percentiles
    /// of luminance), each seen over the dark screen where the widget is translucent (the Lock
    /// Screen); nil when `rect` is outside the widget.
    static func spread(in rect: Rect, of backdrop: LintSubject.Backdrop) -> Double? {
        let bitmap = backdrop.bitmap, s = backdrop.scale
        let x0 = max(0, Int((rect.minX * s).rounded(.down))), x1 = min(bitmap.width, Int((rect.maxX * s).rounded(.up)))
        let y0 = max(0, Int((rect.minY * s).rounded(.down))), y1 = min(bitmap.height, Int((rect.maxY * s).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var luminances: [Double] = []
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * bitmap.width + x) * 4
                let alpha = Double(bitmap.pixels[i + 3]) / 255
                luminances.append(ContrastRule.luminance(bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2]) * alpha)
            }
        }
        guard luminances.count >= 4 else { return nil }
        luminances.sort()
        let low = luminances[Int(Double(luminances.count - 1) * 0.05)], high = luminances[Int(Double(luminances.count - 1) * 0.95)]
        return (high + 0.05) / (low + 0.05)
    }
}
