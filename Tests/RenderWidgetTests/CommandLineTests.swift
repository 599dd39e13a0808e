import Foundation
import TestSupport
import Testing
import WidgetRaster

/// Runs the built `render-widget` the way users and CI do, and checks output and exit status.
@Suite struct CommandLineTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    typealias Run = ChildProcess

    static var binary: URL {
        // The test bundle sits in the build folder beside the executable.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("render-widget").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("render-widget")
    }

    func run(_ arguments: [String]) throws -> Run {
        try Self.launch(Self.binary, arguments, in: Self.packageRoot)
    }

    /// Runs a program in a folder, with the environment changed by `environment` (nil values unset), to its end.
    static func launch(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String?] = [:]) throws -> Run {
        try ChildProcess.run(executable, arguments, in: folder, environment: environment)
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wr-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `--symbols DIR`: the team's SF Symbols exports draw in every scene; a folder that does not
    /// read stops the run (exit 2) naming it, before anything is written.
    @Test func symbolExportsDrawInPlaceOfTheStandIns() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let exports = "Tests/WidgetRasterTests/Fixtures/SymbolExports"
        let listed = try run(["symbols", "--symbols", exports, "--matching", "brand"])
        #expect(listed.status == 0 && listed.output == "brand.leaf\n", "\(listed.output)\(listed.error)")
        let scene = out.appendingPathComponent("leaf.yaml")
        try Data("""
            kind: leaf
            displayName: Leaf
            families: [systemSmall]
            body:
              systemSmall: {type: Symbol, name: brand.leaf}
            """.utf8).write(to: scene)
        let common = ["render", scene.path, "--devices", "iphone-393x852", "--scales", "1", "--variants", "light", "--out", out.path + "/png"]
        let unknown = try run(["render", scene.path, "--out", out.path + "/none"])
        #expect(unknown.status == 2 && unknown.error.contains("unknown symbol 'brand.leaf'"), "\(unknown.error)")
        let drawn = try run(common + ["--symbols", exports])
        #expect(drawn.status == 0, "\(drawn.error)")
        #expect(FileManager.default.fileExists(atPath: out.path + "/png/leaf/systemSmall/iphone-158x158@1x-light.png"))
        let missing = try run(common + ["--symbols", out.path + "/nowhere"])
        #expect(missing.status == 2 && missing.error.contains("--symbols: \(out.path)/nowhere: no such folder"), "\(missing.error)")
    }

    /// `--sidecars`: beside every NAME.png a NAME.json in the upload format Sentry Snapshots documents
    /// (docs.sentry.io/product/snapshots/uploading-snapshots): `display_name` and `group` strings, `tags`
    /// of strings, `diff_threshold` between 0 and 1, `context` an object, and nothing else.
    @Test func sidecarsDescribeEveryImageInTheDocumentedFormat() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let rendered = try run(["render", "Examples/weather.yaml", "--families", "systemSmall,systemMedium", "--devices", "iphone-393x852",
                                "--scales", "2", "--variants", "light,dark", "--sidecars", "--diff-threshold", "0.01", "--out", out.path])
        #expect(rendered.status == 0, "\(rendered.error)")
        let files = (FileManager.default.enumerator(at: out, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []).map(\.path)
        let images = files.filter { $0.hasSuffix(".png") }
        #expect(images.count == 4)
        for image in images {
            let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: String(image.dropLast(4)) + ".json")))
            let document = try #require(sidecar as? [String: Any])
            #expect(Set(document.keys).isSubset(of: ["display_name", "group", "tags", "diff_threshold", "context"]))
            #expect(document["display_name"] is String && document["group"] as? String == "Weather")
            let tags = try #require(document["tags"] as? [String: Any])
            #expect(tags.values.allSatisfy { $0 is String })
            #expect(tags["widget"] as? String == "com.example.weather" && tags["device"] as? String == "iphone-393x852")
            #expect(["light", "dark"].contains(tags["appearance"] as? String ?? ""))
            #expect(document["diff_threshold"] as? Double == 0.01)
            #expect(document["context"] is [String: Any])
        }
        let alone = try run(["render", "Examples/weather.yaml", "--diff-threshold", "0.01", "--out", out.path + "/x"])
        #expect(alone.status == 2 && alone.error.contains("give --sidecars too"), "\(alone.error)")
        let wide = try run(["render", "Examples/weather.yaml", "--sidecars", "--diff-threshold", "2", "--out", out.path + "/x"])
        #expect(wide.status == 2 && wide.error.contains("--diff-threshold: '2.0' is not between 0 and 1"), "\(wide.error)")
    }

    /// Light Lock Screen images do not exist on a device: asked for, they are named and left out;
    /// asked for alone, the run stops with exit 2 and nothing written.
    @Test func lightLockScreenImagesAreRefusedWithAReason() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let common = ["render", "Examples/weather.yaml", "--devices", "iphone-393x852", "--scales", "1", "--families", "accessoryCircular",
                      "--rendering-mode", "fullColor"]
        let only = try run(common + ["--variants", "light", "--out", out.appendingPathComponent("a").path])
        #expect(only.status == 2)
        #expect(only.error.contains("nothing to render: accessoryCircular light"), "\(only.error)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("a/manifest.json").path))
        let both = try run(common + ["--variants", "light,dark", "--out", out.appendingPathComponent("b").path])
        #expect(both.status == 0, "\(both.error)")
        #expect(both.error.contains("note: not rendered: accessoryCircular light — the Lock Screen, StandBy and watch faces"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("b/manifest.json")))
        #expect(manifest.images.map(\.variant) == ["dark"])
    }

    /// `--tint` colours the accented images with the person's tint: the platter carries its hue,
    /// and a tint that is not an opaque colour stops the run with exit 2 naming the option.
    @Test func tintOptionColoursTheAccentedImages() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let common = ["render", "Examples/todo.yaml", "--devices", "iphone-393x852", "--scales", "1", "--families", "systemSmall",
                      "--variants", "dark", "--rendering-mode", "accented", "--quiet"]
        let blue = try run(common + ["--tint", "#0A84FF", "--out", out.appendingPathComponent("a").path])
        #expect(blue.status == 0, "\(blue.error)")
        let image = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("a/com.example.todo/systemSmall/iphone-158x158@1x-dark-accented.png")))
        let corner = image[8, 150]  // inside the tile, below the content
        #expect(corner.b > corner.r + 10 && corner.a == 255, "\(corner)")
        let bad = try run(common + ["--tint", "blue-ish", "--out", out.appendingPathComponent("b").path])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--tint"), "\(bad.error)")
    }

    /// `--now` is the moment a scene without timeline entries shows: relative texts count from it
    /// (8 June 2026, 9:41 UTC by default); a value that is not a moment is exit 2, naming the option.
    @Test func nowSetsTheMomentRelativeTextsCountFrom() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("since.yaml")
        try """
        kind: since
        displayName: Since
        families: [systemSmall]
        body:
          systemSmall: {type: Text, date: "2026-06-08T08:41:00Z", style: relative}
        """.write(to: scene, atomically: true, encoding: .utf8)
        func image(_ extra: [String], _ name: String) throws -> Data {
            let result = try run(["render", scene.path, "--devices", "iphone-393x852", "--scales", "1", "--variants", "light", "--quiet",
                                  "--out", out.appendingPathComponent(name).path] + extra)
            #expect(result.status == 0, "\(result.error)")
            return try Data(contentsOf: out.appendingPathComponent("\(name)/since/systemSmall/iphone-158x158@1x-light.png"))
        }
        let byDefault = try image([], "default"), atReference = try image(["--now", "2026-06-08T09:41:00Z"], "reference")
        let later = try image(["--now", "2026-06-08T13:41:00+02:00"], "later"), hourText = try image(["--now", "2026-06-08"], "midnight")
        #expect(byDefault == atReference)
        #expect(later != byDefault && hourText != byDefault && later != hourText)
        let bad = try run(["render", scene.path, "--now", "tomorrow", "--out", out.appendingPathComponent("bad").path])
        #expect(bad.status == 2 && bad.error.contains("--now: 'tomorrow' is not a moment"), "\(bad.error)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad").path))
    }

    /// `lint --now` lays texts out at that moment: a relative date that fits a 60-pt column as
    /// "1 min" at 9:41 is truncated a day and four hours later.
    @Test func lintReadsTheMomentFromNow() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("since.yaml")
        try """
        kind: since
        displayName: Since
        families: [systemSmall]
        body:
          systemSmall:
            type: Text
            date: "2026-06-08T09:40:00Z"
            style: relative
            modifiers: [{lineLimit: 1}, {frame: {width: 60}}]
        """.write(to: scene, atomically: true, encoding: .utf8)
        let lint = ["lint", scene.path, "--devices", "iphone-393x852", "--json"]
        let atNineFortyOne = try run(lint), dayLater = try run(lint + ["--now", "2026-06-09T13:41:00Z"])
        #expect(!atNineFortyOne.output.contains("text-truncated"), "\(atNineFortyOne.output)")
        #expect(dayLater.output.contains("text-truncated"), "\(dayLater.output)")
        let bad = try run(lint + ["--now", "tomorrow"])
        #expect(bad.status == 2 && bad.error.contains("--now: 'tomorrow' is not a moment"), "\(bad.error)")
    }

    /// `--look` picks iOS 26 (the default) or iOS 18; `--rendering-mode clear` is iOS 26's clear
    /// Home Screen. A look other than iOS 26's is in the file name and every manifest entry says its look.
    @Test func lookAndClearOptionsNameWhatTheyDraw() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let common = ["render", "Examples/todo.yaml", "--devices", "iphone-393x852", "--scales", "1", "--families", "systemSmall",
                      "--variants", "dark", "--quiet"]
        let glass = try run(common + ["--rendering-mode", "tinted,clear", "--out", out.appendingPathComponent("26").path])
        #expect(glass.status == 0, "\(glass.error)")
        let manifest26 = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("26/manifest.json")))
        #expect(manifest26.images.map(\.file) == ["com.example.todo/systemSmall/iphone-158x158@1x-dark-accented.png",
                                                   "com.example.todo/systemSmall/iphone-158x158@1x-dark-clear.png"])
        #expect(manifest26.images.allSatisfy { $0.look == "ios26" && $0.renderingMode == "accented" })
        let old = try run(common + ["--look", "ios18", "--rendering-mode", "accented", "--out", out.appendingPathComponent("18").path])
        #expect(old.status == 0, "\(old.error)")
        let manifest18 = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("18/manifest.json")))
        #expect(manifest18.images.map(\.file) == ["com.example.todo/systemSmall/iphone-158x158@1x-dark-accented-ios18.png"])
        #expect(manifest18.images.first?.look == "ios18")
        // The team's own wallpaper shows through the glass: a red one turns the clear glass red.
        let red = out.appendingPathComponent("red.png")
        try PNGCodec.encode(Bitmap(width: 4, height: 8, pixels: [UInt8](repeating: 0, count: 4 * 8 * 4).enumerated()
            .map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 40 })).write(to: red)
        let own = try run(common + ["--rendering-mode", "clear", "--wallpaper", red.path, "--out", out.appendingPathComponent("w").path])
        #expect(own.status == 0, "\(own.error)")
        let redGlass = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("w/com.example.todo/systemSmall/iphone-158x158@1x-dark-clear.png")))
        let corner = redGlass[10, 150]
        #expect(corner.r > corner.b + 60 && corner.a == 255, "\(corner)")
        let missing = try run(common + ["--rendering-mode", "clear", "--wallpaper", "nope.png", "--out", out.appendingPathComponent("y").path])
        #expect(missing.status == 2 && missing.error.contains("--wallpaper: image file 'nope.png' not found"), "\(missing.error)")
        let clear18 = try run(common + ["--look", "ios18", "--rendering-mode", "clear", "--out", out.appendingPathComponent("x").path])
        #expect(clear18.status == 2 && clear18.error.contains("--rendering-mode: clear is iOS 26's clear Home Screen"), "\(clear18.error)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("x").path))
    }

    /// iOS draws Home Screen widgets at the accessibility sizes too: AX5 is neither refused nor clamped
    /// to xxxLarge (body 53 pt against 23 pt: capitals over twice as tall), and the run says what it drew.
    @Test func accessibilitySizesAreDrawnAsIOSDrawsThem() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("word.yaml")
        try Data(("kind: com.example.word\ndisplayName: Word\ndescription: One word.\nfamilies: [systemSmall]\n"
            + "body:\n  systemSmall: {type: Text, text: Hi}\n").utf8).write(to: scene)
        func ink(_ size: String) throws -> (Run, Int) {
            let run = try run(["render", scene.path, "--devices", "iphone-393x852", "--scales", "1", "--variants", "light",
                               "--dynamic-type", size, "--contact-sheet", "--out", out.appendingPathComponent(size).path])
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(size)/com.example.word/contact-sheet.png").path),
                    "a run at one size alone still gets its contact sheet")
            let image = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent(
                "\(size)/com.example.word/systemSmall/iphone-158x158@1x-light-\(size).png")))
            // Rows holding ink: the height of the capital H.
            let rows = (0..<image.height).filter { y in (0..<image.width).contains { x in image[x, y].a == 255 && image[x, y].r < 128 } }
            return (run, rows.count)
        }
        let (standard, xxxLarge) = try ink("xxxLarge")
        let (accessibility, ax5) = try ink("accessibility5")
        #expect(standard.status == 0 && accessibility.status == 0, "\(accessibility.error)")
        #expect(Double(ax5) > 2 * Double(xxxLarge), "AX5 \(ax5) rows of ink against \(xxxLarge) at xxxLarge")
        #expect(accessibility.error.contains("iOS draws widgets at accessibility5"), "\(accessibility.error)")
        #expect(!standard.error.contains("iOS draws widgets at"))
    }

    @Test func rendersASliceAndWritesTheManifest() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["render", "Examples/weather.yaml", "--devices", "iphone-430x932,iphone-428x926",
                              "--families", "systemSmall", "--scales", "1,3", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.images.count == 4)
        let first = manifest.images[0]
        #expect(first.widget == "com.example.weather" && first.family == "systemSmall")
        #expect(first.device == ["iphone-430x932", "iphone-428x926"])
        #expect(first.width == 170 && first.height == 170 && first.scale == 1 && first.variant == "light")
        #expect(first.tapTargets == nil)
        for image in manifest.images {
            let header = try PNGHeader.read(out.appendingPathComponent(image.file)).get()
            #expect(header.width == image.width && header.height == image.height)
        }
    }

    @Test func tapTargetsAreReportedInTheManifest() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["render", "Examples/banking.yaml", "--devices", "iphone-393x852", "--families", "systemSmall",
                              "--scales", "1", "--variants", "light", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        let targets = manifest.images[0].tapTargets ?? []
        #expect(targets.map(\.url) == ["bank://accounts/checking"])
        // widgetURL covers the whole widget; its content is inside the margins.
        #expect(targets.first?.frame == Rect(x: 0, y: 0, width: 158, height: 158))
        #expect((targets.first?.content.minX ?? 0) >= 16)
    }

    @Test func tapTargetOverlayDrawsTheRegions() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for style in ["fill", "cell", "content"] {
            let result = try run(["render", "Examples/banking.yaml", "--devices", "iphone-393x852", "--families", "systemSmall",
                                  "--scales", "1", "--variants", "light", "--out", out.path, "--show-tap-targets", style, "--quiet"])
            #expect(result.status == 0, "\(result.error)")
        }
        let plain = try run(["render", "Examples/banking.yaml", "--devices", "iphone-393x852", "--families", "systemSmall",
                             "--scales", "1", "--variants", "light", "--out", out.path, "--quiet"])
        #expect(plain.status == 0)
        func image(_ suffix: String) throws -> Bitmap {
            try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("com.example.banking/systemSmall/iphone-158x158@1x-light\(suffix).png")))
        }
        let base = try image(""), fill = try image("-taps-fill"), cell = try image("-taps-cell")
        // The fill tints the whole widget blue; the cell outlines its edge and leaves the middle alone.
        #expect(fill[79, 100].b > base[79, 100].b || fill[79, 100].r < base[79, 100].r)
        #expect(cell[79, 100] == base[79, 100])
        #expect(cell[79, 1] != base[79, 1])
    }

    @Test func badSceneExitsTwoNamingFileAndPlaceAndWritesNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("broken.yaml")
        try Data("kind: broken\nbody:\n  systemSmall:\n    type: VStack\n    children:\n      - {type: Text, text: a, modifiers: [{font: enormous}]}\n".utf8)
            .write(to: scene)
        let out = folder.appendingPathComponent("out")
        let result = try run(["render", scene.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.error.contains("broken.yaml:6:"))
        #expect(result.error.contains("body.systemSmall.children[0].modifiers[0].font"))
        #expect(result.error.contains("expected one of"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func reRunsSkipUnchangedImagesAndForceRendersThemAgain() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let args = ["render", "Examples/notes.json", "--devices", "iphone-393x852", "--scales", "1", "--out", out.path]
        let first = try run(args)
        #expect(first.status == 0 && first.output.contains("6 images") && !first.output.contains("skipped"))
        let second = try run(args)
        #expect(second.output.contains("6 unchanged and skipped"))
        // A file damaged on disk is rendered again even though its inputs did not change.
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        try Data("broken".utf8).write(to: out.appendingPathComponent(manifest.images[0].file))
        #expect(try run(args).output.contains("5 unchanged and skipped"))
        #expect(try run(args + ["--force"]).output.contains("skipped") == false)
        #expect(manifest.images.allSatisfy { $0.hash != nil && $0.inputs != nil })
    }

    @Test func contactSheetShowsEveryFamilyAndVariant() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["render", "Examples/notes.json", "--devices", "iphone-393x852", "--scales", "1",
                              "--variants", "light,dark,placeholder", "--out", out.path, "--contact-sheet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("contact sheet: \(out.path)/com.example.notes/contact-sheet.png"))
        let sheet = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("com.example.notes/contact-sheet.png")))
        // Three variants of the 338 pt medium widget side by side, with gaps and padding.
        #expect(sheet.width >= 3 * 338 + 2 * 16 + 2 * 24)
        // Three family rows, each at least as tall as its widget.
        #expect(sheet.height >= 158 + 158 + 354)
        var white = 0, dark = 0
        for i in stride(from: 0, to: sheet.pixels.count, by: 4) {
            if sheet.pixels[i] == 255 && sheet.pixels[i + 1] == 255 && sheet.pixels[i + 2] == 255 { white += 1 }
            if sheet.pixels[i] == 28 && sheet.pixels[i + 1] == 28 && sheet.pixels[i + 2] == 30 { dark += 1 }
        }
        #expect(white > 100_000 && dark > 50_000)
    }

    @Test func galleryCardsComeInLightAndDarkPerFamily() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["render", "Examples/banking.yaml", "--devices", "iphone-393x852", "--scales", "2", "--out", out.path,
                              "--gallery-cards", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        for family in ["systemSmall", "systemMedium", "systemLarge"] {
            let light = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("com.example.banking/cards/\(family)-light.png")))
            let dark = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("com.example.banking/cards/\(family)-dark.png")))
            #expect(light.width == dark.width && light.width >= 300 * 2)
            // The gallery background: #F2F2F7 in light, the dark grouped background in dark.
            #expect(light[4, 4] == (242, 242, 247, 255))
            #expect(dark[4, 4] == (28, 28, 30, 255))
        }
    }

    @Test func oneBadSceneDoesNotStopTheOthers() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{".utf8).write(to: bad)
        let out = folder.appendingPathComponent("out")
        let result = try run(["render", bad.path, "Examples/notes.json", "--devices", "iphone-393x852", "--scales", "1",
                              "--out", out.path, "--quiet"])
        #expect(result.status == 2)
        #expect(result.error.contains("bad.json:2:1"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.images.count == 6)
    }

    @Test func unknownDeviceOrVariantExitsTwo() throws {
        let devices = try run(["render", "Examples/notes.json", "--devices", "iphone-1x1", "--out", "/tmp/wr-unused"])
        #expect(devices.status == 2 && devices.error.contains("unknown device 'iphone-1x1'"))
        let variants = try run(["render", "Examples/notes.json", "--variants", "light,sepia", "--out", "/tmp/wr-unused"])
        #expect(variants.status == 2)
        #expect(variants.error.contains("The value 'light,sepia' is invalid for '--variants <variants>'"), "\(variants.error)")
        #expect(variants.error.contains("- placeholder-dark"), "the accepted variants are listed")
    }

    /// Typed options: each bad value is refused before anything renders, with exit 2 and the option's name.
    @Test func badOptionValuesExitTwoNamingTheOption() throws {
        let cases: [([String], String)] = [
            (["--scales", "1,4"], "--scales: '4' is not 1, 2 or 3"),
            (["-j", "0"], "-j: expected at least 1 worker"),
            (["--shard", "3/2"], "The value '3/2' is invalid for '--shard <i/n>'"),
            (["--dynamic-type", "huge"], "The value 'huge' is invalid for '--dynamic-type <dynamic-type>'"),
            (["--compression", "best"], "Please provide one of 'fast' and 'smallest'"),
            (["--size-table", "hig-2019"], "The value 'hig-2019' is invalid for '--size-table <table>': no size table 'hig-2019'; "
                + "expected one of: hig-current, hig-2020, or a .json table file"),
        ]
        for (options, message) in cases {
            let result = try run(["render", "Examples/notes.json", "--out", "/tmp/wr-unused"] + options)
            #expect(result.status == 2, "\(options)")
            #expect(result.error.contains(message), "\(options): \(result.error)")
        }
        let help = try run(["render", "--help"])
        #expect(help.status == 0 && help.output.contains("privacy-dark") && help.output.contains("accessoryInline"), "help lists the values")
    }

    /// Every list option given duplicate, empty, reversed or extreme values either works (duplicates
    /// count once) or exits 2 naming the option; never a signal.
    @Test func listOptionsWithOddValuesWorkOrExitTwo() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let cases: [[String]] = [
            ["--scales", "2,2"], ["--scales", "3,1"], ["--scales", ","], ["--families", "systemSmall,systemSmall"],
            ["--families", "systemLarge,systemSmall"], ["--families", ","], ["--variants", "dark,dark,light"], ["--variants", ""],
            ["--devices", "iphone-393x852,iphone-393x852"], ["--devices", ","], ["--widgets", "com.example.notes,com.example.notes"],
            ["--widgets", ","], ["--rendering-mode", "vibrant,vibrant"], ["--rendering-mode", ","], ["-j", "1000000"],
            ["-j", "-1"], ["--shard", "1/1000000"], ["--shard", "2/1"], ["--shard", "0/0"], ["--families", "accessoryInline"],
            ["--rendering-mode", "clear,tinted,accented"], ["--look", "ios18", "--rendering-mode", "clear"], ["--look", "ios12"],
            ["--look", "ios18", "--variants", "dark-clear"],
        ]
        for (n, options) in cases.enumerated() {
            var arguments = ["render", "Examples/notes.json", "--scales", "1", "--out", out.appendingPathComponent("\(n)").path, "--quiet"]
            if !options.contains("--devices") { arguments += ["--devices", "iphone-393x852"] }
            let result = try run(arguments + options)
            #expect(result.status == 0 || result.status == 2, "\(options): exit \(result.status)\n\(result.error)")
            #expect(!result.error.contains("crashed") && !result.error.contains("Fatal error"), "\(options): \(result.error)")
            if result.status == 2 { #expect(result.error.contains("error") || result.error.contains("Error"), "\(options): \(result.error)") }
        }
        let twice = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("0/manifest.json")))
        let reversed = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("1/manifest.json")))
        #expect(twice.images.count == 6, "--scales 2,2 draws each image once")
        #expect(reversed.images.count == 12)
        let missing = try run(["render", "Examples/notes.json", "--families", "accessoryInline", "--out", out.appendingPathComponent("x").path])
        #expect(missing.error.contains("nothing to render: no scene declares accessoryInline"), "\(missing.error)")
    }

    /// Every example alone, each in a fresh process at -j1, writes the bytes one run of all of
    /// them at -j2 writes: no image depends on the scenes drawn before it in a process.
    @Test func eachSceneAloneInAFreshProcessWritesTheSameBytes() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let common = ["--devices", "iphone-393x852", "--scales", "2", "--variants", "light,dark", "--quiet"]
        let all = try run(["render", "Examples", "-j", "2", "--out", out.appendingPathComponent("all").path] + common)
        #expect(all.status == 0, "\(all.error)")
        let together = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("all/manifest.json")))
        let hashes = Dictionary(together.images.map { ($0.file, $0.hash) }, uniquingKeysWith: { a, _ in a })
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appendingPathComponent("Examples").path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.contains("schema") && !$0.contains("theme") }.sorted()
        var compared = 0
        for scene in scenes {
            let folder = out.appendingPathComponent(scene)
            // `-j1`, joined as in make: the spelling the README uses.
            let alone = try run(["render", "Examples/\(scene)", "-j1", "--out", folder.path] + common)
            #expect(alone.status == 0, "\(scene): \(alone.error)")
            let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
            for image in manifest.images {
                #expect(image.hash != nil && hashes[image.file] == image.hash, "\(image.file) differs alone")
                compared += 1
            }
        }
        #expect(compared == together.images.count && compared > 60)
    }

    /// Two configuration names that make one output folder, or a family listed twice, are refused by
    /// validate, render and lint alike, naming the place in the file, before anything is written.
    @Test func collidingNamesAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configurations = folder.appendingPathComponent("configurations.yaml")
        try Data("""
            kind: trips
            body:
              systemSmall: {type: Text, text: "To {{place}}"}
            configurations:
              - {name: "Home / Work", data: {place: Work}}
              - {name: "Home - Work", data: {place: Home}}
            """.utf8).write(to: configurations)
        let families = folder.appendingPathComponent("families.yaml")
        try Data("""
            kind: twice
            families: [systemSmall, systemSmall]
            body:
              systemSmall: {type: Text, text: "Once"}
            """.utf8).write(to: families)
        for command in ["validate", "render", "lint"] {
            var arguments = [command, configurations.path]
            if command == "render" { arguments += ["--out", folder.appendingPathComponent("out").path, "--devices", "iphone-393x852"] }
            let result = try run(arguments)
            #expect(result.status == 2, "\(command): exit \(result.status)")
            #expect(result.error.contains("configurations.yaml:6:") && result.error.contains("configurations[1].name")
                    && result.error.contains("'Home---Work'"), "\(command): \(result.error)")
            let twice = try run([command, families.path] + Array(arguments.dropFirst(2)))
            #expect(twice.status == 2 && twice.error.contains("families[1]: family 'systemSmall' is listed twice"), "\(command): \(twice.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        let lint = try run(["lint", "Examples/notes.json", "--families", "systemSmall,systemSmall", "--devices", "iphone-393x852"])
        #expect(lint.status == 0, "\(lint.error)")
    }

    @Test func validateChecksWithoutRendering() throws {
        let ok = try run(["validate", "Examples"])
        #expect(ok.status == 0)
        let scenes = try FileManager.default.contentsOfDirectory(atPath: CommandLineTests.packageRoot.appendingPathComponent("Examples").path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.contains("schema") && !$0.contains("theme") }
        #expect(ok.output.components(separatedBy: "\n").filter { $0.hasPrefix("ok") }.count == scenes.count)
        let missing = try run(["validate", "Examples/nope.json"])
        #expect(missing.status == 2 && missing.error.contains("no such file"))
    }

    @Test func devicesPrintsTheTableAsJSON() throws {
        let result = try run(["devices", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect((object?["devices"] as? [Any])?.count == 20, "10 iPhone and 10 iPad rows; no guessed ones")
        let old = try run(["devices", "--size-table", "hig-2020"])
        #expect(old.output.contains("iphone-414x896"))
    }
}

/// Runs killed part-way leave only whole files, and the next run completes the set.
@Suite struct InterruptedRunTests {
    @Test func aBatchKilledPartWayLeavesOnlyWholeFilesAndARerunCompletes() throws {
        let cli = CommandLineTests()
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["render", "Examples", "--out", out.path, "--quiet", "-j", "2"]
        process.currentDirectoryURL = CommandLineTests.packageRoot
        try process.run()
        // Kill it once some images exist.
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let count = FileManager.default.enumerator(atPath: out.path)?.allObjects.count ?? 0
            if count > 40 { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        func pngs() -> [String] {
            (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        }
        let partial = pngs()
        #expect(!partial.isEmpty)
        for file in partial {
            #expect((try? PNGCodec.decode(Data(contentsOf: out.appendingPathComponent(file)))) != nil, "\(file) is not whole")
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))

        let rerun = try cli.run(["render", "Examples", "--out", out.path, "--quiet"])
        #expect(rerun.status == 0, "\(rerun.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(Set(manifest.images.map(\.file)) == Set(pngs()))
        let leftovers = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
