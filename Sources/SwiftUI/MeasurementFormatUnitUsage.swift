import Foundation

/// What a measurement is of, which picks the unit a locale writes it in: `.general` writes the
/// locale's usual unit (36.8 °C as "98°F" in the US), `.road` a road's (5 km as "3.1 mi"),
/// `.asProvided` the measurement's own unit (Foundation's, which Foundation on Linux leaves out).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// ICU's name for the usage; nil: the unit as provided.
    let usage: String?

    public static var general: MeasurementFormatUnitUsage<UnitType> { Self(usage: "default") }
    public static var asProvided: MeasurementFormatUnitUsage<UnitType> { Self(usage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: MeasurementFormatUnitUsage<UnitTemperature> { Self(usage: "weather") }
    public static var person: MeasurementFormatUnitUsage<UnitTemperature> { Self(usage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var road: MeasurementFormatUnitUsage<UnitLength> { Self(usage: "road") }
    public static var person: MeasurementFormatUnitUsage<UnitLength> { Self(usage: "person") }
    public static var personHeight: MeasurementFormatUnitUsage<UnitLength> { Self(usage: "person-height") }
    public static var focalLength: MeasurementFormatUnitUsage<UnitLength> { Self(usage: "focal-length") }
    public static var rainfall: MeasurementFormatUnitUsage<UnitLength> { Self(usage: "rainfall") }
    public static var snowfall: MeasurementFormatUnitUsage<UnitLength> { Self(usage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: MeasurementFormatUnitUsage<UnitMass> { Self(usage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: MeasurementFormatUnitUsage<UnitEnergy> { Self(usage: "food") }
    public static var workout: MeasurementFormatUnitUsage<UnitEnergy> { Self(usage: "food") }
}
