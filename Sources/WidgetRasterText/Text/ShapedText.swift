internal import CCairo
import WidgetRasterModel

/// A laid-out text resolved to what the rasteriser draws: outline glyphs at their pen positions,
/// and colour glyphs (emoji) as images, in points from the text frame's top-left. Made by the worker's own
/// `TextEngine` when the display list is built, so the rasteriser never touches a font.
public struct ShapedText: Hashable, Sendable {
    /// The outline glyphs, drawn in the text's paint.
    package var glyphs: [PlacedGlyph]
    /// Colour glyphs, drawn as images over their boxes.
    public var colorGlyphs: [ColorGlyph]
}

/// An outline glyph at its pen position. The outline is the engine's cached one in the font's
/// units, shared by every text and size that uses the glyph, not a copy.
package struct PlacedGlyph: Hashable, Sendable {
    package var outline: GlyphOutline
    /// Points per font unit, across and down.
    package var scale: Size
    package var origin: Point
}

/// One colour glyph: its image and the box it fills, in points from the text frame's top-left.
public struct ColorGlyph: Hashable, Sendable {
    public var image: GlyphImage
    public var rect: Rect
}

/// A colour glyph's bitmap as the font stores it (PNG bytes, e.g. Noto Color Emoji's CBDT strike),
/// named by font and glyph so that a rasteriser decodes it once.
public struct GlyphImage: Hashable, Sendable {
    public var id: String
    public var png: [UInt8]

    public static func == (a: GlyphImage, b: GlyphImage) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What decides how a measured text is shaped for drawing.
struct ShapeKey: Hashable {
    var text: String
    var attributes: TextAttributes
    var width: Double?
    var maxLines: Int?
    var fontScale: Double
    var alignWidth: Double?
}

/// A glyph's outline in font units from its pen position, y down, and the box around its points.
/// One object per glyph per engine, so a rasteriser can key the glyph's masks by its identity.
package final class GlyphOutline: Hashable, Sendable {
    package let segments: [PathGeometry.Segment]
    package let bounds: Rect

    init(_ segments: [PathGeometry.Segment]) {
        self.segments = segments
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for segment in segments {
            let points: [Point]
            switch segment {
            case .move(let p), .line(let p): points = [p]
            case let .curve(a, b, c): points = [a, b, c]
            case .close: points = []
            }
            for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        }
        bounds = x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : Rect(x: 0, y: 0, width: 0, height: 0)
    }

    package static func == (a: GlyphOutline, b: GlyphOutline) -> Bool { a === b || a.segments == b.segments }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(segments.count)
        hasher.combine(bounds)
    }
}

/// One glyph of one font at one size.
struct GlyphKey: Hashable {
    var font: String
    var glyph: UInt32
}

/// One glyph's outline in one face (by the face's address, kept alive by the engine) at one
/// point of its variation axes.
struct OutlineKey: Hashable {
    var face: UnsafeMutableRawPointer
    var coordinates: [Int32]
    var glyph: UInt32
}

extension TextEngine {
    /// Shaped texts kept before the cache starts over.
    static let shapedTextLimit = 4096
    /// Glyph outlines kept before the cache starts over.
    static let glyphLimit = 20_000

    /// Shapes a measured text exactly as it was measured (same string, attributes, wrap width, line
    /// limit and font scale) into glyph outlines and colour glyph images.
    public func shape(_ measurement: TextMeasurement, _ attributes: TextAttributes) -> ShapedText {
        let m = measurement
        // Unlimited multi-line text aligns its lines within its own width, as it was measured.
        let alignWidth: Double? = m.maxLines == nil && m.lines.count > 1 ? m.size.width : nil
        let key = ShapeKey(text: m.text, attributes: attributes, width: m.wrapWidth, maxLines: m.maxLines,
                           fontScale: m.fontScale, alignWidth: alignWidth)
        if let hit = shapedTexts[key] { return hit }
        var layout = TextLayout(engine: self, text: m.text, attributes: attributes, width: m.wrapWidth,
                                maxLines: m.maxLines, fontScale: m.fontScale, alignWithin: alignWidth)
        var alignedWithin = alignWidth
        if alignWidth != nil, layout.lineCount != m.lines.count {
            // In exactly its measured width a line can wrap again (its width and Pango's line
            // breaking round apart): break the lines as measured, and align them by the shift below.
            layout = TextLayout(engine: self, text: m.text, attributes: attributes, width: m.wrapWidth,
                                maxLines: m.maxLines, fontScale: m.fontScale)
            alignedWithin = nil
        }
        var shift = 0.0
        if alignedWithin == nil, let wrapWidth = m.wrapWidth, attributes.alignment != .leading || attributes.rightToLeft {
            // Pango aligned the lines inside the layout's width; the frame is the text's own width.
            let wrap = wrapWidth + TextLayout.wrapSlack(attributes, fontScale: m.fontScale)
            switch (attributes.alignment, attributes.rightToLeft) {
            case (.center, _): shift = (wrap - m.size.width) / 2
            case (.trailing, false), (.leading, true): shift = wrap - m.size.width
            default: shift = 0
            }
        }
        let raise = attributes.baselineOffset * m.fontScale
        let shaped = layout.withPangoLayout { glyphs(of: $0, shiftedBy: -shift, raise: raise) }
        if shapedTexts.count >= Self.shapedTextLimit { shapedTexts.removeAll(keepingCapacity: true) }
        shapedTexts[key] = shaped
        return shaped
    }

