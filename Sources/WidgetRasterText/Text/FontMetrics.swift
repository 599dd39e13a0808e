internal import CCairo
import WidgetRasterModel

/// A face's vertical metrics at a size, in points, as UIKit's `UIFont` reports them: the ascender
/// above the baseline, the descender below it (negative), the gap between lines (`leading`), the
/// line height they add up to, and the heights of capitals and of lowercase x, from the font's tables.
package struct FontMetrics: Hashable, Sendable {
    package var ascender: Double
    package var descender: Double
    package var leading: Double
    package var capHeight: Double
    package var xHeight: Double
    /// Ascender plus descent plus leading: one line of the font, as its text's lines are laid out.
    package var lineHeight: Double { ascender - descender + leading }

    package init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        (self.ascender, self.descender, self.leading, self.capHeight, self.xHeight) = (ascender, descender, leading, capHeight, xHeight)
    }
}

extension TextEngine {
    /// The metrics of the face these attributes select at their size (`fontScale` 1).
    package func fontMetrics(_ a: TextAttributes) -> FontMetrics {
        withMetrics(of: a, size: a.size) { metrics, context, description in
            let ascent = Self.points(pango_font_metrics_get_ascent(metrics)), descent = Self.points(pango_font_metrics_get_descent(metrics))
            let height = Self.points(pango_font_metrics_get_height(metrics))
            // Capital and x heights from the OS/2 table, in the Pango font's scale (Pango units).
            var capHeight = a.size * 0.7, xHeight = a.size * 0.5
            if let font = pango_context_load_font(context, description) {
                defer { g_object_unref(UnsafeMutableRawPointer(font)) }
                if let hbFont = pango_font_get_hb_font(font) {
                    var position: hb_position_t = 0
                    if hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0 { capHeight = Self.points(position) }
                    if hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &position) != 0 { xHeight = Self.points(position) }
                }
            }
            return FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                               capHeight: capHeight, xHeight: xHeight)
        }
    }

    /// The font families this engine sees (bundled, emoji, the app's), each with its faces'
    /// PostScript names, sorted.
    package func fontFamilies() -> [String: [String]] {
        let context = makeContext(rightToLeft: false)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let map = pango_context_get_font_map(context), let config = pango_fc_font_map_get_config(ccairo_fc_font_map(map))
        else { return [:] }
        var families: [String: Set<String>] = [:]
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind) else { continue }
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i], let family = Self.fontconfigString(pattern, "family") else { continue }
                families[family, default: []].formUnion(Self.fontconfigString(pattern, "postscriptname").map { [$0] } ?? [])
            }
        }
        return families.mapValues { $0.sorted() }
    }
}
