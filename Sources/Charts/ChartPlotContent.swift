import SwiftUI
import WidgetRaster

/// The chart's plot area, as `chartPlotStyle`'s closure receives it: a view the size of the plot,
/// drawing nothing itself, that the app's modifiers style (`.background(…)`, `.border(…)`).
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

/// The chart's axis area, as `chartXAxisStyle`'s and `chartYAxisStyle`'s closures receive it.
public struct ChartAxisContent: View {
    public var body: some View { Color.clear }
}

extension View {
    /// The plot area styled by the app: the view the closure makes of it is laid out in the plot's
    /// frame, under the gridlines and marks. Modifiers that size it (`frame`) do not resize the plot.
    public func chartPlotStyle<Content: View>(@SwiftUI.ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        ChartViewSetting(content: self, view: content(ChartPlotContent())) { chart, view in chart.plotArea = view }
    }

    // Accepted so widget code compiles, not drawn yet: reported by name and place when rendered.
    public func chartXAxisStyle<Content: View>(@SwiftUI.ViewBuilder content: @escaping (ChartAxisContent) -> Content,
                                               file: StaticString = #fileID, line: UInt = #line) -> some View {
        _UnsupportedModifier(content: self, name: "chartXAxisStyle(content:)", file: file, line: line)
    }
    public func chartYAxisStyle<Content: View>(@SwiftUI.ViewBuilder content: @escaping (ChartAxisContent) -> Content,
                                               file: StaticString = #fileID, line: UInt = #line) -> some View {
        _UnsupportedModifier(content: self, name: "chartYAxisStyle(content:)", file: file, line: line)
    }
}
