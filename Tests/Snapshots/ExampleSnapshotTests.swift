import Foundation
import WidgetRaster
import XCTest

/// Golden images of every example: each family on one iPhone at @1x, light and dark.
/// Goldens live in `__Snapshots__/ExampleSnapshotTests/` named
/// `WIDGET.FAMILY.DEVICE@SCALEx.VARIANT.png`. Set `WIDGETRASTER_RECORD=all` to re-record;
/// a missing golden is recorded (and the test fails) on a developer machine, never under CI.
final class ExampleSnapshotTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let examples = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    static let goldens = root.appendingPathComponent("__Snapshots__/ExampleSnapshotTests")
    static let device = "iphone-393x852"

    func testWeather() throws { try assertExample("weather.yaml") }
    func testCalendar() throws { try assertExample("calendar.yaml") }
    func testStocks() throws { try assertExample("stocks.json") }
    func testNotes() throws { try assertExample("notes.json") }
    func testBanking() throws { try assertExample("banking.yaml") }

    private func assertExample(_ file: String, file callerFile: StaticString = #filePath, line: UInt = #line) throws {
        let loaded = try SceneLoader.load(Self.examples.appendingPathComponent(file))
        let renderer = try WidgetRenderer()
        let device = try XCTUnwrap(SizeTable.current.device(id: Self.device))
        for family in loaded.scene.families {
            let target = RenderTarget.targets(for: [family], devices: [device])[0]
            let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder)
            for variant in [Variant.light, .dark] {
                let name = "\(loaded.scene.kind).\(family.rawValue).\(Self.device)@1x.\(variant.name)"
                let bitmap = renderer.paint(layout, target: target, scale: 1, variant: variant, theme: loaded.theme)
                if let failure = try GoldenImage(directory: Self.goldens, name: name).verify(bitmap) {
                    XCTFail(failure, file: callerFile, line: line)
                }
            }
        }
    }
}

/// One golden PNG and the rules for comparing a fresh render with it.
struct GoldenImage {
    var directory: URL
    var name: String

    var url: URL { directory.appendingPathComponent(name + ".png") }
    var actualURL: URL { directory.appendingPathComponent(name + ".actual.png") }

    /// A channel may differ by this much before the pixel counts as different (anti-aliasing noise).
    static let channelTolerance = 24
    /// At most this share of pixels may differ.
    static let maxDiffRatio = 0.002

    static var recordMode: String {
        if let mode = ProcessInfo.processInfo.environment["WIDGETRASTER_RECORD"], !mode.isEmpty { return mode }
        return ProcessInfo.processInfo.environment["CI"] == nil ? "missing" : "never"
    }

    /// nil when the render matches; otherwise what failed and where the actual image went.
    func verify(_ bitmap: Bitmap) throws -> String? {
        let fm = FileManager.default
        let mode = Self.recordMode
        if mode == "all" || (!fm.fileExists(atPath: url.path) && mode == "missing") {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGCodec.encode(bitmap).write(to: url)
            return "recorded \(url.path); run the tests again to compare against it"
        }
        guard fm.fileExists(atPath: url.path) else {
            return "no golden at \(url.path); record it with WIDGETRASTER_RECORD=missing swift test"
        }
        let golden = try PNGCodec.decode(Data(contentsOf: url))
        guard golden.width == bitmap.width, golden.height == bitmap.height else {
            try PNGCodec.encode(bitmap).write(to: actualURL)
            return "\(name): expected \(golden.width)×\(golden.height), got \(bitmap.width)×\(bitmap.height); actual: \(actualURL.path)"
        }
        var different = 0, largest = 0
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(bitmap.pixels[i + c]) - Int(golden.pixels[i + c]))) }
            largest = max(largest, delta)
            if delta > Self.channelTolerance { different += 1 }
        }
        let ratio = Double(different) / Double(bitmap.width * bitmap.height)
        if ratio <= Self.maxDiffRatio {
            try? fm.removeItem(at: actualURL)
            return nil
        }
        try PNGCodec.encode(bitmap).write(to: actualURL)
        return "\(name): \(different) pixels differ (\(String(format: "%.3f", ratio * 100)) %, largest channel difference \(largest)); "
            + "golden: \(url.path), actual: \(actualURL.path)"
    }
}
