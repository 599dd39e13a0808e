import Foundation
import SwiftUI
import Testing

/// Foundation's formatters that Foundation on Linux leaves out, as they write English in the US.
@Suite struct FoundationFormatStyleTests {
    let english = Locale(identifier: "en_US")

    @Test func aListFormatterJoinsWithAnd() {
        let formatter = ListFormatter()
        formatter.locale = english
        #expect(formatter.string(from: ["Ana", "Ben", "Cy"]) == "Ana, Ben, and Cy")
        #expect(formatter.string(from: ["Rain", "Wind"]) == "Rain and Wind")
        #expect(formatter.string(from: [1, 2, 3]) == "1, 2, and 3")
    }

    @Test func aMeasurementIsWrittenAsWideAsAsked() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided).locale(english)) == "5 kilometers")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(english)) == "5 km")
        #expect(distance.formatted(.measurement(width: .narrow, usage: .asProvided).locale(english)) == "5km")
    }

    @Test func aMeasurementIsWrittenInTheUnitItsUsagePicks() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(distance.formatted(Measurement<UnitLength>.FormatStyle(width: .wide, locale: english, usage: .road)) == "3.1 miles")
        let temperature = Measurement(value: 36.8, unit: UnitTemperature.celsius)
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(english)) == "98°F")
        #expect(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(english)) == "36.8°C")
        let weather = Measurement<UnitTemperature>.FormatStyle(width: .narrow, locale: english, usage: .weather, hidesScaleName: true)
        #expect(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted(weather) == "71°")
    }

    @Test func aPersonsNameIsWrittenInEachStyle() {
        let name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
        #expect(name.formatted(.name(style: .short)) == "Ada")
        #expect(name.formatted(.name(style: .medium)) == "Ada Lovelace")
        #expect(name.formatted(.name(style: .abbreviated)) == "AL")
        #expect(name.formatted() == "Ada Lovelace")
    }

    @Test func aDateRangeIsWrittenInItsComponents() {
        let start = Date(timeIntervalSince1970: 0)
        let range = start..<start.addingTimeInterval(2 * 3_600 + 10 * 60)
        #expect(range.formatted(.components(style: .wide).locale(english)) == "2 hours, 10 minutes")
        #expect(range.formatted(.components(style: .narrow).locale(english)) == "2h 10m")
        #expect(range.formatted(.components(style: .spellOut).locale(english)) == "two hours, ten minutes")
        #expect((start..<start.addingTimeInterval(95)).formatted(.timeDuration) == "1:35")
    }

    @Test func aLocalizedStringTakesItsReplacements() {
        var options = String.LocalizationOptions()
        options.replacements = ["3"]
        #expect(String(localized: "%@ events", options: options) == "3 events")
    }
}
