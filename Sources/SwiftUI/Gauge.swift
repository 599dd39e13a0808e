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
        func content<V: View>(_ view: V?) -> _ResolvedContent? { view.map { _ResolvedContent(nodes: context.nodes($0)) } }
        let span = bounds.upperBound - bounds.lowerBound
        let configuration = GaugeStyleConfiguration(
            value: span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0, label: _ResolvedContent(nodes: context.nodes(label)),
            currentValueLabel: content(currentValueLabel), minimumValueLabel: content(minimumValueLabel),
            maximumValueLabel: content(maximumValueLabel))
        if let drawn = context.customControlStyle(CustomGaugeStyleKey.self, configuration) { return drawn }
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
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// What the gauges inside draw: an app's own style builds it from the configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style draws from: the value as a fraction of the range (0…1) and the gauge's labels.
public struct GaugeStyleConfiguration {
    public typealias Label = _ResolvedContent
    public typealias CurrentValueLabel = _ResolvedContent
    public typealias MarkedValueLabel = _ResolvedContent
    public let value: Double
    public let label: Label
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MarkedValueLabel?
    public let maximumValueLabel: MarkedValueLabel?
}

/// A system gauge style, drawn by WidgetRaster from the scene model (its `makeBody` is never used).
public protocol _SystemGaugeStyle: GaugeStyle where Body == EmptyView {
    var _style: WidgetRaster.GaugeStyle { get }
}

extension _SystemGaugeStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

struct CustomGaugeStyleKey: CustomControlStyleKey {
    typealias Configuration = GaugeStyleConfiguration
    static var defaultValue: CustomControlStyle<GaugeStyleConfiguration>? { nil }
}

public struct AccessoryCircularGaugeStyle: _SystemGaugeStyle {
    public init() {}
    public var _style: WidgetRaster.GaugeStyle { .accessoryCircular }
}
public struct AccessoryCircularCapacityGaugeStyle: _SystemGaugeStyle {
    public init() {}
    public var _style: WidgetRaster.GaugeStyle { .accessoryCircularCapacity }
}
public struct AccessoryLinearGaugeStyle: _SystemGaugeStyle {
    public init() {}
    public var _style: WidgetRaster.GaugeStyle { .accessoryLinear }
}
public struct AccessoryLinearCapacityGaugeStyle: _SystemGaugeStyle {
    public init() {}
    public var _style: WidgetRaster.GaugeStyle { .accessoryLinearCapacity }
}
public struct LinearCapacityGaugeStyle: _SystemGaugeStyle {
    public init() {}
    public var _style: WidgetRaster.GaugeStyle { .linearCapacity }
}
public struct DefaultGaugeStyle: _SystemGaugeStyle {
    public init() {}
    public var _style: WidgetRaster.GaugeStyle { .automatic }
}

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

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _style: WidgetRaster.ProgressViewStyle { .linear }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _style: WidgetRaster.ProgressViewStyle { .circular }
}
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _style: WidgetRaster.ProgressViewStyle { .automatic }
}

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
    /// A system gauge style, or an app's own `GaugeStyle`, for the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        controlStyle(CustomGaugeStyleKey.self, system: (style as? any _SystemGaugeStyle).map { .gaugeStyle($0._style) }) {
            $1.nodes(style.makeBody(configuration: $0))
        }
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modified(.progressViewStyle(style._style)) }
    /// The tint of gauges, progress views and controls inside.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _ModifiedView(self) { _ in tint.map { .tint($0._style) } } }
    public func tint(_ color: Color?) -> some View { _ModifiedView(self) { _ in color.map { .tint($0._style) } } }
    /// Lock Screen labels are drawn by watchOS faces only; on iOS, as here, the label is not shown.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    public func widgetLabel(_ title: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func widgetLabel(_ title: LocalizedStringResource) -> some View { self }
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
}
