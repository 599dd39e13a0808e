import Foundation

/// How the values marks are encoded by look: `symbol(by:)`, `symbolSize(by:)` and `lineStyle(by:)`.
/// The chart's scales (`chartSymbolScale`, `chartSymbolSizeScale`, `chartLineStyleScale`) name
/// looks for values; values they do not name take the range's, else Swift Charts' defaults, in
/// order of first appearance. Apple publishes neither default sequence: ours are estimates.
package struct ChartEncodingScales: Hashable, Sendable {
    /// Each `symbol(by:)` value's symbol.
    package var symbols: [String: ShapeKind] = [:]
    /// The symbols values take in order of first appearance (`chartSymbolScale(range:)`).
    package var symbolRange: [ShapeKind]? = nil
    /// Each `symbolSize(by:)` value's area in square points, by its key (`ChartValue.key`).
    package var sizes: [String: Double] = [:]
    /// The numeric values mapped onto `sizeRange` (`chartSymbolSizeScale(domain:)`); nil: the data's extent.
    package var sizeDomain: ClosedRange<Double>? = nil
    /// The areas numbers map onto, linearly; nil: `defaultSizeRange`.
    package var sizeRange: ClosedRange<Double>? = nil
    /// Each `lineStyle(by:)` value's stroke.
    package var lineStyles: [String: ChartLineStyle] = [:]
    /// The strokes values take in order of first appearance (`chartLineStyleScale(range:)`).
    package var lineStyleRange: [ChartLineStyle]? = nil

    /// No scales: every value takes the defaults.
    package init() {}

    /// Symbol areas from 16 to 256 square points (sides of 4 to 16 points).
    package static let defaultSizeRange = 16.0...256.0
    /// Solid, then dashed and dotted strokes.
    package static let defaultLineStyles = [ChartLineStyle(), ChartLineStyle(dash: [6, 3]), ChartLineStyle(dash: [2, 2]),
                                           ChartLineStyle(dash: [8, 3, 2, 3]), ChartLineStyle(dash: [1, 3])]

    /// The symbol of the `index`th value by first appearance, among `defaults` (Swift Charts' circle, square, triangle…).
    package func symbol(of value: String, index: Int, defaults: [ShapeKind]) -> ShapeKind? {
        if let named = symbols[value] { return named }
        let range = symbolRange ?? defaults
        return range.isEmpty ? nil : range[index % range.count]
    }

    /// The stroke of the `index`th value by first appearance.
    package func lineStyle(of value: String, index: Int) -> ChartLineStyle {
        if let named = lineStyles[value] { return named }
        let range = lineStyleRange ?? Self.defaultLineStyles
        return range.isEmpty ? ChartLineStyle() : range[index % range.count]
    }

    /// A `symbolSize(by:)` value's area: a number placed linearly between the domain's ends, a
    /// category by its name or its turn, evenly along the range.
    package func area(of value: ChartValue, among values: [ChartValue]) -> Double {
        if let named = sizes[value.key] { return named }
        let range = sizeRange ?? Self.defaultSizeRange
        switch value {
        case .number(let n):
            let numbers = values.compactMap { if case .number(let m) = $0 { m } else { nil } }
            let domain = sizeDomain ?? (numbers.min() ?? 0)...(numbers.max() ?? 1)
            let span = domain.upperBound - domain.lowerBound
            let t = span > 0 ? min(max((n - domain.lowerBound) / span, 0), 1) : 0.5
            return range.lowerBound + t * (range.upperBound - range.lowerBound)
        case .category(let name):
            let names = values.compactMap { if case .category(let m) = $0 { m } else { nil } }.firstAppearances
            let i = names.firstIndex(of: name) ?? 0
            let t = names.count > 1 ? Double(i) / Double(names.count - 1) : 0.5
            return range.lowerBound + t * (range.upperBound - range.lowerBound)
        }
    }
}

/// A line's stroke as a line-style scale gives it: its width (nil: the mark's) and dash.
package struct ChartLineStyle: Hashable, Sendable {
    package var lineWidth: Double?
    package var dash: [Double]

    package init(lineWidth: Double? = nil, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

extension Sequence where Element: Equatable {
    /// The elements in order of first appearance, each once.
    package var firstAppearances: [Element] { reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
}
