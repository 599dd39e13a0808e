import Foundation

/// Foundation's measurement formatter, which swift-corelibs-foundation marks unavailable. Widget
/// code formats temperatures and distances with it, so this one (which shadows that declaration
/// for code that imports SwiftUI or WidgetKit) writes the value with the locale's number format
/// and the unit's symbol: "65.2°C", "5 km". Temperatures follow the locale's scale unless
/// `.providedUnit` is set; `.long` style writes symbols as `.medium` does.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if let temperature = measurement.unit as? UnitTemperature, !unitOptions.contains(.providedUnit) {
            let preferred: UnitTemperature = (locale ?? .current).measurementSystem == .us ? .fahrenheit : .celsius
            value = Measurement(value: value, unit: temperature).converted(to: preferred).value
            unit = preferred
        }
        let number = numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
        if unit is UnitTemperature {
            if unitOptions.contains(.temperatureWithoutUnit) || unitStyle == .short { return number + "°" }
            return number + unit.symbol
        }
        return number + (unitStyle == .short ? "" : " ") + unit.symbol
    }

    open func string(from unit: Unit) -> String { unit.symbol }

    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}
