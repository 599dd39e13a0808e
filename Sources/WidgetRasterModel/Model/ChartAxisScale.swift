import Foundation

/// How a chart's axis maps values to positions, besides its domain (`chartXScale`/`chartYScale`):
/// whether an automatic domain reaches zero, whether values run backwards, the points kept clear at
/// its ends, and the order of its categories.
public struct ChartAxisScale: Hashable, Sendable {
    /// `ScaleDomain.automatic(includesZero:)`; nil: the axis's default — y reaches zero, x spans its data.
    public var includesZero: Bool?
    /// `automatic(reversed: true)`: y values run downwards, x values leftwards.
    public var reversed: Bool
    /// `plotDimension(startPadding:endPadding:)`: points kept clear at the axis's start (the bottom
    /// of y, the leading end of x) and at its end.
    public var startPadding: Double
    public var endPadding: Double
    /// A category domain (`chartXScale(domain: ["Mon", "Tue", "Wed"])`): the categories in this
    /// order, each with its band whether or not a mark uses it; nil: in order of appearance.
    public var categories: [String]?
    /// How values map to positions (`ScaleType`): evenly, or by their logarithm, square root or a power.
    public var transform: Transform

    /// Swift Charts' numeric `ScaleType`s.
    public enum Transform: Hashable, Sendable, Codable {
        case linear
        /// Base-10 logarithm: positive values only, ticks at powers of ten.
        case log
        case squareRoot
        /// sign(v) · log10(1 + |v|): logarithmic away from zero, through zero and negatives.
        case symmetricLog
        case power(exponent: Double)

        /// Where a value lies along the scale, before it is stretched over the axis.
        package func apply(_ v: Double) -> Double {
            switch self {
            case .linear: v
            case .log: Foundation.log10(Swift.max(v, .leastNormalMagnitude))
            case .squareRoot: (Swift.max(v, 0)).squareRoot()
            case .symmetricLog: (v < 0 ? -1 : 1) * Foundation.log10(1 + Swift.abs(v))
            case .power(let e): (v < 0 ? -1 : 1) * Foundation.pow(Swift.abs(v), e)
            }
        }
    }

    public init(includesZero: Bool? = nil, reversed: Bool = false, startPadding: Double = 0, endPadding: Double = 0,
                categories: [String]? = nil, transform: Transform = .linear) {
        self.transform = transform
        self.includesZero = includesZero
        self.reversed = reversed
        self.startPadding = startPadding
        self.endPadding = endPadding
        self.categories = categories
    }
}
