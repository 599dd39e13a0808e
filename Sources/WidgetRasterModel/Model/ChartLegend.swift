/// A chart's legend (`chartLegend`): Swift Charts shows one when marks are coloured by series
/// (`foregroundStyle(by:)`) — a dot of each series' colour and its name, in order of first
/// appearance — below the chart, leading, unless it is hidden, placed elsewhere or given as a view.
public struct ChartLegend: Hashable, Sendable {
    public var visibility: AxisVisibility
    /// `.automatic` is below; `top`, `bottom`, `leading` and `trailing` are supported.
    public var position: ChartAnnotation.Position
    /// nil: leading, and top for a legend beside the chart.
    public var alignment: Alignment?
    /// The gap between the legend and the chart; nil: 8 pt (Apple does not publish its default).
    public var spacing: Double?
    /// A legend of the app's own (`chartLegend(position:alignment:spacing:content:)`).
    public var content: ViewNode?

    public init(visibility: AxisVisibility = .automatic, position: ChartAnnotation.Position = .automatic, alignment: Alignment? = nil,
                spacing: Double? = nil, content: ViewNode? = nil) {
        self.visibility = visibility
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    /// The legend's view for a chart: the app's own, or a dot and a name per series; nil when none shows.
    package func view(for chart: ChartContent) -> ViewNode? {
        guard visibility != .hidden else { return nil }
        if let content { return content }
        let series = chart.seriesNames
        guard !series.isEmpty else { return nil }
        let entries = series.map { name in
            ViewNode(.hStack(alignment: .center, spacing: 4, children: [
                ViewNode(.shape(.circle, fill: chart.style(ofSeries: name), stroke: nil), modifiers: [.frame(Frame(width: 7, height: 7))]),
                ViewNode(.text(name), modifiers: [.font(.caption2), .foregroundStyle(.secondary), .lineLimit(1)]),
            ]))
        }
        let beside = position == .leading || position == .trailing
        return beside ? ViewNode(.vStack(alignment: .leading, spacing: 4, children: entries))
            : ViewNode(.hStack(alignment: .center, spacing: 10, children: entries))
    }
}
