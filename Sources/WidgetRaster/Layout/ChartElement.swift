import Foundation

/// A Swift Charts `Chart`: takes the proposed size (as shapes do), keeps room for the axis
/// labels (y at the trailing edge, x categories below), and draws its marks as paths,
/// rectangles and circles in the plot area, with a gridline at each y tick.
final class ChartElement: LayoutElement {
    let chart: ChartContent
    /// Each mark's paint: its own style, else its series colour, else the tint.
    let paints: [Foreground]
    let grid: Foreground
    let scale: ChartScale
    let yLabels: [TextElement]
    let xLabels: [TextElement]

    /// Swift Charts' categorical palette, in order of the series' first appearance.
    static let palette = ["systemBlue", "systemGreen", "systemOrange", "systemPurple", "systemRed", "systemCyan", "systemYellow"]
    /// Points between the plot and the axis labels.
    static let labelGap = 4.0
    /// A bar's width as a share of its band.
    static let barWidthRatio = 0.6
    static let pointDiameter = 7.0

    init(chart: ChartContent, environment env: LayoutEnvironment, engine: TextEngine, path: String) {
        self.chart = chart
        var series: [String] = []
        for mark in chart.marks { if let name = mark.series, !series.contains(name) { series.append(name) } }
        paints = chart.marks.map { mark in
            if let style = mark.style { return env.foreground.resolving(style) }
            if let name = mark.series, let i = series.firstIndex(of: name) {
                return env.foreground.resolving(.color(Self.palette[i % Self.palette.count]))
            }
            return env.foreground.resolving(env.tint ?? .tint)
        }
        grid = env.foreground.resolving(.color("quaternaryLabel"))
        let scale = ChartScale(chart)
        self.scale = scale
        var labelEnv = env
        labelEnv.font = .caption2
        labelEnv.foreground = env.foreground.applying(.secondary)
        labelEnv.lineLimit = 1
        func label(_ text: String, _ i: Int, _ axis: String) -> TextElement {
            TextElement(string: text, attributes: labelEnv.textAttributes, foreground: labelEnv.foreground, redaction: env.redaction,
                        grid: env.pixelGrid, engine: engine, path: "\(path).\(axis)Labels[\(i)]")
        }
        yLabels = chart.yAxis == .hidden ? [] : scale.yTicks.enumerated().map { label(ChartScale.format($0.element, step: scale.yStep), $0.offset, "y") }
        xLabels = chart.xAxis == .hidden ? [] : scale.categories.enumerated().map { label($0.element, $0.offset, "x") }
        super.init(path: path)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let ySizes = yLabels.map { $0.sizeThatFits(Proposal(width: nil, height: nil)) }
        let xSizes = xLabels.map { $0.sizeThatFits(Proposal(width: nil, height: nil)) }
        let trailing = ySizes.map(\.width).max().map { $0 + Self.labelGap } ?? 0
        let bottom = xSizes.map(\.height).max().map { $0 + Self.labelGap } ?? 0
        let plot = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - trailing), height: max(0, frame.height - bottom))
        let geometry = ChartGeometry(scale: scale, plot: plot)
        var children: [LayoutNode] = []
        if chart.yAxis != .hidden {
            for tick in scale.yTicks {
                let y = geometry.y(tick)
                children.append(line(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y), width: 0.5, paint: grid, in: plot))
            }
        }
        for (i, size) in ySizes.enumerated() {
            // Centred on its gridline, but kept inside the chart's frame at the domain's ends.
            let y = min(max(geometry.y(scale.yTicks[i]) - size.height / 2, frame.minY), frame.maxY - size.height)
            children.append(yLabels[i].place(in: Rect(x: plot.maxX + Self.labelGap, y: y, width: size.width,
                                                      height: size.height), proposal: Proposal(width: nil, height: nil)))
        }
        for (i, size) in xSizes.enumerated() {
            let centre = geometry.x(.category(scale.categories[i]))
            children.append(xLabels[i].place(in: Rect(x: centre - size.width / 2, y: plot.maxY + Self.labelGap, width: size.width,
                                                      height: size.height), proposal: Proposal(width: nil, height: nil)))
        }
        for (mark, paint) in zip(chart.marks, paints) { children += nodes(mark, paint: paint, geometry: geometry) }
        return LayoutNode(frame: frame, kind: .group, children: children, path: path)
    }

    private func nodes(_ mark: ChartMark, paint: Foreground, geometry g: ChartGeometry) -> [LayoutNode] {
        let plot = g.plot
        switch mark.kind {
        case .line:
            let points = mark.points.compactMap(g.point)
            guard points.count > 1 else { return [] }
            let stroke = Stroke(style: .primary, lineWidth: mark.lineWidth ?? 2, lineCap: .round, lineJoin: .round, dash: mark.dash)
            return [shape(ChartPath.line(points, mark.interpolation), in: plot, fill: nil, stroke: StrokePaint(stroke, foreground: paint))]
        case .area:
            let points = mark.points.compactMap(g.point)
            guard points.count > 1 else { return [] }
            return [shape(ChartPath.area(points, mark.interpolation, baseline: g.baseline), in: plot, fill: paint, stroke: nil)]
        case .bar:
            return mark.points.compactMap { point in
                guard let x = point.x, let y = point.y else { return nil }
                let width = g.band * Self.barWidthRatio, centre = g.x(x)
                let top = min(g.y(y), g.baseline), bottom = max(g.y(y), g.baseline)
                let kind: ShapeKind = mark.cornerRadius > 0 ? .roundedRectangle(cornerRadius: mark.cornerRadius, continuous: true) : .rectangle
                return LayoutNode(frame: Rect(x: centre - width / 2, y: top, width: width, height: bottom - top),
                                  kind: .shape(kind, fill: paint, stroke: nil), path: path)
            }
        case .point:
            let d = Self.pointDiameter
            return mark.points.compactMap(g.point).map {
                LayoutNode(frame: Rect(x: $0.x - d / 2, y: $0.y - d / 2, width: d, height: d), kind: .shape(.circle, fill: paint, stroke: nil), path: path)
            }
        case .rule:
            return mark.points.map { point in
                let ends: (Point, Point)
                if let y = point.y, point.x == nil {
                    ends = (Point(x: plot.minX, y: g.y(y)), Point(x: plot.maxX, y: g.y(y)))
                } else if let x = point.x, point.y == nil {
                    ends = (Point(x: g.x(x), y: plot.minY), Point(x: g.x(x), y: plot.maxY))
                } else {
                    let at = g.point(point) ?? Point(x: plot.minX, y: plot.minY)
                    ends = (Point(x: at.x, y: g.baseline), at)
                }
                return line(from: ends.0, to: ends.1, width: mark.lineWidth ?? 1, dash: mark.dash, paint: paint, in: plot)
            }
        }
    }

    private func line(from a: Point, to b: Point, width: Double, dash: [Double] = [], paint: Foreground, in plot: Rect) -> LayoutNode {
        let stroke = Stroke(style: .primary, lineWidth: width, dash: dash)
        return shape([.move(a), .line(b)], in: plot, fill: nil, stroke: StrokePaint(stroke, foreground: paint))
    }

    /// A path in plot coordinates, drawn by a node whose frame is the plot.
    private func shape(_ elements: [ShapePath.Element], in plot: Rect, fill: Foreground?, stroke: StrokePaint?) -> LayoutNode {
        let local = elements.map { $0.translated(by: Point(x: -plot.minX, y: -plot.minY)) }
        let kind = ShapeKind.path(ShapePath(width: max(plot.width, 1e-9), height: max(plot.height, 1e-9), elements: local))
        return LayoutNode(frame: plot, kind: .shape(kind, fill: fill ?? Foreground(base: .color("clear")), stroke: stroke), path: path)
    }
}

