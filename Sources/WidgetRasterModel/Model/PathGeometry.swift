/// Path geometry for the outlines, in points: plain arcs for capsules and circular corners,
/// and Apple's continuous ("squircle") corner, whose curve starts 1.528665 × radius from
/// the corner and blends into the edge with matching curvature.
package enum PathGeometry {
    /// How far along each edge from the corner a continuous corner's curve starts, in radii.
    package static let continuousCornerReach = 1.52866483

    package enum Segment: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    /// The outline of a rounded rectangle with continuous corners.
    package static func continuousRoundedRect(_ rect: Rect, radius: Double) -> [Segment] {
        guard radius > 0, min(rect.width, rect.height) > 0 else { return rectangle(rect) }
        return continuousRoundedRect(rect, radii: CornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius,
                                                              topTrailing: radius))
    }

    /// Continuous corners of their own radii (leading = left), each limited as one radius is.
    package static func continuousRoundedRect(_ rect: Rect, radii: CornerRadii) -> [Segment] {
        let limit = min(rect.width, rect.height) / 2 / continuousCornerReach
        let (tl, tr, br, bl) = (min(radii.topLeading, limit), min(radii.topTrailing, limit),
                                min(radii.bottomTrailing, limit), min(radii.bottomLeading, limit))
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        let a = continuousCornerReach, b = 1.08849323, c = 0.86840689, d = 0.63149399, e = 0.07491100
        let f = 0.37282392, g = 0.16905717
        return [
            .move(p(x0 + a * tl, y0)),
            .line(p(x1 - a * tr, y0)),
            .curve(p(x1 - b * tr, y0), p(x1 - c * tr, y0), p(x1 - d * tr, y0 + e * tr)),
            .curve(p(x1 - f * tr, y0 + g * tr), p(x1 - g * tr, y0 + f * tr), p(x1 - e * tr, y0 + d * tr)),
            .curve(p(x1, y0 + c * tr), p(x1, y0 + b * tr), p(x1, y0 + a * tr)),
            .line(p(x1, y1 - a * br)),
            .curve(p(x1, y1 - b * br), p(x1, y1 - c * br), p(x1 - e * br, y1 - d * br)),
            .curve(p(x1 - g * br, y1 - f * br), p(x1 - f * br, y1 - g * br), p(x1 - d * br, y1 - e * br)),
            .curve(p(x1 - c * br, y1), p(x1 - b * br, y1), p(x1 - a * br, y1)),
            .line(p(x0 + a * bl, y1)),
            .curve(p(x0 + b * bl, y1), p(x0 + c * bl, y1), p(x0 + d * bl, y1 - e * bl)),
            .curve(p(x0 + f * bl, y1 - g * bl), p(x0 + g * bl, y1 - f * bl), p(x0 + e * bl, y1 - d * bl)),
            .curve(p(x0, y1 - c * bl), p(x0, y1 - b * bl), p(x0, y1 - a * bl)),
            .line(p(x0, y0 + a * tl)),
            .curve(p(x0, y0 + b * tl), p(x0, y0 + c * tl), p(x0 + e * tl, y0 + d * tl)),
            .curve(p(x0 + g * tl, y0 + f * tl), p(x0 + f * tl, y0 + g * tl), p(x0 + d * tl, y0 + e * tl)),
            .curve(p(x0 + c * tl, y0), p(x0 + b * tl, y0), p(x0 + a * tl, y0)),
            .close,
        ]
    }

    /// Circular corners of their own radii (leading = left), each at most half the shorter side.
    package static func circularRoundedRect(_ rect: Rect, radii: CornerRadii) -> [Segment] {
        let limit = min(rect.width, rect.height) / 2
        let (tl, tr, br, bl) = (min(radii.topLeading, limit), min(radii.topTrailing, limit),
                                min(radii.bottomTrailing, limit), min(radii.bottomLeading, limit))
        let k = 0.5522847498
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return [
            .move(p(x0 + tl, y0)), .line(p(x1 - tr, y0)),
            .curve(p(x1 - tr + k * tr, y0), p(x1, y0 + tr - k * tr), p(x1, y0 + tr)), .line(p(x1, y1 - br)),
            .curve(p(x1, y1 - br + k * br), p(x1 - br + k * br, y1), p(x1 - br, y1)), .line(p(x0 + bl, y1)),
            .curve(p(x0 + bl - k * bl, y1), p(x0, y1 - bl + k * bl), p(x0, y1 - bl)), .line(p(x0, y0 + tl)),
            .curve(p(x0, y0 + tl - k * tl), p(x0 + tl - k * tl, y0), p(x0 + tl, y0)), .close,
        ]
    }

    /// Circular corners (`RoundedRectangle(style: .circular)`, capsules), as cubic arcs.
    package static func circularRoundedRect(_ rect: Rect, radius: Double) -> [Segment] {
        guard radius > 0, min(rect.width, rect.height) > 0 else { return rectangle(rect) }
        return circularRoundedRect(rect, radii: CornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius,
                                                            topTrailing: radius))
    }

    package static func ellipse(_ rect: Rect) -> [Segment] {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.minX + rx, cy = rect.minY + ry
        let kx = 0.5522847498 * rx, ky = 0.5522847498 * ry
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return [
            .move(p(cx + rx, cy)),
            .curve(p(cx + rx, cy + ky), p(cx + kx, cy + ry), p(cx, cy + ry)),
            .curve(p(cx - kx, cy + ry), p(cx - rx, cy + ky), p(cx - rx, cy)),
            .curve(p(cx - rx, cy - ky), p(cx - kx, cy - ry), p(cx, cy - ry)),
            .curve(p(cx + kx, cy - ry), p(cx + rx, cy - ky), p(cx + rx, cy)),
            .close,
        ]
    }

    package static func rectangle(_ rect: Rect) -> [Segment] {
        [.move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
         .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close]
    }

    /// A path's elements moved from their box into `rect` (quadratic curves as cubic ones).
    package static func stretched(_ path: ShapePath, to rect: Rect) -> [Segment] {
        let sx = path.width > 0 ? rect.width / path.width : 1, sy = path.height > 0 ? rect.height / path.height : 1
        func map(_ p: Point) -> Point { Point(x: rect.minX + p.x * sx, y: rect.minY + p.y * sy) }
        var segments: [Segment] = []
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = map(p); start = current
                segments.append(.move(current))
            case .line(let p):
                current = map(p)
                segments.append(.line(current))
            case let .quadCurve(p, control):
                let end = map(p), c = map(control)
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                segments.append(.curve(c1, c2, end))
                current = end
            case let .curve(p, control1, control2):
                current = map(p)
                segments.append(.curve(map(control1), map(control2), current))
            case .close:
                segments.append(.close)
                current = start
            }
        }
        return segments
    }
}
