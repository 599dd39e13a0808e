import Foundation
import Testing
import WidgetRaster

/// check, record, accept and diff, run as CI runs them.
@Suite struct GoldenCommandTests {
    let cli = CommandLineTests()

    func slice(_ scene: String, golden: URL) -> [String] {
        [scene, "--devices", "iphone-393x852", "--families", "systemSmall", "--scales", "1,2", "--golden", golden.path, "--quiet"]
    }

    /// The weather example with its gradient's first colour changed.
    func changedWeather(in folder: URL) throws -> URL {
        let text = try String(contentsOf: CommandLineTests.packageRoot.appendingPathComponent("Examples/weather.yaml"), encoding: .utf8)
        let url = folder.appendingPathComponent("weather.yaml")
        try text.replacingOccurrences(of: "#2A6DCC", with: "#2A6D00").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func recordThenCheckPassesAndAChangeFailsWithAReport() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens")
        #expect(try cli.run(["record"] + slice("Examples/weather.yaml", golden: golden)).status == 0)
        let pass = try cli.run(["check"] + slice("Examples/weather.yaml", golden: golden))
        #expect(pass.status == 0, "\(pass.error)")

        let junit = folder.appendingPathComponent("report.xml")
        let fail = try cli.run(["check"] + slice(try changedWeather(in: folder).path, golden: golden) + ["--junit", junit.path])
        #expect(fail.status == 1)
        #expect(fail.error.contains("pixels differ"))
        #expect(fail.error.contains("systemSmall/iphone-158x158@2x-light.diff.png"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("failures=\"4\""))
        #expect(xml.contains("<failure message="))

        // Accept one image by glob, without re-rendering; the others still fail.
        let accept = try cli.run(["accept", "*@2x-light", "--golden", golden.path])
        #expect(accept.status == 0)
        #expect(accept.output.contains("accepted com.example.weather/systemSmall/iphone-158x158@2x-light.png"))
        let again = try cli.run(["check"] + slice(try changedWeather(in: folder).path, golden: golden))
        #expect(again.status == 1)
        #expect(again.error.components(separatedBy: "FAIL ").count - 1 == 3)
    }

