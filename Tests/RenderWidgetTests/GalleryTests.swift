import Foundation
import TestSupport
import Testing
import WidgetRaster

/// The static gallery, opened in a real headless Chromium (Debian's `chromium`, which
/// `scripts/test.sh` installs): it loads with no network, shows every image, and its filters work.
@Suite struct GalleryTests {
    let cli = CommandLineTests()

    /// Headless Chromium run to its end with `arguments` after the common ones; its standard output.
    func chromium(_ arguments: [String]) throws -> String {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/chromium"),
                             ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000"] + arguments,
                             limit: .seconds(120)).output
    }

    /// The page's DOM after its script ran and images loaded, for a URL fragment of filters.
    func dom(_ index: URL, fragment: String = "") throws -> String {
        try chromium(["--dump-dom", index.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)])
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    func shown(_ dom: String) -> Int? {
        guard let range = dom.range(of: #"data-shown="(\d+)""#, options: .regularExpression) else { return nil }
        return Int(dom[range].filter(\.isNumber))
    }

    /// The page as Chromium paints it in a window `width` pixels wide (light appearance).
    func screenshot(_ index: URL, width: Int, height: Int) throws -> Bitmap {
        let shot = index.deletingLastPathComponent().appendingPathComponent("shot-\(width).png")
        _ = try chromium(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", index.absoluteString])
        return try PNGCodec.decode(Data(contentsOf: shot))
    }

    /// On a phone's 400-pt width the widget pairs wrap and the images shrink to the column: below the
    /// header, the right margin shows only the page's background, nothing cut off at the edge.
    @Test func theGalleryFitsA400PixelWindow() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/weather.yaml", "--families", "systemMedium,systemLarge", "--devices", "iphone-393x852",
                                  "--scales", "2", "--variants", "light,dark", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let page = try screenshot(out.appendingPathComponent("index.html"), width: 400, height: 1200)
        #expect(page.width == 400)
        var intruding = 0
        for y in 300..<page.height { for x in 390..<400 where page[x, y] != (242, 242, 247, 255) { intruding += 1 } }
        #expect(intruding == 0, "\(intruding) pixels of the right margin are not the page's background")
    }

    @Test func galleryShowsEveryImageAndFilters() throws {
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "install chromium (scripts/test.sh does)")
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/notes.json", "Examples/weather.yaml", "--devices", "iphone-393x852,ipad-768x1024",
                                  "--scales", "1,2", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        let index = out.appendingPathComponent("index.html")

        let all = try dom(index)
        #expect(shown(all) == manifest.images.count)
        #expect(count("<figure", in: all) == manifest.images.count)
        #expect(count(#"data-loaded="true""#, in: all) == manifest.images.count, "every image loads from disk")
        #expect(all.contains("com.example.notes") && all.contains("accessoryCircular"))
        // The jump list names every widget once; a filter keeps only the widgets it shows.
        let widgets = Set(manifest.images.map(\.widget))
        #expect(count(##"<a href="#" data-widget=""##, in: all) == widgets.count)
        let onlyNotes = try dom(index, fragment: "widget=com.example.notes")
        #expect(onlyNotes.contains(##"<a href="#" data-widget="com.example.weather" hidden="">"##))
        #expect(onlyNotes.contains(##"<a href="#" data-widget="com.example.notes">Notes</a>"##))
        // Each widget sits on a surface of its appearance (a white widget's edge shows on the white card),
        // a transparent one (the Lock Screen's) on the dark screen it is seen on.
        let light = manifest.images.filter { $0.variant == "light" && $0.family.hasPrefix("system") }.count
        #expect(light > 0 && count(#"class="surface-light""#, in: all) >= light)
        #expect(all.contains(#"class="surface-dark""#) && all.contains(#"class="on-dark""#))

        let filtered = try dom(index, fragment: "scale=2&variant=dark")
        #expect(shown(filtered) == manifest.images.filter { $0.scale == 2 && $0.variant == "dark" }.count)
        let device = try dom(index, fragment: "device=ipad-768x1024&scale=1")
        #expect(shown(device) == manifest.images.filter { $0.device.first == "ipad-768x1024" && $0.scale == 1 }.count)
        #expect(shown(device) ?? 0 > 0)

        // The widget and family filters, and a search of every word in the images' widget, family and caption.
        let notes = try dom(index, fragment: "widget=com.example.notes")
        #expect(shown(notes) == manifest.images.filter { $0.widget == "com.example.notes" }.count)
        let small = try dom(index, fragment: "family=systemSmall&variant=light")
        #expect(shown(small) == manifest.images.filter { $0.family == "systemSmall" && $0.variant == "light" }.count)
        let searched = try dom(index, fragment: "search=weather%20ipad%20dark")
        let expected = manifest.images.filter { $0.widget == "com.example.weather" && $0.device.contains("ipad-768x1024")
            && ($0.variant.hasPrefix("dark") || $0.variant.hasSuffix("-dark")) }.count
        #expect(expected > 0 && shown(searched) == expected, "\(String(describing: shown(searched))) of \(expected)")

        // A zoomed image is kept in the URL: opened at 2× its pixel size, one image pixel per two CSS pixels.
        let image = try #require(manifest.images.first { $0.family == "systemMedium" && $0.variant == "dark" })
        let zoomed = try dom(index, fragment: "zoom=\(image.file)&size=2")
        #expect(zoomed.contains(#"<dialog id="zoom" data-size="2" open="""#), "the zoom is open at 2×")
        #expect(zoomed.contains(#"src="\#(image.file)" style="width: \#(image.width * 2)px; height: \#(image.height * 2)px;""#))

        // Previous and next open the neighbours among the images shown, wrapping round; the
        // appearance button opens the same image in light. Filtered to the notes' 1x iPhone
        // images, the zoomed dark medium's neighbours are the figures beside it on the page.
        let note = try #require(manifest.images.first { $0.widget == "com.example.notes" && $0.family == "systemMedium" && $0.variant == "dark"
            && $0.scale == 1 && $0.device.contains("iphone-393x852") })
        let zoomedNotes = try dom(index, fragment: "widget=com.example.notes&device=iphone-393x852&scale=1&zoom=\(note.file)")
        let files = figureFiles(zoomedNotes)
        #expect(files.count == shown(zoomedNotes) ?? -1 && files.count > 2)
        let at = files.firstIndex(of: note.file) ?? 0
        #expect(files.contains(note.file))
        func target(_ id: String) -> String? {
            zoomedNotes.range(of: #"id="\#(id)" "#).flatMap { range in
                zoomedNotes[range.upperBound...].range(of: #"data-target=""#).map { start in
                    String(zoomedNotes[start.upperBound...].prefix { $0 != "\"" })
                }
            }
        }
        #expect(target("zoom-next") == files[(at + 1) % files.count] && target("zoom-prev") == files[(at + files.count - 1) % files.count])
        let lightNote = try #require(manifest.images.first { $0.widget == note.widget && $0.family == note.family && $0.device == note.device
            && $0.scale == note.scale && $0.variant == "light" })
        #expect(target("zoom-scheme") == lightNote.file)
    }

    /// The image files of the page's figures that are shown, in page order.
    func figureFiles(_ page: String) -> [String] {
        page.components(separatedBy: "<figure").dropFirst().compactMap { figure in
            guard !figure.prefix(while: { $0 != ">" }).contains("hidden") else { return nil }
            return figure.range(of: #"src=""#).map { String(figure[$0.upperBound...].prefix { $0 != "\"" }) }
        }
    }

    /// Devices that share one family's size are grouped in that family only: the device filter
    /// picks a device id wherever it appears; a device not in the run shows nothing and says so;
    /// "native scale only" keeps each device's own screen scale (@3x iPhones, @2x iPads), which
    /// `--native-scale` renders alone.
    @Test func deviceAndNativeScaleFiltersFollowEachDevice() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let devices = "iphone-430x932,iphone-414x896,ipad-768x1024"
        let result = try cli.run(["render", "Examples/gauges.yaml", "--devices", devices, "--scales", "2,3", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let images = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json"))).images
        #expect(images.contains { $0.device.count > 1 } && images.contains { $0.device == ["iphone-414x896"] },
                "one family groups the two iPhones, another does not")
        let index = out.appendingPathComponent("index.html")
        let one = try dom(index, fragment: "device=iphone-414x896")
        #expect(shown(one) == images.filter { $0.device.contains("iphone-414x896") }.count)
        let native = images.filter { image in image.device.contains { ($0.hasPrefix("ipad") ? 2 : 3) == image.scale } }
        #expect(shown(try dom(index, fragment: "native=1")) == native.count)
        #expect(try dom(index).contains("@3x (native)"))
        let missing = try dom(index, fragment: "device=iphone-999x999")
        #expect(shown(missing) == 0 && missing.contains("not in this run: iphone-999x999"))

        let nativeOnly = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: nativeOnly) }
        let run = try cli.run(["render", "Examples/gauges.yaml", "--devices", devices, "--scales", "1,2,3", "--native-scale",
                               "--out", nativeOnly.path, "--quiet"])
        #expect(run.status == 0, "\(run.error)")
        let drawn = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: nativeOnly.appendingPathComponent("manifest.json"))).images
        #expect(Set(drawn.map(\.file)) == Set(native.map(\.file)), "--native-scale draws exactly the native images")
    }

    @Test func lintedRunShowsFindingsBesideTheImages() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("trips.yaml")
        try Data(("kind: com.example.trips\ndisplayName: Trips\ndescription: See your next trip.\nfamilies: [systemSmall, systemMedium]\n"
            + "body:\n  systemSmall: {type: Text, text: Lisbon, modifiers: [{font: {size: 9}}]}\n"
            + "  systemMedium: {type: Text, text: Lisbon and Porto}\n").utf8).write(to: scene)
        let result = try cli.run(["render", scene.path, "--devices", "iphone-393x852", "--scales", "1", "--lint", "--out",
                                  out.appendingPathComponent("out").path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let dom = try dom(out.appendingPathComponent("out/index.html"))
        #expect(count(#"<ul class="findings">"#, in: dom) == 2, "one list beside the small pair, one beside the medium pair")
        #expect(dom.contains("min-text-size") && dom.contains("“Lisbon” is drawn at 9 pt; keep text at least 11 pt"))
        #expect(dom.contains("no guideline findings"), "the clean medium family says so")
        // The page names the scene without the machine's path to it.
        let page = try String(contentsOf: out.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains("trips.yaml") && !page.contains(out.path))
    }

    /// A contrast finding seen in light mode only is hidden while the dark filter hides the light images.
    @Test func findingsOfOneAppearanceFollowTheVariantFilter() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("pale.yaml")
        try Data(("kind: com.example.pale\ndisplayName: Pale\ndescription: See a pale word.\nfamilies: [systemSmall]\n"
            + "body:\n  systemSmall: {type: Text, text: Lisbon, modifiers: [{foregroundColor: '#D0D0D0'}]}\n").utf8).write(to: scene)
        let result = try cli.run(["render", scene.path, "--devices", "iphone-393x852", "--scales", "1", "--lint", "--out",
                                  out.appendingPathComponent("out").path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let index = out.appendingPathComponent("out/index.html")
        let finding = #"data-scheme="light""#
        let both = try dom(index)
        #expect(count(finding, in: both) == 1 && both.contains("in light mode"))
        #expect(!both.contains(#"data-scheme="light" hidden"#) && !both.contains(#"hidden="" data-scheme="light""#))
        let dark = try dom(index, fragment: "variant=dark")
        #expect(shown(dark) == 1)
        #expect(dark.contains(#"data-scheme="light" hidden"#) || dark.contains(#"hidden="" data-scheme="light""#),
                "the light-mode note is hidden beside the dark image alone")
    }

    @Test func aTimelineShowsAsAStripOfEntries() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/flight.yaml", "--devices", "iphone-393x852", "--scales", "1",
                                  "--variants", "light", "--entries", "all", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.images.count == 2 * 2 * 3)
        #expect(Set(manifest.images.compactMap(\.entry)).count == 3)
        #expect(Set(manifest.images.compactMap(\.configuration)) == ["TP 1362", "TP 211"])
        let page = try dom(out.appendingPathComponent("index.html"))
        #expect(shown(page) == 12)
        // One strip per family and configuration, holding its three entries in order.
        #expect(count(#"class="pair""#, in: page) == 4)
        #expect(page.contains("TP 211 · 2026-11-21T14:52:00Z"))
    }

    /// A Live Activity's Dynamic Island shows as one strip per device: compact, minimal and expanded side by side.
    @Test func theDynamicIslandShowsAsAStripOfItsPresentations() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/delivery.yaml", "--devices", "iphone-393x852", "--scales", "1",
                                  "--families", "dynamicIslandCompact,dynamicIslandMinimal,dynamicIslandExpanded", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let page = try dom(out.appendingPathComponent("index.html"))
        #expect(shown(page) == 3)
        #expect(count(#"class="pair""#, in: page) == 1)
        #expect(page.contains("Dynamic Island: compact · minimal · expanded"))
        let strip = try #require(page.range(of: #"class="pair""#).map { String(page[$0.upperBound...]) })
        let order = ["dynamicIslandCompact", "dynamicIslandMinimal", "dynamicIslandExpanded"].compactMap { strip.range(of: "data-family=\"\($0)\"")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "compact, minimal, expanded in that order")
    }

    /// A run over languages, modes and text sizes gets a filter for each; a run that does not vary one shows none.
    @Test func languageModeTextSizeAndDirectionFilters() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/weather.yaml", "--devices", "iphone-393x852", "--scales", "1", "--families", "systemSmall",
                                  "--variants", "light,dark", "--rendering-mode", "fullColor,accented", "--locales", "en,ar,pseudo-double",
                                  "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let index = out.appendingPathComponent("index.html")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.images.count == 2 * 2 * 3)
        let all = try dom(index)
        #expect(shown(all) == 12)
        #expect(!all.contains(#"<label class="axis" hidden="">Language"#) && all.contains(#"<label class="axis" hidden="">Text size"#),
                "the language filter shows, the text size filter (one size drawn) does not")
        #expect(all.contains("· pseudo-double"))
        let arabic = try dom(index, fragment: "locale=ar")
        #expect(shown(arabic) == 4)
        #expect(shown(try dom(index, fragment: "locale=ar&mode=accented")) == 2)
        #expect(shown(try dom(index, fragment: "direction=rightToLeft")) == 4, "Arabic reads right to left")
        // Light and dark of one language stand together.
        #expect(count(#"class="pair""#, in: all) == 6)
        let none = try dom(index, fragment: "type=accessibility3")
        #expect(shown(none) == 0 && none.contains("not in this run: accessibility3"))
    }

    /// `--accessibility` writes what VoiceOver reads beside each image, and the zoom lists it in order.
    @Test func theZoomListsWhatVoiceOverReads() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/todo.yaml", "--devices", "iphone-393x852", "--scales", "2", "--families", "systemSmall",
                                  "--variants", "light", "--accessibility", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let image = "com.example.todo/systemSmall/iphone-158x158@2x-light.png"
        let beside = out.appendingPathComponent("com.example.todo/systemSmall/iphone-158x158@2x-light.accessibility.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: beside)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        #expect(elements.map { $0["label"] as? String } == ["Today", "Dentist", "Review PR", "Call Mum"])
        #expect(elements.map { $0["order"] as? Int } == [1, 2, 3, 4])
        #expect(elements[1]["value"] as? String == "done" && elements[1]["traits"] as? [String] == ["isButton"])
        #expect(document["image"] as? String == image)
        let zoomed = try dom(out.appendingPathComponent("index.html"), fragment: "zoom=" + image)
        #expect(zoomed.contains("VoiceOver reads:"))
        #expect(zoomed.contains("<li title=\"body.systemSmall.children[1].content.children[0].else\">“Review PR”, not done <span class=\"traits\">Button</span></li>"))
    }

    /// Contact sheets, gallery cards and mockups drawn in a run are linked from their widget's section.
    @Test func eachWidgetLinksWhatWasDrawnFromItsImages() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/mood.yaml", "--devices", "iphone-393x852", "--native-scale", "--variants", "light,dark",
                                  "--contact-sheet", "--gallery-cards", "--mockup", "home", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let page = try dom(out.appendingPathComponent("index.html"))
        for (file, title) in [("contact-sheet.png", "Contact sheet"), ("cards/systemSmall-dark.png", "Card · systemSmall · dark"),
                              ("mockups/home-iphone-393x852-light.png", "Home Screen · iphone-393x852 · light")] {
            #expect(page.contains(#"<a href="com.example.mood/\#(file)">\#(title)</a>"#), "\(title)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("com.example.mood/" + file).path))
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.extras?.count == 1 + 4 + 2)
    }
}
