import Foundation

/// A 2-D affine map `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and Core Graphics' order).
public struct AffineMap: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A rotation by `degrees` (clockwise on screen, as SwiftUI's) about a point.
    public static func rotation(degrees: Double, about p: Point) -> AffineMap {
        let r = degrees * .pi / 180
        let (cos, sin) = (Foundation.cos(r), Foundation.sin(r))
        return AffineMap(a: cos, b: sin, c: -sin, d: cos,
                               tx: p.x - cos * p.x + sin * p.y, ty: p.y - sin * p.x - cos * p.y)
    }

    /// A scale about a point.
    public static func scale(x: Double, y: Double, about p: Point) -> AffineMap {
        AffineMap(a: x, b: 0, c: 0, d: y, tx: p.x - x * p.x, ty: p.y - y * p.y)
    }

    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// This map taken about a point, which stays where it is (`transformEffect` about its anchor).
    package func about(_ p: Point) -> AffineMap {
        AffineMap(a: a, b: b, c: c, d: d, tx: tx + p.x - (a * p.x + c * p.y), ty: ty + p.y - (b * p.x + d * p.y))
    }

    /// A rotation of the plane by `degrees` about a 3-D `axis` (x right, y down, z towards the
    /// viewer), seen straight on: the map of `rotation3DEffect` without perspective. Exact for
    /// flips (180° about an axis in the plane) and for turns about z, which are `rotation`.
    package static func rotation3D(degrees: Double, axis: (x: Double, y: Double, z: Double)) -> AffineMap {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0 else { return AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let angle = degrees * .pi / 180
        let (cos, sin) = (Foundation.cos(angle), Foundation.sin(angle))
        let t = 1 - cos
        // The upper-left 2×2 of Rodrigues' rotation matrix; the z row and column fall away in projection.
        return AffineMap(a: cos + x * x * t, b: y * x * t + z * sin, c: x * y * t - z * sin, d: cos + y * y * t, tx: 0, ty: 0)
    }
}
