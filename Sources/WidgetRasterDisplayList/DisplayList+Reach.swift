import Foundation
import WidgetRasterModel

extension DisplayList {
    /// A box, in the points of the space `ops` start in, that holds every pixel they can change:
    /// outlines with their strokes' spread, glyph outlines, images, and what shadows and blurs
    /// spread to, with a point to spare for snapping. A layer for them need be no larger. Nil when
    /// nothing is drawn, when a begin has no matching end, or when no box is known (a blur that
    /// reads past the canvas's edges, a shadow or blur inside a transform).
    package static func reach(of ops: some Sequence<Op>) -> Rect? { measure(ops).whole }

    /// What a layer draws: the box that holds it in the layer's own space, and whether a shadow or
    /// blur inside spreads it by canvas points (then the box holds it only where the layer's space
    /// is the canvas's, not scaled or turned).
    package struct LayerReach: Hashable, Sendable {
        package var box: Rect
        package var spreadsOnCanvas: Bool
    }

    /// For each op that opens a layer (opacity, shadow, blur, colour filter), by its index, the
    /// reach of what is drawn inside it, where one is known.
    package static func reachOfLayers(in ops: [Op]) -> [Int: LayerReach] { measure(ops).layers }

    /// One open begin … end pair while measuring: its begin op and index, the box of what is drawn
    /// inside so far, whether that box is known, and whether a shadow or blur inside spreads it.
    private struct Pair {
        var begin: Op?
        var index = -1
        var box = Extent()
        var known = true
        var spreads = false
    }

    /// The reach of all of `ops` and of each layer among them, in one pass: each pair's box is
    /// its inside's, taken through its effect into the pair around it when it ends.
    private static func measure(_ ops: some Sequence<Op>) -> (whole: Rect?, layers: [Int: LayerReach]) {
        var open = [Pair()]
        var layers: [Int: LayerReach] = [:]
        func add(_ rect: Rect, spread: Double = 0) { open[open.count - 1].box.add(rect, spread: spread) }
        for (index, op) in ops.enumerated() {
            switch op {
            case .fill(let outline, _), .erase(let outline, nil):
                add(bounds(of: outline))
            case .stroke(let outline, _, let line), .erase(let outline, let line?):
                // A miter reaches furthest from the line's middle: its limit times half the width.
                add(bounds(of: outline), spread: line.width / 2 * max(2.squareRoot(), line.join == .miter ? line.miterLimit : 1))
            case .text(let run):
                for glyph in run.glyphs.glyphs {
                    let box = glyph.outline.bounds, scale = glyph.scale
                    add(Rect(x: run.origin.x + glyph.origin.x + box.minX * scale.width,
                             y: run.origin.y + glyph.origin.y + box.minY * scale.height,
                             width: box.width * scale.width, height: box.height * scale.height))
                }
                for glyph in run.glyphs.colorGlyphs { add(glyph.rect.offsetBy(x: run.origin.x, y: run.origin.y)) }
            case .image(_, let rect, _), .backdrop(_, let rect):
                add(rect)
            case .beginClip, .beginOpacity, .beginTranslate, .beginShadow, .beginTransform, .beginBlur, .beginColorFilter, .beginMask:
                open.append(Pair(begin: op, index: index))
            case .beginMaskedContent:
                // A mask only takes away: what shows lies within the content's box.
                guard open.count > 1, case .beginMask = open[open.count - 1].begin else { return (nil, layers) }
                open[open.count - 1] = Pair(begin: op, index: open[open.count - 1].index)
            case .endClip, .endOpacity, .endTranslate, .endShadow, .endTransform, .endBlur, .endColorFilter, .endMask:
                guard open.count > 1, let begin = open[open.count - 1].begin,
                      let closed = closing(begin, with: op, open[open.count - 1].box) else { return (nil, layers) }
                let pair = open.removeLast()
                if pair.known, let box = pair.box.rect(spread: 1) {
                    switch begin {
                    case .beginOpacity, .beginShadow, .beginBlur, .beginColorFilter:
                        layers[pair.index] = LayerReach(box: box, spreadsOnCanvas: pair.spreads)
                    default: break
                    }
                }
                // A shadow's offset and a blur's spread are in canvas points whatever transform is
                // around them (the rasteriser applies them to the canvas's pixels): a transform's
                // space holds no known box of them, nor does a blur that reads the canvas's edges.
                var outside = pair.known, spreads = pair.spreads
                switch begin {
                case .beginBlur(_, extendsEdges: true): outside = false
                case .beginTransform: outside = outside && !spreads
                case .beginShadow, .beginBlur: spreads = true
                default: break
                }
                open[open.count - 1].box.add(closed)
                open[open.count - 1].known = open[open.count - 1].known && outside
                open[open.count - 1].spreads = open[open.count - 1].spreads || spreads
            }
        }
        guard open.count == 1, open[0].known else { return (nil, layers) }
        return (open[0].box.rect(spread: 1), layers)
    }

