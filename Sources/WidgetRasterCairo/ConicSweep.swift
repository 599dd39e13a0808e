import Themes
import WidgetRasterDisplayList

/// An angular gradient cut into wedges a rasteriser can fill with linear colour ramps: every stop
/// starts a wedge, no wedge is wider than `maxWedge` degrees, and the part of the turn outside
/// the sweep takes the end colours (the last after the end, the first before the start).
enum ConicSweep {
    /// A wedge from `startAngle` to `endAngle` degrees, its colour going from `from` to `to`.
    struct Sector: Equatable {
        var startAngle: Double
        var endAngle: Double
        var from: RGBA
        var to: RGBA
    }

    static let maxWedge = 15.0

    static func sectors(stops: [Paint.GradientStop], startAngle: Double, endAngle: Double) -> [Sector] {
        guard let first = stops.first?.color, let last = stops.last?.color else { return [] }
        let span = endAngle - startAngle
        guard span > 0 else { return wedges(from: startAngle, to: startAngle + 360, { _ in first }) }
        func color(_ angle: Double) -> RGBA { self.color(in: stops, at: (angle - startAngle) / span) }
        // Stop positions become wedge edges, so each stop's colour lands exactly on its angle.
        var edges = [startAngle] + stops.map { startAngle + min(1, max(0, $0.location)) * span } + [endAngle]
        edges = Array(Set(edges)).sorted()
        var sectors: [Sector] = []
        for (a, b) in zip(edges, edges.dropFirst()) where b > a {
            sectors += wedges(from: a, to: b, color)
        }
        if span < 360 {
            // The rest of the turn: half holds the last colour past the end, half the first before the start.
            let middle = endAngle + (360 - span) / 2
            sectors += wedges(from: endAngle, to: middle, { _ in last })
            sectors += wedges(from: middle, to: startAngle + 360, { _ in first })
        }
        return sectors
    }

    private static func wedges(from a: Double, to b: Double, _ color: (Double) -> RGBA) -> [Sector] {
        let count = max(1, Int(((b - a) / maxWedge).rounded(.up)))
        let step = (b - a) / Double(count)
        return (0..<count).map { i in
            let s = a + Double(i) * step, e = i == count - 1 ? b : s + step
            return Sector(startAngle: s, endAngle: e, from: color(s), to: color(e))
        }
    }

    /// The gradient's colour at `t` (0…1), straight alpha, clamped to the end stops.
    static func color(in stops: [Paint.GradientStop], at t: Double) -> RGBA {
        guard var previous = stops.first else { return .clear }
        if t <= previous.location { return previous.color }
        for stop in stops.dropFirst() {
            if t <= stop.location {
                let width = stop.location - previous.location
                let f = width > 0 ? (t - previous.location) / width : 1
                let a = previous.color, b = stop.color
                return RGBA(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
            }
            previous = stop
        }
        return previous.color
    }
}
