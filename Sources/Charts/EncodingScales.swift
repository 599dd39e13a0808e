import Foundation
import SwiftUI
import WidgetRaster

extension View {
    /// Points of one value share a symbol: the chart's symbol scale's, else circle, square,
    /// triangle… in order of first appearance.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some View {
        MarkSetting(content: self) { $0.symbolBy = ChartSeries.name(of: value.value) }
    }
    /// A point's size from its value: numbers linearly between the size scale's ends, categories evenly.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some View {
        MarkSetting(content: self) { $0.symbolSizeBy = value.value._chartValue }
    }
    /// Lines of one value share a stroke: the chart's line-style scale's, else solid, dashed,
    /// dotted… in order of first appearance; each value draws its own line.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some View {
        MarkSetting(content: self) { $0.lineStyleBy = ChartSeries.name(of: value.value) }
    }

    /// The symbols of the values `domain` names, in order from `range`.
    public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
        where Range.VisualValue: ChartSymbolShape {
        let shapes = range._values.map(\._modelShape)
        return EncodingSetting(content: self) { scales, _ in
            if let names = domain._seriesNames { scales.symbols.assign(names, shapes) } else { scales.symbolRange = shapes }
        }
    }
    /// The values `domain` names take Swift Charts' symbols in its order.
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        EncodingSetting(content: self) { scales, _ in scales.symbols.assign(domain._seriesNames ?? [], ChartSymbol.allCases.map(\.shape)) }
    }
    /// The symbols values take in order of first appearance.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let shapes = range.map(\._modelShape)
        return EncodingSetting(content: self) { scales, _ in scales.symbolRange = shapes }
    }
    /// Each value's symbol: `chartSymbolScale(["A": .circle, "B": .square])`.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (ChartSeries.name(of: $0.key), $0.value._modelShape) }
        return EncodingSetting(content: self) { scales, _ in for (name, shape) in pairs { scales.symbols[name] = shape } }
    }
    /// Each value's symbol from a function of it.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        EncodingSetting(content: self) { scales, chart in
            for name in chart.marks.compactMap(\.symbolBy) {
                if let value = ChartSeries.value(named: name, as: DataValue.self) { scales.symbols[name] = mapping(value)._modelShape }
            }
        }
    }

    /// Sizes from `range` for the values of `domain`: numbers linearly between its ends, categories evenly in its order.
    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
        where Range.VisualValue == CGFloat {
        let ends = range._values.map(Double.init)
        return EncodingSetting(content: self) { scales, _ in
            if let lo = ends.min(), let hi = ends.max() { scales.sizeRange = lo...hi }
            scales.apply(sizeDomain: domain)
        }
    }
    /// The values `domain` spans mapped onto the default sizes.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        EncodingSetting(content: self) { scales, _ in scales.apply(sizeDomain: domain) }
    }
    /// The sizes, in square points, the data's extent maps onto.
    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue == CGFloat {
        let ends = range._values.map(Double.init)
        return EncodingSetting(content: self) { scales, _ in if let lo = ends.min(), let hi = ends.max() { scales.sizeRange = lo...hi } }
    }
    /// Each value's size in square points: `chartSymbolSizeScale(["Small": 20, "Large": 120])`.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        let pairs = mapping.map { ($0.key._chartValue.key, Double($0.value)) }
        return EncodingSetting(content: self) { scales, _ in for (key, size) in pairs { scales.sizes[key] = size } }
    }
    /// Each value's size from a function of it.
    public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View {
        EncodingSetting(content: self) { scales, chart in
            for value in chart.marks.compactMap(\.symbolSizeBy) {
                if let plotted = DataValue._make(value) { scales.sizes[value.key] = Double(mapping(plotted)) }
            }
        }
    }
    /// The size of each value of `domain`, from a function of it.
    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
        where Domain.Element: Plottable {
        let pairs = domain.map { ($0._chartValue.key, Double(mapping($0))) }
        return EncodingSetting(content: self) { scales, _ in for (key, size) in pairs { scales.sizes[key] = size } }
    }

    /// Each value's stroke: `chartLineStyleScale(["Plan": StrokeStyle(dash: [4]), "Actual": StrokeStyle(lineWidth: 2)])`.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let pairs = mapping.map { (ChartSeries.name(of: $0.key), $0.value._lineStyle) }
        return EncodingSetting(content: self) { scales, _ in for (name, style) in pairs { scales.lineStyles[name] = style } }
    }
    /// Each value's stroke from a function of it.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        EncodingSetting(content: self) { scales, chart in
            for name in chart.marks.compactMap(\.lineStyleBy) {
                if let value = ChartSeries.value(named: name, as: DataValue.self) { scales.lineStyles[name] = mapping(value)._lineStyle }
            }
        }
    }
    /// The stroke of each value of `domain`, from a function of it.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
        where Domain.Element: Plottable {
        let pairs = domain.map { (ChartSeries.name(of: $0), mapping($0)._lineStyle) }
        return EncodingSetting(content: self) { scales, _ in for (name, style) in pairs { scales.lineStyles[name] = style } }
    }
    /// The strokes of the values `domain` names, in order from `range`.
    public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
        where Range.VisualValue == StrokeStyle {
        let styles = range._values.map(\._lineStyle)
        return EncodingSetting(content: self) { scales, _ in
            if let names = domain._seriesNames { scales.lineStyles.assign(names, styles) } else { scales.lineStyleRange = styles }
        }
    }
    /// The values `domain` names take the default strokes in its order.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        EncodingSetting(content: self) { scales, _ in scales.lineStyles.assign(domain._seriesNames ?? [], ChartEncodingScales.defaultLineStyles) }
    }
    /// The strokes values take in order of first appearance.
    public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let styles = range._values.map(\._lineStyle)
        return EncodingSetting(content: self) { scales, _ in scales.lineStyleRange = styles }
    }
}

