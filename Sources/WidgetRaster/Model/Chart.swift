/// A Swift Charts `Chart`: its marks, and how its axes and scales show.
public struct ChartContent: Hashable, Sendable {
    public var marks: [ChartMark]
    public var xAxis: AxisVisibility
    public var yAxis: AxisVisibility
    /// `chartXScale(domain:)` for numeric x values; nil: the data's extent.
    public var xDomain: ClosedRange<Double>?
    /// `chartYScale(domain:)`; nil: the data's extent and zero, widened to round ticks.
    public var yDomain: ClosedRange<Double>?

    public init(marks: [ChartMark], xAxis: AxisVisibility = .automatic, yAxis: AxisVisibility = .automatic,
                xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil) {
        self.marks = marks
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.xDomain = xDomain
        self.yDomain = yDomain
    }
}

/// Whether an axis shows (`.automatic` shows it, as Swift Charts does).
public enum AxisVisibility: String, CaseIterable, Hashable, Sendable, Codable {
    case automatic, visible, hidden
}

/// One series of marks of one kind: a line through its points, bars, an area, points, or rules.
public struct ChartMark: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        case line, bar, area, point, rule

        /// The Swift Charts type name (`LineMark`).
        public var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Mark" }
    }

    /// How a line or an area's edge runs between points.
    public enum Interpolation: String, CaseIterable, Hashable, Sendable, Codable {
        case linear, catmullRom, monotone, stepStart, stepCenter, stepEnd
    }

    public var kind: Kind
    /// The plotted values; a rule has only `y` (horizontal) or only `x` (vertical).
    public var points: [ChartPoint]
    /// `foregroundStyle(by:)`: marks of one series share a colour from the chart palette.
    public var series: String?
    /// `foregroundStyle(_:)`; nil: the series colour, or the tint.
    public var style: ShapeStyle?
    public var interpolation: Interpolation
    public var lineWidth: Double?
    public var dash: [Double]
    public var cornerRadius: Double

    public init(kind: Kind, points: [ChartPoint], series: String? = nil, style: ShapeStyle? = nil,
                interpolation: Interpolation = .linear, lineWidth: Double? = nil, dash: [Double] = [], cornerRadius: Double = 0) {
        self.kind = kind
        self.points = points
        self.series = series
        self.style = style
        self.interpolation = interpolation
        self.lineWidth = lineWidth
        self.dash = dash
        self.cornerRadius = cornerRadius
    }
}

/// A mark's position: `x` a number (dates are seconds since 1970) or a category, `y` a number.
public struct ChartPoint: Hashable, Sendable {
    public var x: ChartValue?
    public var y: Double?

    public init(x: ChartValue?, y: Double?) {
        self.x = x
        self.y = y
    }
}

/// A plotted value: numbers share a linear scale, categories take equal bands in order of appearance.
public enum ChartValue: Hashable, Sendable {
    case number(Double)
    case category(String)
}
