internal import CCairo
import Foundation
import Themes
import WidgetRasterDisplayList
import WidgetRasterImage
import WidgetRasterModel
import WidgetRasterText

/// Draws a display list with Cairo at a pixel scale: fills paths (text arrives as glyph outlines)
/// and draws images, and never touches a font. Leaf rectangles are snapped to the pixel grid by
/// their edges (layout-semantics §6); the finished drawing is cut to the widget's outline, as iOS
/// masks a widget's layer, and everything outside it is transparent. One rasteriser per thread.
package final class Rasterizer {
    /// Decoded images by source and treatment; cleared when it reaches `imageCacheLimit`.
    private var images: [ImageKey: CairoSurface] = [:]
    static let imageCacheLimit = 256

    /// What an image cache entry was decoded from: image contents by digest (never a path whose
    /// file could change), a PDF's at one pixel size, or a colour glyph.
    private enum ImageSource: Hashable {
        case bitmap(String)
        /// A PDF image drawn at a pixel size (vector images are drawn for their rectangle).
        case vector(String, width: Int, height: Int)
        case glyph(String)
    }

    private struct ImageKey: Hashable {
        var source: ImageSource
        var treatment: ImageTreatment
    }

    package init() {}

    /// Renders at `scale` device pixels per canvas point (scale × iPad display factor); throws when
    /// Cairo cannot make the canvas or a layer (too large, out of memory). The canvas is the
    /// bitmap's own memory, with `extra` bytes of capacity left for a next stage that works in place.
    package func render(_ list: DisplayList, pixelWidth: Int, pixelHeight: Int, reserving extra: Int = 0) throws -> Bitmap {
        try CairoSurface.drawingBitmap(width: pixelWidth, height: pixelHeight, reserving: extra) { target in
            var state = DrawState(k: Double(pixelWidth) / list.size.width, surfaces: [target])
            let cr = target.context
            cairo_scale(cr, state.k, state.k)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
            try draw(list.ops, &state)
            cut(cr, to: list.mask, canvas: list.size, pixelWidth: pixelWidth, pixelHeight: pixelHeight, k: state.k)
            let status = cairo_status(cr)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError(message: "Cairo could not draw the image: \(String(cString: cairo_status_to_string(status)))")
            }
        }
    }

    /// Paints a backdrop into `rect`, scaled from the pixels every rasteriser shares (drawn here
    /// at one pixel per point when no rasteriser has drawn it yet), its edge pixels extended.
    private func paint(_ backdrop: DisplayList.Backdrop, into rect: Rect, _ cr: OpaquePointer) throws {
        let pixels = try BackdropCache.shared.pixels(for: backdrop) { backdrop in
            let canvas = try CairoSurface(width: Int(backdrop.size.width.rounded(.up)), height: Int(backdrop.size.height.rounded(.up)))
            var state = DrawState(k: 1, surfaces: [canvas])
            cairo_set_antialias(canvas.context, CAIRO_ANTIALIAS_GRAY)
            try draw(backdrop.ops, &state)
            return canvas.sharedCopy()
        }
        paint(try CairoSurface(reading: pixels), stretchedOver: rect, filter: CAIRO_FILTER_BILINEAR, cr)
    }

    /// Paints a surface stretched over `rect` (in the current user space) and everything beyond it
    /// that the clip lets through, its edge pixels extended past it, as Core Animation clamps a
    /// layer's contents.
    private func paint(_ image: CairoSurface, stretchedOver rect: Rect, filter: cairo_filter_t, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), filter)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Cuts the finished drawing to the widget's outline, as iOS masks a widget's layer: only in
    /// the squares at the corners where a rounded outline leaves the canvas's edges, or over the
    /// whole canvas for another outline. (Clipping every op to the outline instead had Cairo
    /// rasterise the outline again for each glyph and shape it drew.)
    private func cut(_ cr: OpaquePointer, to mask: Outline, canvas: Size, pixelWidth: Int, pixelHeight: Int, k: Double) {
        let reach = Self.cornerReach(of: mask, canvas: canvas, pixelWidth: pixelWidth, pixelHeight: pixelHeight, k: k)
        if reach == 0 { return }
        let path = PathGeometry.segments(for: mask)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        if let side = reach.map(Double.init) {
            let right = Double(pixelWidth) - side, bottom = Double(pixelHeight) - side
            for (x, y) in [(0, 0), (right, 0), (0, bottom), (right, bottom)] {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, x, y, side, side)
                cairo_clip(cr)
                cairo_scale(cr, k, k)
                addPath(cr, path)
                cairo_fill(cr)
                cairo_restore(cr)
            }
        } else {
            addPath(cr, path)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// The side in device pixels of the corner squares outside which `mask` covers every pixel of
    /// the canvas (0 for the canvas's own rectangle); nil when it is not a rectangle, rounded or
    /// not, on the canvas's whole pixels, or when its corners take half the canvas.
    static func cornerReach(of mask: Outline, canvas: Size, pixelWidth: Int, pixelHeight: Int, k: Double) -> Int? {
        let onPixels = abs(canvas.width * k - Double(pixelWidth)) < 1.0 / 512 && abs(canvas.height * k - Double(pixelHeight)) < 1.0 / 512
        guard onPixels, mask.rect == Rect(x: 0, y: 0, width: canvas.width, height: canvas.height) else { return nil }
        let half = min(canvas.width, canvas.height) / 2
        let reach: Double
        switch mask.kind {
        case .rectangle: return 0
        case let .rounded(radius, continuous): reach = min(continuous ? radius * PathGeometry.continuousCornerReach : radius, half)
        case let .uneven(radii, continuous):
            reach = min(continuous ? radii.largest * PathGeometry.continuousCornerReach : radii.largest, half)
        case .capsule: reach = half
        default: return nil
        }
        let side = Int((reach * k).rounded(.up)) + 1
        // Squares that meet would cut the pixels they share twice.
        return 2 * side <= min(pixelWidth, pixelHeight) ? side : nil
    }

    private struct DrawState {
        var k: Double
        var surfaces: [CairoSurface]
        /// What each layer of the list draws (`DisplayList.reachOfLayers`), and the op being drawn.
        var reaches: [Int: DisplayList.LayerReach] = [:]
        var index = 0
        var translation: [Point] = [.zero]
        /// Open layers' opacities, and whether each clipped itself to its bounds.
        var opacities: [(Double, Bool)] = []
        var shadows: [(color: (Double, Double, Double, Double), radius: Double, x: Double, y: Double)] = []
        var blurs: [(radius: Double, extendsEdges: Bool)] = []
        var filters: [ColorFilter] = []
        var masks: [MaskPattern] = []
        var cr: OpaquePointer { surfaces.last!.context }
        var offset: Point { translation.last! }

        /// The box of what the layer opened by the op being drawn draws, in the current space;
        /// nil when none is known here (a shadow or blur inside, in a space scaled or turned).
        var layerBounds: Rect? {
            guard let reach = reaches[index] else { return nil }
            guard reach.spreadsOnCanvas else { return reach.box }
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            return m.xy == 0 && m.yx == 0 && m.xx == k && m.yy == k ? reach.box : nil
        }

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

    /// Draws a list's ops in order, each layer only as large as what it draws.
    private func draw(_ ops: [DisplayList.Op], _ s: inout DrawState) throws {
        s.reaches = DisplayList.reachOfLayers(in: ops)
        for (index, op) in ops.enumerated() {
            s.index = index
            try draw(op, &s)
        }
    }

    private func draw(_ op: DisplayList.Op, _ s: inout DrawState) throws {
        let cr = s.cr
        switch op {
        case let .fill(outline, paint):
            setSource(cr, paint)
            if drawThroughMask(outline, line: nil, s) { break }
            addSnappedPath(cr, outline, s)
            cairo_fill(cr)
        case let .stroke(outline, paint, line):
            setSource(cr, paint)
            if drawThroughMask(outline, line: line, s) { break }
            addSnappedPath(cr, outline, s)
            CairoLine.set(line, on: cr)
            cairo_stroke(cr)
        case let .erase(outline, line):
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            if !drawThroughMask(outline, line: line, s) {
                addSnappedPath(cr, outline, s)
                if let line {
                    CairoLine.set(line, on: cr)
                    cairo_stroke(cr)
                } else {
                    cairo_fill(cr)
                }
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        case .text(let run):
            try drawText(run, &s)
        case let .image(asset, rect, treatment):
            let snapped = s.snap(rect)
            // An image squeezed to nothing by its neighbours draws nothing (a vector file has no 0-pixel rendering).
            guard snapped.width > 0, snapped.height > 0 else { break }
            let bytes = asset.contents.bytes
            if asset.isVector {
                let (width, height) = (Int(snapped.width.rounded(.up)), Int(snapped.height.rounded(.up)))
                try drawImage(.vector(asset.contents.digest, width: width, height: height), named: asset.described, snapped, treatment, cr) {
                    asset.isSVG ? SVGDocument(bytes: bytes)?.render(width: width, height: height)
                        : PDFDocument(bytes: bytes)?.render(width: width, height: height)
                }
            } else {
                try drawImage(.bitmap(asset.contents.digest), named: asset.described, snapped, treatment, cr) { CairoSurface(pngBytes: bytes) }
            }
        case let .backdrop(backdrop, rect):
            try paint(backdrop, into: rect, cr)
        case .beginClip(let outline):
            cairo_save(cr)
            if outline.kind == .rectangle { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
            addSnappedPath(cr, outline, s)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        case .endClip:
            cairo_restore(cr)
        case let .beginOpacity(value, given):
            let bounds = given ?? s.layerBounds
            if let bounds {
                // The layer only as large as what it draws: a clip on the whole device pixels
                // around the bounds as the current transform places them (so it cuts nothing
                // drawn inside), which sizes the group Cairo makes.
                cairo_save(cr)
                var m = cairo_matrix_t()
                cairo_get_matrix(cr, &m)
                let box = Self.deviceBox(of: bounds, m)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                cairo_clip(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
                cairo_set_matrix(cr, &m)
            }
            cairo_push_group(cr)
            s.opacities.append((value, bounds != nil))
        case .endOpacity:
            cairo_pop_group_to_source(cr)
            let (value, bounded) = s.opacities.removeLast()
            cairo_paint_with_alpha(cr, value)
            if bounded { cairo_restore(cr) }
        case let .beginTranslate(x, y):
            cairo_save(cr)
            cairo_translate(cr, x, y)
            s.translation.append(Point(x: s.offset.x + x, y: s.offset.y + y))
        case .endTranslate:
            cairo_restore(cr)
            s.translation.removeLast()
        case let .beginShadow(color, radius, x, y):
            s.surfaces.append(try layer(like: s, holding: s.layerBounds, spread: DisplayList.blurSpread(radius)))
            s.shadows.append(((color.red, color.green, color.blue, color.alpha), radius, x, y))
        case .beginTransform(let t):
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
            s.translation.append(s.offset)
        case .endTransform:
            cairo_restore(cr)
            s.translation.removeLast()
        case let .beginBlur(radius, extendsEdges):
            // A blur that extends the canvas's edges reads them: its layer is the whole canvas.
            s.surfaces.append(try layer(like: s, holding: extendsEdges ? nil : s.layerBounds, spread: DisplayList.blurSpread(radius)))
            s.blurs.append((radius, extendsEdges))
        case .endBlur:
            let layer = s.surfaces.removeLast()
            let blur = s.blurs.removeLast()
            layer.blurAll(radius: blur.radius * s.k, extendingEdges: blur.extendsEdges)
            paint(layer, onto: s.cr)
        case .beginColorFilter(let filter):
            s.surfaces.append(try layer(like: s, holding: s.layerBounds))
            s.filters.append(filter)
        case .endColorFilter:
            let layer = s.surfaces.removeLast()
            layer.apply(s.filters.removeLast())
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
            if let silhouette = try layer.shadowSilhouette(radius: shadow.radius * s.k) {
                cairo_save(parent)
                cairo_identity_matrix(parent)
                cairo_set_source_rgba(parent, shadow.color.0, shadow.color.1, shadow.color.2, shadow.color.3)
                cairo_mask_surface(parent, silhouette.mask.surface, Double(layer.originX + silhouette.x) + shadow.x * s.k,
                                   Double(layer.originY + silhouette.y) + shadow.y * s.k)
                cairo_restore(parent)
            }
            paint(layer, onto: parent)
        }
    }

    /// Coverage masks of path outlines, drawn once per device size and line.
    private let pathMasks = PathMaskCache()

    /// Paints a path outline (a symbol's part, an app's shape) with the current source and operator
    /// through its cached coverage mask; false when it must be drawn directly (another outline,
    /// a rotated or skewed transform, a dashed line, a large shape).
    private func drawThroughMask(_ outline: Outline, line: StrokeLine?, _ s: DrawState) -> Bool {
        guard case .path(let path) = outline.kind, line?.dash.allSatisfy({ $0 == 0 }) ?? true else { return false }
        let cr = s.cr
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy else { return false }
        let rect = s.snap(outline.rect)
        let x = m.xx * rect.minX + m.x0, y = m.yy * rect.minY + m.y0
        let width = (rect.width * m.xx).rounded(), height = (rect.height * m.yy).rounded()
        // Snapped rectangles start on whole device pixels; anything else is drawn in place.
        guard abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6, width >= 1, height >= 1,
              width <= Double(PathMaskCache.maxSide), height <= Double(PathMaskCache.maxSide) else { return false }
        var deviceLine = line
        deviceLine?.width *= m.xx
        deviceLine?.dash = []
        let mask = pathMasks.mask(path, width: Int(width), height: Int(height), line: deviceLine)
        guard let coverage = mask.coverage else { return true }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, coverage.surface, x.rounded() + Double(mask.x), y.rounded() + Double(mask.y))
        cairo_restore(cr)
        return true
    }

    /// An outline's path with its rectangle's edges on the device grid.
    private func addSnappedPath(_ cr: OpaquePointer, _ outline: Outline, _ s: DrawState) {
        var snapped = outline
        snapped.rect = s.snap(outline.rect)
        addPath(cr, PathGeometry.segments(for: snapped))
    }

    /// A transparent layer drawing with the current transform, over the canvas's pixels that
    /// `bounds` (in the current space) covers and `spread` canvas points around them (a blur's
    /// reach, which is in canvas pixels whatever the transform); the whole canvas when `bounds` is nil.
    private func layer(like s: DrawState, holding bounds: Rect?, spread: Double = 0) throws -> CairoSurface {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(s.cr, &matrix)
        let canvas = (x0: 0, y0: 0, x1: s.surfaces[0].width, y1: s.surfaces[0].height)
        var box = canvas
        if let bounds {
            let device = Self.deviceBox(of: bounds, matrix), grow = Int((spread * s.k).rounded(.up))
            box = (max(canvas.x0, device.x0 - grow), max(canvas.y0, device.y0 - grow),
                   min(canvas.x1, device.x1 + grow), min(canvas.y1, device.y1 + grow))
            // Nothing of it on the canvas: one pixel, which is never painted on.
            if box.x1 <= box.x0 || box.y1 <= box.y0 { box = (0, 0, 1, 1) }
        }
        let layer = try CairoSurface(width: box.x1 - box.x0, height: box.y1 - box.y0, originX: box.x0, originY: box.y0)
        cairo_set_matrix(layer.context, &matrix)
        return layer
    }

    /// The whole device pixels around a rectangle as `matrix` places it.
    private static func deviceBox(of r: Rect, _ m: cairo_matrix_t) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)]
            .map { (x, y) in (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0) }
        return (Int(corners.map(\.0).min()!.rounded(.down)), Int(corners.map(\.1).min()!.rounded(.down)),
                Int(corners.map(\.0).max()!.rounded(.up)), Int(corners.map(\.1).max()!.rounded(.up)))
    }

    /// Paints a layer onto a context at its place on the canvas, pixel for pixel, whatever its transform.
    private func paint(_ layer: CairoSurface, onto cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fills the run's glyphs with its paint and draws its colour glyphs, from its origin snapped
    /// to the pixel grid. Under a plain scale (no rotation or skew) each glyph is a coverage mask
    /// from this rasteriser's cache, rendered once per size and quarter-pixel phase, as Cairo and
    /// FreeType cache glyphs; otherwise the outlines are filled as paths.
    private func drawText(_ run: TextRun, _ s: inout DrawState) throws {
        let cr = s.cr
        let origin = Point(x: s.snap(run.origin.x, s.offset.x), y: s.snap(run.origin.y, s.offset.y))
        if !run.glyphs.glyphs.isEmpty {
            setSource(cr, run.paint)
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            if m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                for glyph in run.glyphs.glyphs {
                    let x = m.xx * (origin.x + glyph.origin.x) + m.x0, y = m.yy * (origin.y + glyph.origin.y) + m.y0
                    let (px, phaseX) = Self.split(x), (py, phaseY) = Self.split(y)
                    let key = GlyphMaskKey(outline: ObjectIdentifier(glyph.outline), scaleX: glyph.scale.width * m.xx,
                                           scaleY: glyph.scale.height * m.yy, phaseX: phaseX, phaseY: phaseY)
                    let mask = glyphMask(key, glyph.outline)
                    if let coverage = mask.mask {
                        cairo_mask_surface(cr, coverage.surface, px + Double(mask.x), py + Double(mask.y))
                    }
                }
                cairo_restore(cr)
            } else {
                cairo_new_path(cr)
                for glyph in run.glyphs.glyphs {
                    Self.appendPath(cr, glyph.outline.segments, scale: glyph.scale,
                               offset: Point(x: origin.x + glyph.origin.x, y: origin.y + glyph.origin.y))
                }
                cairo_fill(cr)
            }
        }
        for glyph in run.glyphs.colorGlyphs {
            let rect = Rect(x: origin.x + glyph.rect.minX, y: origin.y + glyph.rect.minY, width: glyph.rect.width, height: glyph.rect.height)
            try drawImage(.glyph(glyph.image.id), named: "colour glyph \(glyph.image.id)", rect, run.colorGlyphTreatment, cr) {
                CairoSurface(pngBytes: glyph.image.png)
            }
        }
    }

    /// Sub-pixel steps per pixel a glyph's position is rounded to, across and down.
    static let glyphPhases = 4

    /// A device coordinate as a whole pixel and a quarter-pixel phase.
    private static func split(_ v: Double) -> (Double, Int) {
        let steps = Double(glyphPhases)
        let quarters = (v * steps).rounded()
        let whole = (quarters / steps).rounded(.down)
        return (whole, Int(quarters - whole * steps))
    }

    /// A glyph's coverage at one device size and phase.
    private struct GlyphMaskKey: Hashable {
        var outline: ObjectIdentifier
        /// Device pixels per font unit.
        var scaleX: Double
        var scaleY: Double
        var phaseX: Int
        var phaseY: Int
    }

    /// An A8 coverage mask and where its top-left sits from the glyph's whole-pixel position;
    /// it keeps its outline alive, so the outline's identity is never reused while it is cached.
    private final class GlyphMask {
        let outline: GlyphOutline
        let mask: CairoMask?
        let x: Int
        let y: Int

        init(outline: GlyphOutline, mask: CairoMask?, x: Int, y: Int) {
            (self.outline, self.mask, self.x, self.y) = (outline, mask, x, y)
        }
    }

    private var glyphMasks: [GlyphMaskKey: GlyphMask] = [:]
    private var glyphMaskBytes = 0
    /// The longest side of an image Cairo draws, in pixels.
    package static let maxSide = 32_767

    /// Bytes of glyph masks kept before the cache starts over.
    static let glyphMaskBudget = 2 << 20

    private func glyphMask(_ key: GlyphMaskKey, _ outline: GlyphOutline) -> GlyphMask {
        if let known = glyphMasks[key] { return known }
        let steps = Double(Self.glyphPhases)
        let dx = Double(key.phaseX) / steps, dy = Double(key.phaseY) / steps
        let b = outline.bounds
        let x0 = Int((b.minX * key.scaleX + dx).rounded(.down)) - 1, x1 = Int((b.maxX * key.scaleX + dx).rounded(.up)) + 1
        let y0 = Int((b.minY * key.scaleY + dy).rounded(.down)) - 1, y1 = Int((b.maxY * key.scaleY + dy).rounded(.up)) + 1
        var mask: CairoMask?
        if b.width > 0, b.height > 0, x1 > x0, y1 > y0 {
            mask = CairoMask(width: x1 - x0, height: y1 - y0) { cr in
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
                Self.appendPath(cr, outline.segments, scale: Size(width: key.scaleX, height: key.scaleY),
                           offset: Point(x: dx - Double(x0), y: dy - Double(y0)))
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_fill(cr)
            }
        }
        let bytes = (mask?.bytes ?? 0) + 64
        if glyphMaskBytes + bytes > Self.glyphMaskBudget {
            glyphMasks.removeAll(keepingCapacity: true)
            glyphMaskBytes = 0
        }
        glyphMaskBytes += bytes
        let made = GlyphMask(outline: outline, mask: mask, x: x0, y: y0)
        glyphMasks[key] = made
        return made
    }

    /// Draws an image over `rect`, decoding it with `load` the first time its source is seen; an
    /// image that does not decode is an error naming it, never a blank where it stood. A small image
    /// stretched large keeps sharp edges instead of fading into what lies around it.
    private func drawImage(_ source: ImageSource, named name: String, _ rect: Rect, _ treatment: ImageTreatment, _ cr: OpaquePointer,
                           load: () -> CairoSurface?) throws {
        let key = ImageKey(source: source, treatment: treatment)
        let image: CairoSurface
        if let cached = images[key] {
            image = cached
        } else {
            guard let loaded = load() else { throw RenderError(message: "\(name) could not be decoded") }
            loaded.apply(treatment)
            if images.count >= Self.imageCacheLimit { images.removeAll(keepingCapacity: true) }
            images[key] = loaded
            image = loaded
        }
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        paint(image, stretchedOver: rect, filter: CAIRO_FILTER_GOOD, cr)
        cairo_restore(cr)
    }

    private func addPath(_ cr: OpaquePointer, _ segments: [PathGeometry.Segment]) {
        cairo_new_path(cr)
        Self.appendPath(cr, segments, scale: Size(width: 1, height: 1), offset: .zero)
    }

    /// Adds segments, scaled by `k` and then moved by `o`, to the current path.
    static func appendPath(_ cr: OpaquePointer, _ segments: [PathGeometry.Segment], scale k: Size, offset o: Point) {
        let (kx, ky) = (k.width, k.height)
        for segment in segments {
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x * kx + o.x, p.y * ky + o.y)
            case .line(let p): cairo_line_to(cr, p.x * kx + o.x, p.y * ky + o.y)
            case let .curve(a, b, c):
                cairo_curve_to(cr, a.x * kx + o.x, a.y * ky + o.y, b.x * kx + o.x, b.y * ky + o.y, c.x * kx + o.x, c.y * ky + o.y)
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
        case let .radial(stops, center, r0, r1, yScale):
            let pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)!
            for stop in stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            if yScale != 1, yScale > 0 {
                // Pattern space is user space squeezed vertically about the centre.
                var matrix = cairo_matrix_t()
                cairo_matrix_init_translate(&matrix, center.x, center.y)
                cairo_matrix_scale(&matrix, 1, 1 / yScale)
                cairo_matrix_translate(&matrix, -center.x, -center.y)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .conic(stops, center, start, end):
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            let reach = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { hypot($0.0 - center.x, $0.1 - center.y) }.max() ?? 1
            let pattern = cairo_pattern_create_mesh()!
            for sector in ConicSweep.sectors(stops: stops, startAngle: start, endAngle: end) {
                addSector(pattern, sector, center: center, radius: max(1, reach) * 1.5)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .mesh(patches, background):
            let pattern = cairo_pattern_create_mesh()!
            if background.alpha > 0 {
                // The background as a first patch over everything the fill can reach; the mesh's patches lie over it.
                var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
                cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
                let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
                addPatch(pattern, start: Point(x: x0, y: y0), edges: corners.dropFirst().map { [Point(x: $0.0, y: $0.1)] }
                            + [[Point(x: x0, y: y0)]], colors: Array(repeating: background, count: 4))
            }
            for patch in patches { addPatch(pattern, start: patch.start, edges: patch.edges, colors: patch.colors) }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// One Coons patch of a mesh pattern: from `start`, each edge a line (one point) or a cubic
    /// curve (two control points and an end), with its corners' colours in order.
    private func addPatch(_ pattern: OpaquePointer, start: Point, edges: [[Point]], colors: [RGBA]) {
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, start.x, start.y)
        for edge in edges {
            if edge.count == 3 {
                cairo_mesh_pattern_curve_to(pattern, edge[0].x, edge[0].y, edge[1].x, edge[1].y, edge[2].x, edge[2].y)
            } else if let end = edge.last {
                cairo_mesh_pattern_line_to(pattern, end.x, end.y)
            }
        }
        for (corner, color) in colors.prefix(4).enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// One mesh patch: a thin wedge from the centre whose colour runs from `sector.from` to `sector.to`
    /// along its arc (a patch's sides are lines; wedges of at most 15° keep the outer side within
    /// the reach the patch must cover).
    private func addSector(_ pattern: OpaquePointer, _ sector: ConicSweep.Sector, center: Point, radius: Double) {
        func point(_ degrees: Double) -> (Double, Double) {
            let radians = degrees * .pi / 180
            return (center.x + radius * cos(radians), center.y + radius * sin(radians))
        }
        let a = point(sector.startAngle), b = point(sector.endAngle)
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, a.0, a.1)
        cairo_mesh_pattern_line_to(pattern, b.0, b.1)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        for (corner, color) in [sector.from, sector.from, sector.to, sector.to].enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }
}

/// A mask's pixels between `beginMaskedContent` and `endMask`, released with it.
private final class MaskPattern {
    let pattern: OpaquePointer

    init(_ pattern: OpaquePointer) { self.pattern = pattern }

    deinit { cairo_pattern_destroy(pattern) }
}
