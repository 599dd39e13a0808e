import Foundation

/// A chart's domains and the round values its automatic axes mark: the y domain (the data and
/// zero, widened to round steps, or `chartYScale`'s), its ticks, and the x domain. Used by the
/// layout and by the Swift front door, whose `AxisMarks(values: .automatic)` mark the same values.
package struct ChartTicks {
    package var yDomain: ClosedRange<Double>
    package var yStep: Double
    package var yTicks: [Double]
    package var xDomain: ClosedRange<Double>
    /// Each bar's extent once stacked (`ChartBarStack`), which the y domain reaches and the layout draws.
    package var barExtents: [[ClosedRange<Double>?]]

    package init(_ chart: ChartContent) {
        let points = chart.marks.flatMap(\.points)
        // Bars reach as far as their stacks; other marks their values and the starts of their intervals.
        barExtents = ChartBarStack.extents(chart)
        let bars = barExtents.joined().compactMap { $0 }
        let ys = chart.marks.filter { $0.kind != .bar }.flatMap { mark in mark.points.flatMap { [$0.y, $0.yStart].compactMap { $0 } } }
            + bars.flatMap { [$0.lowerBound, $0.upperBound] }
        let numbers = points.flatMap { point -> [Double] in
            if case .number(let n)? = point.x { [n] + (point.xStart.map { [$0] } ?? []) } else { [] }
        }
        if let domain = chart.yDomain {
            yDomain = domain
            yStep = Self.niceStep((domain.upperBound - domain.lowerBound) / 3)
            yTicks = Self.ticks(in: domain, step: yStep)
        } else {
            // The data and zero, unless the scale leaves zero out (`automatic(includesZero: false)`).
            // A logarithmic scale has no zero: it spans the positive values, from one power of ten to another.
            if chart.yScale.transform == .log {
                let positive = ys.filter { $0 > 0 }
                let lo = pow(10, log10(positive.min() ?? 1).rounded(.down)), hi = pow(10, log10(positive.max() ?? 10).rounded(.up))
                yDomain = lo...(hi > lo ? hi : lo * 10)
                yStep = min(1, yDomain.lowerBound)
                yTicks = Self.powersOfTen(in: yDomain)
                xDomain = Self.xDomain(chart, numbers)
                return
            }
            let zero = chart.yScale.includesZero ?? true
            var lo = ys.min() ?? 0, hi = ys.max() ?? 1
            if zero { (lo, hi) = (min(0, lo), max(0, hi)) } else if hi <= lo { (lo, hi) = (lo - 1, hi + 1) }
            yStep = Self.niceStep(hi > lo ? (hi - lo) / 3 : 1)
            yDomain = (lo / yStep).rounded(.down) * yStep...(hi / yStep).rounded(.up) * yStep
            yTicks = Self.ticks(in: yDomain, step: yStep)
        }
        xDomain = Self.xDomain(chart, numbers)
    }

    /// `chartXScale(domain:)`'s, else the numeric x values' extent (with zero where the scale asks).
    private static func xDomain(_ chart: ChartContent, _ numbers: [Double]) -> ClosedRange<Double> {
        if let domain = chart.xDomain { return domain }
        guard var lo = numbers.min(), var hi = numbers.max() else { return 0...1 }
        if chart.xScale.includesZero == true { (lo, hi) = (min(0, lo), max(0, hi)) }
        return lo...(hi > lo ? hi : lo + 1)
    }

    /// 1, 10, 100… within a positive domain.
    static func powersOfTen(in domain: ClosedRange<Double>) -> [Double] {
        guard domain.lowerBound > 0 else { return [] }
        var value = pow(10, log10(domain.lowerBound).rounded(.up)), ticks: [Double] = []
        while value <= domain.upperBound * (1 + 1e-9), ticks.count < 50 {
            ticks.append(value)
            value *= 10
        }
        return ticks
    }

    /// About `desiredCount` round values across the x domain; dates (seconds since 1970) fall on
    /// whole minutes, hours or days of `calendar`'s time zone.
    package func xTicks(desiredCount: Int, dates: Bool, calendar: Calendar) -> [Double] {
        let span = xDomain.upperBound - xDomain.lowerBound
        guard span > 0, desiredCount > 0 else { return [] }
        guard dates else { return Self.ticks(in: xDomain, step: Self.niceStep(span / Double(desiredCount))) }
        let steps: [Double] = [60, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172_800, 604_800]
        let step = steps.first { span / $0 <= Double(desiredCount) } ?? steps.last!
        let offset = Double(calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: xDomain.lowerBound)))
        var value = ((xDomain.lowerBound + offset) / step).rounded(.up) * step - offset
        var ticks: [Double] = []
        while value <= xDomain.upperBound, ticks.count < 50 {
            ticks.append(value)
            value += step
        }
        return ticks
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
}
