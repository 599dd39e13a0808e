internal import CCairo
import Foundation
import WidgetRasterModel

/// Measures and shapes text with Pango over FreeType/HarfBuzz, seeing only the bundled fonts.
///
/// Metric rounding is off and one layout unit is one point, so a text measures the same at every
/// scale. Shaped text leaves as glyph outlines and colour glyph images (`shape`), so nothing
/// downstream touches a font. Not thread-safe: each worker owns one engine, and engines share
/// no Pango, FreeType or Cairo state.
public final class TextEngine {
    private let config: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// HarfBuzz draw functions collecting glyph outlines (see `ShapedText`).
    let drawFunctions: OpaquePointer
    private var cache: [CacheKey: TextMeasurement] = [:]
    /// Shaped texts, glyph outlines and colour glyph images: this engine's own caches.
    var shapedTexts: [ShapeKey: ShapedText] = [:]
    var glyphOutlines: [OutlineKey: GlyphOutline] = [:]
    var glyphImages: [GlyphKey: GlyphImage?] = [:]
    /// Decoration lines by face and size (`decorationMetrics`).
    var decorationCache: [DecorationKey: DecorationMetrics] = [:]
    /// One HarfBuzz font per face at the face's own units (scale = units per em), whose outlines
    /// every size shares; each holds a reference to its face, so the face pointer stays unique.
    var unitFonts: [UnsafeMutableRawPointer: OpaquePointer] = [:]
    /// Measurements kept before the cache starts over, so memory does not grow with the number of scenes.
    private static let cacheLimit = 2_000

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The fonts this engine sees, fixed when it is made.
    package let fontSet: FontSet
    /// The app fonts' faces by PostScript name and by family name (`Font.custom` accepts either).
    package let appFonts: [String: AppFont]

    /// An engine for the bundled fonts alone.
    public convenience init(fontDirectory: URL = FontDirectory.url) throws {
        try self.init(fontDirectory: fontDirectory, fontSet: .bundled)
    }

