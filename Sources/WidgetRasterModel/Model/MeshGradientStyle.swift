/// A mesh gradient (SwiftUI's `MeshGradient`, iOS 18): a `width` × `height` grid of points in the
/// unit square of the frame (row by row, top to bottom), each with a colour; every cell between four
/// neighbouring points is a patch whose colour runs between its corners' colours. A point carries
/// the control points of the four curves leaving it (a Bézier mesh), or none (straight edges).
public struct MeshGradientStyle: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var points: [Vertex]
    package var colors: [ShapeStyle]
    /// What shows where the mesh does not reach.
    package var background: ShapeStyle
    /// SwiftUI's cubic colour interpolation between patches; drawn bilinear within each patch either way.
    package var smoothsColors: Bool

    /// A point of the mesh and, optionally, the control points of its curves to the neighbours.
    package struct Vertex: Hashable, Sendable {
        package var position: UnitPoint
        package var leading: UnitPoint?
        package var top: UnitPoint?
        package var trailing: UnitPoint?
        package var bottom: UnitPoint?

        package init(_ position: UnitPoint, leading: UnitPoint? = nil, top: UnitPoint? = nil, trailing: UnitPoint? = nil,
                    bottom: UnitPoint? = nil) {
            self.position = position
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }
    }

    package init(width: Int, height: Int, points: [Vertex], colors: [ShapeStyle], background: ShapeStyle = .color("clear"),
                smoothsColors: Bool = true) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// Why the mesh cannot be drawn (too few rows or columns, or a point or colour count that is
    /// not `width × height`); nil when it can.
    package var problem: String? {
        guard width >= 2, height >= 2 else { return "a mesh needs at least 2 × 2 points, got \(width) × \(height)" }
        let count = width * height
        if points.count != count { return "a \(width) × \(height) mesh needs \(count) points, got \(points.count)" }
        if colors.count != count { return "a \(width) × \(height) mesh needs \(count) colors, got \(colors.count)" }
        return nil
    }

    /// One cell's four edges as cubic curves, in unit space: top (left to right), right (top to
    /// bottom), bottom (right to left), left (bottom to top) — a Coons patch's outline — with its
    /// corners' indices in that order. A point without control points gets smooth ones: a third of
    /// the way along the line through its neighbours in the row or column (a Catmull-Rom curve), so
    /// a moved point bends the rows and columns through it rather than folding the patches.
    package func patch(column: Int, row: Int) -> (outline: [(UnitPoint, UnitPoint, UnitPoint)], start: UnitPoint, corners: [Int]) {
        let topLeft = row * width + column, topRight = topLeft + 1
        let bottomLeft = topLeft + width, bottomRight = bottomLeft + 1
        let outline = [
            (control(topLeft, .trailing), control(topRight, .leading), points[topRight].position),
            (control(topRight, .bottom), control(bottomRight, .top), points[bottomRight].position),
            (control(bottomRight, .leading), control(bottomLeft, .trailing), points[bottomLeft].position),
            (control(bottomLeft, .top), control(topLeft, .bottom), points[topLeft].position),
        ]
        return (outline, points[topLeft].position, [topLeft, topRight, bottomRight, bottomLeft])
    }

    private enum Side { case leading, top, trailing, bottom }

    /// The control point of the curve leaving point `index` towards `side`: its own, else a third
    /// of the tangent through its neighbours (one-sided at the mesh's edge).
    private func control(_ index: Int, _ side: Side) -> UnitPoint {
        let vertex = points[index]
        let own: UnitPoint?
        switch side {
        case .leading: own = vertex.leading
        case .top: own = vertex.top
        case .trailing: own = vertex.trailing
        case .bottom: own = vertex.bottom
        }
        if let own { return own }
        let column = index % width, row = index / width
        let horizontal = side == .leading || side == .trailing
        let (before, after): (Int, Int)
        if horizontal {
            before = row * width + max(0, column - 1)
            after = row * width + min(width - 1, column + 1)
        } else {
            before = max(0, row - 1) * width + column
            after = min(height - 1, row + 1) * width + column
        }
        let span = Double(horizontal ? min(width - 1, column + 1) - max(0, column - 1) : min(height - 1, row + 1) - max(0, row - 1))
        let p = vertex.position, a = points[before].position, b = points[after].position
        let sign = side == .trailing || side == .bottom ? 1.0 : -1.0
        return UnitPoint(x: p.x + sign * (b.x - a.x) / span / 3, y: p.y + sign * (b.y - a.y) / span / 3)
    }
}
