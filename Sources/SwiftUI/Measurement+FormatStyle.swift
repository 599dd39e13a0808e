import Foundation
import enum WidgetRasterModel.ICUFormatting

extension Measurement where UnitType: Dimension {
    /// How a measurement is written (Foundation's, which Foundation on Linux leaves out): in the
    /// unit its usage picks for the locale, with the locale's number format and the unit as wide
    /// as asked: "5 kilometers", "5 km", "5km" (or "3.1 miles", "3.1 mi", "3.1mi" in the US).
    /// Written over ICU, as Apple's is; where ICU cannot be reached, the number and the unit's symbol.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature is written without its scale: "71°" for "71°F".
        public var hidesScaleName: Bool

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
            self.hidesScaleName = false
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            guard let unit = measurement.unit.icuIdentifier else { return plain(measurement) }
            let hidesScale = hidesScaleName && measurement.unit is UnitTemperature
            let width = hidesScale ? UnitWidth.abbreviated : self.width
            for usageSkeleton in usage?.usage.map({ [" usage/\($0)", ""] }) ?? [""] {
                let skeleton = "unit/\(unit) \(width.skeleton)\(usageSkeleton)"
                if let text = hidesScale ? withoutScale(measurement.value, skeleton: skeleton) : format(measurement.value, skeleton: skeleton) {
                    return text
                }
            }
            return plain(measurement)
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// `value` as ICU writes it by `skeleton`, its number written by `numberFormatStyle` when
        /// there is one (ICU converts and names the unit; the style writes the number it shows).
        private func format(_ value: Double, skeleton: String) -> String? {
            if let numberFormatStyle, let exact = ICUFormatting.format(value, skeleton: skeleton + " precision-unlimited", locale: locale),
               let shown = Double(exact.number), let number = ICUFormatting.format(shown, skeleton: "precision-unlimited", locale: locale),
               let range = exact.text.range(of: number.text) {
                return exact.text.replacingCharacters(in: range, with: numberFormatStyle.locale(locale).format(shown))
            }
            return ICUFormatting.format(value, skeleton: skeleton, locale: locale)?.text
        }

        /// A temperature in the scale ICU converts it to by `skeleton`, written without that scale.
        private func withoutScale(_ value: Double, skeleton: String) -> String? {
            let precision = numberFormatStyle == nil ? "" : " precision-unlimited"
            guard let converted = ICUFormatting.format(value, skeleton: skeleton + precision, locale: locale),
                  let shown = Double(converted.number) else { return nil }
            return (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(shown) + "°"
        }

        /// The number and the unit's symbol, a temperature in the locale's scale unless its usage
        /// is `.asProvided`: what is written where ICU cannot be reached.
        private func plain(_ measurement: Measurement<UnitType>) -> String {
            var (value, symbol) = (measurement.value, measurement.unit.symbol)
            let temperature = measurement.unit as? UnitTemperature
            if let temperature, usage?.usage != nil {
                let scale: UnitTemperature = locale.measurementSystem == .us ? .fahrenheit : .celsius
                (value, symbol) = (Measurement<UnitTemperature>(value: value, unit: temperature).converted(to: scale).value, scale.symbol)
            }
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(value)
            if temperature != nil { return number + (hidesScaleName ? "°" : symbol) }
            return number + (width == .narrow ? "" : " ") + symbol
        }

        /// How wide the unit is written: "kilometers", "km", or "km" against the number.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let skeleton: String

            public static var wide: Measurement<UnitType>.FormatStyle.UnitWidth { UnitWidth(skeleton: "unit-width-full-name") }
            public static var abbreviated: Measurement<UnitType>.FormatStyle.UnitWidth { UnitWidth(skeleton: "unit-width-short") }
            public static var narrow: Measurement<UnitType>.FormatStyle.UnitWidth { UnitWidth(skeleton: "unit-width-narrow") }
        }
    }

    /// The measurement in its locale's usual unit, abbreviated: "21.5°C", "5 km" ("71°F", "3.1 mi" in the US).
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension Measurement {
    /// The measurement as `style` writes it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// A temperature's style, which may write it without its scale ("71°").
    public init(width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent,
                usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false,
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        self.hidesScaleName = hidesScaleName
    }
}

extension FormatStyle {
    /// A measurement written in the unit `usage` picks for the locale, as wide as `width` says.
    public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                             usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                             numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement.FormatStyle where UnitType == UnitInformationStorage {
    /// An amount of storage written as a byte count ("1 kB"), as `ByteCountFormatStyle` writes one.
    public struct ByteCount: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public typealias Style = ByteCountFormatStyle.Style
        public typealias Units = ByteCountFormatStyle.Units

        public var style: Style
        public var allowedUnits: Units
        public var spellsOutZero: Bool
        public var includesActualByteCount: Bool
        public var locale: Locale

        public init(style: Style, allowedUnits: Units, spellsOutZero: Bool, includesActualByteCount: Bool, locale: Locale) {
            self.style = style
            self.allowedUnits = allowedUnits
            self.spellsOutZero = spellsOutZero
            self.includesActualByteCount = includesActualByteCount
            self.locale = locale
        }

        public func format(_ value: Measurement<UnitInformationStorage>) -> String {
            ByteCountFormatStyle(style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
                                 includesActualByteCount: includesActualByteCount, locale: locale)
                .format(Int64(value.converted(to: .bytes).value.rounded()))
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }
}

extension FormatStyle where Self == Measurement<UnitInformationStorage>.FormatStyle.ByteCount {
    /// An amount of storage as a byte count ("1 kB").
    public static func byteCount(style: Measurement<UnitInformationStorage>.FormatStyle.ByteCount.Style,
                                 allowedUnits: Measurement<UnitInformationStorage>.FormatStyle.ByteCount.Units = .all,
                                 spellsOutZero: Bool = true, includesActualByteCount: Bool = false) -> Self {
        Measurement<UnitInformationStorage>.FormatStyle.ByteCount(style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
                                                                   includesActualByteCount: includesActualByteCount,
                                                                   locale: .autoupdatingCurrent)
    }
}
