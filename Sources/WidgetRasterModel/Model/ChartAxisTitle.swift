/// An axis's title (`chartXAxisLabel`, `chartYAxisLabel`): a view beside the chart. Apple publishes
/// no default placement; here an x axis's title sits below the chart, centred, and a y axis's above
/// it at the trailing end, over the axis's labels.
public struct ChartAxisTitle: Hashable, Sendable {
    public var content: ViewNode
    /// `top`, `bottom`, `leading` or `trailing`; `.automatic` is the axis's default side.
    public var position: ChartAnnotation.Position
    /// nil: the axis's default alignment on that side.
    public var alignment: Alignment?
    /// The gap between the title and the chart; nil: 4 pt.
    public var spacing: Double?

    public init(content: ViewNode, position: ChartAnnotation.Position = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) {
        self.content = content
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
    }
}
