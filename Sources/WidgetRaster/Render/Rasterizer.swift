import CCairo
import Foundation

/// Draws a display list with Cairo at a pixel scale. Leaf rectangles are snapped to the
/// pixel grid by their edges (layout-semantics §6); the widget is clipped to its outline
/// and everything outside it is transparent. One rasteriser per thread.
public final class Rasterizer {
    private let engine: TextEngine
    private var images: [ImageKey: CairoSurface] = [:]
    /// Shaped Pango layouts by what decides them, reused across scales and variants.
    private var layouts: [LayoutKey: TextLayout] = [:]
    static let layoutCacheLimit = 2048

    private struct LayoutKey: Hashable {
        var text: String
        var attributes: TextAttributes
        var width: Double?
        var maxLines: Int?
        var fontScale: Double
        var alignWidth: Double?
    }

    private struct ImageKey: Hashable {
        var url: URL
        var treatment: ImageTreatment
    }

    public init(engine: TextEngine) {
        self.engine = engine
    }

    deinit {
        // Cached layouts release their fonts under the font lock.
        FontLock.shared.lock()
        layouts.removeAll()
        FontLock.shared.unlock()
    }

    /// Renders at `scale` device pixels per canvas point (scale × iPad display factor).
    public func render(_ list: DisplayList, pixelWidth: Int, pixelHeight: Int) -> Bitmap {
        let target = CairoSurface(width: pixelWidth, height: pixelHeight)
        var state = DrawState(k: Double(pixelWidth) / list.size.width, surfaces: [target])
        let cr = target.context
        cairo_scale(cr, state.k, state.k)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        addPath(cr, PathGeometry.segments(for: list.mask))
        cairo_clip(cr)
        for op in list.ops { draw(op, &state) }
        return target.bitmap()
    }

    private struct DrawState {
        var k: Double
        var surfaces: [CairoSurface]
        var translation: [Point] = [.zero]
        var opacities: [Double] = []
        var shadows: [(color: (Double, Double, Double, Double), radius: Double, x: Double, y: Double)] = []
        var blurs: [Double] = []
        var masks: [MaskPattern] = []
        var cr: OpaquePointer { surfaces.last!.context }
        var offset: Point { translation.last! }

        /// Snaps a value to the device grid, in the current translated space.
        func snap(_ v: Double, _ t: Double) -> Double { ((v + t) * k + 0.5).rounded(.down) / k - t }

