import Foundation
import Testing
@testable import WidgetRaster

/// Symbol variants, scales, rendering modes and resizable symbols.
@Suite struct SymbolStyleTests {
    let renderer: WidgetRenderer

    init() throws { renderer = try WidgetRenderer() }

    func symbol(_ layout: LayoutHarness) -> (LayoutNode.SymbolContent, Rect)? {
        layout.root.flattened().lazy.compactMap { if case .symbol(let c) = $0.kind { (c, $0.frame) } else { nil } }.first
    }

    /// A view alone on a 170-pt small widget at @`scale`, centred, over `background`.
    func render(_ body: ViewNode, scale: Int = 1, background: Color = .white) throws -> Bitmap {
        let scene = WidgetScene(kind: "s", displayName: "S", bodies: [.systemSmall: body.modified(.containerBackground(background.node))],
                                contentMargins: false)
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-430x932")!])[0]
        return try renderer.render(scene, family: .systemSmall, target: target, scale: scale, variant: .light,
                                   folder: URL(fileURLWithPath: "/tmp"))
    }

    /// A resizable symbol in black, 120 pt square, centred on the widget.
    func glyph(_ name: String) throws -> Bitmap {
        try render(ViewNode(.symbol(name, resizable: true)).modified(.foregroundStyle(.color("black")))
            .modified(.frame(Frame(width: 120, height: 120))))
    }

