import Foundation
import SwiftUI
import WidgetRaster

/// Marks of an axis: at each of its values, what its content draws.
public struct AxisMarks<Content: AxisContent>: AxisContent {
    let values: AxisMarkValues
    let formatIsDate: Bool
    /// The side the labels are on.
    var position = AxisMarkPosition.automatic
    let content: (AxisValue) -> Content

    public func _marks(in axis: _AxisContext) -> [ChartAxisMark] {
        let (values, dates) = values.resolve(in: axis, dates: formatIsDate)
        return values.enumerated().map { index, value in
            let axisValue = AxisValue(index: index, count: values.count, value: value, isDate: dates)
            var mark = ChartAxisMark(value: value, position: ChartAxisMark.Position(rawValue: position.name) ?? .automatic)
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
        self.init(values: values, formatIsDate: false, position: position, content: content)
    }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        self.init(values: .values(values), formatIsDate: false, position: position, content: content)
    }
    /// The same marks at every value, written without the value: `AxisMarks { AxisGridLine() }`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping () -> Content) {
        self.init(values: values, formatIsDate: false, position: position) { _ in content() }
    }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   @AxisContentBuilder content: @escaping () -> Content) {
        self.init(values: .values(values), formatIsDate: false, position: position) { _ in content() }
    }
}

extension AxisMarks where Content == _AxisContentList {
    /// Swift Charts' default marks: a gridline, a tick and a label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        self.init(values: values, formatIsDate: false, position: position) { _ in Self.standard(AxisValueLabel(), stroke: stroke) }
    }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   stroke: StrokeStyle? = nil) {
        self.init(values: .values(values), formatIsDate: Values.self == Date.self, position: position) {
            _ in Self.standard(AxisValueLabel(), stroke: stroke)
        }
    }
    public init(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(values: values, formatIsDate: true, position: position) { _ in Self.standard(AxisValueLabel(format: format), stroke: stroke) }
    }
    public init(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: [Date], stroke: StrokeStyle? = nil) {
        self.init(values: .values(values), formatIsDate: true, position: position) { _ in Self.standard(AxisValueLabel(format: format), stroke: stroke) }
    }
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(values: values, formatIsDate: F.FormatInput.self == Date.self, position: position) { _ in Self.standard(AxisValueLabel(format: format), stroke: stroke) }
    }
    public init<F: FormatStyle, Values: Plottable>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                   values: [Values], stroke: StrokeStyle? = nil)
    where F.FormatInput == Values, F.FormatOutput == String {
        self.init(values: .values(values), formatIsDate: F.FormatInput.self == Date.self, position: position) { _ in
            Self.standard(AxisValueLabel(format: format), stroke: stroke)
        }
    }

    static func standard(_ label: AxisValueLabel, stroke: StrokeStyle?) -> _AxisContentList {
        _AxisContentList(items: [AxisGridLine(stroke: stroke), AxisTick(stroke: stroke), label])
    }
}
