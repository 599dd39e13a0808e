import Foundation

/// Swift Charts' basic point symbols, in the order its symbol scale hands them out.
package enum ChartSymbol: String, CaseIterable, Hashable, Sendable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk

    /// The symbol drawn in the square about its point.
    package var shape: ShapeKind {
        switch self {
        case .circle: .circle
        case .square: .rectangle
        default: .path(ShapePath(width: 1, height: 1, elements: outline))
        }
    }

    /// The symbol's outline in the unit square: closed polygons.
    package var outline: [ShapePath.Element] {
        polygons.flatMap { points -> [ShapePath.Element] in
            guard let first = points.first else { return [] }
            return [.move(Point(x: first.0, y: first.1))] + points.dropFirst().map { .line(Point(x: $0.0, y: $0.1)) } + [.close]
        }
    }

    private var polygons: [[(Double, Double)]] {
        switch self {
        case .circle:
            return [(0..<32).map { i in let a = Double(i) * 2 * .pi / 32; return (0.5 + 0.5 * cos(a), 0.5 + 0.5 * sin(a)) }]
        case .square:
            return [[(0, 0), (1, 0), (1, 1), (0, 1)]]
        case .triangle:
            return [[(0.5, 0.05), (1, 0.92), (0, 0.92)]]
        case .diamond:
            return [[(0.5, 0), (1, 0.5), (0.5, 1), (0, 0.5)]]
        case .pentagon:
            return [(0..<5).map { i in
                let a = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                return (0.5 + 0.5 * cos(a), 0.53 + 0.5 * sin(a))
            }]
        case .plus:
            return [[(0.35, 0), (0.65, 0), (0.65, 0.35), (1, 0.35), (1, 0.65), (0.65, 0.65), (0.65, 1), (0.35, 1), (0.35, 0.65), (0, 0.65),
                     (0, 0.35), (0.35, 0.35)]]
        case .cross:
            let t = 0.15
            return [[(t, 0), (0.5, 0.5 - t), (1 - t, 0), (1, t), (0.5 + t, 0.5), (1, 1 - t), (1 - t, 1), (0.5, 0.5 + t), (t, 1), (0, 1 - t),
                     (0.5 - t, 0.5), (0, t)]]
        case .asterisk:
            return (0..<3).map { i in
                let a = Double(i) * .pi / 3, (c, s) = (cos(a) * 0.5, sin(a) * 0.5), (nx, ny) = (-sin(a) * 0.09, cos(a) * 0.09)
                return [(0.5 - c + nx, 0.5 - s + ny), (0.5 + c + nx, 0.5 + s + ny), (0.5 + c - nx, 0.5 + s - ny), (0.5 - c - nx, 0.5 - s - ny)]
            }
        }
    }
}
