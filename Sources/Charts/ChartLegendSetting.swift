import SwiftUI
import WidgetRaster

extension View {
    /// Whether the chart shows its legend: a dot and a name per series, below the chart, when
    /// marks are coloured by series (`.automatic`, `.visible`), or none (`.hidden`).
    public func chartLegend(_ visibility: Visibility) -> some View {
        ChartLegendSetting(content: self, legend: EmptyView?.none) { $0.visibility = visibility.axis }
    }

    /// Where the chart's legend goes: below (`.automatic`, `.bottom`), `.top`, `.leading` or
    /// `.trailing`, aligned within that side, `spacing` from the chart.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        ChartLegendSetting(content: self, legend: EmptyView?.none) { legend in
            legend.position = position.position
            legend.alignment = alignment
            legend.spacing = spacing.map(Double.init)
        }
    }

    /// The app's own legend view, placed as `chartLegend(position:alignment:spacing:)` places the automatic one.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @SwiftUI.ViewBuilder content: () -> Content) -> some View {
        ChartLegendSetting(content: self, legend: content()) { legend in
            legend.visibility = .visible
            legend.position = position.position
            legend.alignment = alignment
            legend.spacing = spacing.map(Double.init)
        }
    }
}

/// A chart's legend settings, and the app's own legend view resolved in the chart's context.
struct ChartLegendSetting<Content: View, Legend: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let legend: Legend?
    let change: (inout ChartLegend) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let view = legend.map { context.node($0) }
        return context.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            change(&chart.legend)
            if let view { chart.legend.content = view }
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}
