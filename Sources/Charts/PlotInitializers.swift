import Foundation
import SwiftUI
import WidgetRaster

// Each vectorized plot draws every element as the mark of its kind would: its initialisers hand
// each element's values to that mark's initialiser of the same shape.

extension _Plot where Kind == _LinePlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { LineMark(x: x.plotted($0), y: y.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              series: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { LineMark(x: x.plotted($0), y: y.plotted($0), series: series.plotted($0))._chartMark }
    }

    /// The line of `y = function(x)` across `domain` (else the chart's x scale).
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double,
                file: StaticString = #fileID, line: UInt = #line) where Content == FunctionPlotContent {
        self.init(graphing: function, domain: domain, file: file, line: line)
    }
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double,
                file: StaticString = #fileID, line: UInt = #line) where Content == FunctionPlotContent {
        self.init(graphing: function, domain: domain, file: file, line: line)
    }
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double, file: StaticString = #fileID,
                                                        line: UInt = #line) where Content == FunctionPlotContent {
        self.init(graphing: function, domain: domain, file: file, line: line)
    }

    /// The curve of `(x, y) = function(t)` for `t` across `domain`, drawn in the order of `t`.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                function: @escaping @Sendable (Double) -> (x: Double, y: Double)) where Content == FunctionPlotContent {
        self.init(tracing: function, domain: domain)
    }
    public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double))
        where Content == FunctionPlotContent {
        self.init(tracing: function, domain: domain)
    }
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
                                                                            function: @escaping @Sendable (Double) -> (x: Double, y: Double))
        where Content == FunctionPlotContent {
        self.init(tracing: function, domain: domain)
    }

    init(graphing function: @escaping (Double) -> Double, domain: ClosedRange<Double>?, file: StaticString, line: UInt)
        where Content == FunctionPlotContent {
        self.init(content: FunctionPlotContent(domain: domain, name: "LinePlot(x:y:domain:function:)", file: file, line: line) { domain in
            FunctionPlotContent.runs(.line, name: "LinePlot", FunctionPlotContent.places(in: domain).map { x in
                let y = function(x)
                return y.isFinite ? ChartPoint(x: .number(x), y: y) : nil
            })
        })
    }

    init(tracing function: @escaping (Double) -> (x: Double, y: Double), domain: ClosedRange<Double>) where Content == FunctionPlotContent {
        self.init(content: FunctionPlotContent(domain: domain, name: "LinePlot(x:y:t:domain:function:)", file: #fileID, line: #line) { domain in
            FunctionPlotContent.runs(.line, name: "LinePlot", FunctionPlotContent.places(in: domain).map { t in
                let p = function(t)
                return p.x.isFinite && p.y.isFinite ? ChartPoint(x: .number(p.x), y: p.y) : nil
            })
        })
    }
}

extension _Plot where Kind == _AreaPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x.plotted($0), y: y.plotted($0), stacking: stacking)._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>,
                                              series: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x.plotted($0), y: y.plotted($0), series: series.plotted($0), stacking: stacking)._chartMark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x.plotted($0), yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                            xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(xStart: xStart.plotted($0), xEnd: xEnd.plotted($0), y: y.plotted($0))._chartMark }
    }

    /// The area under `y = function(x)` across `domain` (else the chart's x scale), down to zero.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double,
                file: StaticString = #fileID, line: UInt = #line) where Content == FunctionPlotContent {
        self.init(band: { (0, function($0)) }, domain: domain, file: file, line: line)
    }
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double,
                file: StaticString = #fileID, line: UInt = #line) where Content == FunctionPlotContent {
        self.init(band: { (0, function($0)) }, domain: domain, file: file, line: line)
    }
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double, file: StaticString = #fileID,
                                                        line: UInt = #line) where Content == FunctionPlotContent {
        self.init(band: { (0, function($0)) }, domain: domain, file: file, line: line)
    }

    /// The band between the two values `function(x)` gives, across `domain` (else the chart's x scale).
    public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double), file: StaticString = #fileID, line: UInt = #line)
        where Content == FunctionPlotContent {
        self.init(band: { function($0) }, domain: domain, file: file, line: line)
    }
    public init(x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double), file: StaticString = #fileID, line: UInt = #line)
        where Content == FunctionPlotContent {
        self.init(band: { function($0) }, domain: domain, file: file, line: line)
    }
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
                                                                            function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double),
                                                                            file: StaticString = #fileID, line: UInt = #line)
        where Content == FunctionPlotContent {
        self.init(band: { function($0) }, domain: domain, file: file, line: line)
    }

    init(band function: @escaping (Double) -> (yStart: Double, yEnd: Double), domain: ClosedRange<Double>?, file: StaticString, line: UInt)
        where Content == FunctionPlotContent {
        self.init(content: FunctionPlotContent(domain: domain, name: "AreaPlot(function:)", file: file, line: line) { domain in
            FunctionPlotContent.runs(.area, name: "AreaPlot", FunctionPlotContent.places(in: domain).map { x in
                let (start, end) = function(x)
                return start.isFinite && end.isFinite ? ChartPoint(x: .number(x), y: end, yStart: start) : nil
            })
        })
    }
}

