import Foundation
import SnapshotTesting
import Testing
import SwiftUI
import WidgetKit
import WidgetRaster
import WidgetRasterSnapshotTesting
@testable import SwiftExamples

/// pointfreeco/swift-snapshot-testing with WidgetRaster's `.widget` strategy: a team keeps its
/// `assertSnapshot` workflow; a golden records, verifies, and catches a one-digit change.
@Suite struct SnapshotTestingStrategyTests {
    @Test func weatherViewMatchesItsGolden() {
        assertSnapshot(of: TemperatureText(value: 72).font(.largeTitle), as: .widget(family: .systemSmall))
        assertSnapshot(of: WeatherWidget(), as: .widget(family: .systemMedium, variant: .dark))
    }

    @Test func controlMatchesItsGolden() {
        assertSnapshot(of: PorchLightControl(), as: .control(family: .controlMedium, isOn: true))
    }

    @Test func recordsThenVerifiesAndFailsOnOneDigit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-snapshot-testing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ degrees: Double, record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: TemperatureText(value: degrees).font(.largeTitle), as: .widget(family: .systemSmall), named: "temperature",
                           record: record, snapshotDirectory: folder.path, testName: "weather")
        }
        let recorded = try #require(verify(72, record: .all), "recording reports that it recorded")
        #expect(recorded.contains("Record mode is on"), "\(recorded)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written == ["weather.temperature.png"], "\(written)")
        #expect(verify(72, record: .never) == nil)
        let changed = try #require(verify(73, record: .never), "72° → 73° must fail")
        #expect(changed.contains("pixels differ"), "\(changed)")
        // The side-by-side picture is a file the message names: Linux keeps no XCTest attachments.
        let marker = "golden | actual | difference: "
        let path = try #require(changed.components(separatedBy: marker).last?.split(separator: "\n").first.map(String.init), "\(changed)")
        let picture = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        let golden = try PNGCodec.decode(try Data(contentsOf: folder.appendingPathComponent("weather.temperature.png")))
        #expect(picture.width > 3 * golden.width && picture.height >= golden.height)
        try? FileManager.default.removeItem(atPath: path)
    }
}