    /// The hint after a failed check names the command the person ran: `render-widget`, or what
    /// the previews plugin says it was (`swift package render-previews`).
    @Test func theAcceptHintNamesTheCommandThatWasRun() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens")
        let slice = ["--devices", "iphone-393x852", "--families", "systemSmall", "--scales", "1", "--variants", "light", "--golden", golden.path]
        #expect(try cli.run(["record", "Examples/weather.yaml", "--quiet"] + slice).status == 0)
        let changed = try changedWeather(in: folder).path
        let direct = try cli.run(["check", changed] + slice)
        #expect(direct.status == 1)
        #expect(direct.output.contains("accept changes with: render-widget accept --golden \(golden.path)"), "\(direct.output)")
        let plugin = try CommandLineTests.launch(CommandLineTests.binary, ["check", changed] + slice, in: CommandLineTests.packageRoot,
                                                 environment: ["WIDGETRASTER_INVOKED_AS": "swift package render-previews"])
        #expect(plugin.output.contains("accept changes with: swift package render-previews accept --golden \(golden.path)"), "\(plugin.output)")
    }

    /// A missing golden names the command that records it, as the person ran this one.
    @Test func checkWithoutGoldensFailsAndSaysHowToRecord() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("none")
        let arguments = ["check"] + slice("Examples/notes.json", golden: golden)
        let result = try cli.run(arguments)
        #expect(result.status == 1)
        #expect(result.error.contains("record it with `render-widget record --golden \(golden.path)`"), "\(result.error)")
        let plugin = try CommandLineTests.launch(CommandLineTests.binary, arguments, in: CommandLineTests.packageRoot,
                                                 environment: ["WIDGETRASTER_INVOKED_AS": "swift package render-previews"])
        #expect(plugin.status == 1)
        #expect(plugin.error.contains("record it with `swift package render-previews record --golden \(golden.path)`"), "\(plugin.error)")
        #expect(!plugin.error.contains("render-widget record"), "\(plugin.error)")
    }

    @Test func pruneListsAndRemovesOnlyStaleGoldensAfterAFullRun() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens")
        let scene = folder.appendingPathComponent("tiny.json")
        try Data(#"{"kind": "tiny", "families": ["systemSmall"], "body": {"systemSmall": {"type": "Text", "text": "Hi"}}}"#.utf8)
            .write(to: scene)
        #expect(try cli.run(["record", scene.path, "--golden", golden.path, "--quiet"]).status == 0)
        let stale = golden.appendingPathComponent("tiny/systemSmall/iphone-999x999@1x-light.png")
        try FileManager.default.copyItem(at: golden.appendingPathComponent("tiny/systemSmall/iphone-170x170@1x-light.png"), to: stale)
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)

        let sliced = try cli.run(["check", scene.path, "--golden", golden.path, "--scales", "1", "--quiet"])
        #expect(sliced.status == 0)
        #expect(try cli.run(["accept", "--prune", "--golden", golden.path]).status == 2)

        #expect(try cli.run(["check", scene.path, "--golden", golden.path, "--quiet"]).status == 0)
        let listed = try cli.run(["accept", "--prune", "--golden", golden.path])
        #expect(listed.output.contains("stale tiny/systemSmall/iphone-999x999@1x-light.png"))
        #expect(FileManager.default.fileExists(atPath: stale.path))
        #expect(try cli.run(["accept", "--prune", "--yes", "--golden", golden.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: notes.path))
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("tiny/systemSmall/iphone-170x170@1x-light.png").path))
    }

    @Test func diffPrintsCountsAndExitsByOutcome() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two 20×20 white images, the second with a black 3×3 square: 9 pixels differ.
        func write(_ name: String, width: Int = 20, square: Bool) throws -> String {
            var pixels = [UInt8](repeating: 255, count: width * 20 * 4)
            if square {
                for y in 4..<7 { for x in 4..<7 { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [0, 0, 0]) } }
            }
            let url = folder.appendingPathComponent(name)
            try PNGEncoder().encode(Bitmap(width: width, height: 20, pixels: pixels)).write(to: url)
            return url.path
        }
        let a = try write("a.png", square: false), b = try write("b.png", square: true)
        let wide = try write("wide.png", width: 21, square: false)
        let out = folder.appendingPathComponent("d.png")
        let differ = try cli.run(["diff", a, b, "--threshold", "0.05", "--json", "--out", out.path])
        #expect(differ.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(differ.output.utf8)) as? [String: Any]
        #expect(object?["differentPixels"] as? Int == 9)
        #expect(object?["totalPixels"] as? Int == 400 && object?["maxDelta"] != nil && object?["threshold"] as? Double == 0.05)
        #expect(FileManager.default.fileExists(atPath: out.path))

        let same = try cli.run(["diff", a, a])
        #expect(same.status == 0 && same.output == "0\n")

        let sizes = try cli.run(["diff", a, wide])
        #expect(sizes.status == 2 && sizes.error.contains("expected"))
        let unreadable = try cli.run(["diff", "README.md", a])
        #expect(unreadable.status == 2)
    }

    /// The same pixels saved as 16-bit, palette + tRNS, interlaced or with colour chunks are no change.
    @Test(arguments: ["rgba16.png", "rgba16-rounding.png", "palette8-trns-interlaced.png", "rgba16-gama1-chrm.png", "rgba8-iccp.png"])
    func diffOfOnePictureSavedAnotherWayIsZero(file: String) throws {
        let formats = CommandLineTests.packageRoot.appendingPathComponent("Tests/WidgetRasterTests/Fixtures/PNGFormats")
        let result = try cli.run(["diff", formats.appendingPathComponent("rgba8.png").path, formats.appendingPathComponent(file).path])
        #expect(result.status == 0 && result.output == "0\n", "\(result.output)\(result.error)")
    }

    @Test func shardsMergedEqualOneRunByteForByte() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["render", "Examples/weather.yaml", "Examples/notes.json", "--devices", "iphone-393x852,ipad-768x1024",
                      "--scales", "1,2", "--sidecars", "--quiet"]
        #expect(try cli.run(common + ["--out", folder.appendingPathComponent("whole").path]).status == 0)
        var shardFolders: [String] = []
        var counts: [Int] = []
        for i in 1...3 {
            let out = folder.appendingPathComponent("shard\(i)").path
            shardFolders.append(out)
            #expect(try cli.run(common + ["--shard", "\(i)/3", "--out", out]).status == 0)
            counts.append(try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))).images.count)
        }
        #expect(counts.allSatisfy { $0 > 0 })
        let merged = folder.appendingPathComponent("merged")
        let result = try cli.run(["merge"] + shardFolders + ["--out", merged.path])
        #expect(result.status == 0, "\(result.error)")
        let whole = folder.appendingPathComponent("whole")
        let manifest = try Data(contentsOf: whole.appendingPathComponent("manifest.json"))
        #expect(try Data(contentsOf: merged.appendingPathComponent("manifest.json")) == manifest)
        for image in try JSONDecoder().decode(Manifest.self, from: manifest).images {
            #expect(try Data(contentsOf: merged.appendingPathComponent(image.file)) == Data(contentsOf: whole.appendingPathComponent(image.file)))
            let sidecar = SnapshotSidecar.file(for: image.file)
            #expect(try Data(contentsOf: merged.appendingPathComponent(sidecar)) == Data(contentsOf: whole.appendingPathComponent(sidecar)))
        }
        #expect(try cli.run(["render", "Examples/notes.json", "--shard", "4/3", "--out", folder.path]).status == 2)
    }
}
