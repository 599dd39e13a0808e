import SwiftUI
import WidgetRaster

extension View {
    /// Whether the chart shows its legend: a dot and a name per series, below the chart, when
    /// marks are coloured by series (`.automatic`, `.visible`), or none (`.hidden`).
    public func chartLegend(_ visibility: Visibility) -> some View {
        ChartViewSetting(content: self, view: EmptyView?.none) { chart, _ in chart.legend.visibility = visibility.axis }
    }

    /// Where the chart's legend goes: below (`.automatic`, `.bottom`), `.top`, `.leading` or
    /// `.trailing`, aligned within that side, `spacing` from the chart.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        ChartViewSetting(content: self, view: EmptyView?.none) { chart, _ in
            chart.legend.position = position.position
            chart.legend.alignment = alignment
            chart.legend.spacing = spacing.map(Double.init)
        }
    }

    /// The app's own legend view, placed as `chartLegend(position:alignment:spacing:)` places the automatic one.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @SwiftUI.ViewBuilder content: () -> Content) -> some View {
        ChartViewSetting(content: self, view: content()) { chart, view in
            chart.legend = ChartLegend(visibility: .visible, position: position.position, alignment: alignment,
                                       spacing: spacing.map(Double.init), content: view)
        }
    }

    /// The x axis's title: below the chart, centred, unless placed (`position`, `alignment`, `spacing`).
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @SwiftUI.ViewBuilder content: () -> C) -> some View {
        ChartViewSetting(content: self, view: content()) { chart, view in
            chart.xTitle = view.map { ChartAxisTitle(content: $0, position: position.position, alignment: alignment, spacing: spacing.map(Double.init)) }
        }
    }

    /// The y axis's title: above the chart at its trailing end, over the axis's labels, unless placed.
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @SwiftUI.ViewBuilder content: () -> C) -> some View {
        ChartViewSetting(content: self, view: content()) { chart, view in
            chart.yTitle = view.map { ChartAxisTitle(content: $0, position: position.position, alignment: alignment, spacing: spacing.map(Double.init)) }
        }
    }
}

/// A chart setting that may carry a view of the app's (a legend, an axis's title), resolved in the chart's context.
struct ChartViewSetting<Content: View, Attached: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let view: Attached?
    let change: (inout WidgetRaster.ChartContent, ViewNode?) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let node = view.map { context.node($0) }
        return context.nodes(content).map { chartNode in
            guard case .chart(var chart) = chartNode.content else { return chartNode }
            change(&chart, node)
            return ViewNode(.chart(chart), modifiers: chartNode.modifiers)
        }
    }
}
