import Foundation
import WidgetRaster
import WidgetRasterTesting
import XCTest

/// Golden images of every example: every family × every variant on the 393×852 iPhone at
/// @1x, @2x and @3x. Goldens: `__Snapshots__/ExampleSnapshotTests/`.
final class ExampleSnapshotTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    func assertExample(_ file: String, filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
        assertWidgetSnapshot(of: .file(Self.examples.appendingPathComponent(file).path), scales: [1, 2, 3], variants: Variant.all,
                             filePath: filePath, testName: testName, line: line)
    }

    func testWeather() { assertExample("weather.yaml") }
    func testCalendar() { assertExample("calendar.yaml") }
    func testStocks() { assertExample("stocks.json") }
    func testNotes() { assertExample("notes.json") }
    func testBanking() { assertExample("banking.yaml") }
    func testWeatherArabic() { assertExample("weather-ar.yaml") }
    func testGauges() { assertExample("gauges.yaml") }
    func testMood() { assertExample("mood.yaml") }
    func testTodo() { assertExample("todo.yaml") }
    func testPortfolio() { assertExample("portfolio.yaml") }
    func testCafe() { assertExample("cafe.yaml") }
    func testDelivery() { assertExample("delivery.yaml") }
    func testPorchLight() { assertExample("porch-light.yaml") }
    func testActivity() { assertExample("activity.yaml") }
}