/// A chart's encoding scales changed, with the chart to read its marks' values from.
struct EncodingSetting<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout ChartEncodingScales, WidgetRaster.ChartContent) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            change(&chart.encodings, chart)
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}

extension ChartEncodingScales {
    /// A size domain: a range of numbers, or categories spread evenly in its order.
    mutating func apply<Domain: ScaleDomain>(sizeDomain domain: Domain) {
        var range: ClosedRange<Double>?, axis = ChartAxisScale()
        domain._apply(to: &range, scale: &axis)
        if let range { sizeDomain = range }
        guard let names = domain._seriesNames, range == nil else { return }
        let ends = sizeRange ?? Self.defaultSizeRange
        for (i, name) in names.enumerated() {
            let t = names.count > 1 ? Double(i) / Double(names.count - 1) : 0.5
            sizes[name] = ends.lowerBound + t * (ends.upperBound - ends.lowerBound)
        }
    }
}

extension Dictionary where Key == String {
    /// The `names` given `values` in order, from the start again when they run out.
    mutating func assign(_ names: [String], _ values: [Value]) {
        guard !values.isEmpty else { return }
        for (i, name) in names.enumerated() { self[name] = values[i % values.count] }
    }
}

extension StrokeStyle {
    /// The stroke as a line-style scale holds it.
    var _lineStyle: ChartLineStyle { ChartLineStyle(lineWidth: Double(lineWidth), dash: dash.map(Double.init)) }
}

extension ChartSymbolShape {
    /// The symbol as the chart model draws it: a basic symbol's shape, else its path in a 100-point square.
    var _modelShape: ShapeKind {
        if let basic = self as? BasicChartSymbolShape { return basic.symbol.shape }
        return .path(ShapePath(width: 100, height: 100, elements: path(in: CGRect(x: 0, y: 0, width: 100, height: 100))._elements))
    }
}

extension View {
    /// The mark moved across by `x`, and its interval's start and end moved down by `yStart` and `yEnd` points.
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some View {
        offset(xStart: x, xEnd: x, yStart: yStart, yEnd: yEnd)
    }
    /// The mark's interval's start and end moved across by `xStart` and `xEnd`, and the mark down by `y` points.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(xStart: xStart, xEnd: xEnd, yStart: y, yEnd: y)
    }
    /// Each end of the mark's intervals moved on its own, in points (down is positive).
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some View {
        MarkSetting(content: self) { mark in
            mark.offset.xStart += Double(xStart)
            mark.offset.xEnd += Double(xEnd)
            mark.offset.yStart += Double(yStart)
            mark.offset.yEnd += Double(yEnd)
        }
    }
}

extension View {
    /// The marks drawn as one layer: the same pixels as drawn one by one (each is composited over
    /// the ones before it either way), so it changes no still image.
    public func compositingLayer() -> some View { self }

    // Accepted so widget code compiles, not drawn yet: reported by name and place when rendered.
    public func compositingLayer<V: View>(style: (SwiftUI.PlaceholderContentView<Self>) -> V, file: StaticString = #fileID,
                                          line: UInt = #line) -> some View {
        _UnsupportedModifier(content: self, name: "compositingLayer(style:)", file: file, line: line)
    }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true, file: StaticString = #fileID, line: UInt = #line) -> some View {
        _UnsupportedModifier(content: self, name: "alignsMarkStylesWithPlotArea(_:)", file: file, line: line)
    }
}
