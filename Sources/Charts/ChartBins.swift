import Foundation

/// One bin of `NumberBins` or `DateBins`: the values from its lower bound up to (not including) its upper one.
public struct ChartBinRange<Bound: Comparable> {
    public let lowerBound: Bound
    public let upperBound: Bound
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

/// Number bins for a histogram: consecutive ranges of equal width (or between given thresholds),
/// each a `ChartBinRange` a bar plots with `.value("Range", bin)`.
public struct NumberBins<Value: BinaryFloatingPoint>: _ThresholdBins, Hashable, Sendable where Value: Sendable {
    public let thresholds: [Value]

    /// Bins between consecutive `thresholds`.
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    /// Bins `size` wide from the range's lower bound, the last one reaching its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, range.upperBound > range.lowerBound else {
            thresholds = [range.lowerBound, range.upperBound]
            return
        }
        let count = Swift.max(1, Int(((range.upperBound - range.lowerBound) / size).rounded(.up)))
        thresholds = (0...count).map { range.lowerBound + Value($0) * size }
    }

    /// About `desiredCount` bins (10 if nil) of a round width, at least `minimumStride`, covering the range.
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil, minimumStride: Value = 0) {
        let span = Double(range.upperBound - range.lowerBound)
        let count = Swift.max(1, desiredCount ?? 10)
        let step = Swift.max(Self.niceStep(span / Double(count)), Double(minimumStride))
        guard span > 0, step > 0 else {
            thresholds = [range.lowerBound, range.upperBound]
            return
        }
        let lo = (Double(range.lowerBound) / step).rounded(.down) * step, hi = (Double(range.upperBound) / step).rounded(.up) * step
        let bins = Swift.max(1, Int(((hi - lo) / step).rounded()))
        thresholds = (0...bins).map { Value(lo + Double($0) * step) }
    }

    /// Bins over the data's extent, as `init(range:desiredCount:minimumStride:)` makes them.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let lo = data.min() ?? 0, hi = data.max() ?? 1
        self.init(range: lo...(hi > lo ? hi : lo + 1), desiredCount: desiredCount, minimumStride: minimumStride)
    }

    /// The bin a value falls in: the last whose lower bound is at or below it, clamped to the bins there are.
    public func index(for value: Value) -> Int { binIndex(for: value) }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 0 }
        let power = pow(10, log10(raw).rounded(.down))
        return ([1, 2, 5, 10].first { $0 * power >= raw * 0.999 } ?? 10) * power
    }
}

/// Date bins for a histogram over time: calendar units (days, weeks, months…), fixed intervals, or given thresholds.
public struct DateBins: _ThresholdBins, Hashable, Sendable {
    public let thresholds: [Date]

    /// Bins between consecutive `thresholds`.
    public init(thresholds: [Date]) { self.thresholds = thresholds.sorted() }

    /// Bins of `stepCount` calendar units from the start of the unit holding the range's lower bound
    /// until past its upper bound.
    public init(unit: Calendar.Component, by stepCount: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .current) {
        var edges = [calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound]
        while let last = edges.last, last <= range.upperBound, edges.count < 10_000,
              let next = calendar.date(byAdding: unit, value: Swift.max(1, stepCount), to: last), next > last {
            edges.append(next)
        }
        if edges.count < 2 { edges.append(range.upperBound) }
        thresholds = edges
    }

    /// Bins `timeInterval` seconds wide from the range's lower bound, the last one reaching its upper bound.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let span = range.upperBound.timeIntervalSince(range.lowerBound)
        let count = timeInterval > 0 && span > 0 ? Swift.min(10_000, Swift.max(1, Int((span / timeInterval).rounded(.up)))) : 1
        let step = timeInterval > 0 && span > 0 ? timeInterval : Swift.max(span, 1)
        thresholds = (0...count).map { range.lowerBound.addingTimeInterval(Double($0) * step) }
    }

    /// The bin a date falls in, clamped to the bins there are.
    public func index(for value: Date) -> Int { binIndex(for: value) }
}

/// Bins between consecutive thresholds, as a collection of their ranges.
public protocol _ThresholdBins: RandomAccessCollection where Index == Int, Element == ChartBinRange<Bound> {
    associatedtype Bound: Comparable
    /// The bins' edges, ascending: bin i runs from `thresholds[i]` to `thresholds[i + 1]`.
    var thresholds: [Bound] { get }
}

extension _ThresholdBins {
    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    public subscript(position: Int) -> ChartBinRange<Bound> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The last bin whose lower bound is at or below `value`, clamped to the bins there are.
    func binIndex(for value: Bound) -> Int {
        let above = thresholds.firstIndex { $0 > value } ?? thresholds.count
        return Swift.min(Swift.max(0, above - 1), Swift.max(0, endIndex - 1))
    }
}