        /// Edges to the nearest pixel; a hairline keeps at least one pixel.
        func snap(_ r: Rect) -> Rect {
            var x0 = snap(r.minX, offset.x), x1 = snap(r.maxX, offset.x)
            var y0 = snap(r.minY, offset.y), y1 = snap(r.maxY, offset.y)
            if r.width > 0 && x1 <= x0 { x1 = x0 + 1 / k }
            if r.height > 0 && y1 <= y0 { y1 = y0 + 1 / k }
            if x1 < x0 { swap(&x0, &x1) }
            if y1 < y0 { swap(&y0, &y1) }
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    private func draw(_ op: DisplayList.Op, _ s: inout DrawState) {
        let cr = s.cr
        switch op {
        case let .fill(outline, paint):
            var snapped = outline
            snapped.rect = s.snap(outline.rect)
            addPath(cr, PathGeometry.segments(for: snapped))
            setSource(cr, paint)
            cairo_fill(cr)
        case let .stroke(outline, paint, line):
            var snapped = outline
            snapped.rect = s.snap(outline.rect)
            addPath(cr, PathGeometry.segments(for: snapped))
            setSource(cr, paint)
            setLine(cr, line)
            cairo_stroke(cr)
        case .text(let run) where run.colorGlyphs != .original && run.hasColorGlyphs:
            // Colour glyphs ignore the paint: draw into a layer and recolour it as an image.
            s.surfaces.append(layer(like: s))
            drawText(run, &s)
            let layer = s.surfaces.removeLast()
            layer.apply(run.colorGlyphs)
            paint(layer, onto: s.cr)
        case .text(let run):
            drawText(run, &s)
        case let .image(asset, rect, treatment):
            drawImage(asset, s.snap(rect), treatment, cr)
        case .beginClip(let outline):
            cairo_save(cr)
            var snapped = outline
            snapped.rect = s.snap(outline.rect)
            if outline.kind == .rectangle { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
            addPath(cr, PathGeometry.segments(for: snapped))
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        case .endClip:
            cairo_restore(cr)
        case .beginOpacity(let value):
            cairo_push_group(cr)
            s.opacities.append(value)
        case .endOpacity:
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, s.opacities.removeLast())
        case let .beginTranslate(x, y):
            cairo_save(cr)
            cairo_translate(cr, x, y)
            s.translation.append(Point(x: s.offset.x + x, y: s.offset.y + y))
        case .endTranslate:
            cairo_restore(cr)
            s.translation.removeLast()
        case let .beginShadow(color, radius, x, y):
            s.surfaces.append(layer(like: s))
            s.shadows.append(((color.red, color.green, color.blue, color.alpha), radius, x, y))
        case .beginTransform(let t):
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
            s.translation.append(s.offset)
        case .endTransform:
            cairo_restore(cr)
            s.translation.removeLast()
        case .beginBlur(let radius):
            s.surfaces.append(layer(like: s))
            s.blurs.append(radius)
        case .endBlur:
            let layer = s.surfaces.removeLast()
            layer.blurAll(radius: s.blurs.removeLast() * s.k)
            paint(layer, onto: s.cr)
        case .beginMask:
            cairo_push_group(cr)
        case .beginMaskedContent:
            s.masks.append(MaskPattern(cairo_pop_group(cr)))
            cairo_push_group(s.cr)
        case .endMask:
            cairo_pop_group_to_source(cr)
            let mask = s.masks.removeLast()
            withExtendedLifetime(mask) { cairo_mask(cr, mask.pattern) }
        case .endShadow:
            let layer = s.surfaces.removeLast()
            let shadow = s.shadows.removeLast()
            let parent = s.cr
            let silhouette = CairoSurface(width: layer.width, height: layer.height)
            cairo_set_source_surface(silhouette.context, layer.surface, 0, 0)
            cairo_paint(silhouette.context)
            silhouette.blurAlpha(radius: shadow.radius * s.k)
            cairo_save(parent)
            cairo_identity_matrix(parent)
            cairo_set_source_rgba(parent, shadow.color.0, shadow.color.1, shadow.color.2, shadow.color.3)
            cairo_mask_surface(parent, silhouette.surface, shadow.x * s.k, shadow.y * s.k)
            cairo_restore(parent)
            paint(layer, onto: parent)
        }
    }

    /// A transparent layer the size of the canvas, drawing with the current transform.
    private func layer(like s: DrawState) -> CairoSurface {
        let layer = CairoSurface(width: s.surfaces[0].width, height: s.surfaces[0].height)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(s.cr, &matrix)
        cairo_set_matrix(layer.context, &matrix)
        return layer
    }

    /// Paints a canvas-sized layer onto a context pixel for pixel, whatever its transform.
    private func paint(_ layer: CairoSurface, onto cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func setLine(_ cr: OpaquePointer, _ line: StrokeLine) {
        cairo_set_line_width(cr, line.width)
        switch line.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch line.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, line.miterLimit)
        let dashes = line.dash.filter { $0 >= 0 }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), line.dashPhase) }
        }
    }

    private func drawText(_ run: TextRun, _ s: inout DrawState) {
        FontLock.shared.lock()
        defer { FontLock.shared.unlock() }
        let cr = s.cr
        let m = run.measurement
        let alignWidth: Double? = m.maxLines == nil && m.lines.count > 1 ? m.size.width : nil
        let key = LayoutKey(text: m.text, attributes: run.attributes, width: m.wrapWidth, maxLines: m.maxLines,
                            fontScale: m.fontScale, alignWidth: alignWidth)
        let layout: TextLayout
        if let cached = layouts[key] {
            layout = cached
        } else {
            if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
            layout = TextLayout(engine: engine, text: m.text, attributes: run.attributes, width: m.wrapWidth,
                                maxLines: m.maxLines, fontScale: m.fontScale, alignWithin: alignWidth)
            layouts[key] = layout
        }
        cairo_save(cr)
        let origin = Point(x: s.snap(run.origin.x, s.offset.x), y: s.snap(run.origin.y, s.offset.y))
        var x = origin.x
        if alignWidth == nil, m.wrapWidth != nil, run.attributes.alignment != .leading || run.attributes.rightToLeft {
            // Pango aligned the lines inside the wrap width; the frame is the text's own width.
            let shift: Double
            switch (run.attributes.alignment, run.attributes.rightToLeft) {
            case (.center, _): shift = (m.wrapWidth! - m.size.width) / 2
            case (.trailing, false), (.leading, true): shift = m.wrapWidth! - m.size.width
            default: shift = 0
            }
            x -= shift
        }
        cairo_move_to(cr, x, origin.y)
        setSource(cr, run.paint)
        layout.withPangoLayout { pango_cairo_show_layout(cr, $0) }
        cairo_restore(cr)
    }

    private func drawImage(_ asset: ImageAsset, _ rect: Rect, _ treatment: ImageTreatment, _ cr: OpaquePointer) {
        let key = ImageKey(url: asset.url, treatment: treatment)
        let image: CairoSurface
        if let cached = images[key] {
            image = cached
        } else {
            guard let loaded = CairoSurface(png: asset.url.path) else { return }
            loaded.apply(treatment)
            images[key] = loaded
            image = loaded
        }
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func addPath(_ cr: OpaquePointer, _ segments: [PathGeometry.Segment]) {
        cairo_new_path(cr)
        for segment in segments {
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case let .curve(a, b, c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    private func setSource(_ cr: OpaquePointer, _ paint: Paint) {
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case let .linear(stops, start, end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            for stop in stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .radial(stops, center, r0, r1):
            let pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)!
            for stop in stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }
}

/// A mask's pixels between `beginMaskedContent` and `endMask`, released with it.
private final class MaskPattern {
    let pattern: OpaquePointer

    init(_ pattern: OpaquePointer) { self.pattern = pattern }

    deinit { cairo_pattern_destroy(pattern) }
}
