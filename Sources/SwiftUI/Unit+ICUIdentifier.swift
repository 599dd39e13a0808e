import Foundation

extension Unit {
    /// The unit's identifier in CLDR and ICU ("kilometer", "mile-per-hour"), which names it to
    /// ICU's unit formatting; nil for a unit ICU does not name (an app's own, or a rare one).
    var icuIdentifier: String? {
        let units: [(Dimension, String)]
        switch self {
        case is UnitLength:
            units = [(UnitLength.kilometers, "kilometer"), (UnitLength.meters, "meter"), (UnitLength.decimeters, "decimeter"),
                     (UnitLength.centimeters, "centimeter"), (UnitLength.millimeters, "millimeter"),
                     (UnitLength.micrometers, "micrometer"), (UnitLength.nanometers, "nanometer"), (UnitLength.picometers, "picometer"),
                     (UnitLength.inches, "inch"), (UnitLength.feet, "foot"), (UnitLength.yards, "yard"), (UnitLength.miles, "mile"),
                     (UnitLength.scandinavianMiles, "mile-scandinavian"), (UnitLength.lightyears, "light-year"),
                     (UnitLength.nauticalMiles, "nautical-mile"), (UnitLength.fathoms, "fathom"), (UnitLength.furlongs, "furlong"),
                     (UnitLength.astronomicalUnits, "astronomical-unit"), (UnitLength.parsecs, "parsec")]
        case is UnitTemperature:
            units = [(UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"), (UnitTemperature.kelvin, "kelvin")]
        case is UnitMass:
            units = [(UnitMass.kilograms, "kilogram"), (UnitMass.grams, "gram"), (UnitMass.milligrams, "milligram"),
                     (UnitMass.micrograms, "microgram"), (UnitMass.ounces, "ounce"), (UnitMass.pounds, "pound"), (UnitMass.stones, "stone"),
                     (UnitMass.metricTons, "tonne"), (UnitMass.shortTons, "ton"), (UnitMass.carats, "carat"),
                     (UnitMass.ouncesTroy, "ounce-troy")]
        case is UnitSpeed:
            units = [(UnitSpeed.metersPerSecond, "meter-per-second"), (UnitSpeed.kilometersPerHour, "kilometer-per-hour"),
                     (UnitSpeed.milesPerHour, "mile-per-hour"), (UnitSpeed.knots, "knot")]
        case is UnitDuration:
            units = [(UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
                     (UnitDuration.milliseconds, "millisecond"), (UnitDuration.microseconds, "microsecond"),
                     (UnitDuration.nanoseconds, "nanosecond")]
        case is UnitVolume:
            units = [(UnitVolume.megaliters, "megaliter"), (UnitVolume.liters, "liter"), (UnitVolume.deciliters, "deciliter"),
                     (UnitVolume.centiliters, "centiliter"), (UnitVolume.milliliters, "milliliter"),
                     (UnitVolume.cubicKilometers, "cubic-kilometer"), (UnitVolume.cubicMeters, "cubic-meter"),
                     (UnitVolume.cubicCentimeters, "cubic-centimeter"), (UnitVolume.cubicInches, "cubic-inch"),
                     (UnitVolume.cubicFeet, "cubic-foot"), (UnitVolume.cubicYards, "cubic-yard"), (UnitVolume.cubicMiles, "cubic-mile"),
                     (UnitVolume.acreFeet, "acre-foot"), (UnitVolume.bushels, "bushel"), (UnitVolume.teaspoons, "teaspoon"),
                     (UnitVolume.tablespoons, "tablespoon"), (UnitVolume.fluidOunces, "fluid-ounce"), (UnitVolume.cups, "cup"),
                     (UnitVolume.pints, "pint"), (UnitVolume.quarts, "quart"), (UnitVolume.gallons, "gallon"),
                     (UnitVolume.imperialFluidOunces, "fluid-ounce-imperial"), (UnitVolume.imperialGallons, "gallon-imperial"),
                     (UnitVolume.metricCups, "cup-metric")]
        case is UnitArea:
            units = [(UnitArea.squareKilometers, "square-kilometer"), (UnitArea.squareMeters, "square-meter"),
                     (UnitArea.squareCentimeters, "square-centimeter"), (UnitArea.squareInches, "square-inch"),
                     (UnitArea.squareFeet, "square-foot"), (UnitArea.squareYards, "square-yard"), (UnitArea.squareMiles, "square-mile"),
                     (UnitArea.acres, "acre"), (UnitArea.hectares, "hectare")]
        case is UnitPressure:
            units = [(UnitPressure.hectopascals, "hectopascal"), (UnitPressure.kilopascals, "kilopascal"),
                     (UnitPressure.megapascals, "megapascal"), (UnitPressure.inchesOfMercury, "inch-ofhg"), (UnitPressure.bars, "bar"),
                     (UnitPressure.millibars, "millibar"), (UnitPressure.millimetersOfMercury, "millimeter-ofhg"),
                     (UnitPressure.poundsForcePerSquareInch, "pound-force-per-square-inch")]
        case is UnitEnergy:
            units = [(UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.joules, "joule"), (UnitEnergy.kilocalories, "kilocalorie"),
                     (UnitEnergy.calories, "calorie"), (UnitEnergy.kilowattHours, "kilowatt-hour")]
        case is UnitPower:
            units = [(UnitPower.gigawatts, "gigawatt"), (UnitPower.megawatts, "megawatt"), (UnitPower.kilowatts, "kilowatt"),
                     (UnitPower.watts, "watt"), (UnitPower.milliwatts, "milliwatt"), (UnitPower.horsepower, "horsepower")]
        case is UnitInformationStorage:
            units = [(UnitInformationStorage.bytes, "byte"), (UnitInformationStorage.bits, "bit"),
                     (UnitInformationStorage.kilobytes, "kilobyte"), (UnitInformationStorage.megabytes, "megabyte"),
                     (UnitInformationStorage.gigabytes, "gigabyte"), (UnitInformationStorage.terabytes, "terabyte"),
                     (UnitInformationStorage.petabytes, "petabyte"), (UnitInformationStorage.kilobits, "kilobit"),
                     (UnitInformationStorage.megabits, "megabit"), (UnitInformationStorage.gigabits, "gigabit"),
                     (UnitInformationStorage.terabits, "terabit")]
        case is UnitAngle:
            units = [(UnitAngle.degrees, "degree"), (UnitAngle.arcMinutes, "arc-minute"), (UnitAngle.arcSeconds, "arc-second"),
                     (UnitAngle.radians, "radian"), (UnitAngle.revolutions, "revolution")]
        case is UnitFrequency:
            units = [(UnitFrequency.gigahertz, "gigahertz"), (UnitFrequency.megahertz, "megahertz"),
                     (UnitFrequency.kilohertz, "kilohertz"), (UnitFrequency.hertz, "hertz")]
        case is UnitFuelEfficiency:
            units = [(UnitFuelEfficiency.litersPer100Kilometers, "liter-per-100-kilometer"),
                     (UnitFuelEfficiency.milesPerGallon, "mile-per-gallon"),
                     (UnitFuelEfficiency.milesPerImperialGallon, "mile-per-gallon-imperial")]
        case is UnitAcceleration:
            units = [(UnitAcceleration.metersPerSecondSquared, "meter-per-square-second"), (UnitAcceleration.gravity, "g-force")]
        case is UnitElectricCurrent:
            units = [(UnitElectricCurrent.amperes, "ampere"), (UnitElectricCurrent.milliamperes, "milliampere")]
        case is UnitElectricPotentialDifference:
            units = [(UnitElectricPotentialDifference.volts, "volt")]
        case is UnitElectricResistance:
            units = [(UnitElectricResistance.ohms, "ohm")]
        case is UnitIlluminance:
            units = [(UnitIlluminance.lux, "lux")]
        default:
            units = []
        }
        return units.first { $0.0 == self }?.1
    }
}