extension _Plot where Kind == _BarPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic,
                                              height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) {
            BarMark(x: x.plotted($0), y: y.plotted($0), width: width.dimension($0), height: height.dimension($0), stacking: stacking)._chartMark
        }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              yStart: KeyPath<Data.Element, CGFloat>, yEnd: KeyPath<Data.Element, CGFloat>,
                                              width: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) {
            BarMark(x: x.plotted($0), yStart: $0[keyPath: yStart], yEnd: $0[keyPath: yEnd], width: width.dimension($0), stacking: stacking)._chartMark
        }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil,
                                              yEnd: CGFloat? = nil, width: MarkDimensions<Data.Element> = .automatic,
                                              stacking: MarkStackingMethod = .standard) where Content == VectorizedPlotContent<Data> {
        self.init(data) { BarMark(x: x.plotted($0), yStart: yStart, yEnd: yEnd, width: width.dimension($0), stacking: stacking)._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                              y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic,
                                              stacking: MarkStackingMethod = .standard) where Content == VectorizedPlotContent<Data> {
        self.init(data) { BarMark(xStart: xStart, xEnd: xEnd, y: y.plotted($0), height: height.dimension($0), stacking: stacking)._chartMark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: KeyPath<Data.Element, CGFloat>, xEnd: KeyPath<Data.Element, CGFloat>,
                                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { BarMark(xStart: $0[keyPath: xStart], xEnd: $0[keyPath: xEnd], yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                            xEnd: PlottableProjection<Data.Element, X>, yStart: KeyPath<Data.Element, CGFloat>,
                                                            yEnd: KeyPath<Data.Element, CGFloat>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { BarMark(xStart: xStart.plotted($0), xEnd: xEnd.plotted($0), yStart: $0[keyPath: yStart], yEnd: $0[keyPath: yEnd])._chartMark }
    }
}

extension _Plot where Kind == _PointPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: CGFloat? = nil)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: x.plotted($0), y: y)._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: KeyPath<Data.Element, CGFloat>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: x.plotted($0), y: $0[keyPath: y])._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: x.plotted($0), y: y.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: KeyPath<Data.Element, CGFloat>, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: $0[keyPath: x], y: y.plotted($0))._chartMark }
    }
}

extension _Plot where Kind == _RulePlotKind {
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: x, yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, CGFloat>, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: $0[keyPath: x], yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil,
                                              yEnd: CGFloat? = nil) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: x.plotted($0), yStart: yStart, yEnd: yEnd)._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: KeyPath<Data.Element, CGFloat>,
                                              yEnd: KeyPath<Data.Element, CGFloat>) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: x.plotted($0), yStart: $0[keyPath: yStart], yEnd: $0[keyPath: yEnd])._chartMark }
    }
}

extension _Plot where Kind == _RectanglePlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                              y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic,
                                              height: MarkDimensions<Data.Element> = .automatic) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(x: x.plotted($0), y: y.plotted($0), width: width.dimension($0), height: height.dimension($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
                                                            width: MarkDimensions<Data.Element> = .automatic) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(x: x.plotted($0), yStart: yStart.plotted($0), yEnd: yEnd.plotted($0), width: width.dimension($0))._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil,
                                              yEnd: CGFloat? = nil, width: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(x: x.plotted($0), yStart: yStart, yEnd: yEnd, width: width.dimension($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                            xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>,
                                                            height: MarkDimensions<Data.Element> = .automatic) where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: xStart.plotted($0), xEnd: xEnd.plotted($0), y: y.plotted($0), height: height.dimension($0))._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, xStart: KeyPath<Data.Element, CGFloat>, xEnd: KeyPath<Data.Element, CGFloat>,
                                              y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: $0[keyPath: xStart], xEnd: $0[keyPath: xEnd], y: y.plotted($0), height: height.dimension($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: KeyPath<Data.Element, CGFloat>, xEnd: KeyPath<Data.Element, CGFloat>,
                                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: $0[keyPath: xStart], xEnd: $0[keyPath: xEnd], yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: xStart, xEnd: xEnd, yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                            xEnd: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: xStart.plotted($0), xEnd: xEnd.plotted($0), yStart: yStart, yEnd: yEnd)._chartMark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, xStart: KeyPath<Data.Element, CGFloat>, xEnd: KeyPath<Data.Element, CGFloat>,
                                              yStart: KeyPath<Data.Element, CGFloat>, yEnd: KeyPath<Data.Element, CGFloat>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) {
            RectangleMark(xStart: $0[keyPath: xStart], xEnd: $0[keyPath: xEnd], yStart: $0[keyPath: yStart], yEnd: $0[keyPath: yEnd])._chartMark
        }
    }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                          xEnd: PlottableProjection<Data.Element, X>,
                                                                          yStart: PlottableProjection<Data.Element, Y>,
                                                                          yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: xStart.plotted($0), xEnd: xEnd.plotted($0), yStart: yStart.plotted($0), yEnd: yEnd.plotted($0))._chartMark }
    }
}

extension _Plot where Kind == _SectorPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
                                              innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
                                              angularInset: CGFloat? = nil) where Content == VectorizedPlotContent<Data> {
        self.init(data) {
            SectorMark(angle: angle.plotted($0), innerRadius: innerRadius.dimension($0), outerRadius: outerRadius.dimension($0),
                       angularInset: angularInset)._chartMark
        }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
                                              innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
                                              angularInset: KeyPath<Data.Element, CGFloat>) where Content == VectorizedPlotContent<Data> {
        self.init(data) {
            SectorMark(angle: angle.plotted($0), innerRadius: innerRadius.dimension($0), outerRadius: outerRadius.dimension($0),
                       angularInset: $0[keyPath: angularInset])._chartMark
        }
    }
}