/// A chart's scales: the y domain with its ticks, the x domain or categories.
struct ChartScale {
    var yDomain: ClosedRange<Double>
    var yTicks: [Double]
    var yStep: Double
    var xDomain: ClosedRange<Double>
    var categories: [String]
    /// Bars on a numeric x scale take this many bands.
    var numericBands: Int
    var hasBars: Bool

    init(_ chart: ChartContent) {
        let points = chart.marks.flatMap(\.points)
        let ys = points.compactMap(\.y)
        var categories: [String] = []
        var numbers: [Double] = []
        for case let x? in points.map(\.x) {
            switch x {
            case .category(let name): if !categories.contains(name) { categories.append(name) }
            case .number(let n): numbers.append(n)
            }
        }
        self.categories = categories
        numericBands = max(1, chart.marks.filter { $0.kind == .bar }.map(\.points.count).max() ?? 1)
        hasBars = chart.marks.contains { $0.kind == .bar }
        if let domain = chart.yDomain {
            yDomain = domain
            yStep = ChartScale.niceStep((domain.upperBound - domain.lowerBound) / 3)
            yTicks = ChartScale.ticks(in: domain, step: yStep)
        } else {
            let lo = min(0, ys.min() ?? 0), hi = max(0, ys.max() ?? 1)
            yStep = ChartScale.niceStep(hi > lo ? (hi - lo) / 3 : 1)
            yDomain = (lo / yStep).rounded(.down) * yStep...(hi / yStep).rounded(.up) * yStep
            yTicks = ChartScale.ticks(in: yDomain, step: yStep)
        }
        if let domain = chart.xDomain {
            xDomain = domain
        } else if let lo = numbers.min(), let hi = numbers.max() {
            xDomain = lo...(hi > lo ? hi : lo + 1)
        } else {
            xDomain = 0...1
        }
    }

