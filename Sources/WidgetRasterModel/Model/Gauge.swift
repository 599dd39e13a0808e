/// A `Gauge`: a value in a range, with the views its style places around it.
public struct GaugeContent: Hashable, Sendable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    /// What the gauge measures (a text or a symbol).
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?
    public var minimumValueLabel: ViewNode?
    public var maximumValueLabel: ViewNode?

    public init(value: Double, minimum: Double = 0, maximum: Double = 1, label: ViewNode? = nil,
                currentValueLabel: ViewNode? = nil, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where the value sits in the range, 0…1.
    public var fraction: Double {
        guard maximum > minimum else { return 0 }
        return min(max((value - minimum) / (maximum - minimum), 0), 1)
    }

    /// The label views with the names files and paths use for them.
    package var labels: [(name: String, view: ViewNode)] {
        [("label", label), ("currentValueLabel", currentValueLabel), ("minimumValueLabel", minimumValueLabel),
         ("maximumValueLabel", maximumValueLabel)].compactMap { name, view in view.map { (name, $0) } }
    }
}

/// How a `Gauge` draws (`gaugeStyle(_:)`), as WidgetKit offers them on iOS.
public enum GaugeStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// `linearCapacity` on iOS.
    case automatic
    /// An open ring with a marker at the value (Lock Screen circular).
    case accessoryCircular
    /// A ring filled clockwise from the top to the value.
    case accessoryCircularCapacity
    /// A bar with a marker at the value.
    case accessoryLinear
    /// A bar filled to the value.
    case accessoryLinearCapacity
    /// A bar filled to the value, label above and value below.
    case linearCapacity
}

/// How a `ProgressView` with a value draws (`progressViewStyle(_:)`).
public enum ProgressViewStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// Linear.
    case automatic
    case linear
    /// A ring filled clockwise from the top.
    case circular
}
