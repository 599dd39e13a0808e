internal import CCairo

/// Where a font puts the lines through and under its text, in points from the baseline (down is
/// positive): the tops of the lines and their thickness, from the font's own tables.
public struct DecorationMetrics: Hashable, Sendable {
    public var underlineTop: Double
    public var underlineThickness: Double
    public var strikethroughTop: Double
    public var strikethroughThickness: Double
}

extension TextEngine {
    /// Faces and sizes whose decoration lines are kept before the cache starts over.
    static let decorationCacheLimit = 256

    /// The decoration lines of the face these attributes select, at `fontScale` of their size.
    public func decorationMetrics(_ a: TextAttributes, fontScale: Double) -> DecorationMetrics {
        let key = DecorationKey(family: a.family, size: a.size * fontScale, weight: a.weight, italic: a.italic)
        if let known = decorationCache[key] { return known }
        let result = withMetrics(of: a, size: key.size) { metrics, _, _ in
            // Pango gives each line's top as a distance above the baseline.
            DecorationMetrics(underlineTop: -Self.points(pango_font_metrics_get_underline_position(metrics)),
                              underlineThickness: max(0.5, Self.points(pango_font_metrics_get_underline_thickness(metrics))),
                              strikethroughTop: -Self.points(pango_font_metrics_get_strikethrough_position(metrics)),
                              strikethroughThickness: max(0.5, Self.points(pango_font_metrics_get_strikethrough_thickness(metrics))))
        }
        if decorationCache.count >= Self.decorationCacheLimit { decorationCache.removeAll(keepingCapacity: true) }
        decorationCache[key] = result
        return result
    }

    /// Runs `body` with Pango's metrics of the face `a` selects at `size` points, and the context
    /// and description that select it.
    func withMetrics<T>(of a: TextAttributes, size: Double,
                        _ body: (UnsafeMutablePointer<PangoFontMetrics>?, OpaquePointer, OpaquePointer) -> T) -> T {
        let context = makeContext(rightToLeft: false)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, a.family)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(a.weight)))
        pango_font_description_set_style(description, a.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let metrics = pango_context_get_metrics(context, description, nil)
        defer { pango_font_metrics_unref(metrics) }
        return body(metrics, context, description)
    }

    /// Pango units in points.
    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}

struct DecorationKey: Hashable {
    var family: String
    var size: Double
    var weight: Int
    var italic: Bool
}
