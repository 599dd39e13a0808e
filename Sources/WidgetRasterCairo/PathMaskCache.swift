internal import CCairo
import WidgetRasterDisplayList
import WidgetRasterModel

/// Coverage masks of path outlines (symbols' parts, an app's own shapes) at one device size,
/// filled or stroked, drawn once per worker and then composited: symbols repeat from image to
/// image, and Cairo's stroker costs several times what compositing its coverage does. A path's
/// rectangle is snapped to whole device pixels, so the mask drawn at the origin covers exactly
/// what drawing the path in place would.
final class PathMaskCache {
    /// A path at a device size, filled (no line) or stroked with a line in device pixels. The
    /// path is known by its elements' storage, which its cached mask keeps alive (so the address
    /// cannot come to mean another path): symbols' paths are the catalogue's own, shared by every
    /// image, and comparing addresses costs nothing where comparing elements would cost much.
    struct Key: Hashable {
        var elements: UnsafeRawPointer?
        var count: Int
        var box: Size
        var width: Int
        var height: Int
        var line: StrokeLine?

        init(path: ShapePath, width: Int, height: Int, line: StrokeLine?) {
            elements = path.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            count = path.elements.count
            box = Size(width: path.width, height: path.height)
            (self.width, self.height, self.line) = (width, height, line)
        }
    }

    /// A mask and where its top-left corner sits from the path rectangle's.
    struct Mask {
        /// The path the mask was drawn from, kept so its key's address stays its own.
        var path: ShapePath
        var coverage: CairoMask?
        var x: Int
        var y: Int
    }

    private var masks: [Key: Mask] = [:]
    private var bytes = 0

    /// Bytes kept before the cache starts over.
    static let budget = 2 << 20
    /// The largest side a cached mask may have, in device pixels; larger shapes are drawn directly.
    static let maxSide = 512

    /// The mask of `path` at a device size, drawn the first time it is asked for.
    func mask(_ path: ShapePath, width: Int, height: Int, line: StrokeLine?) -> Mask {
        let key = Key(path: path, width: width, height: height, line: line)
        if let known = masks[key] { return known }
        let segments = PathGeometry.segments(for: .path(path), in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let (coverage, x, y) = Self.draw(segments, line: line)
        let made = Mask(path: path, coverage: coverage, x: x, y: y)
        let size = (made.coverage?.bytes ?? 0) + 64
        if bytes + size > Self.budget {
            masks.removeAll(keepingCapacity: true)
            bytes = 0
        }
        bytes += size
        masks[key] = made
        return made
    }

    /// How far past its points a path's paint reaches: the stroke's half width, longer at miter
    /// joins and square caps, and a pixel of antialiasing.
    static func reach(of line: StrokeLine?) -> Double {
        guard let line else { return 1 }
        var factor = 1.0
        if line.join == .miter { factor = max(factor, line.miterLimit) }
        if line.cap == .square { factor = max(factor, 2.0.squareRoot()) }
        return line.width / 2 * factor + 1
    }

    /// The segments' coverage and its top-left corner in the path rectangle's pixels (nil: nothing drawn).
    private static func draw(_ segments: [PathGeometry.Segment], line: StrokeLine?) -> (CairoMask?, Int, Int) {
        var points: [Point] = []
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): points.append(p)
            case let .curve(a, b, c): points += [a, b, c]
            case .close: break
            }
        }
        guard let first = points.first else { return (nil, 0, 0) }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        let reach = Self.reach(of: line)
        let left = Int((x0 - reach).rounded(.down)), top = Int((y0 - reach).rounded(.down))
        let width = Int((x1 + reach).rounded(.up)) - left, height = Int((y1 + reach).rounded(.up)) - top
        guard width > 0, height > 0 else { return (nil, 0, 0) }
        let coverage = CairoMask(width: width, height: height) { cr in
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
            cairo_translate(cr, Double(-left), Double(-top))
            Rasterizer.appendPath(cr, segments, scale: Size(width: 1, height: 1), offset: .zero)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            if let line {
                CairoLine.set(line, on: cr)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        }
        return (coverage, left, top)
    }
}
