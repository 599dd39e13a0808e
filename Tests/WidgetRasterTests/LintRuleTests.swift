import Foundation
import Testing
@testable import WidgetRaster

/// Each guideline rule with a scene that breaks it and one that keeps it, on the 393×852 pt iPhone
/// (small 170 × 170 pt, medium 364 × 170 pt, corner radius 22.7 pt).
@Suite struct LintRuleTests {
    static let phone = SizeTable.current.device(id: "iphone-393x852")!

    /// Lints a scene whose `body:` is given in YAML (indented as the value of `systemSmall:` or
    /// the families given), returning the active findings of one rule.
    func findings(_ rule: String, _ scene: String) throws -> [LintFinding] {
        try all(scene).filter { $0.rule == rule && !$0.isSilenced }
    }

    func all(_ scene: String) throws -> [LintFinding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.yaml")
        try Data(scene.utf8).write(to: url)
        return try Linter(devices: [Self.phone]).lint(try SceneLoader.load(url))
    }

    func small(_ body: String, extra: String = "") -> String {
        "kind: t\ndisplayName: Trips\ndescription: See your next trip at a glance.\n\(extra)body:\n  systemSmall:\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    func medium(_ body: String) -> String {
        "kind: t\ndisplayName: Trips\ndescription: See your next trip at a glance.\nbody:\n  systemMedium:\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func truncatedText() throws {
        let long = try findings("text-truncated", small("type: Text\ntext: A very long trip name that cannot fit\nmodifiers: [{lineLimit: 1}]"))
        #expect(long.count == 1)
        #expect(long.first?.path == "body.systemSmall")
        #expect(long.first?.message.contains("is truncated to 1 line") == true)
        #expect(long.first?.line == 6)
        #expect(try findings("text-truncated", small("type: Text\ntext: Lisbon\nmodifiers: [{lineLimit: 1}]")).isEmpty)
    }

    @Test func contentOverflowingTheWidget() throws {
        let pushed = try findings("content-overflow", small("type: Text\ntext: Lisbon\nmodifiers: [{offset: {x: 90}}]"))
        #expect(pushed.first?.message.contains("past the right edge") == true)
        #expect(try findings("content-overflow", small("type: Text\ntext: Lisbon")).isEmpty)
    }

