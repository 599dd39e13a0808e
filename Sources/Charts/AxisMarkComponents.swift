import Foundation
import SwiftUI
import WidgetRaster

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

    /// A label of the code's own text (`AxisValueLabel(String(…))`), drawn as written.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        let written = String(title)
        text = { _, _ in written }
    }

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
