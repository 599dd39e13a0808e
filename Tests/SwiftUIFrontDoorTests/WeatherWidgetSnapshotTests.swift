import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import WidgetRasterTesting

/// Golden images of the SwiftUI weather widget, as an app's test target would write them.
@Suite struct WeatherWidgetSnapshotTests {
    @Test func weatherWidget() {
        assertWidgetSnapshot(of: WeatherWidget(), variants: [.light, .dark, Variant(colorScheme: .light, redaction: .placeholder)])
    }

    @Test func weatherWidgetWithAnAlert() {
        assertWidgetSnapshot(of: WeatherWidget(), families: [.systemSmall], variants: [.light], entry: 1)
    }

    @Test func entryViewOnAnIPad() {
        assertWidgetSnapshot(of: WeatherWidgetEntryView(entry: .preview).containerBackground(.blue, for: .widget),
                             families: [.systemMedium], devices: ["ipad-820x1180"], scales: [2], variants: [.dark],
                             named: "entryView")
    }
}
