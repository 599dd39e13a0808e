import Foundation
import WidgetRaster

/// Progress towards a total, drawn in the environment's progress style (a linear bar unless one
/// is given), or through a time span as of the image's moment. A `Text` label is drawn with the bar;
/// a spinner (`ProgressView()`, no value) is reported with its `file:line`: a still image has no
/// spinning indicator to show.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let value: Double?
    let total: Double
    let label: Text?
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    var site = SourceLocation(file: "", line: 0)

    init(value: Double?, total: Double, label: Label?) {
        self.value = value
        self.total = total
        self.label = label as? Text
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let text = label?.plainString(in: context.environment)
        if let timer {
            let span = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
            let elapsed = context.environment.now.timeIntervalSince(timer.interval.lowerBound)
            let done = span > 0 ? min(max(elapsed / span, 0), 1) : 1
            return [ViewNode(.progress(value: timer.countsDown ? 1 - done : done, total: 1, label: text))]
        }
        guard let value else {
            context.log.add(UnsupportedView(name: "ProgressView without a value (a spinner)", file: site.file, line: site.line))
            return []
        }
        return [ViewNode(.progress(value: value, total: total, label: text))]
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map(Double.init) ?? 0, total: Double(total), label: label())
    }
    /// A spinner with a label: reported (see the type).
    public init(file: StaticString = #fileID, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label())
        site = SourceLocation(file: "\(file)", line: Int(line))
    }
}

extension ProgressView {
    /// A bar with a label and a current-value label (the value label is not drawn by the linear bar).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value.map(Double.init) ?? 0, total: Double(total), label: label())
    }
    /// Progress through a time span with a label (the value label is not drawn by the linear bar).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: 0, total: 1, label: label())
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { self.init(value: value.map(Double.init) ?? 0, total: Double(total), label: nil) }
    /// A spinner: reported (see the type).
    public init(file: StaticString = #fileID, line: UInt = #line) {
        self.init(value: nil, total: 1, label: nil)
        site = SourceLocation(file: "\(file)", line: Int(line))
    }
    /// A Foundation `Progress`'s fraction completed.
    public init(_ progress: Progress) { self.init(value: progress.fractionCompleted, total: 1, label: nil) }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value.map(Double.init) ?? 0, total: Double(total), label: Text(titleKey))
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map(Double.init) ?? 0, total: Double(total), label: Text(title))
    }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0) {
        self.init(value: value.map(Double.init) ?? 0, total: Double(total), label: Text(titleResource))
    }
    /// A spinner with a title: reported (see the type).
    public init(_ titleKey: LocalizedStringKey, file: StaticString = #fileID, line: UInt = #line) {
        self.init(value: nil, total: 1, label: Text(titleKey))
        site = SourceLocation(file: "\(file)", line: Int(line))
    }
    /// A spinner with a title: reported (see the type).
    public init<S: StringProtocol>(_ title: S, file: StaticString = #fileID, line: UInt = #line) {
        self.init(value: nil, total: 1, label: Text(title))
        site = SourceLocation(file: "\(file)", line: Int(line))
    }
    /// A spinner with a title: reported (see the type).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, file: StaticString = #fileID, line: UInt = #line) {
        self.init(value: nil, total: 1, label: Text(titleResource))
        site = SourceLocation(file: "\(file)", line: Int(line))
    }
}

/// The time a date progress view counts, as a timer text shows it.
public struct DefaultDateProgressLabel: View {
    public var body: EmptyView { EmptyView() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time span as of the image's moment (counting down: the part still left).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(value: 0, total: 1, label: nil)
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time span with a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(value: 0, total: 1, label: label())
        timer = (timerInterval, countsDown)
    }
}
