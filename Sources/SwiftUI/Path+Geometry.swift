import Foundation
import WidgetRaster

extension Path {
    /// The smallest rectangle around every point the path passes through (curves sampled, control
    /// points left out); `.null` for an empty path.
    public var boundingRect: CGRect { Self.bounds(of: polygons.flatMap { $0 }) }

    /// The rectangle around the path's points and its curves' control points (`UIBezierPath.bounds`).
    var controlPointBounds: CGRect {
        Self.bounds(of: elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .close: []
            }
        })
    }

    /// Whether `point` is inside the filled path: by the non-zero winding rule, or even-odd.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons where polygon.count > 1 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                let (px, py) = (Double(point.x), Double(point.y))
                guard (a.y <= py) != (b.y <= py) else { continue }
                let x = a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > px { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The subpaths as closed polygons, curves sampled at 16 points each.
    private var polygons: [[Point]] {
        var polygons: [[Point]] = [], current: [Point] = []
        func finish() { if !current.isEmpty { polygons.append(current) }; current = [] }
        for element in elements {
            let start = current.last ?? Point(x: 0, y: 0)
            switch element {
            case .move(let p): finish(); current = [p]
            case .line(let p): current.append(p)
            case .quadCurve(let p, let c):
                current += (1...16).map { step in
                    let t = Double(step) / 16, u = 1 - t
                    return Point(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x, y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
                }
            case .curve(let p, let c1, let c2):
                current += (1...16).map { step in
                    let t = Double(step) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return Point(x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y)
                }
            case .close: finish()
            }
        }
        finish()
        return polygons
    }

    private static func bounds(of points: [Point]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points { (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y)) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
