import Foundation
import WidgetRaster

/// A length of a mark: the chart's choice, points, a share of the space there is, or that space
/// less some points (`SectorMark(angle:innerRadius: .ratio(0.6))`, a bar's `width: 20`).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    let dimension: ChartMarkDimension

    public static var automatic: MarkDimension { MarkDimension(dimension: .automatic) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(dimension: .fixed(Double(value))) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(dimension: .ratio(Double(value))) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(dimension: .inset(Double(value))) }

    init(dimension: ChartMarkDimension) { self.dimension = dimension }
    public init(floatLiteral value: Double) { dimension = .fixed(value) }
    public init(integerLiteral value: Int) { dimension = .fixed(Double(value)) }
}