    /// 1, 2, 2.5 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        return ([1, 2, 2.5, 5, 10].first { $0 * power >= raw * 0.999 } ?? 10) * power
    }

    static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Double] {
        var ticks: [Double] = []
        var value = (domain.lowerBound / step).rounded(.up) * step
        while value <= domain.upperBound + step * 1e-9, ticks.count < 50 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// A tick label with as many decimals as the step needs and thousands grouped (`10,000`).
    static func format(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : min(4, Int((-log10(step)).rounded(.up)))
        let plain = String(format: "%.\(decimals)f", abs(value))
        let parts = plain.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        return (value < 0 ? "−" : "") + whole + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }
}

/// Where values land in a plot rectangle.
struct ChartGeometry {
    let scale: ChartScale
    let plot: Rect

    /// The width of one category's band, or of one bar's on a numeric scale.
    var band: Double {
        plot.width / Double(scale.categories.isEmpty ? scale.numericBands : scale.categories.count)
    }

    func x(_ value: ChartValue) -> Double {
        switch value {
        case .category(let name):
            let i = scale.categories.firstIndex(of: name) ?? 0
            return plot.minX + band * (Double(i) + 0.5)
        case .number(let n):
            let d = scale.xDomain
            // Bars on a numeric scale keep half a band clear at each end.
            let inset = scale.hasBars ? band / 2 : 0
            guard d.upperBound > d.lowerBound else { return plot.minX + plot.width / 2 }
            return plot.minX + inset + (n - d.lowerBound) / (d.upperBound - d.lowerBound) * (plot.width - 2 * inset)
        }
    }

    func y(_ value: Double) -> Double {
        let d = scale.yDomain
        guard d.upperBound > d.lowerBound else { return plot.maxY }
        return plot.maxY - (value - d.lowerBound) / (d.upperBound - d.lowerBound) * plot.height
    }

    /// Where bars and areas start: zero, or the nearer end of a domain without it.
    var baseline: Double { y(min(max(0, scale.yDomain.lowerBound), scale.yDomain.upperBound)) }

    func point(_ p: ChartPoint) -> Point? {
        guard let x = p.x, let y = p.y else { return nil }
        return Point(x: self.x(x), y: self.y(y))
    }
}

/// Line and area outlines through plotted points.
enum ChartPath {
    static func line(_ points: [Point], _ interpolation: ChartMark.Interpolation) -> [ShapePath.Element] {
        guard let first = points.first else { return [] }
        return [.move(first)] + segments(points, interpolation)
    }

    static func area(_ points: [Point], _ interpolation: ChartMark.Interpolation, baseline: Double) -> [ShapePath.Element] {
        guard let first = points.first, let last = points.last else { return [] }
        return [.move(Point(x: first.x, y: baseline)), .line(first)] + segments(points, interpolation)
            + [.line(Point(x: last.x, y: baseline)), .close]
    }

    /// The pieces after the first point.
    private static func segments(_ p: [Point], _ interpolation: ChartMark.Interpolation) -> [ShapePath.Element] {
        var out: [ShapePath.Element] = []
        for i in 1..<p.count {
            let a = p[i - 1], b = p[i]
            switch interpolation {
            case .linear:
                out.append(.line(b))
            case .catmullRom, .monotone:
                // Catmull-Rom through the neighbours, as cubic Béziers (tension ½).
                let before = i >= 2 ? p[i - 2] : a, after = i + 1 < p.count ? p[i + 1] : b
                var c1 = Point(x: a.x + (b.x - before.x) / 6, y: a.y + (b.y - before.y) / 6)
                var c2 = Point(x: b.x - (after.x - a.x) / 6, y: b.y - (after.y - a.y) / 6)
                if interpolation == .monotone {
                    // Keep the curve within the segment's own rise so it never overshoots a point.
                    let (lo, hi) = (min(a.y, b.y), max(a.y, b.y))
                    c1.y = min(max(c1.y, lo), hi)
                    c2.y = min(max(c2.y, lo), hi)
                }
                out.append(.curve(b, control1: c1, control2: c2))
            case .stepStart:
                out += [.line(Point(x: a.x, y: b.y)), .line(b)]
            case .stepEnd:
                out += [.line(Point(x: b.x, y: a.y)), .line(b)]
            case .stepCenter:
                let mid = (a.x + b.x) / 2
                out += [.line(Point(x: mid, y: a.y)), .line(Point(x: mid, y: b.y)), .line(b)]
            }
        }
        return out
    }
}

extension ShapePath.Element {
    func translated(by d: Point) -> ShapePath.Element {
        func t(_ p: Point) -> Point { Point(x: p.x + d.x, y: p.y + d.y) }
        switch self {
        case .move(let p): return .move(t(p))
        case .line(let p): return .line(t(p))
        case let .quadCurve(p, c): return .quadCurve(t(p), control: t(c))
        case let .curve(p, c1, c2): return .curve(t(p), control1: t(c1), control2: t(c2))
        case .close: return .close
        }
    }
}