    /// Walks a Pango layout's lines and runs as Pango's renderer does, placing each glyph's
    /// outline (or colour image) at its pen position.
    private func glyphs(of layout: OpaquePointer, shiftedBy dx: Double, raise: Double) -> ShapedText {
        let unit = Double(PANGO_SCALE)
        var placed: [PlacedGlyph] = []
        var colorGlyphs: [ColorGlyph] = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var lineIndex = 0
        repeat {
            defer { lineIndex += 1 }
            var lineRect = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &lineRect)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / unit + TextMeasurement.glyphDrop(line: lineIndex, raise: raise)
            let line = pango_layout_iter_get_line_readonly(iter)!
            var x = Double(lineRect.x) / unit + dx
            var node = line.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let font = run.pointee.item.pointee.analysis.font, let string = run.pointee.glyphs else { continue }
                let hbFont = pango_font_get_hb_font(font)
                // Only colour fonts need a name: it keys their glyph images.
                let imageFont = hbFont.flatMap { hb_ot_color_has_png(hb_font_get_face($0)) != 0 ? Self.name(of: font) : nil }
                let yOffset = Double(run.pointee.y_offset) / unit
                for i in 0..<Int(string.pointee.num_glyphs) {
                    let info = string.pointee.glyphs[i]
                    let width = Double(info.geometry.width) / unit
                    defer { x += width }
                    let origin = Point(x: x + Double(info.geometry.x_offset) / unit,
                                       y: baseline - yOffset + Double(info.geometry.y_offset) / unit)
                    // Characters no font has were replaced by □ before Pango saw them (`drawable`), so
                    // Pango's missing-glyph boxes never reach here.
                    if info.glyph == PANGO_GLYPH_EMPTY || info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { continue }
                    guard let hbFont else { continue }
                    if let imageFont, let image = glyphImage(GlyphKey(font: imageFont, glyph: info.glyph), hbFont) {
                        var extents = hb_glyph_extents_t()
                        hb_font_get_glyph_extents(hbFont, info.glyph, &extents)
                        let rect = Rect(x: origin.x + Double(extents.x_bearing) / unit, y: origin.y - Double(extents.y_bearing) / unit,
                                        width: Double(extents.width) / unit, height: Double(-extents.height) / unit)
                        colorGlyphs.append(ColorGlyph(image: image, rect: rect))
                        continue
                    }
                    let (outline, scale) = glyphOutline(info.glyph, hbFont)
                    if let outline { placed.append(PlacedGlyph(outline: outline, scale: scale, origin: origin)) }
                }
            }
        } while pango_layout_iter_next_line(iter) != 0
        return ShapedText(glyphs: placed, colorGlyphs: colorGlyphs)
    }

    /// A glyph's outline in font units from its pen position (y down), from this engine's cache,
    /// and the points per unit of `font`'s size. Outlines come from the face at its own units, so
    /// every size shares one outline and it is the same whichever size asked first.
    private func glyphOutline(_ glyph: UInt32, _ font: OpaquePointer) -> (GlyphOutline?, Size) {
        let face = hb_font_get_face(font)!
        let faceKey = UnsafeMutableRawPointer(face)
        let units = Double(hb_face_get_upem(face))
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(font, &xScale, &yScale)
        let scale = Size(width: Double(xScale) / Double(PANGO_SCALE) / units, height: Double(yScale) / Double(PANGO_SCALE) / units)
        var count: UInt32 = 0
        let coordinates = hb_font_get_var_coords_normalized(font, &count).map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
        let key = OutlineKey(face: faceKey, coordinates: coordinates, glyph: glyph)
        if let known = glyphOutlines[key] { return (known, scale) }
        let unitFont: OpaquePointer
        if let existing = unitFonts[faceKey] {
            unitFont = existing
        } else {
            unitFont = hb_font_create(face)
            hb_font_set_scale(unitFont, Int32(units), Int32(units))
            unitFonts[faceKey] = unitFont
        }
        coordinates.withUnsafeBufferPointer { hb_font_set_var_coords_normalized(unitFont, $0.baseAddress, UInt32($0.count)) }
        var raw = ccairo_outline()
        defer { ccairo_outline_free(&raw) }
        guard ccairo_glyph_outline(unitFont, glyph, drawFunctions, &raw) != 0, let values = raw.values else { return (nil, scale) }
        func point(_ i: Int) -> Point { Point(x: values[i], y: -values[i + 1]) }
        var segments: [PathGeometry.Segment] = []
        var i = 0
        while i < raw.count {
            switch values[i] {
            case 0: segments.append(.move(point(i + 1))); i += 3
            case 1: segments.append(.line(point(i + 1))); i += 3
            case 2: segments.append(.curve(point(i + 1), point(i + 3), point(i + 5))); i += 7
            default: segments.append(.close); i += 1
            }
        }
        if glyphOutlines.count >= Self.glyphLimit { glyphOutlines.removeAll(keepingCapacity: true) }
        let outline = GlyphOutline(segments)
        glyphOutlines[key] = outline
        return (outline, scale)
    }

    /// A colour glyph's PNG image, or nil when the font draws this glyph as an outline.
    private func glyphImage(_ key: GlyphKey, _ font: OpaquePointer) -> GlyphImage? {
        if let known = glyphImages[key] { return known }
        let blob = hb_ot_color_glyph_reference_png(font, key.glyph)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        var image: GlyphImage?
        if let data = hb_blob_get_data(blob, &length), length > 0 {
            let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
            image = GlyphImage(id: "\(key.font)#\(key.glyph)", png: [UInt8](bytes))
        }
        if glyphImages.count >= Self.glyphLimit { glyphImages.removeAll(keepingCapacity: true) }
        glyphImages[key] = image
        return image
    }

    /// A font's name with its size, e.g. "Inter Semi-Bold 13px": the glyph caches' font key.
    private static func name(of font: UnsafeMutablePointer<PangoFont>) -> String {
        let description = pango_font_describe_with_absolute_size(font)
        defer { pango_font_description_free(description) }
        let text = pango_font_description_to_string(description)
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }
}
