import Foundation
import Testing
@testable import WidgetRaster

/// A control's presentations: Control Center's three sizes on its four-column grid and the Lock
/// Screen slot (estimates, `ControlMetrics`), their shapes, where the symbol, title and value sit,
/// a toggle drawn off and on with the tint on its symbol, dark only, and scene-file errors.
@Suite struct ControlWidgetTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/porch-light.yaml")

    static func size(_ family: WidgetFamily, on id: String) -> Size? {
        SizeTable.current.device(id: id)?.families[family]?.device
    }

    @Test func theSizesFollowControlCentersGrid() {
        // A cell is a quarter of the screen less two 34-pt insets and three 16-pt gaps, to a third of a point.
        #expect(Self.size(.controlSmall, on: "iphone-393x852") == Size(width: 69.33333333333333, height: 69.33333333333333))
        #expect(Self.size(.controlMedium, on: "iphone-393x852") == Size(width: 2 * 69.33333333333333 + 16, height: 69.33333333333333))
        #expect(Self.size(.controlLarge, on: "iphone-393x852") == Size(width: 2 * 69.33333333333333 + 16, height: 2 * 69.33333333333333 + 16))
        #expect(Self.size(.controlSmall, on: "iphone-430x932") == Size(width: 78.66666666666667, height: 78.66666666666667))
        #expect(Self.size(.controlSmall, on: "iphone-375x667") == Size(width: 64.66666666666667, height: 64.66666666666667))
        #expect(Self.size(.controlLockScreen, on: "iphone-393x852") == Size(width: 50, height: 50))
        // Only the iPhones with a customisable Lock Screen; not the iPads (their Control Center is not measured yet).
        #expect(Self.size(.controlSmall, on: "iphone-320x568") == nil)
        #expect(Self.size(.controlSmall, on: "ipad-1024x1366") == nil)
    }

    @Test func everyModuleHasHalfACellsRadius() throws {
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let radii = Dictionary(uniqueKeysWithValues: RenderTarget.targets(for: Control.presentations, devices: [device])
            .map { ($0.family, $0.cornerRadius) })
        let half = 69.33333333333333 / 2
        #expect(radii[.controlSmall] == half)
        #expect(radii[.controlMedium] == half)
        #expect(abs(radii[.controlLarge]! - half) < 1e-9)
        #expect(radii[.controlLockScreen] == 25)
    }

    static func layout(_ family: WidgetFamily, isOn: Bool, device id: String = "iphone-393x852") throws -> WidgetLayout {
        let loaded = try SceneLoader.load(example)
        let device = try #require(SizeTable.current.device(id: id))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        return try WidgetRenderer().layout(loaded.scene, family: family, target: target, folder: loaded.folder, entry: isOn ? 1 : 0,
                                           scale: 3, colorScheme: .dark)
    }

    static func texts(in layout: WidgetLayout) -> [String: Rect] {
        Dictionary(layout.content.flattened().compactMap { node in
            if case .text(let content) = node.kind { return (content.string, node.frame) }
            return nil
        }) { a, _ in a }
    }

    static func symbol(in layout: WidgetLayout) -> (name: String, frame: Rect)? {
        layout.content.flattened().lazy.compactMap { node in
            if case .symbol(let symbol) = node.kind { return (symbol.name, node.frame) }
            return nil
        }.first
    }

    @Test func aSmallControlAndALockScreenSlotShowTheSymbolAlone() throws {
        for family in [WidgetFamily.controlSmall, .controlLockScreen] {
            let layout = try Self.layout(family, isOn: false)
            let symbol = try #require(Self.symbol(in: layout))
            #expect(Self.texts(in: layout).isEmpty, "\(family)")
            #expect(abs(symbol.frame.midX - layout.size.width / 2) < 0.01 && abs(symbol.frame.midY - layout.size.height / 2) < 0.01,
                    "\(family) \(symbol.frame)")
        }
    }

    @Test func aMediumControlShowsTheSymbolBesideTheTitleAndValue() throws {
        let layout = try Self.layout(.controlMedium, isOn: false)
        let symbol = try #require(Self.symbol(in: layout))
        let texts = Self.texts(in: layout)
        let title = try #require(texts["Porch Light"]), value = try #require(texts["Off"])
        #expect(abs(symbol.frame.minX - 18) < 0.01 && abs(symbol.frame.midY - layout.size.height / 2) < 0.01)
        #expect(title.minX > symbol.frame.maxX && abs(title.minX - value.minX) < 0.01 && value.minY >= title.maxY)
        // Title and value centred together in the capsule's height.
        #expect(abs((title.minY + value.maxY) / 2 - layout.size.height / 2) < 0.5)
    }

    @Test func aLargeControlShowsTheSymbolAboveTheTitleAndValue() throws {
        let layout = try Self.layout(.controlLarge, isOn: false)
        let symbol = try #require(Self.symbol(in: layout))
        let value = try #require(Self.texts(in: layout)["Off"])
        #expect(abs(symbol.frame.minX - 18) < 0.01 && abs(symbol.frame.minY - 18) < 0.01)
        #expect(abs(value.minX - 18) < 0.01 && abs(value.maxY - (layout.size.height - 18)) < 0.01)
    }

    @Test func aToggleIsDrawnOffAndOnWithItsStatesSymbolAndValue() throws {
        let off = try Self.layout(.controlMedium, isOn: false), on = try Self.layout(.controlMedium, isOn: true)
        #expect(Self.symbol(in: off)?.name == "lightbulb" && Self.symbol(in: on)?.name == "lightbulb.fill")
        #expect(Self.texts(in: off)["Off"] != nil && Self.texts(in: on)["On"] != nil)

        let scene = try SceneLoader.load(Self.example).scene
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [3]
        let files = try plan.jobs(for: [scene]).map(\.file)
        #expect(files.count == 8, "four presentations × off and on, dark only: \(files)")
        #expect(files.contains("com.example.porch-light/controlSmall/iphone-69.33x69.33@3x-dark-off.png"))
        #expect(files.contains("com.example.porch-light/controlLarge/iphone-154.67x154.67@3x-dark-on.png"))
    }

    @Test func onTheSymbolTakesTheTintAndThePlatterTurnsWhite() throws {
        let renderer = try WidgetRenderer()
        let loaded = try SceneLoader.load(Self.example)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [1]
        plan.families = [.controlSmall]
        let jobs = try plan.jobs(for: [loaded.scene])
        let bitmaps = try jobs.map { try renderer.render($0, of: loaded).bitmap }
        #expect(bitmaps.count == 2)
        func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * bitmap.width + x) * 4
            return Array(bitmap.pixels[i..<i + 4])
        }
        // Off: the grey platter inside the circle, clear outside it.
        #expect(pixel(bitmaps[0], 10, 34) == [0x3C, 0x3C, 0x3E, 0xFF])
        #expect(pixel(bitmaps[0], 1, 1)[3] == 0)
        // On: a white platter, and yellow (not white, not grey) in the bulb at the symbol's centre.
        #expect(pixel(bitmaps[1], 10, 34) == [0xFF, 0xFF, 0xFF, 0xFF])
        var yellow = 0
        for y in 20...48 {
            for x in 20...48 {
                let p = pixel(bitmaps[1], x, y)
                if p[0] > 200, p[1] > 180, p[2] < 80 { yellow += 1 }
            }
        }
        #expect(yellow > 20, "yellow pixels in the on symbol: \(yellow)")
    }

    @Test func aButtonHasOneState() throws {
        let yaml = "kind: a\ncontrol:\n  title: Quick Memo\n  systemImage: square.and.pencil\n"
        let scene = try SceneLoader.decode(yaml, file: "memo.yaml")
        #expect(scene.families == Control.presentations && scene.entries.isEmpty)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        #expect(try plan.jobs(for: [scene]).map(\.file).sorted().first == "a/controlLarge/iphone-154.67x154.67@2x-dark.png")
    }

    @Test func aSceneFileNamesWhatIsWrongInItsControl() throws {
        let typo = SceneFixture.problem("kind: a\ncontrol:\n  titel: A\n")
        #expect(typo.contains("control.titel") && typo.contains("did you mean 'title'?"), "\(typo)")
        let template = SceneFixture.problem("kind: a\ncontrol:\n  template: switch\n  title: A\n")
        #expect(template.contains("control.template") && template.contains("toggle"), "\(template)")
        let buttonState = SceneFixture.problem("kind: a\ncontrol:\n  title: A\n  on: {value: B}\n")
        #expect(buttonState.contains("control.on") && buttonState.contains("template: toggle"), "\(buttonState)")
        let both = SceneFixture.problem("kind: a\ncontrol:\n  title: A\n  systemImage: bolt\n  image: bolt\n")
        #expect(both.contains("control.image") && both.contains("not both"), "\(both)")
        let empty = SceneFixture.problem("kind: a\ncontrol:\n  template: toggle\n")
        #expect(empty.contains("needs a 'title' or a 'systemImage'"), "\(empty)")
        let widget = SceneFixture.problem("kind: a\nbody:\n  systemSmall: {type: Text, text: A}\ncontrol:\n  title: A\n")
        #expect(widget.contains("file of its own") && widget.contains("systemSmall"), "\(widget)")
        let timeline = SceneFixture.problem("kind: a\ncontrol:\n  title: A\nentries: [{date: '2026-06-08T09:41:00Z'}]\n")
        #expect(timeline.contains("no timeline"), "\(timeline)")
    }

    /// A control's and a Live Activity's presentations are composed from what the file wrote, so
    /// a wrong name is reported once, at the field that holds it, not once per presentation.
    @Test func wrongNamesAreReportedWhereTheFileWroteThem() throws {
        let control = """
        kind: fan
        control:
          template: toggle
          title: Fan
          systemImage: fan.spinning
          tint: yelow
          on: {value: Spinning, systemImage: fann.fill}
        """
        let activity = """
        kind: delivery
        activity:
          compactLeading: {type: Symbol, name: bag.filll}
          expanded:
            bottom: {type: Image, file: missing.png}
        """
        try SceneFixture.withFiles(["fan.yaml": control, "delivery.yaml": activity]) { urls in
            let error = try #require(#expect(throws: SceneError.self) { try SceneLoader.load(urls["fan.yaml"]!) })
            #expect(error.all.map(\.path) == ["control.systemImage", "control.tint", "control.on.systemImage"])
            #expect(error.all.map(\.line) == [5, 6, 7])
            #expect(error.further[1].message.hasPrefix("unknown symbol 'fann.fill' (did you mean 'fan.fill'?)"))

            let problems = try #require(#expect(throws: SceneError.self) { try SceneLoader.load(urls["delivery.yaml"]!) })
            #expect(problems.all.map(\.path) == ["activity.compactLeading.name", "activity.expanded.bottom.file"])
            #expect(problems.all.map(\.line) == [3, 5])
        }
    }

    /// The lint checks a toggle in both states and reports a finding where the file wrote the
    /// view, once for the two states when both show it.
    @Test func lintChecksBothStatesAtTheWrittenFields() throws {
        let fan = """
        kind: fan
        description: Turns the ceiling fan on and off.
        control:
          template: toggle
          title: Ceiling Fan in the Living Room by the Window
          systemImage: fan.fill
          on: {value: Spinning at the highest of its three speeds}
        """
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let findings = try SceneFixture.withFiles(["fan.yaml": fan]) { urls in
            try Linter(devices: [device], families: [.controlMedium]).lint(try SceneLoader.load(urls["fan.yaml"]!))
                .filter { $0.rule == "text-truncated" }
        }
        #expect(findings.map(\.path) == ["control.title", "control.on.value"], "\(findings.map(\.path))")
        #expect(findings.map(\.line) == [5, 7])
    }

    /// `privacySensitive` on the template: a locked device (the privacy variant) hides the title
    /// and value; without it the privacy image is the plain one.
    @Test func aPrivacySensitiveControlHidesItsTextWhenLocked() throws {
        func images(_ yaml: String) throws -> [Bitmap] {
            let scene = try SceneLoader.decode(yaml, file: "lock.yaml")
            let loaded = SceneLoader.Loaded(scene: scene, file: URL(fileURLWithPath: "/tmp/lock.yaml"))
            var plan = RenderPlan()
            plan.deviceIDs = ["iphone-393x852"]
            plan.scales = [1]
            plan.families = [.controlMedium]
            plan.variants = [.dark, Variant(colorScheme: .dark, redaction: .privacy)]
            let renderer = try WidgetRenderer()
            return try plan.jobs(for: [scene]).map { try renderer.render($0, of: loaded).bitmap }
        }
        let plain = "kind: lock\ncontrol:\n  title: Front Door\n  systemImage: lock.fill\n"
        let open = try images(plain)
        #expect(open.count == 2 && open[0] == open[1])
        let hidden = try images(plain + "  privacySensitive: true\n")
        #expect(hidden.count == 2 && hidden[0] == open[0] && hidden[1] != hidden[0])
    }
}
