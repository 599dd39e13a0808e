import Foundation
import SwiftUI
import WidgetRaster

/// What `chartXAxis { … }` and `chartYAxis { … }` hold: `AxisMarks`, each drawing for every value
/// it marks the components its content lists (`AxisGridLine`, `AxisTick`, `AxisValueLabel`).
public protocol AxisContent {
    /// The marks this content puts on the axis (what `AxisMarks` make).
    func _marks(in axis: _AxisContext) -> [ChartAxisMark]
    /// What this content draws at one marked value (what the components make).
    func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart]
}

extension AxisContent {
    public func _marks(in axis: _AxisContext) -> [ChartAxisMark] { [] }
    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { [] }
}

/// A component of an axis mark: its gridline, its tick, or its label's text.
public enum _AxisPart {
    case gridLine(ChartGridLine)
    case tick
    case label(String?)
}

/// The axis being built: the chart it belongs to, which axis, and the view context (for labels
/// written as views).
public struct _AxisContext {
    let chart: WidgetRaster.ChartContent
    let isX: Bool
    let context: _ResolveContext
}

/// A value an axis marks, as the content closure of `AxisMarks` receives it.
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: ChartValue
    /// Whether the value is a date (seconds since 1970).
    let isDate: Bool

    /// The value as the type the chart plots (`value.as(Date.self)`), nil when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P._make(value) }
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case calendarStride(Calendar.Component, count: Int)
        case explicit([ChartValue], dates: Bool)
    }
    let kind: Kind

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(stepSize))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .calendarStride(component, count: count))
    }
    static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .explicit(values.map(\._chartValue), dates: P.self == Date.self))
    }

    /// The values over the chart's domain on this axis, and whether they are dates.
    func resolve(in axis: _AxisContext, dates formatIsDate: Bool) -> (values: [ChartValue], dates: Bool) {
        let chart = axis.chart
        // An x axis of dates: values past 1980 in seconds since 1970 are taken for dates when the
        // format does not say.
        let dates = formatIsDate || (axis.isX && chart.axisXDomain.lowerBound > 3e8)
        func numbers(_ values: [Double]) -> [ChartValue] { values.map { .number($0) } }
        switch kind {
        case .explicit(let values, let explicitDates): return (values, explicitDates || dates)
        case .automatic(let count):
            if axis.isX {
                let categories = chart.marks.flatMap(\.points).compactMap { point -> String? in
                    if case .category(let name)? = point.x { name } else { nil }
                }
                if !categories.isEmpty { return (categories.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }.map { .category($0) }, false) }
                return (numbers(chart.automaticXValues(desiredCount: count ?? 4, dates: dates)), dates)
            }
            return (numbers(chart.automaticYValues), false)
        case .stride(let step):
            let domain = axis.isX ? chart.axisXDomain : chart.axisYDomain
            guard step > 0 else { return ([], dates) }
            var value = (domain.lowerBound / step).rounded(.up) * step, values: [Double] = []
            while value <= domain.upperBound + step * 1e-9, values.count < 100 { values.append(value); value += step }
            return (numbers(values), dates)
        case let .calendarStride(component, count):
            let domain = axis.isX ? chart.axisXDomain : chart.axisYDomain
            let calendar = Calendar.current
            var date = calendar.dateInterval(of: component, for: Date(timeIntervalSince1970: domain.lowerBound))?.start
                ?? Date(timeIntervalSince1970: domain.lowerBound)
            var values: [Double] = []
            while date.timeIntervalSince1970 <= domain.upperBound, values.count < 100 {
                if date.timeIntervalSince1970 >= domain.lowerBound { values.append(date.timeIntervalSince1970) }
                guard let next = calendar.date(byAdding: component, value: max(1, count), to: date) else { break }
                date = next
            }
            return (numbers(values), true)
        }
    }
}

/// How marks sit against the plot (accepted: marks are drawn at their values).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic"), aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended"), inset = AxisMarkPreset(name: "inset")
}

