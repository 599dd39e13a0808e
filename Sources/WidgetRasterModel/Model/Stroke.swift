/// A stroke along a shape's outline (`stroke(_:style:)` / `strokeBorder(_:style:)`).
public struct Stroke: Hashable, Sendable {
    public var style: ShapeStyle
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Alternating on and off lengths in points; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double
    /// `strokeBorder`: the outline is inset by half the line width, so the stroke stays inside the frame.
    public var inset: Bool

    public init(style: ShapeStyle, lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0, inset: Bool = false) {
        self.style = style
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.inset = inset
    }
}

/// How open line ends are drawn (SwiftUI `CGLineCap`).
public enum LineCap: String, CaseIterable, Hashable, Sendable, Codable {
    case butt, round, square
}

/// How corners of a stroked path are drawn (SwiftUI `CGLineJoin`).
public enum LineJoin: String, CaseIterable, Hashable, Sendable, Codable {
    case miter, round, bevel
}
