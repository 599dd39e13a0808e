/// Where each bar of a chart runs, in data units, once bars that share an x value are stacked as
/// Swift Charts stacks them by default: each series on the ones before it, positive values upwards
/// and negative ones downwards from zero; `normalized` scales each stack to 1, `center` centres
/// it on zero. A bar over an interval (`yStart`) and an `unstacked` bar run from where they say.
/// Bars of different `position(by:)` values stand side by side, so each position stacks on its own.
package enum ChartBarStack {
    /// For each mark and each of its points, the bar's extent (nil for marks that are not bars).
    package static func extents(_ chart: ChartContent) -> [[ClosedRange<Double>?]] {
        var above: [Slot: Double] = [:], below: [Slot: Double] = [:]
        var extents: [[ClosedRange<Double>?]] = chart.marks.map { mark in
            mark.points.map { point in
                guard mark.kind == .bar, let y = point.y else { return nil }
                if let start = point.yStart { return min(start, y)...max(start, y) }
                guard mark.stacking != .unstacked, let value = point.x else { return min(0, y)...max(0, y) }
                let x = Slot(x: value, position: mark.position)
                if y >= 0 {
                    let base = above[x, default: 0]
                    above[x] = base + y
                    return base...base + y
                }
                let base = below[x, default: 0]
                below[x] = base + y
                return base + y...base
            }
        }
        for (m, mark) in chart.marks.enumerated() where mark.kind == .bar && (mark.stacking == .normalized || mark.stacking == .center) {
            for (p, point) in mark.points.enumerated() where point.yStart == nil {
                guard let value = point.x, let extent = extents[m][p] else { continue }
                let x = Slot(x: value, position: mark.position)
                let top = above[x, default: 0], bottom = below[x, default: 0]
                if mark.stacking == .normalized {
                    let total = top - bottom
                    guard total > 0 else { continue }
                    extents[m][p] = (extent.lowerBound - bottom) / total...(extent.upperBound - bottom) / total
                } else {
                    let shift = -(top + bottom) / 2
                    extents[m][p] = extent.lowerBound + shift...extent.upperBound + shift
                }
            }
        }
        return extents
    }

    /// Where a bar stacks: its x value and its `position(by:)` value.
    private struct Slot: Hashable {
        let x: ChartValue
        let position: String?
    }
}
