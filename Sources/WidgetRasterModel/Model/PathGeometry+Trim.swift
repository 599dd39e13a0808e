/// `trim(from:to:)`: the part of a path between two fractions of its total length, keeping
/// curves as curves (cut at the parameter found from a sampled arc length).
extension PathGeometry {
    /// One drawable piece of a path, with the subpath it belongs to.
    private struct Piece {
        var start: Point
        /// Two control points and an end for a cubic; nil controls for a line.
        var controls: (Point, Point)?
        var end: Point
        var subpath: Int
        var length: Double
        /// Arc length at each of `samples` + 1 evenly spaced parameters (cubics only).
        var table: [Double]
    }

    package static let trimSamples = 32

    package static func trimmed(_ segments: [Segment], from: Double, to: Double) -> [Segment] {
        let a = min(max(from, 0), 1), b = min(max(to, 0), 1)
        guard b > a else { return [] }
        if a == 0 && b == 1 { return segments }
        let pieces = self.pieces(segments)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        let (lo, hi) = (a * total, b * total)
        var out: [Segment] = []
        var position = 0.0
        var lastSubpath = -1
        var lastEnd: Point?
        for piece in pieces {
            defer { position += piece.length }
            let s0 = max(lo, position), s1 = min(hi, position + piece.length)
            guard s1 > s0 else { continue }
            let t0 = parameter(piece, at: s0 - position), t1 = parameter(piece, at: s1 - position)
            let cut = split(piece, t0, t1)
            if piece.subpath != lastSubpath || lastEnd != cut.start { out.append(.move(cut.start)) }
            if let (c1, c2) = cut.controls { out.append(.curve(c1, c2, cut.end)) } else { out.append(.line(cut.end)) }
            lastSubpath = piece.subpath
            lastEnd = cut.end
        }
        return out
    }

    private static func pieces(_ segments: [Segment]) -> [Piece] {
        var pieces: [Piece] = []
        var current = Point.zero, start = Point.zero
        var subpath = -1
        func line(_ to: Point) {
            pieces.append(Piece(start: current, controls: nil, end: to, subpath: subpath,
                                length: distance(current, to), table: []))
            current = to
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                subpath += 1
                current = p
                start = p
            case .line(let p):
                line(p)
            case let .curve(c1, c2, p):
                var table = [0.0]
                var previous = current
                for i in 1...trimSamples {
                    let point = cubic(current, c1, c2, p, Double(i) / Double(trimSamples))
                    table.append(table.last! + distance(previous, point))
                    previous = point
                }
                pieces.append(Piece(start: current, controls: (c1, c2), end: p, subpath: subpath,
                                    length: table.last!, table: table))
                current = p
            case .close:
                if current != start { line(start) }
                current = start
            }
        }
        return pieces
    }

    /// The parameter at an arc length along a piece.
    private static func parameter(_ piece: Piece, at length: Double) -> Double {
        guard piece.length > 0 else { return 0 }
        guard piece.controls != nil else { return min(max(length / piece.length, 0), 1) }
        let table = piece.table
        var i = 1
        while i < table.count - 1 && table[i] < length { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (length - table[i - 1]) / span : 0
        return min(max((Double(i - 1) + f) / Double(trimSamples), 0), 1)
    }

    /// The piece between two parameters.
    private static func split(_ piece: Piece, _ t0: Double, _ t1: Double) -> Piece {
        var out = piece
        guard let (c1, c2) = piece.controls else {
            out.start = lerp(piece.start, piece.end, t0)
            out.end = lerp(piece.start, piece.end, t1)
            return out
        }
        // The left part up to t1, then the right part of that from t0 / t1.
        let left = subdivide(piece.start, c1, c2, piece.end, t1).left
        let u = t1 > 0 ? t0 / t1 : 0
        let right = subdivide(left.0, left.1, left.2, left.3, u).right
        out.start = right.0
        out.controls = (right.1, right.2)
        out.end = right.3
        return out
    }

    private static func subdivide(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double)
        -> (left: (Point, Point, Point, Point), right: (Point, Point, Point, Point)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t)
        let f = lerp(d, e, t)
        return ((p0, a, d, f), (f, e, c, p3))
    }

    /// The point of a cubic Bézier at parameter t.
    package static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (k0, k1, k2, k3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: k0 * p0.x + k1 * p1.x + k2 * p2.x + k3 * p3.x, y: k0 * p0.y + k1 * p1.y + k2 * p2.y + k3 * p3.y)
    }

    private static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
