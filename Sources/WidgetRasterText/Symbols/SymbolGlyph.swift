import WidgetRasterModel

/// An SF Symbols stand-in as outlines in a 24 × 24 box: parts stroked, filled or cut out of what
/// is under them, each in a layer (1 primary, 2 secondary, 3 tertiary) and, where SF Symbols has
/// one, with a multicolour colour. Strokes follow the font weight, so symbols do as SF's do.
public struct SymbolGlyph: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// Stroked with the symbol's line width.
        case stroke
        /// Filled and stroked, so a filled part is as wide as its outline.
        case fill
        /// Cuts the part's stroke out of the parts drawn before it.
        case cutStroke
        /// Cuts the part's fill and stroke out of the parts drawn before it.
        case cutFill
    }

    public struct Part: Hashable, Sendable {
        public var mode: Mode
        /// 1 primary, 2 secondary, 3 tertiary: the hierarchical and palette layer.
        public var layer: Int
        /// Drawn with a clear gap around it over the parts before it, as SF layers are (rain under a cloud).
        public var gap: Bool
        /// The system colour multicolour rendering gives this part; nil: the foreground.
        public var multicolor: String?
        /// The part's outline in the 24 × 24 box.
        public var path: ShapePath

        package init(mode: Mode, layer: Int, gap: Bool, multicolor: String?, path: ShapePath) {
            self.mode = mode
            self.layer = layer
            self.gap = gap
            self.multicolor = multicolor
            self.path = path
        }
    }

    /// The side of the box the outlines are drawn in.
    public static let box = 24.0

    public var parts: [Part]
    /// The parts are filled outlines drawn with no stroke (an app's own symbol, whose template
    /// has an outline per weight), not centre lines stroked at the font's weight.
    public var outlined: Bool
    /// The rectangle the outlines' centre lines cover, in the box (strokes reach half a line further).
    public var inkBounds: Rect

    public init(parts: [Part], outlined: Bool = false) {
        self.parts = parts
        self.outlined = outlined
        inkBounds = Self.bounds(of: parts.filter { $0.mode == .stroke || $0.mode == .fill }.flatMap(\.path.elements))
    }

    /// Whether a part cuts into others, so the glyph must be drawn in a layer of its own.
    public var hasCutOuts: Bool { parts.contains { $0.gap || $0.mode == .cutStroke || $0.mode == .cutFill } }

    /// Bounds of the points the path passes through (curves sampled), so control points far
    /// off the curve do not widen the glyph.
    package static func bounds(of elements: [ShapePath.Element]) -> Rect {
        var points: [Point] = []
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case let .quadCurve(p, c):
                let c1 = Point(x: current.x + (c.x - current.x) * 2 / 3, y: current.y + (c.y - current.y) * 2 / 3)
                let c2 = Point(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
                points += (1...8).map { PathGeometry.cubic(current, c1, c2, p, Double($0) / 8) }
                current = p
            case let .curve(p, c1, c2):
                points += (1...8).map { PathGeometry.cubic(current, c1, c2, p, Double($0) / 8) }
                current = p
            case .close: break
            }
        }
        guard let first = points.first else { return Rect(x: 0, y: 0, width: box, height: box) }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
