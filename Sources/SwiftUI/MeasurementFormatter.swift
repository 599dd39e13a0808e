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
    /// The image's locale by default: a rendering's device speaks the language it is drawn in.
    open var locale: Locale! = EnvironmentValues.current.locale {
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
        guard let temperature = measurement.unit as? UnitTemperature else {
            return format(measurement.value) + (unitStyle == .short ? "" : " ") + measurement.unit.symbol
        }
        let shown: UnitTemperature = unitOptions.contains(.providedUnit) ? temperature
            : (locale ?? .current).measurementSystem == .us ? .fahrenheit : .celsius
        let number = format(Measurement(value: measurement.value, unit: temperature).converted(to: shown).value)
        return number + (unitOptions.contains(.temperatureWithoutUnit) || unitStyle == .short ? "°" : shown.symbol)
    }

    private func format(_ value: Double) -> String { numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)" }

    open func string(from unit: Unit) -> String { unit.symbol }

    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}
