import Foundation
import SwiftUI
import WidgetRaster

/// Chart content that plots a whole collection at once (iOS 18's `LinePlot`, `BarPlot`…), whose
/// modifiers may read each element (`foregroundStyle(\.color)`).
public protocol VectorizedChartContent<DataElement>: View {
    associatedtype DataElement
    /// The content with a change made to each element's mark.
    func _changingMarks(_ change: @escaping (DataElement, inout ChartMark) -> Void) -> Self
}

/// What a plot draws, in the chart model.
public protocol _PlotMarks {
    func _marks(in context: _ResolveContext) -> [ChartMark]
}

/// A plot of every element of a collection, each as the mark its kind of plot makes of it (a
/// `LinePlot`'s element is a `LineMark`'s point), so it draws as a `ForEach` of marks would.
public struct VectorizedPlotContent<Data: RandomAccessCollection>: _PlotMarks {
    let data: Data
    let mark: (Data.Element) -> ChartMark
    var changes: [(Data.Element, inout ChartMark) -> Void] = []

    public func _marks(in context: _ResolveContext) -> [ChartMark] {
        data.map { element in
            var mark = mark(element)
            for change in changes { change(element, &mark) }
            return mark
        }
    }
}

public typealias VectorizedLinePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedAreaPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedBarPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedPointPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedRulePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedRectanglePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedSectorPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>

/// A function plotted across a domain (`LinePlot(x: "x", y: "y") { sin($0) }`): sampled at
/// `samples` evenly spaced places, broken where it has no finite value. Without a domain of its
/// own it spans the chart's x scale (`chartXScale(domain:)`); with neither, rendering it fails
/// naming it and the file and line that wrote it.
public struct FunctionPlotContent: _PlotMarks {
    let domain: ClosedRange<Double>?
    let name: String
    let file: StaticString
    let line: UInt
    /// The marks over a domain.
    let marks: (ClosedRange<Double>) -> [ChartMark]

    /// Places across a domain, ends included.
    static let samples = 240

    public func _marks(in context: _ResolveContext) -> [ChartMark] {
        guard let domain = domain ?? context.environment[ChartXDomainKey.self] else {
            context.unsupported("\(name) without a domain, in a chart whose x scale gives none (add domain: or chartXScale(domain:))",
                                file: file, line: line)
            return []
        }
        return marks(domain)
    }

    /// `samples` places evenly across `domain`.
    static func places(in domain: ClosedRange<Double>) -> [Double] {
        let span = domain.upperBound - domain.lowerBound
        return (0..<samples).map { domain.lowerBound + span * Double($0) / Double(samples - 1) }
    }

    /// Runs of consecutive points with finite values, each its own line or area (`lineSeries`).
    static func runs(_ kind: ChartMark.Kind, name: String, _ points: [ChartPoint?]) -> [ChartMark] {
        var runs: [[ChartPoint]] = [[]]
        for point in points {
            if let point { runs[runs.count - 1].append(point) } else if !runs[runs.count - 1].isEmpty { runs.append([]) }
        }
        return runs.filter { !$0.isEmpty }.enumerated().map { i, points in
            ChartMark(kind: kind, points: points, lineSeries: runs.count > 1 ? "\(name) \(i)" : nil)
        }
    }
}

/// The x domain a chart's scale gives (`chartXScale(domain:)`), which function plots without one of their own span.
struct ChartXDomainKey: EnvironmentKey {
    static let defaultValue: ClosedRange<Double>? = nil
}

/// What kind of plot a `_Plot` is; its marks come from its content.
public protocol _PlotKind {}
public enum _LinePlotKind: _PlotKind {}
public enum _AreaPlotKind: _PlotKind {}
public enum _BarPlotKind: _PlotKind {}
public enum _PointPlotKind: _PlotKind {}
public enum _RulePlotKind: _PlotKind {}
public enum _RectanglePlotKind: _PlotKind {}
public enum _SectorPlotKind: _PlotKind {}

