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

/// How marks sit against the plot (accepted: marks are drawn at their values).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic"), aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended"), inset = AxisMarkPreset(name: "inset")
}

/// Which side an axis's labels sit on: a y axis's leading or trailing (automatic), an x axis's above or below (automatic).
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

extension AxisContent {
    /// The axis drawn as one layer: the same pixels as drawn piece by piece, so it changes no still image.
    public func compositingLayer() -> some AxisContent { self }

    // Accepted so widget code compiles, not drawn yet: reported by name and place when rendered.
    public func compositingLayer<V: View>(@SwiftUI.ViewBuilder style: (SwiftUI.PlaceholderContentView<Self>) -> V, file: StaticString = #fileID,
                                          line: UInt = #line) -> some AxisContent {
        UnsupportedAxisContent(base: self, name: "compositingLayer(style:)", file: file, line: line)
    }
}

/// Axis content drawn as it is, with a modifier that is not drawn yet reported by name and place.
struct UnsupportedAxisContent<Base: AxisContent>: AxisContent {
    let base: Base
    let name: String
    let file: StaticString
    let line: UInt

    func _marks(in axis: _AxisContext) -> [ChartAxisMark] {
        axis.context.unsupported(name, file: file, line: line)
        return base._marks(in: axis)
    }

    func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { base._parts(for: value, in: axis) }
}
