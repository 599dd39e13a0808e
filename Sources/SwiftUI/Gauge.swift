import Foundation
import WidgetRaster

/// A value in a range, drawn in the style `gaugeStyle(_:)` names (linear capacity by default).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        func node<V: View>(_ view: V?) -> ViewNode? {
            guard let view else { return nil }
            let nodes = context.nodes(view)
            return nodes.isEmpty ? nil : context.node(view)
        }
        return [ViewNode(.gauge(GaugeContent(value: value, minimum: bounds.lowerBound, maximum: bounds.upperBound,
                                             label: node(label), currentValueLabel: node(currentValueLabel),
                                             minimumValueLabel: node(minimumValueLabel),
                                             maximumValueLabel: node(maximumValueLabel))))]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// The standard translucent backdrop of a Lock Screen widget, in the widget's shape.
public struct AccessoryWidgetBackground: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.accessoryWidgetBackground)] }
}

/// A gauge style (`.accessoryCircular`, `.accessoryCircularCapacity`, `.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.linearCapacity`, `.automatic`).
public protocol GaugeStyle {
    var _style: WidgetRaster.GaugeStyle { get }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle { public var _style: WidgetRaster.GaugeStyle { .accessoryCircular } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public var _style: WidgetRaster.GaugeStyle { .accessoryCircularCapacity }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle { public var _style: WidgetRaster.GaugeStyle { .accessoryLinear } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public var _style: WidgetRaster.GaugeStyle { .accessoryLinearCapacity }
}
public struct LinearCapacityGaugeStyle: GaugeStyle { public var _style: WidgetRaster.GaugeStyle { .linearCapacity } }
public struct DefaultGaugeStyle: GaugeStyle { public var _style: WidgetRaster.GaugeStyle { .automatic } }

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}

/// A progress view style (`.linear`, `.circular`, `.automatic`).
public protocol ProgressViewStyle {
    var _style: WidgetRaster.ProgressViewStyle { get }
}

public struct LinearProgressViewStyle: ProgressViewStyle { public var _style: WidgetRaster.ProgressViewStyle { .linear } }
public struct CircularProgressViewStyle: ProgressViewStyle { public var _style: WidgetRaster.ProgressViewStyle { .circular } }
public struct DefaultProgressViewStyle: ProgressViewStyle { public var _style: WidgetRaster.ProgressViewStyle { .automatic } }

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modified(.gaugeStyle(style._style)) }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modified(.progressViewStyle(style._style)) }
    /// The tint of gauges, progress views and controls inside.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _ModifiedView(self) { _ in tint.map { .tint($0._style) } } }
    public func tint(_ color: Color?) -> some View { _ModifiedView(self) { _ in color.map { .tint($0._style) } } }
    /// Lock Screen labels are drawn by watchOS faces only; on iOS, as here, the label is not shown.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    public func widgetLabel(_ title: LocalizedStringKey) -> some View { self }
}