    /// Pixels darker than mid-grey: their bounds and count.
    func ink(_ bitmap: Bitmap, where isInk: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.a > 200 && $0.r < 128 })
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int) {
        var (x0, y0, x1, y1, count) = (Int.max, Int.max, Int.min, Int.min, 0)
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where isInk(bitmap[x, y]) {
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y); count += 1
        } }
        return (x0, y0, x1, y1, count)
    }

    @Test func variantsPickTheVariantNameOrFallBack() {
        #expect(SymbolCatalog.resolve("heart", variant: .fill) == "heart.fill")
        #expect(SymbolCatalog.resolve("heart", variant: SymbolVariant(parts: ["fill", "circle"])) == "heart.circle.fill")
        #expect(SymbolCatalog.resolve("bell", variant: SymbolVariant(parts: ["slash", "fill"])) == "bell.slash.fill")
        #expect(SymbolCatalog.resolve("heart.fill", variant: .fill) == "heart.fill", "a part the name has is not added twice")
        #expect(SymbolCatalog.resolve("cloud.rain", variant: SymbolVariant(parts: ["circle", "fill"])) == "cloud.rain.fill",
                "no circle variant: the fill one")
        #expect(SymbolCatalog.resolve("tornado", variant: .circle) == "tornado")
        #expect(SymbolCatalog.names.count >= 450)
    }

    @Test func everyNameHasOutlinesThatDrawInk() {
        for name in SymbolCatalog.names {
            let glyph = SymbolCatalog.glyph(named: name)
            #expect(glyph?.parts.contains { $0.mode == .stroke || $0.mode == .fill } == true, "\(name) draws something")
            #expect((glyph?.inkBounds.width ?? 0) + (glyph?.inkBounds.height ?? 0) > 4, "\(name) is not a dot")
            #expect(glyph.map { $0.inkBounds.minX >= 0 && $0.inkBounds.maxX <= 24 && $0.inkBounds.minY >= 0 && $0.inkBounds.maxY <= 24 } == true,
                    "\(name) stays in its 24-unit box")
        }
    }

    @Test func imageScalesSizeTheGlyphAgainstItsFont() throws {
        func box(_ scale: ImageScale) throws -> Rect {
            let layout = try LayoutHarness(ViewNode(.symbol("star.fill")).modified(.imageScale(scale)).modified(.font(Font(size: 20))),
                                           in: Size(width: 200, height: 200))
            return try #require(symbol(layout)).0.box
        }
        let medium = try box(.medium)
        #expect(medium.height == 24, "1.2 em at the medium scale")
        let small = try box(.small), large = try box(.large)
        #expect(abs(small.height - medium.height * 0.8) < 0.01 && abs(large.height - medium.height * 1.3) < 0.01)
    }

    @Test func aSymbolIsAsWideAsItsInkAndSitsOnTheTextsCapHeight() throws {
        let layout = try LayoutHarness(ViewNode(.symbol("chevron.right")).modified(.font(Font(size: 20))), in: Size(width: 200, height: 200))
        let (content, frame) = try #require(symbol(layout))
        #expect(frame.height == 24)
        #expect(frame.width < 12, "a chevron is narrow, not a 24-pt square: \(frame.width)")
        #expect(abs(content.inkRect.midX - frame.width / 2) < 0.01, "its ink centred in its frame")
        let baseline = try #require(layout.root.flattened().first { if case .symbol = $0.kind { true } else { false } }?.firstBaseline)
        #expect(abs(baseline - (frame.minY + 12 + 20 * 0.727 / 2)) < 0.5, "the box's middle is the cap height's middle")
    }

    @Test func renderingModesColourTheLayers() throws {
        func content(_ name: String, _ mode: SymbolRenderingMode) throws -> LayoutNode.SymbolContent {
            let view = ViewNode(.symbol(name)).modified(.symbolRenderingMode(mode)).modified(.foregroundStyle(.color("white")))
            return try #require(symbol(try LayoutHarness(view, in: Size(width: 100, height: 100)))).0
        }
        let multicolor = try content("cloud.sun.fill", .multicolor)
        #expect(multicolor.multicolor && multicolor.glyph.parts.contains { $0.multicolor == "systemYellow" })
        #expect(try content("cloud.sun.fill", .hierarchical).layers.map(\.level) == [1, 2, 3])
        #expect(try content("cloud.sun.fill", .monochrome).layers.map(\.level) == [1, 1, 1])
        #expect(try content("cloud.sun.fill", .palette([.color("orange"), .color("blue")])).layers.map(\.base)
                == [.color("orange"), .color("blue"), .color("blue")], "the last style for the layers past it")

        let yellowSun = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.r > 200 && p.g > 150 && p.b < 90 }
        let drawn = try render(ViewNode(.symbol("cloud.sun.fill", resizable: true)).modified(.symbolRenderingMode(.multicolor))
            .modified(.frame(Frame(width: 120, height: 120))), background: .black)
        #expect(ink(drawn, where: yellowSun).count > 200, "the sun is yellow")
        #expect(ink(drawn, where: { $0.r > 240 && $0.g > 240 && $0.b > 240 }).count > 2000, "the cloud white")
        let plain = try render(ViewNode(.symbol("cloud.sun.fill", resizable: true)).modified(.foregroundStyle(.color("white")))
            .modified(.frame(Frame(width: 120, height: 120))), background: .black)
        #expect(ink(plain, where: yellowSun).count == 0, "monochrome: one colour")
    }

    @Test func weatherSymbolsDrawTheirOwnConcepts() throws {
        let cloud = try glyph("cloud.fill"), partly = try glyph("cloud.sun.fill"), rain = try glyph("cloud.rain.fill")
        #expect(cloud != partly && cloud != rain && partly != rain)
        // Rain falls below the cloud: the lowest fifth of the ink is separate streaks, not one shape.
        let box = ink(rain)
        let row = box.maxY - (box.maxY - box.minY) / 8
        var runs = 0, inRun = false
        for x in box.minX...box.maxX {
            let dark = rain[x, row].r < 128
            if dark && !inRun { runs += 1 }
            inRun = dark
        }
        #expect(runs >= 2, "streaks of rain under the cloud: \(runs)")
    }

    @Test func anAirplanePointsRightAndABatteryLiesOnItsSide() throws {
        let plane = try glyph("airplane"), box = ink(plane)
        let noseRows = (box.minY...box.maxY).filter { y in (box.maxX - 2...box.maxX).contains { plane[$0, y].r < 128 } }
        let nose = Double(noseRows.reduce(0, +)) / Double(max(1, noseRows.count))
        #expect(abs(nose - Double(box.minY + box.maxY) / 2) < Double(box.maxY - box.minY) * 0.12, "the nose at mid-height on the right")

        let battery = try glyph("battery.100"), b = ink(battery)
        #expect(Double(b.maxX - b.minX) > 1.5 * Double(b.maxY - b.minY), "wider than tall")
        let nub = (b.minY...b.maxY).filter { y in battery[b.maxX - 1, y].r < 128 }
        #expect(!nub.isEmpty && Double(nub.count) < 0.45 * Double(b.maxY - b.minY), "a short nub on the right")
    }

    @Test func aSymbolsStrokesFollowTheFontWeight() throws {
        func count(_ weight: Font.Weight) throws -> Int {
            ink(try render(ViewNode(.symbol("heart")).modified(.foregroundStyle(.color("black")))
                .modified(.font(Font(size: 40, weight: weight))), scale: 2)).count
        }
        let ultraLight = try count(.ultraLight), regular = try count(.regular), black = try count(.black)
        #expect(ultraLight < regular && regular < black)
        #expect(Double(black) > 3 * Double(ultraLight), "black \(black) vs ultraLight \(ultraLight) pixels")
    }

    @Test func aFilledBadgeCutsItsGlyphOutOfTheDisc() throws {
        let bitmap = try glyph("checkmark.circle.fill")
        let glyph = try #require(SymbolCatalog.glyph(named: "checkmark.circle.fill"))
        let line = SymbolCatalog.lineWidth(weight: 400)
        let unit = 120 / max(glyph.inkBounds.width + line, glyph.inkBounds.height + line)
        let origin = 25 + 60 - (glyph.inkBounds.midX) * unit
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            bitmap[Int(origin + x * unit), Int(25 + 60 - glyph.inkBounds.midY * unit + y * unit)]
        }
        #expect(pixel(11, 14).r > 200, "the check's corner is cut through to the white behind")
        #expect(pixel(6, 12).r < 60 && pixel(12, 18).r < 60, "the disc around it is filled")
    }

    @Test func aResizableSymbolFillsItsFrameAsLargeAsFits() throws {
        let view = ViewNode(.symbol("heart.fill", resizable: true)).modified(.frame(Frame(width: 60, height: 40)))
        let (content, frame) = try #require(symbol(try LayoutHarness(view, in: Size(width: 100, height: 100))))
        #expect(close(frame, rect(20, 30, 60, 40)))
        let ink = content.inkRect
        #expect(abs(ink.height - 40) < 0.01 || abs(ink.width - 60) < 0.01, "the ink touches the frame: \(ink)")
        #expect(abs(ink.midX - 30) < 0.01 && abs(ink.midY - 20) < 0.01, "centred")
    }

    @Test func symbolModifiersInAFileDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Symbol
            name: bell
            resizable: true
            modifiers: [{symbolVariant: slash.fill}, {symbolRenderingMode: {palette: [white, blue]}}, {imageScale: large}]
        """, file: "s.yaml")
        let expected = ViewNode(.symbol("bell", resizable: true), modifiers: [
            .symbolVariant(SymbolVariant(parts: ["slash", "fill"])), .symbolRenderingMode(.palette([.color("white"), .color("blue")])),
            .imageScale(.large),
        ])
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body == expected)
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(throws: SceneError.self) {
            try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Symbol, name: bell, modifiers: [{symbolVariant: dotted}]}\n",
                                   file: "s.yaml")
        }
    }

    /// `Image(systemName: "wifi", variableValue:)`: the dot always, then the inner, middle and outer
    /// arcs as the value passes 0, ⅓ and ⅔; unlit arcs are drawn faintly, not left out.
    @Test func aVariableValueLightsTheSymbolsPartsInOrder() throws {
        #expect(SymbolCatalog.unlitParts(of: "wifi", value: 0) == [1, 2, 3])
        #expect(SymbolCatalog.unlitParts(of: "wifi", value: 0.2) == [1, 2])
        #expect(SymbolCatalog.unlitParts(of: "wifi", value: 0.5) == [1])
        #expect(SymbolCatalog.unlitParts(of: "wifi", value: 1).isEmpty)
        #expect(SymbolCatalog.unlitParts(of: "heart", value: 0).isEmpty, "a symbol with no variable parts is drawn whole")
        func wifi(_ value: Double?) throws -> Bitmap {
            try render(ViewNode(.symbol("wifi", resizable: true, variableValue: value)).modified(.foregroundStyle(.color("black")))
                .modified(.frame(Frame(width: 120, height: 120))))
        }
        let dark = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.a > 200 && p.r < 90 }
        let faint = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.a > 200 && p.r > 150 && p.r < 220 }
        let (none, half, full) = (try wifi(0), try wifi(0.5), try wifi(1))
        #expect(ink(none, where: dark).count < ink(half, where: dark).count)
        #expect(ink(half, where: dark).count < ink(full, where: dark).count)
        #expect(ink(none, where: faint).count > ink(full, where: faint).count + 1_000, "unlit arcs are drawn faintly")
        #expect(try wifi(nil).pixels == full.pixels, "a full value draws the symbol as without one")
        // The outermost arc is the last to light: at 0.5 its top is faint, at 1 dark.
        let top = ink(full, where: dark).minY
        #expect(ink(half, where: dark).minY > top + 10)

        let scene = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Symbol, name: wifi, variableValue: 0.5}\n", file: "s.yaml")
        #expect(scene.bodies[.systemSmall] == ViewNode(.symbol("wifi", variableValue: 0.5)))
        let body = try #require(scene.bodies[.systemSmall])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(throws: SceneError.self) {
            try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Symbol, name: wifi, variableValue: 1.5}\n", file: "s.yaml")
        }
    }

    /// Each sport and activity figure is its own pose, not one standing figure for all.
    @Test func figuresHaveTheirOwnPoses() throws {
        let names = ["figure.stand", "figure.walk", "figure.run", "figure.yoga", "figure.pool.swim", "figure.basketball",
                     "figure.soccer", "figure.martial.arts", "figure.gymnastics", "figure.skateboarding"]
        let glyphs = try names.map { try #require(SymbolCatalog.glyph(named: $0), "\($0)") }
        #expect(Set(glyphs).count == names.count, "every figure draws differently")
    }
}
