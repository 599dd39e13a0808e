/// A view drawn at a chart mark (`annotation(position:alignment:spacing:content:)`): above, below,
/// beside or over the mark's bounds — a bar's rectangle, a point's symbol, a line's point.
public struct ChartAnnotation: Hashable, Sendable {
    /// Swift Charts' `AnnotationPosition`: where the view sits against the mark's bounds.
    public enum Position: String, CaseIterable, Hashable, Sendable, Codable {
        /// Above the mark, or past a bar's end: below a bar of a negative value, right of a horizontal bar.
        case automatic
        /// Inside the mark's bounds, aligned by `alignment`.
        case overlay
        case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    public var position: Position
    /// How the view lines up with the mark along the side it is on (`.center`: centred on it).
    public var alignment: Alignment
    /// The gap between the mark and the view; nil: Swift Charts' default, which Apple does not
    /// publish — 4 pt here, the gap between a plot and its axis labels.
    public var spacing: Double?
    public var content: ViewNode
    /// What happens along each axis when the view would leave the chart (`overflowResolution:`).
    public var overflowX: Overflow
    public var overflowY: Overflow

    /// Swift Charts' `AnnotationOverflowResolution.Strategy`.
    public enum Overflow: String, CaseIterable, Hashable, Sendable, Codable {
        /// Drawn where it is placed, as `disabled` (Apple does not say what its automatic does).
        case automatic
        case disabled
        /// Moved back inside the chart's frame (`.fit`, `.fit(to: .chart)`; `.padScale` is drawn so too).
        case fitChart
        /// Moved back inside the plot (`.fit(to: .plot)`).
        case fitPlot
    }

    public init(position: Position = .automatic, alignment: Alignment = .center, spacing: Double? = nil, content: ViewNode,
                overflowX: Overflow = .automatic, overflowY: Overflow = .automatic) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
        self.overflowX = overflowX
        self.overflowY = overflowY
    }
}
