internal import CCairo
import Themes
import WidgetRasterDisplayList
import WidgetRasterImage

/// An ARGB32 Cairo image surface and its drawing context, released together. Made only when
/// Cairo made it: its pixel memory and context are always there.
package final class CairoSurface {
    let surface: OpaquePointer
    private(set) var context: OpaquePointer
    /// The first byte of the pixel rows, `stride` bytes apart.
    private let data: UnsafeMutablePointer<UInt8>
    private let stride: Int
    let width: Int
    let height: Int
    /// Whose memory the pixels are, when not Cairo's (`init(reading:)`).
    private var owner: SharedPixels?
    /// Where its first pixel lies on the canvas, for a layer over part of it: drawing on it
    /// and painting it from it place its pixels there.
    private(set) var originX = 0, originY = 0

    /// Why Cairo could not make a surface or its context (too large, out of memory).
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// A transparent surface of at least one pixel, its first at (`originX`, `originY`) of the
    /// canvas, or the reason Cairo gives for not making it.
    convenience init(width: Int, height: Int, originX: Int = 0, originY: Int = 0) throws {
        try Self.checkSize(width: width, height: height)
        let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        try self.init(made: made, width: width, height: height)
        if originX != 0 || originY != 0 {
            (self.originX, self.originY) = (originX, originY)
            cairo_surface_set_device_offset(surface, Double(-originX), Double(-originY))
        }
    }

    /// Takes a surface Cairo made, or throws Cairo's reason (nothing kept).
    private init(made: OpaquePointer?, width: Int, height: Int) throws {
        guard let (surface, data, context) = Self.adopt(made) else {
            let status = made.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface"
            made.map { cairo_surface_destroy($0) }
            throw Failure(description: "Cairo could not make a \(width)×\(height) surface: \(status)")
        }
        (self.surface, self.data, self.context) = (surface, data, context)
        self.width = width
        self.height = height
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    private static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw Failure(description: "Cairo cannot make a \(width)×\(height) surface")
        }
    }

    /// Draws with `draw` on a transparent canvas that is the memory of the `Bitmap` it returns:
    /// Cairo paints premultiplied ARGB rows into the pixel array, which then becomes straight RGBA
    /// in place, so an image costs one canvas-sized buffer, not a canvas and a copy. The array
    /// keeps `reserving` bytes of capacity past the pixels, for a next stage that works in place
    /// (the PNG encoder's filter bytes). The surface is finished when `draw` returns: it must not
    /// be drawn on or kept after.
    package static func drawingBitmap(width: Int, height: Int, reserving extra: Int = 0,
                                      _ draw: (CairoSurface) throws -> Void) throws -> Bitmap {
        try checkSize(width: width, height: height)
        let count = width * height * 4
        var pixels = [UInt8](unsafeUninitializedCapacity: count + max(0, extra)) { _, initialized in initialized = count }
        try pixels.withUnsafeMutableBytes { raw in
            let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let made = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            let canvas = try CairoSurface(made: made, width: width, height: height)
            defer { cairo_surface_finish(canvas.surface) }
            // Cleared by Cairo, not by hand, so Cairo knows the canvas is clear (as a surface it
            // allocated itself is): the first drawing on it composites as on any fresh canvas.
            cairo_set_operator(canvas.context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(canvas.context)
            cairo_set_operator(canvas.context, CAIRO_OPERATOR_OVER)
            try draw(canvas)
            cairo_surface_flush(canvas.surface)
            let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            straighten(words, rowWords: width, into: words, width: width, height: height)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// An opaque surface over shared rows, for drawing from (never on): the rows stay alive as long as it does.
    convenience init(reading pixels: SharedPixels) throws {
        let made = cairo_image_surface_create_for_data(pixels.rows, CAIRO_FORMAT_RGB24, Int32(pixels.width), Int32(pixels.height),
                                                       Int32(pixels.stride))
        try self.init(made: made, width: pixels.width, height: pixels.height)
        owner = pixels
    }

    /// A copy of the rows for any thread to read, as opaque pixels (the alpha byte is ignored).
    func sharedCopy() -> SharedPixels {
        cairo_surface_flush(surface)
        return SharedPixels(copying: data, width: width, height: height, stride: stride)
    }

    /// Takes a surface Cairo decoded from PNG data, or nil when Cairo could not read it.
    private init?(decoded s: OpaquePointer?) {
        guard let (surface, data, context) = Self.adopt(s) else {
            s.map { cairo_surface_destroy($0) }
            return nil
        }
        (self.surface, self.data, self.context) = (surface, data, context)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// A surface with its pixels and a working context, or nil (nothing kept) when Cairo reports an error.
    private static func adopt(_ s: OpaquePointer?) -> (OpaquePointer, UnsafeMutablePointer<UInt8>, OpaquePointer)? {
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s),
              let context = cairo_create(s) else { return nil }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            return nil
        }
        return (s, data, context)
    }

    /// A surface decoded from PNG bytes (an image's contents, a colour glyph's image), or nil when they are not a PNG Cairo reads.
    convenience init?(pngBytes bytes: [UInt8]) {
        self.init(decoded: bytes.withUnsafeBufferPointer { ccairo_surface_from_png_bytes($0.baseAddress, $0.count) })
    }

    /// A surface holding a bitmap's pixels (premultiplied for Cairo).
    package convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height)
        let (stride, data) = words
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(bitmap.pixels[i + 3])
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                data[y * stride + x] = a << 24 | pre(bitmap.pixels[i]) << 16 | pre(bitmap.pixels[i + 1]) << 8 | pre(bitmap.pixels[i + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The pixels as 32-bit words, and the words between rows.
    private var words: (stride: Int, data: UnsafeMutablePointer<UInt32>) {
        (stride / 4, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self))
    }

    /// Writes the surface with Cairo's own PNG writer (the reference the benchmark compares with).
    package func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// `(c × 255 + a / 2) / a` for every alpha and premultiplied channel value, clamped to 255:
    /// un-premultiplying by table lookup instead of division.
    static let unpremultiplied: [UInt8] = (0..<65536).map { i in
        let a = i >> 8, c = i & 0xFF
        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// The alpha bytes of two ARGB pixels in a 64-bit word.
    private static let alphas: UInt64 = 0xFF00_0000_FF00_0000

    /// Two opaque ARGB pixels as RGBA: red and blue swapped.
    @inline(__always)
    private static func swapped(_ v: UInt64) -> UInt64 {
        (v & 0xFF00_FF00_FF00_FF00) | (v >> 16 & 0x0000_00FF_0000_00FF) | (v & 0x0000_00FF_0000_00FF) << 16
    }

    /// The pixels as straight-alpha RGBA (Cairo keeps premultiplied native-endian ARGB).
    package func bitmap() -> Bitmap {
        cairo_surface_flush(surface)
        let (width, height, words) = (self.width, self.height, self.words)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self)
            Self.straighten(words.data, rowWords: words.stride, into: out, width: width, height: height)
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Writes premultiplied ARGB rows (`rowWords` words apart) as straight-alpha RGBA rows with no
    /// padding; `source` and `destination` may be the same memory when the rows have no padding.
    private static func straighten(_ source: UnsafePointer<UInt32>, rowWords: Int, into destination: UnsafeMutablePointer<UInt32>,
                                   width: Int, height: Int) {
        unpremultiplied.withUnsafeBufferPointer { table in
            for y in 0..<height {
                let row = source + y * rowWords
                let dst = destination + y * width
                var x = 0
                while x < width {
                    // RGBA bytes in memory order, little-endian. Opaque and clear pixels (nearly
                    // all of a widget) need no division: swap red and blue — four opaque pixels
                    // in two 64-bit steps (plain integers: fast in debug builds too) —, or write zero.
                    if x + 4 <= width {
                        let a = UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
                        let b = UnsafeRawPointer(row + x + 2).loadUnaligned(as: UInt64.self)
                        if a & b & alphas == alphas {
                            UnsafeMutableRawPointer(dst + x).storeBytes(of: swapped(a), as: UInt64.self)
                            UnsafeMutableRawPointer(dst + x + 2).storeBytes(of: swapped(b), as: UInt64.self)
                            x += 4
                            continue
                        }
                    }
                    let argb = row[x]
                    let a = argb >> 24
                    if a == 0xFF {
                        dst[x] = (argb & 0xFF00_FF00) | (argb >> 16 & 0xFF) | (argb & 0xFF) << 16
                    } else if a == 0 {
                        dst[x] = 0
                    } else {
                        let base = Int(a) << 8
                        let r = UInt32(table[base | Int((argb >> 16) & 0xFF)])
                        let g = UInt32(table[base | Int((argb >> 8) & 0xFF)])
                        let b = UInt32(table[base | Int(argb & 0xFF)])
                        dst[x] = r | g << 8 | b << 16 | a << 24
                    }
                    x += 1
                }
            }
        }
    }

    /// Recolours the pixels in place for a rendering mode.
    func apply(_ treatment: ImageTreatment) {
        if treatment == .original { return }
        recolour { r, g, b, a in
            let luma = min(1, 0.2126 * r + 0.7152 * g + 0.0722 * b)
            switch treatment {
            case .original: return (r, g, b, a)
            case .template(let c): return (c.red, c.green, c.blue, a * c.alpha)
            case .luminanceToAlpha(let c): return (c.red, c.green, c.blue, luma * a * c.alpha)
            case .monochrome: return (luma, luma, luma, a)
            }
        }
    }

    /// Replaces each drawn pixel's colour, unpremultiplied and from 0 to 1 (red, green, blue,
    /// alpha), by what `change` makes of it; pixels nothing was drawn on stay clear.
    private func recolour(_ change: (Double, Double, Double, Double) -> (Double, Double, Double, Double)) {
        cairo_surface_flush(surface)
        let (stride, data) = words
        for y in 0..<height {
            for x in 0..<width {
                let p = data[y * stride + x]
                let a = Double(p >> 24) / 255
                guard a > 0 else { continue }
                let r = Double((p >> 16) & 0xFF) / 255 / a, g = Double((p >> 8) & 0xFF) / 255 / a, b = Double(p & 0xFF) / 255 / a
                let out = change(r, g, b, a)
                func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
                data[y * stride + x] = byte(out.3) << 24 | byte(out.0 * out.3) << 16 | byte(out.1 * out.3) << 8 | byte(out.2 * out.3)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs the alpha channel of the whole surface in place with three box passes (≈ a Gaussian
    /// of that radius) and leaves a black silhouette (the shadow's mask). `shadowSilhouette` makes
    /// the surface only as large as the blur reaches, so no box around the drawn pixels is looked for.
    private func blurAlpha(radius: Double) { blur(radius: radius, channels: [24], wholeSurface: true) }

    /// Blurs every (premultiplied) channel in place: `blur(radius:)`; with `extendingEdges`, the
    /// edge pixels stand for what lies beyond the surface.
    func blurAll(radius: Double, extendingEdges: Bool = false) {
        blur(radius: radius, channels: [24, 16, 8, 0], extendingEdges: extendingEdges)
    }

    /// Changes every pixel of the layer as `filter` says, in place.
    func apply(_ filter: ColorFilter) {
        switch filter {
        case .multiply(let color): multiply(by: color)
        case .invert: transformPixels { a, r, g, b in (a, a - r, a - g, a - b) }
        case .matrix(let matrix):
            recolour { r, g, b, a in
                let (red, green, blue) = matrix.apply(r, g, b)
                return (red, green, blue, a)
            }
        case .luminanceToAlpha: apply(.luminanceToAlpha(RGBA(red: 0, green: 0, blue: 0, alpha: 1)))
        }
    }

    /// Multiplies every premultiplied pixel by a colour, channel by channel (its alpha scales
    /// all four): `colorMultiply(_:)`.
    private func multiply(by color: RGBA) {
        let factors = [color.alpha, color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha]
        let tables = factors.map { factor in (0...255).map { UInt32((Double($0) * max(0, min(1, factor))).rounded()) } }
        transformPixels { a, r, g, b in (tables[0][Int(a)], tables[1][Int(r)], tables[2][Int(g)], tables[3][Int(b)]) }
    }

    /// Replaces each drawn pixel's premultiplied channels (alpha, red, green, blue) by what
    /// `change` makes of them; pixels nothing was drawn on stay clear.
    private func transformPixels(_ change: (UInt32, UInt32, UInt32, UInt32) -> (UInt32, UInt32, UInt32, UInt32)) {
        cairo_surface_flush(surface)
        let (stride, data) = words
        for y in 0..<height {
            for x in 0..<width {
                let pixel = data[y * stride + x]
                guard pixel != 0 else { continue }
                let (a, r, g, b) = change(pixel >> 24, (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
                data[y * stride + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Box-blurs the channels at these bit shifts three times each way; the others become 0.
    /// Only the box around the layer's drawn pixels, grown by how far three passes spread, is
    /// worked on: outside it every pixel is and stays 0 (a shadow under a switch thumb costs
    /// the thumb's area, not the canvas's); with `extendingEdges` or `wholeSurface`, all of it.
    /// One channel is blurred at a time, in one plane.
    private func blur(radius: Double, channels: [UInt32], extendingEdges: Bool = false, wholeSurface: Bool = false) {
        cairo_surface_flush(surface)
        let (stride, data) = words
        let box = Self.boxRadius(radius)
        guard let region = extendingEdges || wholeSurface ? (0, 0, width, height) : blurRegion(box: box) else { return }
        let (x0, y0, w, h) = region
        var plane = [Double](repeating: 0, count: w * h)
        var line: [Double] = []
        for shift in channels {
            for y in 0..<h { for x in 0..<w { plane[y * w + x] = Double((data[(y0 + y) * stride + x0 + x] >> shift) & 0xFF) } }
            for _ in 0..<3 {
                BoxBlur.pass(&plane, width: w, height: h, radius: box, horizontal: true, extendingEdges: extendingEdges, line: &line)
                BoxBlur.pass(&plane, width: w, height: h, radius: box, horizontal: false, extendingEdges: extendingEdges, line: &line)
            }
            for y in 0..<h {
                for x in 0..<w {
                    let i = (y0 + y) * stride + x0 + x
                    data[i] = data[i] & ~(0xFF << shift) | UInt32(min(255, max(0, plane[y * w + x].rounded()))) << shift
                }
            }
        }
        let kept = channels.reduce(UInt32(0)) { $0 | 0xFF << $1 }
        for y in 0..<h { for x in 0..<w { data[(y0 + y) * stride + x0 + x] &= kept } }
        cairo_surface_mark_dirty(surface)
    }

    /// The box radius in pixels of three box passes that approximate a blur of `radius` pixels.
    private static func boxRadius(_ radius: Double) -> Int { max(1, Int((radius / 2).rounded())) }

    /// The box around the drawn (non-zero) pixels, grown by how far three box passes of `box`
    /// spread and cut to the surface, as (x, y, width, height); nil when nothing is drawn.
    private func blurRegion(box: Int) -> (Int, Int, Int, Int)? {
        let (stride, data) = words
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width where data[y * stride + x] != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let spread = 3 * box + 1
        let x0 = max(0, minX - spread), y0 = max(0, minY - spread)
        return (x0, y0, min(width, maxX + spread + 1) - x0, min(height, maxY + spread + 1) - y0)
    }

    /// A shadow's mask for this layer: its alpha blurred (`blurAlpha`), on a surface only as large
    /// as the blur reaches, and where that surface's top-left pixel lies on this one; nil when
    /// the layer is empty.
    func shadowSilhouette(radius: Double) throws -> (mask: CairoSurface, x: Int, y: Int)? {
        cairo_surface_flush(surface)
        guard let (x0, y0, w, h) = blurRegion(box: Self.boxRadius(radius)) else { return nil }
        let mask = try CairoSurface(width: w, height: h)
        // The layer as a source sits at its origin on the canvas: shift it back by that too.
        cairo_set_source_surface(mask.context, surface, Double(-x0 - originX), Double(-y0 - originY))
        cairo_paint(mask.context)
        mask.blurAlpha(radius: radius)
        return (mask, x0, y0)
    }
}

enum BoxBlur {
    /// One box pass along the rows or columns of `plane`, in place (`line` is scratch for the
    /// row or column being read); beyond the ends is 0, or with `extendingEdges` the end value.
    static func pass(_ plane: inout [Double], width: Int, height: Int, radius: Int, horizontal: Bool,
                     extendingEdges: Bool = false, line: inout [Double]) {
        let (outer, inner) = horizontal ? (height, width) : (width, height)
        let span = Double(2 * radius + 1)
        if line.count < inner { line = [Double](repeating: 0, count: inner) }
        plane.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { l in
                for o in 0..<outer {
                    for i in 0..<inner { l[i] = horizontal ? p[o * width + i] : p[i * width + o] }
                    func at(_ i: Int) -> Double {
                        guard i >= 0 && i < inner else { return extendingEdges ? l[min(max(i, 0), inner - 1)] : 0 }
                        return l[i]
                    }
                    var sum = 0.0
                    for i in -radius...radius { sum += at(i) }
                    for i in 0..<inner {
                        if horizontal { p[o * width + i] = sum / span } else { p[i * width + o] = sum / span }
                        sum += at(i + radius + 1) - at(i - radius)
                    }
                }
            }
        }
    }
}
