import Foundation
import SwiftUI
import WidgetRaster

/// Swift Charts on Linux: a `Chart` of marks becomes the scene model's chart, so files and Swift
/// widgets draw the same plot. Marks are views here, so `ForEach`, `if` and the mark modifiers
/// (`foregroundStyle`, `interpolationMethod`, `lineStyle`, `cornerRadius`, `opacity`) work as
/// widget code writes them.
public typealias ChartContent = View
public typealias ChartContentBuilder = SwiftUI.ViewBuilder

/// A chart: its marks plotted in the space it is given, with Swift Charts' default axes.
public struct Chart<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@SwiftUI.ViewBuilder content: () -> Content) { self.content = content() }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        // Each mark with its zIndex: marks are drawn back to front by it, in the order written among equals.
        var marks: [(mark: ChartMark, z: Double)] = []
        for node in context.nodes(content) {
            guard case .chart(let chart) = node.content else {
                context.unsupported("\(node.content.typeName) inside a Chart (only marks are plotted)", file: #fileID, line: #line)
                continue
            }
            let z = node.zIndex
            for var mark in chart.marks {
                for modifier in node.modifiers { Self.fold(modifier, into: &mark) }
                // Swift Charts joins every mark of a kind and series, wherever the builder wrote it
                // (a ForEach of area-and-line pairs draws one area and one line).
                if let i = marks.firstIndex(where: { $0.z == z && $0.mark.continues(with: mark) }) {
                    marks[i].mark.points += mark.points
                } else {
                    marks.append((mark, z))
                }
            }
        }
        let ordered = marks.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element.mark)
        return [ViewNode(.chart(WidgetRaster.ChartContent(marks: ordered)))]
    }

    /// Modifiers written on a mark become the mark's own settings.
    static func fold(_ modifier: Modifier, into mark: inout ChartMark) {
        switch modifier {
        case .foregroundStyle(let style): mark.style = style
        case .opacity(let value): mark.style = (mark.style ?? .tint).opacity(value)
        case .cornerRadius(let radius): mark.cornerRadius = radius
        case let .offset(x, y):
            mark.offset.xStart += x
            mark.offset.xEnd += x
            mark.offset.yStart += y
            mark.offset.yEnd += y
        default: break
        }
    }
}

extension Chart {
    /// A mark per element, identified by a key path: `Chart(readings, id: \.date) { … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, Mark: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                       @SwiftUI.ViewBuilder content: @escaping (Data.Element) -> Mark)
    where Content == ForEach<Data, ID, Mark> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A mark per element: `Chart(prices) { LineMark(x: .value("Day", $0.day), y: .value("Price", $0.price)) }`.
    public init<Data: RandomAccessCollection, Mark: View>(_ data: Data, @SwiftUI.ViewBuilder content: @escaping (Data.Element) -> Mark)
    where Content == ForEach<Data, Data.Element.ID, Mark>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

extension ChartMark {
    /// Marks written one point at a time join earlier ones of the same kind, series and look.
    func continues(with next: ChartMark) -> Bool {
        kind == next.kind && kind != .rule && series == next.series && style == next.style && interpolation == next.interpolation
            && lineWidth == next.lineWidth && dash == next.dash && cornerRadius == next.cornerRadius
            && innerRadius == next.innerRadius && outerRadius == next.outerRadius && angularInset == next.angularInset
            && width == next.width && height == next.height && stacking == next.stacking && position == next.position && positionSpan == next.positionSpan
            && lineSeries == next.lineSeries && continuousCorners == next.continuousCorners
            && symbol == next.symbol && symbolSize == next.symbolSize && symbolBy == next.symbolBy && symbolSizeBy == next.symbolSizeBy && lineStyleBy == next.lineStyleBy && offset == next.offset
    }
}

/// Whether an axis or a legend shows.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden

    var axis: AxisVisibility {
        switch self {
        case .automatic: return .automatic
        case .visible: return .visible
        case .hidden: return .hidden
        }
    }
}

/// A chart's nodes with a setting changed: what the `chart…` modifiers return.
struct ChartSetting<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout WidgetRaster.ChartContent) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            change(&chart)
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}

/// A mark's nodes with its settings changed: what the mark modifiers return.
struct MarkSetting<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout ChartMark) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            for i in chart.marks.indices { change(&chart.marks[i]) }
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}

extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { ChartSetting(content: self) { $0.xAxis = visibility.axis } }
    public func chartYAxis(_ visibility: Visibility) -> some View { ChartSetting(content: self) { $0.yAxis = visibility.axis } }
    /// Each series' style, by its value: `chartForegroundStyleScale(["Coffee": .brown, "Tea": .green])`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: SwiftUI.ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let styles = mapping.map { (ChartSeries.name(of: $0.key), $0.value._style) }
        return ChartSetting(content: self) { chart in for (name, style) in styles { chart.seriesStyles[name] = style } }
    }
    /// Each series' style from a function of its value.
    public func chartForegroundStyleScale<DataValue: Plottable, S: SwiftUI.ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        ChartSetting(content: self) { chart in
            for name in Set(chart.marks.compactMap(\.series)) {
                if let value = ChartSeries.value(named: name, as: DataValue.self) { chart.seriesStyles[name] = mapping(value)._style }
            }
        }
    }
    /// The style of each series of `domain`, from a function of its value.
    public func chartForegroundStyleScale<Domain: Collection, S: SwiftUI.ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S)
        -> some View where Domain.Element: Plottable {
        let styles = domain.map { (ChartSeries.name(of: $0), mapping($0)._style) }
        return ChartSetting(content: self) { chart in for (name, style) in styles { chart.seriesStyles[name] = style } }
    }
    /// The styles of the series `domain` names, in order from `range` (taken again from its start
    /// when it is shorter): `chartForegroundStyleScale(domain: ["A", "B"], range: [.red, .blue])`.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
        -> some View where Range.VisualValue: SwiftUI.ShapeStyle {
        let styles = range._values.map(\._style)
        return ChartSetting(content: self) { chart in chart.styleSeries(domain._seriesNames ?? chart.seriesNames, with: styles) }
    }
    /// The series, in order of first appearance, styled in order from `range`.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
        where Range.VisualValue: SwiftUI.ShapeStyle {
        let styles = range._values.map(\._style)
        return ChartSetting(content: self) { chart in chart.styleSeries(chart.seriesNames, with: styles) }
    }
    /// A continuous colour scale: series whose values are numbers take the gradient's colour at their
    /// place between the smallest and the largest; other series take its colours in order.
    public func chartForegroundStyleScale(range: SwiftUI.Gradient, type: ScaleType? = nil) -> some View {
        ChartSetting(content: self) { chart in
            let names = chart.seriesNames, numbers = names.compactMap(Double.init)
            guard numbers.count == names.count, let lo = numbers.min(), let hi = numbers.max() else {
                chart.styleSeries(names, with: range._values.map(\._style))
                return
            }
            for (name, value) in zip(names, numbers) { chart.seriesStyles[name] = range.color(at: hi > lo ? (value - lo) / (hi - lo) : 0.5)._style }
        }
    }
    /// The series `domain` names take the palette's colours in its order. A range of numbers (a
    /// continuous colour scale) is not applied yet: series keep their palette colours.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        ChartSetting(content: self) { chart in
            if let names = domain._seriesNames { chart.styleSeries(names, with: WidgetRaster.ChartContent.palette.map { .color($0) }) }
        }
    }
    public func chartYScale<V: BinaryFloatingPoint>(domain: ClosedRange<V>) -> some View {
        ChartSetting(content: self) { $0.yDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    public func chartYScale(domain: ClosedRange<Int>) -> some View {
        ChartSetting(content: self) { $0.yDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    public func chartXScale<V: BinaryFloatingPoint>(domain: ClosedRange<V>) -> some View {
        ChartSetting(content: self) { $0.xDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    public func chartXScale(domain: ClosedRange<Date>) -> some View {
        ChartSetting(content: self) {
            $0.xDomain = domain.lowerBound.timeIntervalSince1970...domain.upperBound.timeIntervalSince1970
        }
    }

    /// Marks of one series share a colour from the chart's palette.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> some View {
        MarkSetting(content: self) { mark in mark.series = ChartSeries.name(of: value.value) }
    }
    /// Bars of different values stand side by side across their band (grouped bars), not stacked;
    /// `span` is how much of the band the group takes. `axis` is the band's axis, which the marks already say.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some View {
        MarkSetting(content: self) { mark in
            mark.position = ChartSeries.name(of: value.value)
            mark.positionSpan = span.dimension
        }
    }
    public func interpolationMethod(_ method: InterpolationMethod) -> some View {
        MarkSetting(content: self) { $0.interpolation = method.interpolation }
    }
    public func lineStyle(_ style: StrokeStyle) -> some View {
        MarkSetting(content: self) { mark in
            mark.lineWidth = Double(style.lineWidth)
            mark.dash = style.dash.map(Double.init)
        }
    }
}

/// How lines and areas run between points.
public struct InterpolationMethod: Hashable, Sendable {
    let interpolation: ChartMark.Interpolation
    public static let linear = InterpolationMethod(interpolation: .linear)
    public static let catmullRom = InterpolationMethod(interpolation: .catmullRom)
    public static let monotone = InterpolationMethod(interpolation: .monotone)
    public static let stepStart = InterpolationMethod(interpolation: .stepStart)
    public static let stepCenter = InterpolationMethod(interpolation: .stepCenter)
    public static let stepEnd = InterpolationMethod(interpolation: .stepEnd)
    /// A cardinal spline, drawn as the Catmull-Rom curve through the same points (a cardinal
    /// spline with no tension); the tension's tighter curves are not drawn yet.
    public static let cardinal = InterpolationMethod(interpolation: .catmullRom)
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

/// Marks grouped so modifiers apply to all of them (`Plot { LineMark(…); AreaMark(…) }.interpolationMethod(…)`).
public struct Plot<Content: View>: View {
    let content: Content
    public init(@SwiftUI.ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

extension WidgetRaster.ChartContent {
    /// Gives the series `names` the `styles` in order, from the start again when they run out.
    mutating func styleSeries(_ names: [String], with styles: [WidgetRaster.ShapeStyle]) {
        guard !styles.isEmpty else { return }
        for (i, name) in names.enumerated() { seriesStyles[name] = styles[i % styles.count] }
    }
}
