import WidgetRaster

/// How a series is named in the chart model: a category by its name, any other value as it prints.
enum ChartSeries {
    static func name<V: Plottable>(of value: V) -> String {
        if case .category(let name) = value._chartValue { name } else { "\(value)" }
    }

    /// The value a series name stands for, read back as `V` (nil when it is not one).
    static func value<V: Plottable>(named name: String, as type: V.Type) -> V? {
        V._make(.category(name)) ?? Double(name).flatMap { V._make(.number($0)) }
    }
}