/// A vectorized plot: a collection, or a function, drawn as marks of one kind.
public struct _Plot<Kind: _PlotKind, Content>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        guard let plot = content as? any _PlotMarks else { return [] }
        return [ViewNode(.chart(WidgetRaster.ChartContent(marks: plot._marks(in: context))))]
    }

    init(content: Content) { self.content = content }

    /// A plot of `data`, each element drawn as the mark `mark` makes of it.
    init<Data: RandomAccessCollection>(_ data: Data, mark: @escaping (Data.Element) -> ChartMark) where Content == VectorizedPlotContent<Data> {
        content = VectorizedPlotContent(data: data, mark: mark)
    }
}

extension _Plot: VectorizedChartContent where Content: _ElementMarks {
    public typealias DataElement = Content.Element
    public func _changingMarks(_ change: @escaping (Content.Element, inout ChartMark) -> Void) -> Self {
        _Plot(content: content.changing(change))
    }
}

/// Content whose marks are made element by element, and can be changed element by element.
public protocol _ElementMarks {
    associatedtype Element
    func changing(_ change: @escaping (Element, inout ChartMark) -> Void) -> Self
}

extension VectorizedPlotContent: _ElementMarks {
    public func changing(_ change: @escaping (Data.Element, inout ChartMark) -> Void) -> Self {
        var changed = self
        changed.changes.append(change)
        return changed
    }
}

public typealias LinePlot<Content> = _Plot<_LinePlotKind, Content>
public typealias AreaPlot<Content> = _Plot<_AreaPlotKind, Content>
public typealias BarPlot<Content> = _Plot<_BarPlotKind, Content>
public typealias PointPlot<Content> = _Plot<_PointPlotKind, Content>
public typealias RulePlot<Content> = _Plot<_RulePlotKind, Content>
public typealias RectanglePlot<Content> = _Plot<_RectanglePlotKind, Content>
public typealias SectorPlot<Content> = _Plot<_SectorPlotKind, Content>

/// A size per element (iOS 18): Swift Charts' choice, or points, a share of the space there is, or
/// that space less some points, the same for every element or read from each.
public struct MarkDimensions<DataElement> {
    let dimension: (DataElement) -> MarkDimension

    public static var automatic: MarkDimensions { MarkDimensions { _ in .automatic } }
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .fixed(value) } }
    public static func ratio(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .ratio(value) } }
    public static func inset(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .inset(value) } }
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions { .fixed($0[keyPath: keyPath]) } }
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions { .ratio($0[keyPath: keyPath]) } }
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions { .inset($0[keyPath: keyPath]) } }
}

extension MarkDimensions: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { dimension = { _ in .fixed(CGFloat(value)) } }
    public init(integerLiteral value: Int) { dimension = { _ in .fixed(CGFloat(value)) } }
}

extension VectorizedChartContent {
    /// Each element's mark in the style its key path reads.
    public func foregroundStyle(_ keyPath: KeyPath<DataElement, some SwiftUI.ShapeStyle>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.style = element[keyPath: keyPath]._style }
    }
    /// Elements of one value share a colour from the chart's palette or style scale.
    public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.series = ChartSeries.name(of: value.value(element)) }
    }
    /// Elements of one value share a symbol.
    public func symbol(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.symbolBy = ChartSeries.name(of: value.value(element)) }
    }
    /// Each element's symbol in the box its key path reads (its area in square points).
    public func symbolSize(_ size: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in let box = element[keyPath: size]; mark.symbolSize = Double(box.width * box.height) }
    }
    /// Each element's symbol area in square points, as its key path reads it.
    public func symbolSize(_ area: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.symbolSize = Double(element[keyPath: area]) }
    }
    /// Each element's symbol sized by its value on the chart's size scale.
    public func symbolSize(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.symbolSizeBy = value.value(element)._chartValue }
    }
    /// Elements of one value share a stroke and draw their own line.
    public func lineStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.lineStyleBy = ChartSeries.name(of: value.value(element)) }
    }
    /// Bars of different values stand side by side across their band.
    public func position(by value: PlottableProjection<DataElement, some Plottable>, axis: Axis? = nil,
                         span: MarkDimension = .automatic) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in
            mark.position = ChartSeries.name(of: value.value(element))
            mark.positionSpan = span.dimension
        }
    }
    /// Each element's mark at the opacity its key path reads.
    public func opacity(_ opacity: KeyPath<DataElement, Double>) -> some VectorizedChartContent<DataElement> {
        _changingMarks { element, mark in mark.style = (mark.style ?? .tint).opacity(element[keyPath: opacity]) }
    }
}