/// Which side an axis's marks sit on (accepted: y labels sit trailing, x labels below, as by default).
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic"), leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing"), top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// How labels that would overlap give way (accepted: every label is drawn).
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), truncate = Self(name: "truncate"), disabled = Self(name: "disabled")
    public static let greedy = Self(name: "greedy")
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { Self(name: "greedy") }
}

/// Lists axis content one per line, with `if`, `if let` and `switch`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentList { _AxisContentList(items: [content]) }
    public static func buildBlock(_ parts: _AxisContentList...) -> _AxisContentList { _AxisContentList(items: parts.flatMap(\.items)) }
    public static func buildOptional(_ part: _AxisContentList?) -> _AxisContentList { part ?? _AxisContentList(items: []) }
    public static func buildEither(first: _AxisContentList) -> _AxisContentList { first }
    public static func buildEither(second: _AxisContentList) -> _AxisContentList { second }
    public static func buildLimitedAvailability(_ part: _AxisContentList) -> _AxisContentList { part }
    public static func buildArray(_ parts: [_AxisContentList]) -> _AxisContentList { _AxisContentList(items: parts.flatMap(\.items)) }
}

/// Axis content written one after another.
public struct _AxisContentList: AxisContent {
    let items: [any AxisContent]
    public func _marks(in axis: _AxisContext) -> [ChartAxisMark] { items.flatMap { $0._marks(in: axis) } }
    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { items.flatMap { $0._parts(for: value, in: axis) } }
}

/// Marks of an axis: at each of its values, what its content draws.
public struct AxisMarks<Content: AxisContent>: AxisContent {
    let values: AxisMarkValues
    let formatIsDate: Bool
    let content: (AxisValue) -> Content

    public func _marks(in axis: _AxisContext) -> [ChartAxisMark] {
        let (values, dates) = values.resolve(in: axis, dates: formatIsDate)
        return values.enumerated().map { index, value in
            let axisValue = AxisValue(index: index, count: values.count, value: value, isDate: dates)
            var mark = ChartAxisMark(value: value)
            for part in content(axisValue)._parts(for: axisValue, in: axis) {
                switch part {
                case .gridLine(let line): if mark.gridLine == nil { mark.gridLine = line }
                case .label(let text): if mark.label == nil { mark.label = text }
                case .tick: break
                }
            }
            return mark
        }
    }
}

extension AxisMarks {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        self.init(values: values, formatIsDate: false, content: content)
    }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        self.init(values: .values(values), formatIsDate: false, content: content)
    }
}

extension AxisMarks where Content == _AxisContentList {
    /// Swift Charts' default marks: a gridline, a tick and a label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.init(values: values, formatIsDate: false) { _ in Self.standard(AxisValueLabel(), stroke: nil) }
    }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values]) {
        self.init(values: .values(values), formatIsDate: Values.self == Date.self) { _ in Self.standard(AxisValueLabel(), stroke: nil) }
    }
    public init(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(values: values, formatIsDate: true) { _ in Self.standard(AxisValueLabel(format: format), stroke: stroke) }
    }
    public init(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: [Date], stroke: StrokeStyle? = nil) {
        self.init(values: .values(values), formatIsDate: true) { _ in Self.standard(AxisValueLabel(format: format), stroke: stroke) }
    }
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(values: values, formatIsDate: F.FormatInput.self == Date.self) { _ in Self.standard(AxisValueLabel(format: format), stroke: stroke) }
    }
    public init<F: FormatStyle, Values: Plottable>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                   values: [Values], stroke: StrokeStyle? = nil)
    where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(values: .values(values), formatIsDate: F.FormatInput.self == Date.self) { _ in
            Self.standard(AxisValueLabel(format: format), stroke: stroke)
        }
    }

    static func standard(_ label: AxisValueLabel, stroke: StrokeStyle?) -> _AxisContentList {
        _AxisContentList(items: [AxisGridLine(stroke: stroke), AxisTick(stroke: stroke), label])
    }
}

