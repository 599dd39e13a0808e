import Foundation
import SwiftUI
import WidgetRaster

/// A rectangle over x and y values or intervals: a heat map's cell, a highlighted range of a chart.
/// Across a value it is `width` (or `height`) wide: by default 70 % of the step between the mark's values.
public struct RectangleMark: _PointMark {
    public typealias Body = Never
    public static let _kind = ChartMark.Kind.rectangle
    public let point: ChartPoint
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        point = Charts.point(x, y)
        // A horizontal point is held along its category, so its sides are exchanged.
        (self.width, self.height) = point.horizontal ? (height, width) : (width, height)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        point = Charts.point(x, yStart: yStart, yEnd: yEnd)
        self.width = width
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        point = Self.point(xStart: xStart, xEnd: xEnd, y: y)
        if point.horizontal { width = height } else { self.height = height }
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        var point = Self.point(xStart: xStart, xEnd: xEnd, y: yEnd)
        point.yStart = number(yStart.value._chartValue)
        self.point = point
    }

    /// A rectangle at an x value from `yStart` to `yEnd` points down the plot (its whole height where nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        point = Charts.point(x, fixedY: ChartFixedSpan(yStart, yEnd), valueAxis: false)
        self.width = width
    }
    /// A rectangle at a y value from `xStart` to `xEnd` points across the plot (its whole width where nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        point = Charts.point(fixedX: ChartFixedSpan(xStart, xEnd), y)
        if point.horizontal { width = height } else { self.height = height }
    }
    /// A rectangle from `xStart` to `xEnd` down a fixed span of the plot's height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        point = Charts.point(xStart: xStart, xEnd: xEnd, fixedY: ChartFixedSpan(yStart, yEnd))
    }
    /// A rectangle from `yStart` to `yEnd` across a fixed span of the plot's width.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        point = Charts.point(fixedX: ChartFixedSpan(xStart, xEnd), yStart: yStart, yEnd: yEnd)
    }
    /// A rectangle fixed in the plot, in points from its leading and top edges (an edge where nil).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        point = ChartPoint(x: nil, y: nil, fixedX: ChartFixedSpan(xStart, xEnd), fixedY: ChartFixedSpan(yStart, yEnd))
    }

    public var _chartMark: ChartMark {
        ChartMark(kind: .rectangle, points: [point], width: width.dimension, height: height.dimension)
    }

    /// An interval of x at a y value: along a category when y is one (a horizontal chart), else
    /// over the numbers from `xStart` to `xEnd`.
    static func point<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) -> ChartPoint {
        let start = number(xStart.value._chartValue), end = xEnd.value._chartValue
        if case .category = y.value._chartValue { return ChartPoint(x: y.value._chartValue, y: number(end), yStart: start, horizontal: true) }
        return ChartPoint(x: end, y: number(y.value._chartValue), xStart: start)
    }
}