    /// A list longer than the widget is one finding at the stack, not one per line it pushes out,
    /// and the Dynamic Type check leaves the lines that are already out to it.
    @Test func aListTallerThanTheWidgetIsOneFinding() throws {
        let lines = (1...10).map { "  - {type: Text, text: \"Stop \($0) on the line\"}" }.joined(separator: "\n")
        let list = small("type: VStack\nalignment: leading\nchildren:\n\(lines)\nmodifiers: [{fixedSize: {horizontal: false, vertical: true}}]")
        let overflow = try findings("content-overflow", list)
        #expect(overflow.count == 1)
        #expect(overflow.first?.path == "body.systemSmall")
        #expect(overflow.first?.message.hasPrefix("the content does not fit: it is ") == true)
        #expect(overflow.first?.message.contains("tall and the widget 158 pt, so 8 texts reach past the top and bottom edges "
                                                  + "(“Stop 1 on the line”, “Stop 2 on the line”, “Stop 3 on the line”, …)") == true)
        let larger = try findings("dynamic-type-fit", list)
        #expect(larger.map(\.message) == ["the content does not fit from accessibility1 on: “Stop 5 on the line” is pushed past the "
                                           + "widget's edge, and 1 more text by accessibility2; they fit at the default size"])
    }

    /// Lines pushed out together only at a larger Dynamic Type size are one finding at that size.
    @Test func aListThatOutgrowsTheWidgetAtALargerSizeIsOneFinding() throws {
        let lines = (1...7).map { "  - {type: Text, text: \"Stop \($0)\"}" }.joined(separator: "\n")
        let list = small("type: VStack\nchildren:\n\(lines)\nmodifiers: [{fixedSize: {horizontal: false, vertical: true}}]")
        #expect(try findings("content-overflow", list).isEmpty)
        let larger = try findings("dynamic-type-fit", list)
        #expect(larger.count == 1)
        #expect(larger.first?.path == "body.systemSmall")
        #expect(larger.first?.message == "the content does not fit from xxxLarge on: “Stop 1”, “Stop 7” are pushed past the widget's "
                + "edge, and 5 more texts by accessibility4; they fit at the default size")
        #expect(larger.first?.severity == .warning)
    }

    @Test func textInTheCornerCurve() throws {
        let body = "type: Text\ntext: Lisbon\nmodifiers: [{padding: PADDING}, {frame: {maxWidth: infinity, maxHeight: infinity, alignment: topLeading}}]"
        let tight = try findings("corner-clip", small(body.replacingOccurrences(of: "PADDING", with: "2"), extra: "contentMargins: false\n"))
        #expect(tight.first?.message.contains("into the") == true)
        #expect(try findings("corner-clip", small(body.replacingOccurrences(of: "PADDING", with: "16"), extra: "contentMargins: false\n")).isEmpty)
    }

    @Test func marginsForTextAndShapes() throws {
        let text = "type: Text\ntext: Lisbon\nmodifiers: [{padding: PADDING}, {frame: {maxWidth: infinity, maxHeight: infinity, alignment: topLeading}}]"
        let close = try findings("margin", small(text.replacingOccurrences(of: "PADDING", with: "10"), extra: "contentMargins: false\n"))
        #expect(close.first?.message == "“Lisbon” is 10 pt from the left edge; keep 16 pt")
        #expect(try findings("margin", small(text.replacingOccurrences(of: "PADDING", with: "16"), extra: "contentMargins: false\n")).isEmpty)
        let shape = "type: Circle\nfill: blue\nmodifiers: [{frame: {width: 40, height: 40}}, {padding: PADDING}, {frame: {maxWidth: infinity, maxHeight: infinity, alignment: topLeading}}]"
        #expect(try findings("margin", small(shape.replacingOccurrences(of: "PADDING", with: "6"), extra: "contentMargins: false\n"))
            .first?.message.contains("keep 11 pt") == true)
        #expect(try findings("margin", small(shape.replacingOccurrences(of: "PADDING", with: "11"), extra: "contentMargins: false\n")).isEmpty)
        // A full-bleed background is not content.
        #expect(try findings("margin", small("type: Rectangle\nfill: blue", extra: "contentMargins: false\n")).isEmpty)
    }

    @Test func concentricCorners() throws {
        let card = "type: SHAPE\nfill: blue\nmodifiers: [{padding: 8}]"
        let off = try findings("concentric-corners", small(card.replacingOccurrences(of: "SHAPE", with: "RoundedRectangle\ncornerRadius: 4"),
                                                            extra: "contentMargins: false\n"))
        #expect(off.first?.message.contains("corner radius 4 pt at 8 pt from the top-left corner") == true)
        #expect(try findings("concentric-corners", small(card.replacingOccurrences(of: "SHAPE", with: "ContainerRelativeShape"),
                                                         extra: "contentMargins: false\n")).isEmpty)
    }

    @Test func tapTargetsInASmallWidget() throws {
        let two = try findings("tap-targets", small("""
            type: VStack
            children:
              - {type: Text, text: Lisbon, modifiers: [{widgetURL: "trips://lisbon"}]}
              - {type: Text, text: Porto, modifiers: [{link: "trips://porto"}]}
            """))
        #expect(two.contains { $0.message.contains("link(trips://porto) in a systemSmall widget does nothing") })
        #expect(try findings("tap-targets", small("type: Text\ntext: Lisbon\nmodifiers: [{widgetURL: \"trips://lisbon\"}]")).isEmpty)
    }

    @Test func tapTargetSizeInMedium() throws {
        let tiny = try findings("tap-target-size", medium("type: Text\ntext: Go\nmodifiers: [{font: caption2}, {link: \"trips://go\"}]"))
        #expect(tiny.first?.message.contains("make its region at least 44 × 44 pt") == true)
        #expect(try findings("tap-target-size", medium(
            "type: Text\ntext: Go\nmodifiers: [{font: caption2}, {frame: {minWidth: 44, minHeight: 44}}, {link: \"trips://go\"}]")).isEmpty)
    }

    @Test func informationDensityCountsPieces() throws {
        let busy = try findings("information-density", small("""
            type: VStack
            alignment: leading
            children:
              - {type: Text, text: Lisbon, modifiers: [{font: caption}]}
              - {type: Text, text: "Fri 21", modifiers: [{font: caption}]}
              - {type: Text, text: TP 1357, modifiers: [{font: caption}]}
              - {type: Text, text: Gate 12, modifiers: [{font: caption}]}
              - {type: Text, text: Seat 4A, modifiers: [{font: caption}]}
            """))
        #expect(busy.first?.message.hasPrefix("5 pieces of information (“Lisbon”, “Fri 21”") == true)
        // A symbol above its label and two texts side by side are one piece each: 3 in all.
        #expect(try findings("information-density", small("""
            type: VStack
            alignment: leading
            children:
              - {type: Symbol, name: airplane}
              - {type: Text, text: Lisbon}
              - {type: HStack, children: [{type: Text, text: "H:24°"}, {type: Text, text: "L:17°"}]}
              - {type: Text, text: "Fri 21"}
            """)).isEmpty)
    }

    @Test func textSmallerThanElevenPoints() throws {
        #expect(try findings("min-text-size", small("type: Text\ntext: Lisbon\nmodifiers: [{font: {size: 9}}]"))
            .first?.message == "“Lisbon” is drawn at 9 pt; keep text at least 11 pt")
        #expect(try findings("min-text-size", small("type: Text\ntext: Lisbon\nmodifiers: [{font: {size: 11}}]")).isEmpty)
    }

    /// iOS draws widgets up to AX5, so each text is named with the first size where it stops fitting:
    /// a warning at xxxLarge, a note at an accessibility size; a ceiling the widget sets is honoured.
    @Test func textThatDoesNotFitAtALargerDynamicTypeSize() throws {
        let body = "type: Text\ntext: TEXT\nmodifiers: [{font: body}, {lineLimit: 1}]"
        let tight = try findings("dynamic-type-fit", small(body.replacingOccurrences(of: "TEXT", with: "Lisbon to Porto")))
        #expect(tight.map(\.message) == ["“Lisbon to Porto” is truncated from xxxLarge on (fits at the default size)"])
        #expect(tight.first?.severity == .warning)
        let word = try findings("dynamic-type-fit", small(body.replacingOccurrences(of: "TEXT", with: "Lisbon")))
        #expect(word.map(\.message) == ["“Lisbon” is truncated from accessibility4 on (fits at the default size)"])
        #expect(word.first?.severity == .note)
        let ceiling = body.replacingOccurrences(of: "TEXT", with: "Lisbon") .replacingOccurrences(
            of: "{lineLimit: 1}]", with: "{lineLimit: 1}, {dynamicTypeSize: {maximum: xxxLarge}}]")
        #expect(try findings("dynamic-type-fit", small(ceiling)).isEmpty)
        #expect(try findings("dynamic-type-fit", small(body.replacingOccurrences(of: "TEXT", with: "Oslo"))).isEmpty)
    }

    @Test func contrastOnThePaintedBackground() throws {
        let body = "type: Text\ntext: Lisbon\nmodifiers: [{foregroundStyle: \"COLOR\"}, {containerBackground: white}]"
        let pale = try findings("contrast", small(body.replacingOccurrences(of: "COLOR", with: "#D8D8D8")))
        #expect(pale.count == 2)
        #expect(pale.allSatisfy { $0.severity == .error })
        #expect(pale.first?.message.contains("has contrast 1.4:1 in light mode; needs 4.5:1") == true)
        #expect(try findings("contrast", small(body.replacingOccurrences(of: "COLOR", with: "#1C1C1E")).replacingOccurrences(of: "white}", with: "white}"))
            .isEmpty)
        // Between 3:1 and 4.5:1 it is a warning, and large text needs only 3:1.
        let grey = body.replacingOccurrences(of: "COLOR", with: "#808080")
        #expect(try findings("contrast", small(grey)).map(\.severity) == [.warning, .warning])
        #expect(try findings("contrast", small(grey.replacingOccurrences(of: "modifiers: [", with: "modifiers: [{font: {size: 24}}, "))).isEmpty)
    }

    /// A text drawn fully transparent holds a place (`opacity(0)`, as Luka's trailing region copies
    /// its leading text to match its width): there is nothing to read, so no contrast to check.
    @Test func aTextDrawnTransparentIsNotChecked() throws {
        let body = "type: Text\ntext: Lisbon\nmodifiers: [{foregroundStyle: \"#D8D8D8\"}, OPACITY{containerBackground: white}]"
        #expect(try findings("contrast", small(body.replacingOccurrences(of: "OPACITY", with: "{opacity: 0}, "))).isEmpty)
        #expect(try findings("contrast", small(body.replacingOccurrences(of: "OPACITY", with: "{opacity: 0.5}, "))).count == 2)
    }

    /// A body that picks its colours by colour scheme is checked in dark on its dark layout: grey on
    /// black only in dark is found, and only in dark.
    @Test func contrastOnlyDarkHasIsFoundInDark() throws {
        let body = """
            type: ZStack
            children:
              - type: If
                colorScheme: dark
                then: {type: Text, text: Lisbon, modifiers: [{foregroundStyle: "#333333"}]}
                else: {type: Text, text: Lisbon, modifiers: [{foregroundStyle: "#FFFFFF"}]}
            modifiers: [{containerBackground: "#000000"}]
            """
        let found = try findings("contrast", small(body))
        #expect(found.map(\.scheme) == [.dark], "\(found.map(\.message))")
        #expect(found.first?.severity == .error && found.first?.message.contains("in dark mode") == true)
    }

    /// The field bugs of the tinted and clear Home Screens (`widget-facts.md` §7.1): a white label
    /// on a filled pill and a white glyph on a filled disc vanish once iOS 26 tints all content
    /// white; the same designs with faint fills, and plain text on the removed background, stay.
    @Test func contentThatVanishesOnceTintedWhiteIsFound() throws {
        let pill = """
            type: VStack
            children:
              - {type: Text, text: Lisbon, modifiers: [{font: headline}]}
              - {type: Text, text: "+1.84%", modifiers: [{foregroundStyle: white}, {padding: 4}, {background: {type: Capsule, fill: "#1F7A35"FAINT}}]}
              - {type: Symbol, name: cart.fill, modifiers: [{foregroundStyle: white}, {frame: {width: 30, height: 30}}, {background: {type: Circle, fill: orange FAINT}}]}
            modifiers: [{containerBackground: "#0A84FF"}]
            """
        let found = try findings("vanishing-content", small(pill.replacingOccurrences(of: "FAINT", with: "")))
        #expect(found.map(\.path) == ["body.systemSmall.children[1]", "body.systemSmall.children[2]"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.first?.message == "“+1.84%” vanishes in iOS 26's tinted and clear Home Screens (light-clear): contrast 1.0:1 "
            + "against what is behind it once the system recolours the widget")
        #expect(found.last?.message.hasPrefix("symbol 'cart.fill' vanishes in iOS 26's tinted and clear Home Screens (light-clear)") == true)
        let faint = pill.replacingOccurrences(of: "FAINT", with: ", modifiers: [{opacity: 0.25}]")
            .replacingOccurrences(of: "fill: orange , ", with: "fill: orange, ")
        #expect(try findings("vanishing-content", small(faint)).isEmpty)
        // A white symbol over the Lock Screen (vibrant, no background of its own) stays.
        let lock = "kind: t\ndisplayName: Trips\ndescription: See your next trip at a glance.\nfamilies: [accessoryCircular]\nbody:\n"
            + "  accessoryCircular: {type: Symbol, name: sun.max.fill, modifiers: [{font: {size: 24}}]}\n"
        #expect(try findings("vanishing-content", lock).isEmpty)
    }

    /// A logo drawn in colours of one brightness becomes one flat shape where only brightness is
    /// kept (the accented looks' default for images); black and white, or kept in full colour, it stays.
    @Test func aLogoOfEquallyBrightColoursIsFoundToGoBlank() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-logo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func halves(_ a: [UInt8], _ b: [UInt8], name: String) throws {
            var pixels: [UInt8] = []
            for _ in 0..<16 { for x in 0..<16 { pixels += (x < 8 ? a : b) + [255] } }
            try PNGCodec.encode(Bitmap(width: 16, height: 16, pixels: pixels)).write(to: folder.appendingPathComponent(name))
        }
        // Red and a green of the same luminance (0.2126): one shape once only luminance is kept.
        try halves([255, 0, 0], [0, 148, 0], name: "brand.png")
        try halves([255, 255, 255], [0, 0, 0], name: "mono.png")
        func findings(_ image: String, modifiers: String = "") throws -> [LintFinding] {
            let url = folder.appendingPathComponent("scene.yaml")
            try Data(small("type: Image\nfile: \(image)\nresizable: true\nmodifiers: [{frame: {width: 60, height: 60}}\(modifiers)]").utf8).write(to: url)
            return try Linter(devices: [Self.phone]).lint(try SceneLoader.load(url)).filter { $0.rule == "vanishing-content" }
        }
        let brand = try findings("brand.png")
        #expect(brand.count == 1 && brand.first?.message.hasPrefix("image 'brand.png' becomes a blank shape") == true, "\(brand.map(\.message))")
        #expect(try findings("mono.png").isEmpty)
        #expect(try findings("brand.png", modifiers: ", {widgetAccentedRenderingMode: fullColor}").isEmpty)
    }

    /// A scene that draws its own fill faintly where `If renderingMode: accented` holds passes.
    @Test func aRenderingModeConditionKeepsContentVisible() throws {
        let body = """
            type: Text
            text: Reorder
            modifiers:
              - {foregroundStyle: white}
              - {padding: 6}
              - background: {type: If, renderingMode: accented, then: {type: Capsule, fill: brown, modifiers: [{opacity: 0.25}]}, else: {type: Capsule, fill: brown}}
              - {containerBackground: white}
            """
        #expect(try findings("vanishing-content", small(body)).isEmpty)
        #expect(try findings("vanishing-content", small(body.replacingOccurrences(of: "renderingMode: accented", with: "renderingMode: vibrant"))).count == 1)
    }

    @Test func wordingTheGuidelinesAdviseAgainst() throws {
        #expect(try findings("wording", small("type: Text\ntext: Last updated 9:41")).first?.message.contains("last updated") == true)
        #expect(try findings("wording", small("type: Text\ntext: Tap to refresh")).first?.message.contains("instruction") == true)
        #expect(try findings("wording", small("type: Text\ntext: Trips")).first?.message.contains("own name") == true)
        #expect(try findings("wording", small("type: Text\ntext: Lisbon, Friday")).isEmpty)
    }

    @Test func placeholderThatShiftsTheLayout() throws {
        let body = """
            type: VStack
            alignment: leading
            children:
              - {type: Text, text: "{{title}}", modifiers: [{frame: {width: 120, alignment: leading}}]}
              - {type: Text, text: "{{time}}"}
            """
        let data = "data: {title: Lisbon, time: \"9:41\"}\n"
        let shifting = try findings("placeholder-shift", small(body, extra: data + "placeholderData: {title: \"Loading your next trip\"}\n"))
        #expect(shifting.first?.message.contains("with the placeholder data") == true)
        #expect(try findings("placeholder-shift", small(body, extra: data + "placeholderData: {title: \"------\"}\n")).isEmpty)
    }

    @Test func galleryDescription() throws {
        func scene(_ description: String) -> String {
            "kind: t\ndisplayName: Trips\ndescription: \"\(description)\"\nbody:\n  systemSmall: {type: Text, text: Lisbon}\n"
        }
        #expect(try findings("gallery-description", scene("This widget shows your next trip.")).first?.message
            .contains("talks about the widget itself") == true)
        #expect(try findings("gallery-description", scene("See Your Next Trip At A Glance")).first?.message.contains("title case") == true)
        #expect(try findings("gallery-description", scene("See your next trip at a glance.")).isEmpty)
    }

    /// The compact views sit either side of the 126 × 36.67-pt sensor housing: a view wider than its
    /// 52.33-pt half reaches under it and is hidden there.
    @Test func contentUnderTheSensorHousing() throws {
        func activity(_ leading: String) -> String {
            "kind: t\ndisplayName: Trips\ndescription: See your next trip at a glance.\nactivity:\n"
                + "  compactLeading: \(leading)\n  compactTrailing: {type: Text, text: 12 min}\n"
        }
        let wide = try findings("sensor-housing", activity("{type: Text, text: Arriving soon, modifiers: [{fixedSize: true}]}"))
        #expect(wide.count == 1 && wide.first?.family == .dynamicIslandCompact, "\(wide)")
        #expect(wide.first?.path == "activity.compactLeading")
        #expect(wide.first?.message.contains("“Arriving soon” reaches") == true
                && wide.first?.message.contains("under the sensor housing (52.3 pt–178.3 pt across, the top 36.7 pt)") == true,
                "\(wide.first?.message ?? "")")
        #expect(try findings("sensor-housing", activity("{type: Text, text: Soon}")).isEmpty)
        let delivery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/delivery.yaml")
        #expect(try Linter(devices: [Self.phone]).lint(try SceneLoader.load(delivery)).filter { $0.rule == "sensor-housing" }.isEmpty)
    }

    @Test func lintIgnoreSilencesOneViewWithItsReason() throws {
        let scene = small("""
            type: VStack
            children:
              - {type: Text, text: A long first trip name that cannot fit, modifiers: [{lineLimit: 1}, {lintIgnore: {rule: text-truncated, reason: Names are cut by design}}]}
              - {type: Text, text: A long second trip name that cannot fit, modifiers: [{lineLimit: 1}]}
            """)
        let truncated = try all(scene).filter { $0.rule == "text-truncated" }
        #expect(truncated.map(\.path) == ["body.systemSmall.children[0]", "body.systemSmall.children[1]"])
        #expect(truncated.map(\.silencedBecause) == ["Names are cut by design", nil])
        #expect(LintReport(findings: truncated).active.count == 1)
    }

    @Test func unknownRuleInLintIgnoreIsAnError() throws {
        #expect {
            try all(small("type: Text\ntext: Lisbon\nmodifiers: [{lintIgnore: {rule: margins, reason: x}}]"))
        } throws: { error in
            (error as? SceneError)?.message.contains("unknown lint rule 'margins' (did you mean 'margin'?); expected one of text-truncated") == true
        }
    }
}

/// The three report formats a user or a code host reads.
@Suite struct LintReportTests {
    static let findings = [
        LintFinding(rule: "contrast", severity: .error, widget: "t", file: "/work/w/scene.yaml", family: .systemSmall,
                    devices: ["iphone-393x852"], path: "body.systemSmall", line: 5, column: 5,
                    message: "“Lisbon” has contrast 1.4:1 in light mode; needs 4.5:1", guideline: LintRuleInfo.contrast.guideline),
        LintFinding(rule: "margin", severity: .warning, widget: "t", file: "/work/w/scene.yaml", family: .systemSmall,
                    devices: ["iphone-393x852"], path: "body.systemSmall.children[1]", line: 9, column: 7,
                    message: "“Porto” is 10 pt from the left edge; keep 16 pt", guideline: LintRuleInfo.margin.guideline,
                    silencedBecause: "Edge-to-edge by design"),
    ]

    @Test func textGroupsByWidgetAndFamilyAndSummarises() {
        let text = LintReport(findings: Self.findings).text(colored: false)
        #expect(text.contains("t  /work/w/scene.yaml\n  systemSmall\n    error[contrast] “Lisbon” has contrast 1.4:1"))
        #expect(text.contains("at body.systemSmall (scene.yaml:5:5) on iphone-393x852"))
        #expect(!text.contains("Porto"))
        #expect(text.hasSuffix("1 error, 0 warnings, 0 notes, 1 silenced in the scenes\n"))
        #expect(LintReport(findings: Self.findings).text(colored: true).contains("\u{1B}[1;31merror[contrast]"))
    }

    @Test func jsonKeepsSilencedFindingsWithTheirReason() throws {
        let object = try JSONSerialization.jsonObject(with: try LintReport(findings: Self.findings).json()) as! [String: Any]
        let list = object["findings"] as! [[String: Any]]
        #expect(list.count == 2)
        #expect(list[1]["silencedBecause"] as? String == "Edge-to-edge by design")
        #expect((object["summary"] as! [String: Int]) == ["errors": 1, "warnings": 0, "notes": 0, "silenced": 1])
    }

    @Test func sarifHasRulesResultsLocationsAndSuppressions() throws {
        let data = try SARIFLog.encode(Self.findings, relativeTo: URL(fileURLWithPath: "/work"))
        let log = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect(log["version"] as? String == "2.1.0")
        let run = (log["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        #expect((driver["rules"] as! [[String: Any]]).map { $0["id"] as! String } == LintRuleInfo.all.map(\.id))
        let results = run["results"] as! [[String: Any]]
        #expect(results.map { $0["ruleId"] as! String } == ["contrast", "margin"])
        #expect(results.map { $0["level"] as! String } == ["error", "warning"])
        let location = ((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
        #expect((location["artifactLocation"] as! [String: String])["uri"] == "w/scene.yaml")
        #expect((location["region"] as! [String: Int]) == ["startLine": 5, "startColumn": 5])
        #expect(results[0]["suppressions"] == nil)
        #expect((results[1]["suppressions"] as! [[String: String]]) == [["kind": "inSource", "justification": "Edge-to-edge by design"]])
    }
}