    /// An engine for the bundled fonts and, when `fontSet` names one, an app's fonts folder.
    package init(fontDirectory: URL = FontDirectory.url, fontSet: FontSet) throws {
        guard FontDirectory.hasFonts(fontDirectory) else {
            let searched = fontDirectory == FontDirectory.url ? FontDirectory.location.description : fontDirectory.path
            throw Failure(description: "no fonts in \(searched); install WidgetRaster with scripts/install.sh PREFIX "
                + "(fonts go to PREFIX/share/widgetraster/Fonts) or set WIDGETRASTER_FONTS to a folder of .otf/.ttf files")
        }
        guard let config = FcConfigCreate() else { throw Failure(description: "fontconfig could not start") }
        // Japanese, Chinese and Korean fall back to Noto Sans CJK where it is installed.
        let cjk = fontSet.cjk ? FontDirectory.cjkFolder.map { "<dir>\(Self.escape($0.path))</dir>" } ?? "" : ""
        let xml = "<?xml version=\"1.0\"?><fontconfig><dir>\(Self.escape(fontDirectory.path))</dir>\(cjk)"
            + "<cachedir>\(Self.escape(FontDirectory.fontconfigCache.path))</cachedir>\(Self.bitmapScaling)</fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw Failure(description: "fontconfig could not read fonts in \(fontDirectory.path)")
        }
        // One file, not its folder: the system's noto folder holds other fonts that must not take part.
        if let emoji = FontDirectory.emojiFont(besides: fontDirectory), emoji == FontDirectory.systemEmoji {
            _ = FcConfigAppFontAddFile(config, emoji.path)
        }
        var faces: [String: AppFont] = [:]
        if let folder = fontSet.appFonts {
            do { faces = try Self.addAppFonts(in: folder, to: config) } catch {
                FcConfigDestroy(config)
                throw error
            }
        }
        // PangoFT2, not PangoCairo: Cairo keeps scaled fonts process-wide, so fonts stay out of Cairo
        // entirely. This map, its FreeType library and its HarfBuzz fonts belong to this engine alone.
        guard let map = pango_ft2_font_map_new() else {
            FcConfigDestroy(config)
            throw Failure(description: "Pango could not create a font map")
        }
        self.config = config
        pango_fc_font_map_set_config(ccairo_fc_font_map(map), config)
        pango_ft2_font_map_set_resolution(ccairo_ft2_font_map(map), 72, 72)
        fontMap = map
        drawFunctions = ccairo_outline_funcs_create()
        self.fontSet = fontSet
        appFonts = faces
        coverage = Self.coverage(of: config)
    }

    /// Every character some font of this engine has (the bundled fonts, the emoji font, app fonts),
    /// as one fontconfig character set owned by this engine.
    private let coverage: OpaquePointer

    private static func coverage(of config: OpaquePointer) -> OpaquePointer {
        let merged = FcCharSetCreate()!
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind) else { continue }
            for i in 0..<Int(set.pointee.nfont) {
                var charset: OpaquePointer?
                guard let pattern = set.pointee.fonts[i], FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch,
                      let charset else { continue }
                _ = FcCharSetMerge(merged, charset, nil)
            }
        }
        return merged
    }

    private func covers(_ scalar: Unicode.Scalar) -> Bool { FcCharSetHasChar(coverage, scalar.value) != 0 }

    /// The text with every character no font has replaced by □ (U+25A1). Pango would size its own
    /// missing-glyph box from metrics it caches per font, which made such text measure differently
    /// depending on what a worker had drawn before; a real glyph measures the same everywhere.
    func drawable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !covers($0) && !Self.isInvisible($0) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(covers(scalar) || Self.isInvisible(scalar) ? scalar : "\u{25A1}")
        }
        return String(scalars)
    }

    /// Characters that draw nothing of their own: controls, spaces and separators, joiners and variation selectors.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        return p.isDefaultIgnorableCodePoint || p.isWhitespace || p.generalCategory == .control || p.generalCategory == .format
    }

    /// A Pango context of this engine's font map for one layout: positions unrounded and the base
    /// direction set here, so no layout's direction depends on another's.
    func makeContext(rightToLeft: Bool) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        return context
    }

    /// An app font's face: the family Pango asks for, and its weight and slant.
    public struct AppFont: Hashable, Sendable {
        public var family: String
        public var weight: Int
        public var italic: Bool
    }

    /// Adds the fonts (.ttf, .otf, .ttc) in an app's fonts folder to a configuration and returns
    /// their faces by PostScript name and by family name.
    private static func addAppFonts(in folder: URL, to config: OpaquePointer) throws -> [String: AppFont] {
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["ttf", "otf", "ttc"].contains($0.pathExtension.lowercased()) }.sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw Failure(description: "no .ttf or .otf fonts in \(folder.path)") }
        for file in files where FcConfigAppFontAddFile(config, file.path) != FcTrue {
            throw Failure(description: "\(file.path) is not a font fontconfig can read")
        }
        var faces: [String: AppFont] = [:]
        let paths = Set(files.map(\.path))
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                func string(_ key: String) -> String? { fontconfigString(pattern, key) }
                func integer(_ key: String) -> Int32? {
                    var value: Int32 = 0
                    return FcPatternGetInteger(pattern, key, 0, &value) == FcResultMatch ? value : nil
                }
                guard let file = string("file"), paths.contains(file), let family = string("family") else { continue }
                let face = AppFont(family: family, weight: Int(FcWeightToOpenType(integer("weight") ?? 80)),
                                   italic: (integer("slant") ?? 0) != 0)
                if let postScript = string("postscriptname") { faces[postScript] = face }
                if faces[family] == nil || face.weight == 400 && !face.italic { faces[family] = face }
            }
        }
        return faces
    }

    /// A string property of a fontconfig pattern (`family`, `file`, `postscriptname`).
    static func fontconfigString(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// Colour emoji fonts hold one bitmap strike (Noto Color Emoji: 109 px); this rule, as in
    /// fontconfig's own `10-scale-bitmap-fonts.conf`, scales the strike to the size asked for.
    static let bitmapScaling = """
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
        <name target="font">pixelsize</name></divide></edit></match>\
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
        <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
        <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>\
        <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
        """

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
        hb_draw_funcs_destroy(drawFunctions)
        FcCharSetDestroy(coverage)
        for font in unitFonts.values { hb_font_destroy(font) }
    }

    /// Lays out `text` for a proposal: wraps at `width` (nil: one unwrapped line per paragraph),
    /// keeps to `lineLimit` and to the lines that fit in `height`, then shrinks the font down to
    /// `minimumScaleFactor`, then truncates.
    public func measure(_ text: String, _ attributes: TextAttributes, width: Double?, height: Double?) -> TextMeasurement {
        let key = CacheKey(text: text, attributes: attributes, width: width, height: height)
        if let hit = cache[key] { return hit }
        var result = computeMeasurement(drawable(text), attributes, width: width, height: height)
        if attributes.baselineOffset != 0 { result.offsetBaselines(by: attributes.baselineOffset * result.fontScale) }
        if attributes.reservedLines > result.lines.count, let line = result.lines.first {
            result.size.height += Double(attributes.reservedLines - result.lines.count) * (line.frame.height + attributes.lineSpacing)
        }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        return result
    }

    private func computeMeasurement(_ text: String, _ a: TextAttributes, width: Double?, height: Double?) -> TextMeasurement {
        let wrapWidth = width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let free = TextLayout(engine: self, text: text, attributes: a, width: wrapWidth, maxLines: nil, fontScale: 1)
        let lineCount = free.lineCount
        var allowed = a.lineLimit ?? Int.max
        if let height, height.isFinite, lineCount > 1 {
            let lineHeight = free.lineHeight
            let fitting = max(1, Int(((height + a.lineSpacing) / (lineHeight + a.lineSpacing)).rounded(.down) + 1e-9))
            allowed = min(allowed, fitting)
        }
        let singleLineOverflow = wrapWidth != nil && a.lineLimit == 1 && free.widestLine > wrapWidth! + 0.001
        let needsLimit = lineCount > allowed || (allowed == 1 && singleLineOverflow)
        if !needsLimit {
            return free.measurement(text: text, maxLines: nil, wrapWidth: wrapWidth, fontScale: 1)
        }
        var maxLines = min(allowed, lineCount)
        if allowed == 1 { maxLines = 1 }
        let shown = lineCount > maxLines ? TextLayout.cutAtExplicitBreak(text, free: free, keepingLines: maxLines) : text
        func layout(_ scale: Double) -> TextLayout {
            TextLayout(engine: self, text: shown, attributes: a, width: wrapWidth, maxLines: maxLines, fontScale: scale)
        }
        if a.minimumScaleFactor < 1 {
            var low = a.minimumScaleFactor, high = 1.0
            let smallest = layout(low)
            if !smallest.isEllipsized && shown == text {
                var best = smallest
                for _ in 0..<10 {
                    let mid = (low + high) / 2
                    let candidate = layout(mid)
                    if candidate.isEllipsized { high = mid } else { low = mid; best = candidate }
                }
                return best.measurement(text: shown, maxLines: maxLines, wrapWidth: wrapWidth, fontScale: best.fontScale)
            }
        }
        let limited = layout(1)
        return limited.measurement(text: shown, maxLines: maxLines, wrapWidth: wrapWidth, fontScale: 1, truncated: shown != text)
    }

    /// Characters of `text` no bundled font can draw (0 when every script is covered).
    public func unknownGlyphCount(_ text: String, _ attributes: TextAttributes) -> Int {
        let layout = TextLayout(engine: self, text: text, attributes: attributes, width: nil, maxLines: nil, fontScale: 1)
        return layout.withPangoLayout { Int(pango_layout_get_unknown_glyphs_count($0)) }
    }

    private struct CacheKey: Hashable {
        var text: String
        var attributes: TextAttributes
        var width: Double?
        var height: Double?
    }
}

