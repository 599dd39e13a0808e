import WidgetRaster

/// A number that grows with the person's text size, as a text style does (`@ScaledMetric var
/// spacing: CGFloat = 4`): the value at Large times the style's size now over its size at Large.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let base: Value
    let style: Font.TextStyle

    public init(wrappedValue: Value, relativeTo style: Font.TextStyle) {
        base = wrappedValue
        self.style = style
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public var wrappedValue: Value {
        let now = EnvironmentValues.current.dynamicTypeSize.metrics(for: style).size
        let large = DynamicTypeSize.large.metrics(for: style).size
        return base * Value(now / large)
    }
}