    /// What a pair draws, in its outer space: the box inside taken through the pair's effect.
    private static func closing(_ begin: Op, with end: Op, _ inside: Extent) -> Extent? {
        switch (begin, end) {
        case (.beginClip(let outline), .endClip): return inside.clipped(to: outline.rect, spread: 1)
        case (.beginOpacity, .endOpacity), (.beginColorFilter, .endColorFilter), (.beginMaskedContent, .endMask): return inside
        case let (.beginTranslate(x, y), .endTranslate): return inside.offsetBy(x: x, y: y)
        case let (.beginTransform(map), .endTransform): return inside.mapped(through: map)
        case let (.beginBlur(radius, _), .endBlur): return inside.spread(by: blurSpread(radius))
        case let (.beginShadow(_, radius, x, y), .endShadow):
            var both = inside
            both.add(inside.offsetBy(x: x, y: y).spread(by: blurSpread(radius)))
            return both
        default: return nil
        }
    }

    /// How far a blur or shadow of `radius` carries a pixel, in points, at any scale: no more
    /// than its three box passes' 3 × box + 1 device pixels, box being the radius's half
    /// rounded (at least 1).
    package static func blurSpread(_ radius: Double) -> Double { 2 * radius + 5 }

    /// An outline's box: its rectangle, or for a path the box around its points (a curve stays
    /// within its control points).
    private static func bounds(of outline: Outline) -> Rect {
        func isPath(_ kind: Outline.Kind) -> Bool {
            switch kind {
            case .path: return true
            case .trimmed(let base, _, _): return isPath(base)
            default: return false
            }
        }
        guard isPath(outline.kind) else { return outline.rect }
        var box = Extent()
        for segment in PathGeometry.segments(for: outline) {
            switch segment {
            case .move(let p), .line(let p): box.add(p)
            case let .curve(c1, c2, p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect(spread: 0) ?? Rect(origin: outline.rect.origin, size: Size(width: 0, height: 0))
    }
}

/// A box that grows to hold what is added; empty until something is.
private struct Extent {
    private var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity

    var isEmpty: Bool { x0 > x1 || y0 > y1 }

    mutating func add(_ p: Point) {
        (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
    }

    mutating func add(_ r: Rect, spread: Double = 0) {
        add(Point(x: r.minX - spread, y: r.minY - spread))
        add(Point(x: r.maxX + spread, y: r.maxY + spread))
    }

    mutating func add(_ other: Extent) {
        guard !other.isEmpty else { return }
        add(Point(x: other.x0, y: other.y0))
        add(Point(x: other.x1, y: other.y1))
    }

    func rect(spread: Double) -> Rect? {
        isEmpty ? nil : Rect(x: x0 - spread, y: y0 - spread, width: x1 - x0 + 2 * spread, height: y1 - y0 + 2 * spread)
    }

    func spread(by d: Double) -> Extent {
        var grown = Extent()
        if let r = rect(spread: d) { grown.add(r) }
        return grown
    }

    func offsetBy(x: Double, y: Double) -> Extent {
        var moved = Extent()
        if let r = rect(spread: 0) { moved.add(r.offsetBy(x: x, y: y)) }
        return moved
    }

    func mapped(through map: AffineMap) -> Extent {
        var mapped = Extent()
        guard !isEmpty else { return mapped }
        for p in [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x0, y: y1), Point(x: x1, y: y1)] { mapped.add(map.apply(p)) }
        return mapped
    }

    func clipped(to r: Rect, spread: Double) -> Extent {
        var cut = Extent()
        guard !isEmpty else { return cut }
        let (cx0, cy0, cx1, cy1) = (max(x0, r.minX - spread), max(y0, r.minY - spread), min(x1, r.maxX + spread), min(y1, r.maxY + spread))
        if cx0 <= cx1 && cy0 <= cy1 { cut.add(Point(x: cx0, y: cy0)); cut.add(Point(x: cx1, y: cy1)) }
        return cut
    }
}