/// One Pango layout, owned and released with this object. The pointer leaves only through
/// `withPangoLayout`, which keeps this owner alive while C uses it.
final class TextLayout {
    private let context: OpaquePointer
    private let layout: OpaquePointer
    let fontScale: Double
    private let attributes: TextAttributes

    init(engine: TextEngine, text: String, attributes a: TextAttributes, width: Double?, maxLines: Int?,
         fontScale: Double, alignWithin alignWidth: Double? = nil) {
        self.fontScale = fontScale
        self.attributes = a
        context = engine.makeContext(rightToLeft: a.rightToLeft)
        layout = pango_layout_new(context)
        // Pango limits lines per paragraph; a line separator keeps explicit breaks in one paragraph
        // so lineLimit and the proposed height count every line, as SwiftUI does.
        pango_layout_set_text(layout, Self.paragraphSafe(text), -1)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, a.family)
        pango_font_description_set_absolute_size(description, a.size * fontScale * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(a.weight)))
        pango_font_description_set_style(description, a.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let list = pango_attr_list_new()
        // SwiftUI's Text breaks a word too long for its line without a hyphen.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let tracking = a.tracking * fontScale
        if tracking != 0 { pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32((tracking * Double(PANGO_SCALE)).rounded()))) }
        if a.tabularDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
        switch a.smallCaps {
        case .lowercase: pango_attr_list_insert(list, pango_attr_variant_new(PANGO_VARIANT_SMALL_CAPS))
        case .all: pango_attr_list_insert(list, pango_attr_variant_new(PANGO_VARIANT_ALL_SMALL_CAPS))
        case nil: break
        }
        Self.insert(a.inlineStyles, of: Self.paragraphSafe(text), weight: a.weight, size: a.size, into: list)
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        pango_layout_set_auto_dir(layout, 0)
        if a.lineSpacing != 0 { pango_layout_set_spacing(layout, Int32((a.lineSpacing * Double(PANGO_SCALE)).rounded())) }
        if let alignWidth {
            pango_layout_set_width(layout, Int32((alignWidth * Double(PANGO_SCALE)).rounded(.up)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else if let width {
            pango_layout_set_width(layout, Int32(((width + Self.wrapSlack(a, fontScale: fontScale)) * Double(PANGO_SCALE)).rounded(.up)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let start = a.rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        let end = a.rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        switch a.alignment {
        case .leading: pango_layout_set_alignment(layout, start)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, end)
        }
        if let maxLines {
            switch a.truncation {
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            }
            if width == nil {
                pango_layout_set_width(layout, Int32.max / 2)
            }
            pango_layout_set_height(layout, Int32(-maxLines))
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Runs `body` with the Pango layout; the layout is not released before `body` returns.
    func withPangoLayout<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(layout) }
    }

    /// What a wrapping layout's width exceeds the wrap width by: Pango wraps a line counting the
    /// letter spacing after its last character, which the line's measured width leaves out, so a
    /// text proposed its own measured width would wrap again without it.
    static func wrapSlack(_ attributes: TextAttributes, fontScale: Double) -> Double { max(0, attributes.tracking * fontScale) }

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    var lineHeight: Double {
        lines().first.map { $0.frame.height } ?? attributes.size * 1.2
    }

    var widestLine: Double { lines().map(\.frame.width).max() ?? 0 }

    /// Each line's logical box and baseline, in points, with x measured from the line start.
    func lines() -> [TextMeasurement.Line] {
        var result: [TextMeasurement.Line] = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
            let line = pango_layout_iter_get_line_readonly(iter)
            var lineLogical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &lineLogical)
            result.append(.init(frame: Rect(x: Double(logical.x) / Double(PANGO_SCALE), y: Double(logical.y) / Double(PANGO_SCALE),
                                            width: Double(lineLogical.width) / Double(PANGO_SCALE),
                                            height: Double(logical.height) / Double(PANGO_SCALE)),
                                baseline: baseline))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// Pango's line limit applies per paragraph. When the lines that stay end inside a text
    /// with more explicit breaks, cut the string at the first break after the last kept line's
    /// start and end it with an ellipsis, so the last line reads "Two…" as SwiftUI draws it.
    static func cutAtExplicitBreak(_ text: String, free: TextLayout, keepingLines count: Int) -> String {
        let bytes = Array(paragraphSafe(text).utf8)
        let starts = free.lineStartIndices()
        guard count >= 1, count <= starts.count else { return text }
        let separator: [UInt8] = [0xE2, 0x80, 0xA8]
        var i = starts[count - 1]
        while i + 3 <= bytes.count {
            if Array(bytes[i..<i + 3]) == separator {
                return String(decoding: bytes[..<i], as: UTF8.self) + "…"
            }
            i += 1
        }
        return text
    }

    /// Explicit breaks as line separators (U+2028), keeping the text one paragraph.
    /// Bold, italic and fixed-width stretches as Pango attributes over their bytes of `text`.
    private static func insert(_ styles: [InlineStyle], of text: String, weight: Int, size: Double, into list: OpaquePointer?) {
        guard !styles.isEmpty else { return }
        let characters = Array(text)
        func byte(_ offset: Int) -> UInt32 { UInt32(String(characters[..<min(max(0, offset), characters.count)]).utf8.count) }
        for style in styles where style.end > style.start {
            var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
            if style.bold { attributes.append(pango_attr_weight_new(PangoWeight(UInt32(max(700, weight))))) }
            if style.italic { attributes.append(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
            if style.monospaced { attributes.append(pango_attr_family_new(FontCatalog.family(for: .monospaced, size: size))) }
            for attribute in attributes {
                guard let attribute else { continue }
                attribute.pointee.start_index = byte(style.start)
                attribute.pointee.end_index = byte(style.end)
                pango_attr_list_insert(list, attribute)
            }
        }
    }

    static func paragraphSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\u{2028}").replacingOccurrences(of: "\n", with: "\u{2028}")
    }

    /// Byte offsets where each line starts in the laid-out text.
    func lineStartIndices() -> [Int] {
        let count = pango_layout_get_line_count(layout)
        return (0..<count).map { Int(pango_layout_get_line_readonly(layout, $0).pointee.start_index) }
    }

    func measurement(text: String, maxLines: Int?, wrapWidth: Double?, fontScale: Double, truncated: Bool = false) -> TextMeasurement {
        var lines = lines()
        var width = lines.map(\.frame.width).max() ?? 0
        // Letter spacing can leave a fitted line a hair wider than the wrap width; it still fits.
        if let wrapWidth, width > wrapWidth, width - wrapWidth < 0.5 { width = wrapWidth }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        for i in lines.indices {
            let w = lines[i].frame.width
            switch attributes.alignment {
            case .leading: lines[i].frame.origin.x = attributes.rightToLeft ? width - w : 0
            case .center: lines[i].frame.origin.x = (width - w) / 2
            case .trailing: lines[i].frame.origin.x = attributes.rightToLeft ? 0 : width - w
            }
        }
        return TextMeasurement(text: text, size: Size(width: width, height: height), lines: lines, maxLines: maxLines,
                               wrapWidth: wrapWidth, fontScale: fontScale, isTruncated: truncated || isEllipsized)
    }
}
