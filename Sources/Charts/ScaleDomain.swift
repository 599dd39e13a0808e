import Foundation
import SwiftUI
import WidgetRaster

/// A chart axis's domain (`chartXScale(domain:)`, `chartYScale(domain:)`): a range of values, a
/// list of categories (their order on the axis), or an automatic domain that may leave out zero
/// or run backwards.
public protocol ScaleDomain {
    /// The domain applied to an axis's range and scale.
    func _apply(to domain: inout ClosedRange<Double>?, scale: inout ChartAxisScale)
    /// The series it names in order, for a style scale; nil for a range of values.
    var _seriesNames: [String]? { get }
}

extension ScaleDomain {
    public var _seriesNames: [String]? { nil }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent, with zero on a value axis.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's extent, with or without zero, running forwards or backwards.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// A domain the chart works out from its data (`.automatic(includesZero: false)`).
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    public func _apply(to domain: inout ClosedRange<Double>?, scale: inout ChartAxisScale) {
        domain = nil
        scale.includesZero = includesZero
        scale.reversed = reversed ?? false
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public func _apply(to domain: inout ClosedRange<Double>?, scale: inout ChartAxisScale) {
        if case .number(let lo) = lowerBound._chartValue, case .number(let hi) = upperBound._chartValue, lo < hi { domain = lo...hi }
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public func _apply(to domain: inout ClosedRange<Double>?, scale: inout ChartAxisScale) {
        if case .number(let lo) = lowerBound._chartValue, case .number(let hi) = upperBound._chartValue, lo < hi { domain = lo...hi }
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _seriesNames: [String]? { map { ChartSeries.name(of: $0) } }

    /// Categories in the order the axis shows them; numbers or dates span their extent.
    public func _apply(to domain: inout ClosedRange<Double>?, scale: inout ChartAxisScale) {
        let values = map(\._chartValue)
        let numbers = values.compactMap { if case .number(let n) = $0 { n } else { nil } }
        if numbers.count == values.count, let lo = numbers.min(), let hi = numbers.max(), lo < hi {
            domain = lo...hi
        } else {
            scale.categories = values.map { if case .category(let name) = $0 { name } else { "\($0)" } }
        }
    }
}

/// The room an axis keeps at its ends (`chartXScale(range: .plotDimension(padding: 8))`).
public protocol PositionScaleRange {
    func _apply(to scale: inout ChartAxisScale)
}

/// A scale's range: what its values map to — room on an axis, or the styles of series.
public protocol ScaleRange {
    associatedtype VisualValue
    /// The range's values in order (none for an axis's room).
    var _values: [VisualValue] { get }
}

/// Looks for values in order: styles (`chartForegroundStyleScale(domain:range:)`), symbols, strokes.
extension Array: ScaleRange {
    public var _values: [Element] { self }
}

/// Symbol areas between two sizes (`chartSymbolSizeScale(range: 10...200)`).
extension ClosedRange: ScaleRange where Bound == CGFloat {
    public var _values: [CGFloat] { [lowerBound, upperBound] }
}

/// A continuous colour scale (`chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]))`):
/// numeric series take the colour at their place between the smallest and the largest.
extension SwiftUI.Gradient: ScaleRange {
    public var _values: [SwiftUI.Color] { stops.map(\.color) }

    /// The colour `t` of the way along the stops.
    func color(at t: Double) -> SwiftUI.Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            return a.color.mix(with: b.color, by: span > 0 ? (t - Double(a.location)) / span : 1, in: .device)
        }
        return last.color
    }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: Double(startPadding), end: Double(endPadding))
    }
    public static func plotDimension(padding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: Double(padding), end: Double(padding))
    }
}

/// The plot's length less padding at each end.
public struct PlotDimensionScaleRange: PositionScaleRange, ScaleRange {
    let start: Double
    let end: Double
    public var _values: [CGFloat] { [] }

    public func _apply(to scale: inout ChartAxisScale) {
        scale.startPadding = start
        scale.endPadding = end
    }
}

/// How values map to positions: evenly (linear, dates; categories take bands), or by their
/// logarithm (ticks at powers of ten), square root, symmetric logarithm or a power.
public struct ScaleType: Hashable, Sendable {
    let transform: ChartAxisScale.Transform?

    public static var category: ScaleType { ScaleType(transform: nil) }
    public static var date: ScaleType { ScaleType(transform: .linear) }
    public static var linear: ScaleType { ScaleType(transform: .linear) }
    public static var log: ScaleType { ScaleType(transform: .log) }
    public static var squareRoot: ScaleType { ScaleType(transform: .squareRoot) }
    public static var symmetricLog: ScaleType { ScaleType(transform: .symmetricLog) }
    public static func power(exponent: Double) -> ScaleType { ScaleType(transform: .power(exponent: exponent)) }
}

extension View {
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .x, type: type) { domain._apply(to: &$0, scale: &$1) }
    }
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .x, type: type) { domain._apply(to: &$0, scale: &$1); range._apply(to: &$1) }
    }
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .x, type: type) { range._apply(to: &$1) }
    }
    public func chartXScale(type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .x, type: type) { _, _ in }
    }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .y, type: type) { domain._apply(to: &$0, scale: &$1) }
    }
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .y, type: type) { domain._apply(to: &$0, scale: &$1); range._apply(to: &$1) }
    }
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .y, type: type) { range._apply(to: &$1) }
    }
    public func chartYScale(type: ScaleType? = nil) -> some View {
        AxisScaleSetting(content: self, axis: .y, type: type) { _, _ in }
    }
}

/// An axis's domain, range and scale type set on a chart.
struct AxisScaleSetting<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    enum Axis { case x, y }
    let content: Content
    let axis: Axis
    let type: ScaleType?
    let change: (inout ClosedRange<Double>?, inout ChartAxisScale) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        // Function plots without a domain of their own span the x scale's.
        var inner = context
        if axis == .x {
            var domain: ClosedRange<Double>?, scale = ChartAxisScale()
            change(&domain, &scale)
            if let domain { inner.environment[ChartXDomainKey.self] = domain }
        }
        return inner.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            switch axis {
            case .x:
                change(&chart.xDomain, &chart.xScale)
                if let transform = type?.transform { chart.xScale.transform = transform }
            case .y:
                change(&chart.yDomain, &chart.yScale)
                if let transform = type?.transform { chart.yScale.transform = transform }
            }
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}