/// A mark's line across the plot.
public struct AxisGridLine: AxisContent {
    let line: ChartGridLine
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        line = ChartGridLine(lineWidth: stroke.map { Double($0.lineWidth) } ?? 0.5, dash: stroke?.dash.map(Double.init) ?? [])
    }
    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { [.gridLine(line)] }
}

/// A mark's short tick at the axis: accepted, not drawn yet (the gridline marks the value).
public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {}
    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { [.tick] }

    /// How long a tick is.
    public enum Length: Sendable { case automatic, label, longestLabel }
}

/// A mark's label: the value in a format, or a view's text.
public struct AxisValueLabel: AxisContent {
    let text: (AxisValue, _AxisContext) -> String?

    /// The value in Swift Charts' default format: numbers as they are, dates by hour or day.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        text = { value, _ in Self.standard(value) }
    }

    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        text = { value, _ in value.as(F.FormatInput.self).map(format.format) }
    }

    public init(format: Date.FormatStyle, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        text = { value, _ in value.as(Date.self).map(format.format) }
    }

    /// A label written as a view: its text.
    public init<V: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                         verticalSpacing: CGFloat? = nil, @SwiftUI.ViewBuilder content: @escaping () -> V) {
        text = { _, axis in
            let strings = axis.context.nodes(content()).compactMap { node -> String? in
                if case .text(let string) = node.content { string } else { nil }
            }
            return strings.isEmpty ? nil : strings.joined(separator: " ")
        }
    }

    public init(_ title: LocalizedStringKey) { text = { _, _ in "\(title)" } }

    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { [.label(text(value, axis))] }

    static func standard(_ value: AxisValue) -> String? {
        guard case .number(let n) = value.value else {
            if case .category(let name) = value.value { return name }
            return nil
        }
        if value.isDate { return Date(timeIntervalSince1970: n).formatted(.dateTime.hour()) }
        return n.rounded() == n ? String(Int(n)) : n.formatted(.number.precision(.fractionLength(0...2)))
    }
}

/// Which way a label runs (accepted: labels are drawn horizontally).
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), horizontal = Self(name: "horizontal")
    public static let vertical = Self(name: "vertical"), verticalReversed = Self(name: "verticalReversed")
}

/// Axis content with its parts changed (`foregroundStyle`).
public struct _ModifiedAxisContent<Content: AxisContent>: AxisContent {
    let content: Content
    let change: (inout _AxisPart) -> Void
    public func _marks(in axis: _AxisContext) -> [ChartAxisMark] { content._marks(in: axis) }
    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] {
        content._parts(for: value, in: axis).map { part in
            var part = part
            change(&part)
            return part
        }
    }
}

extension AxisContent {
    /// The style of the content's gridlines.
    public func foregroundStyle<S: SwiftUI.ShapeStyle>(_ style: S) -> _ModifiedAxisContent<Self> {
        let resolved = style._style
        return _ModifiedAxisContent(content: self) { part in
            if case .gridLine(var line) = part {
                line.style = resolved
                part = .gridLine(line)
            }
        }
    }
    /// The labels' font: accepted; axis labels are drawn in caption 2, as by default.
    public func font(_ font: Font?) -> _ModifiedAxisContent<Self> { _ModifiedAxisContent(content: self) { _ in } }
    /// Accepted: marks are drawn at their values.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedAxisContent<Self> { _ModifiedAxisContent(content: self) { _ in } }
}

/// An axis's marks replaced by the chart's own.
struct AxisSetting<Content: View, Axis: AxisContent>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let isX: Bool
    let axis: () -> Axis

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            let marks = axis()._marks(in: _AxisContext(chart: chart, isX: isX, context: context))
            if isX { chart.xMarks = marks } else { chart.yMarks = marks }
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}

extension View {
    /// The x axis's marks as the chart lists them (`AxisMarks(values:) { value in AxisGridLine(); AxisValueLabel() }`).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: @escaping () -> C) -> some View {
        AxisSetting(content: self, isX: true, axis: content)
    }
    /// The y axis's marks as the chart lists them.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: @escaping () -> C) -> some View {
        AxisSetting(content: self, isX: false, axis: content)
    }
}
