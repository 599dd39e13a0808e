import Foundation
import SwiftUI
import WidgetRaster

/// What `chartOverlay` and `chartBackground` content reads of the chart. The overlay is built
/// before layout, so positions are not known: `plotFrame` is the overlay's whole frame, and
/// `value(atX:)`/`position(forX:)` answer nil (widget code reads them in gestures, which a still
/// image never runs).
public struct ChartProxy {
    let chart: WidgetRaster.ChartContent

    /// The plot's frame, to read with `GeometryProxy[plotFrame]`: the overlay's whole frame.
    public var plotFrame: Anchor<CGRect>? { Anchor { CGRect(origin: .zero, size: $0) } }
    @available(*, deprecated, renamed: "plotFrame")
    public var plotAreaFrame: Anchor<CGRect> { Anchor { CGRect(origin: .zero, size: $0) } }
    public var plotSize: CGSize { .zero }
    public var plotContainerFrame: Anchor<CGRect>? { plotFrame }

    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { nil }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { nil }
    public func positionRange<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGRect? { nil }
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? { nil }
    /// The angle of a point about a pie's centre: zero, as positions are not known yet.
    public func angle(at position: CGPoint) -> Angle { .zero }
    @available(*, deprecated, renamed: "plotSize")
    public var plotAreaSize: CGSize { plotSize }

    /// The style the chart gives a series' value: its `chartForegroundStyleScale` style, else its
    /// turn of the palette; nil for a value no mark is coloured by.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        let name = ChartSeries.name(of: value)
        guard chart.seriesNames.contains(name) || chart.seriesStyles[name] != nil else { return nil }
        return AnyShapeStyle(SeriesStyle(_style: chart.style(ofSeries: name)))
    }

    /// Selecting is what a person's gesture does; a widget's chart is never selected (accepted).
    public func selectXValue(at xPosition: CGFloat) {}
    public func selectYValue(at yPosition: CGFloat) {}
    public func selectXRange(from: CGFloat, to: CGFloat) {}
    public func selectYRange(from: CGFloat, to: CGFloat) {}
    public func selectAngleValue(at angle: Angle) {}
}

/// A series' resolved style, as `ChartProxy.foregroundStyle(for:)` hands it over.
private struct SeriesStyle: SwiftUI.ShapeStyle {
    let _style: WidgetRaster.ShapeStyle
}

/// The chart with a view over or under it, built with the chart's proxy.
struct ChartLayer<Content: View, Layer: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let alignment: Alignment
    let over: Bool
    let layer: (ChartProxy) -> Layer

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(content).map { node in
            guard case .chart(let chart) = node.content else { return node }
            let view = layer(ChartProxy(chart: chart))
            let layerNode = context.node(view)
            var result = node
            result.modifiers.append(over ? .overlay(layerNode, alignment: alignment) : .background(layerNode, alignment: alignment))
            return result
        }
    }
}

extension View {
    /// A view over the chart's plot (`chartOverlay { proxy in … }`).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @SwiftUI.ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartLayer(content: self, alignment: alignment, over: true, layer: content)
    }
    /// A view under the chart's plot.
    public func chartBackground<V: View>(alignment: Alignment = .center, @SwiftUI.ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartLayer(content: self, alignment: alignment, over: false, layer: content)
    }
}
