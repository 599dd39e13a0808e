import Foundation
import TestSupport
import Testing
import WidgetKit
@testable import SwiftExamples
import struct WidgetRaster.Manifest

/// `swift run widget-previews …`: the whole render-widget command line over Swift widgets,
/// from an executable of the user's own (`RenderWidgetCommand.main(widgets:)`).
@Suite struct PreviewsCommandTests {
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("widget-previews").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("widget-previews")
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess {
        try ChildProcess.run(Self.binary, arguments, environment: environment)
    }

    @Test func renderWritesImagesManifestAndGalleryForSwiftWidgets() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wr-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["render", "--out", out.path, "--devices", "iphone-393x852", "--scales", "2", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.images.map(\.file).filter { $0.hasPrefix("WeatherWidget/") } == [
            "WeatherWidget/systemSmall/iphone-158x158@2x-light.png", "WeatherWidget/systemSmall/iphone-158x158@2x-dark.png",
            "WeatherWidget/systemMedium/iphone-338x158@2x-light.png", "WeatherWidget/systemMedium/iphone-338x158@2x-dark.png",
        ])
        #expect(manifest.images.filter { $0.widget == "EmojiWidget" }.count == 3 * 2, "Xcode's template widget: 3 families × 2 variants")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        let png = try Data(contentsOf: out.appendingPathComponent("WeatherWidget/systemMedium/iphone-338x158@2x-dark.png"))
        #expect(png == (try renderWidget(WeatherWidget(), family: .systemMedium, device: "iphone-393x852", scale: 2, variant: .dark)))
    }

    /// Lint findings of a `#Preview` point at the Swift file and line that declared it, so code
    /// hosts can annotate them (not at a name in the resources folder).
    @Test func previewFindingsPointAtTheirSourceInSARIF() throws {
        let sarif = FileManager.default.temporaryDirectory.appendingPathComponent("wr-previews-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: sarif) }
        _ = try run(["previews", "lint", "--devices", "iphone-393x852", "--sarif", sarif.path])
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let places = Set(results.compactMap { result -> String? in
            guard (result["properties"] as? [String: Any])?["widget"] as? String == "Weather-through-the-day",
                  let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) else { return nil }
            let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let line = (location["region"] as? [String: Any])?["startLine"] as? Int ?? 0
            return "\(uri):\(line)"
        })
        #expect(places.count == 1 && places.first?.hasSuffix("Examples/Swift/Widgets/WeatherPreviews.swift:23") == true, "\(places)")
    }

    @Test func recordThenCheckPassesAndLintRuns() throws {
        let golden = FileManager.default.temporaryDirectory.appendingPathComponent("wr-previews-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: golden) }
        // Xcode's template widget shows the clock (`Date()`): at the fixed "now" its goldens hold from one minute to the next.
        let kinds = SwiftExamples.widgets.map { $0.widgetScene().scene.kind }
        #expect(kinds.contains("EmojiWidget"))
        let slice = ["--widgets", kinds.joined(separator: ","), "--devices", "iphone-393x852", "--scales", "1", "--quiet"]
        #expect(try run(["record", "--golden", golden.path] + slice).status == 0)
        let check = try run(["check", "--golden", golden.path] + slice)
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { !$0.hasPrefix(".") }.sorted() == kinds.sorted())
        // Another moment shows the template's other times, and only there.
        let later = try run(["check", "--golden", golden.path] + slice, environment: ["WIDGETRASTER_NOW": "2026-06-08T10:41:00Z"])
        let report = later.output + later.error
        #expect(later.status == 1 && report.contains("EmojiWidget") && !report.contains("WeatherWidget"), "\(report)")
        let moved = try run(["check", "--golden", golden.path, "--now", "2026-06-08T10:41:00Z"] + slice)
        #expect(moved.status == 1 && (moved.output + moved.error).contains("EmojiWidget"), "\(moved.output)\(moved.error)")
        let machine = try run(["check", "--golden", golden.path] + slice, environment: ["WIDGETRASTER_NOW": "system"])
        #expect(machine.status == 1 && (machine.output + machine.error).contains("EmojiWidget"), "\(machine.output)\(machine.error)")
        let unreadable = try run(["check", "--golden", golden.path] + slice, environment: ["WIDGETRASTER_NOW": "tomorrow"])
        #expect(unreadable.status == 2 && unreadable.error.contains("WIDGETRASTER_NOW: 'tomorrow' is not a moment"), "\(unreadable.error)")
        let lint = try run(["lint", "--json"])
        #expect(lint.output.contains("\"widget\" : \"WeatherWidget\"") || lint.output.contains("\"widget\":\"WeatherWidget\""),
                "\(lint.output.prefix(400))")
    }

    /// An unnamed preview whose place changed (its goldens under another number) is named as a rename, with what to do.
    @Test func aRenumberedUnnamedPreviewIsNamedAsARename() throws {
        let golden = FileManager.default.temporaryDirectory.appendingPathComponent("wr-previews-renamed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: golden) }
        let slice = ["--golden", golden.path, "--widgets", "WeatherPreviews-1", "--devices", "iphone-393x852", "--scales", "1",
                     "--variants", "light", "--quiet"]
        #expect(try run(["previews", "record"] + slice).status == 0)
        try FileManager.default.moveItem(at: golden.appendingPathComponent("WeatherPreviews-1"), to: golden.appendingPathComponent("WeatherPreviews-2"))
        let check = try run(["previews", "check"] + slice)
        #expect(check.status == 1)
        #expect(check.error.contains("note: no goldens for WeatherPreviews-1, and goldens of WeatherPreviews-2 that no widget drew")
                && check.error.contains("An unnamed #Preview is named by its file and its place"), "\(check.error)")
        // Goldens that all match say nothing of renames.
        let clean = try run(["previews", "record"] + slice)
        #expect(clean.status == 0)
        try FileManager.default.removeItem(at: golden.appendingPathComponent("WeatherPreviews-2"))
        #expect(!(try run(["previews", "check"] + slice)).error.contains("note:"))
    }

    @Test func widgetsNarrowsTheRunAndNamesUnknownKinds() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wr-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let one = try run(["render", "--out", out.path, "--widgets", "WeatherWidget", "--devices", "iphone-393x852", "--scales", "1", "--quiet"])
        #expect(one.status == 0, "\(one.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(Set(manifest.images.map(\.widget)) == ["WeatherWidget"])
        let typo = try run(["render", "--out", out.path, "--widgets", "WeatherWidgt", "--quiet"])
        #expect(typo.status == 2)
        #expect(typo.error.contains("--widgets: no widget of kind 'WeatherWidgt' (did you mean 'WeatherWidget'?); expected one of: WeatherWidget, EmojiWidget"), "\(typo.error)")
    }
}
