import Foundation
import Testing
import Themes
@testable import WidgetRaster

/// Placeholder and privacy variants, rendering modes, Dynamic Type and right-to-left.
@Suite struct VariantTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    static let examples = SceneFileTests.examples
    static var phone: DeviceSize { SizeTable.current.device(id: "iphone-393x852")! }
    static var pad: DeviceSize { SizeTable.current.device(id: "ipad-1024x1366")! }

    /// The family on the iPhone, or on the iPad where only the iPad has it (the extra-large widget).
    func target(_ family: WidgetFamily) -> RenderTarget {
        RenderTarget.targets(for: [family], devices: [Self.phone.families[family] != nil ? Self.phone : Self.pad])[0]
    }

    func example(_ name: String) throws -> SceneLoader.Loaded {
        try SceneLoader.load(Self.examples.appendingPathComponent(name))
    }

    /// Every op that is not text, with its geometry: what must not move between variants.
    func geometry(_ list: DisplayList) -> [String] {
        list.ops.compactMap { op in
            switch op {
            case .fill(let o, _), .stroke(let o, _, _), .beginClip(let o): return "\(o.kind) \(o.rect)"
            case .image(_, let r, _): return "image \(r)"
            default: return nil
            }
        }
    }

    @Test(arguments: SceneFileTests.exampleFiles)
    func placeholderKeepsEveryFrameOfTheDataRender(name: String) throws {
        let loaded = try example(name)
        for family in loaded.scene.families where !family.isAccessory {
            let layout = try renderer.layout(loaded.scene, family: family, target: target(family), folder: loaded.folder)
            let data = DisplayListBuilder(shaper: renderer.engine, theme: loaded.theme, variant: .light).build(layout)
            let placeholder = DisplayListBuilder(shaper: renderer.engine, theme: loaded.theme, variant: Variant(colorScheme: .light, redaction: .placeholder))
                .build(layout)
            // Text becomes bars inside each text's frame, a symbol one bar over its ink; every other
            // shape keeps its exact frame.
            let texts = data.ops.compactMap { op -> TextRun? in if case .text(let t) = op { return t }; return nil }
            let symbolBoxes = layout.content.flattened().compactMap { node -> String? in
                guard case .symbol(let c) = node.kind else { return nil }
                return "\(c.box.offsetBy(x: node.frame.minX, y: node.frame.minY))"
            }
            let drawn = geometry(data).filter { op in !symbolBoxes.contains { op.hasSuffix(" " + $0) } }
            let bars = geometry(placeholder).count - drawn.count
            #expect(bars == texts.map { $0.measurement.lines.count }.reduce(0, +) + symbolBoxes.count, "\(name) \(family)")
            let shapes = Set(drawn)
            #expect(shapes.isSubset(of: Set(geometry(placeholder))), "\(name) \(family): a shape moved")
            #expect(!placeholder.ops.contains { if case .text = $0 { return true }; return false })
        }
    }

    @Test func privacyChangesOnlyThePixelsOfSensitiveViews() throws {
        let loaded = try example("banking.yaml")
        for family in loaded.scene.families {
            let layout = try renderer.layout(loaded.scene, family: family, target: target(family), folder: loaded.folder)
            let light = try renderer.paint(layout, target: target(family), scale: 2, variant: .light, theme: loaded.theme)
            let privacy = try renderer.paint(layout, target: target(family), scale: 2,
                                         variant: Variant(colorScheme: .light, redaction: .privacy), theme: loaded.theme)
            let sensitive = layout.content.flattened().filter(\.redaction.privacySensitive).map(\.frame)
            #expect(!sensitive.isEmpty)
            func inside(_ x: Int, _ y: Int) -> Bool {
                let px = (Double(x) + 0.5) / 2, py = (Double(y) + 0.5) / 2
                return sensitive.contains { px >= $0.minX - 1 && px <= $0.maxX + 1 && py >= $0.minY - 1 && py <= $0.maxY + 1 }
            }
            var outsideDiffers = 0, insideDiffers = 0
            for y in 0..<light.height {
                for x in 0..<light.width where light[x, y] != privacy[x, y] {
                    if inside(x, y) { insideDiffers += 1 } else { outsideDiffers += 1 }
                }
            }
            #expect(outsideDiffers == 0, "\(family): \(outsideDiffers) pixels changed outside sensitive views")
            #expect(insideDiffers > 100, "\(family): sensitive views were not masked")
        }
    }

    @Test func unredactedOptsASubtreeOutOfThePlaceholder() throws {
        let body = VStack { Text("Hidden"); Text("Shown").unredacted() }.node
        let scene = WidgetScene(kind: "u", displayName: "U", bodies: [.systemSmall: body])
        let layout = try renderer.layout(scene, family: .systemSmall, target: target(.systemSmall), folder: URL(fileURLWithPath: "/tmp"))
        let list = DisplayListBuilder(shaper: renderer.engine, variant: Variant(colorScheme: .light, redaction: .placeholder)).build(layout)
        let texts = list.ops.compactMap { op -> String? in if case .text(let t) = op { return t.string }; return nil }
        #expect(texts == ["Shown"])
    }

    func paint(_ body: ViewNode, _ variant: Variant) throws -> Bitmap {
        let scene = WidgetScene(kind: "m", displayName: "M", bodies: [.systemSmall: body], contentMargins: false)
        return try renderer.render(scene, family: .systemSmall, target: target(.systemSmall), scale: 1, variant: variant,
                                   folder: URL(fileURLWithPath: "/tmp"))
    }

    @Test func accentedReplacesColoursByTheGroupColourAndKeepsAlpha() throws {
        let body = HStack(spacing: 0) {
            Color.red
            Color.green.widgetAccentable()
            Color.blue.opacity(0.5)
        }.containerBackground(Color.yellow)
        let variant = Variant.dark.rendered(.accented).looking(like: .ios18)
        let bitmap = try paint(body.node, variant)
        let palette = variant.tintPalette
        func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b)] }
        func bytes(_ c: RGBA) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }
        #expect(near(rgb(bitmap[20, 79]), bytes(palette.primary)))
        // The accent group takes the person's tint, never the app's accent colour (system blue here).
        #expect(near(rgb(bitmap[79, 79]), bytes(palette.accent)))
        // Half-opaque primary over the platter, which replaced the yellow background.
        let half = zip(bytes(palette.primary), bytes(palette.platter)).map { ($0 + $1) / 2 }
        #expect(near(rgb(bitmap[140, 79]), half) || zip(rgb(bitmap[140, 79]), half).allSatisfy { abs($0 - $1) <= 2 })
        #expect(bitmap[140, 79].a == 255)
    }

    /// iOS 26 builds clear and tinted alike (WWDC25 "What's new in widgets"): content in the
    /// accented mode tinted white with its alpha kept, the background removed, glass behind.
    @Test func iOS26TintsContentWhiteOverGlassWhereTheBackgroundWas() throws {
        let body = HStack(spacing: 0) {
            Color.red
            Color.green.widgetAccentable()
            Color.blue.opacity(0.5)
            Color.clear
        }.containerBackground(Color.yellow)
        for variant in [Variant.dark.accented(over: .clear), Variant.light.accented(over: .clear), Variant.light.rendered(.accented)] {
            let bitmap = try paint(body.node, variant)
            #expect(bitmap[20, 79] == (255, 255, 255, 255), "\(variant): the default group is white")
            #expect(bitmap[60, 79] == (255, 255, 255, 255), "\(variant): the accent group is white too (iPhone)")
            let bare = try paint(Color.clear.containerBackground(Color.yellow).node, variant)
            #expect(bitmap[140, 79] == bare[140, 79], "\(variant): where nothing is drawn, the glass")
            let glass = bare[100, 79], half = bitmap[100, 79]
            #expect(glass.a == 255 && half.a == 255)
            // Half-opaque content is white at half strength over the glass.
            for (h, g) in [(half.r, glass.r), (half.g, glass.g), (half.b, glass.b)] {
                #expect(abs(Int(h) - (Int(g) + 255) / 2) <= 2, "\(variant): \(half) over \(glass)")
            }
        }
        // The background is removed, whatever it was: the glass is the same behind yellow and blue.
        let clearDark = Variant.dark.accented(over: .clear)
        #expect(try paint(Color.clear.containerBackground(Color.yellow).node, clearDark).pixels
                == paint(Color.clear.containerBackground(Color.blue).node, clearDark).pixels)
        // The wallpaper shows through: the glass is not one flat colour, and clear differs from tinted.
        let empty = Color.clear.containerBackground(Color.yellow).node
        let clear = try paint(empty, clearDark), tinted = try paint(empty, Variant.dark.rendered(.accented))
        #expect(clear[79, 20] != clear[79, 140] && clear.pixels != tinted.pixels)
    }

    /// Dark tinted glass gives the content a pale tone of the tint and the accent group a
    /// stronger one; both stay legible on the glass's frost.
    @Test func iOS26DarkTintedContentTakesTheTint() throws {
        let body = VStack(spacing: 0) { Color.red; Color.green.widgetAccentable() }.containerBackground(Color.yellow)
        let variant = Variant.dark.rendered(.accented)
        let palette = variant.tintPalette
        let bitmap = try paint(body.node, variant)
        func bytes(_ c: RGBA) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
        let top = bitmap[79, 40], bottom = bitmap[79, 120]
        #expect(zip([Int(top.r), Int(top.g), Int(top.b)], bytes(palette.primary)).allSatisfy { abs($0 - $1) <= 1 })
        #expect(zip([Int(bottom.r), Int(bottom.g), Int(bottom.b)], bytes(palette.accent)).allSatisfy { abs($0 - $1) <= 1 })
        #expect(palette.accent.hsb.saturation > palette.primary.hsb.saturation)
        #expect(palette.primary.contrast(with: palette.platter.multiplyingOpacity(by: 1)) >= 7)
    }

    @Test func theClearHomeScreenIsAVariantNamedClear() throws {
        #expect(Variant(name: "dark-clear") == Variant.dark.accented(over: .clear))
        #expect(Variant(name: "privacy-clear")?.isClear == true)
        #expect(Variant.light.accented(over: .clear).name == "light-clear")
        #expect(Variant.light.rendered(.accented).name == "light-accented")
        var plan = RenderPlan()
        plan.renderingModes = [.accented]
        plan.accentedGlass = [.tinted, .clear]
        let loaded = try example("weather.yaml")
        let names = Set(try plan.jobs(for: [loaded.scene]).filter { !$0.family.isAccessory }.map(\.variant.name))
        #expect(names == ["light-accented", "light-clear", "dark-accented", "dark-clear"])
        plan.look = .ios18
        #expect(throws: RenderPlan.Problem.self) { try plan.jobs(for: [loaded.scene]) }
    }

    @Test func tintedPalettesCarryTheTintsHueAndStayLegible() throws {
        for tint in [TintPalette.defaultTint, RGBA(0, 122, 255), RGBA(255, 59, 48), RGBA(52, 199, 89), RGBA(128, 128, 128)] {
            for scheme in [ColorScheme.light, .dark] {
                let palette = TintPalette(tint: tint, scheme: scheme)
                // Content on the platter reads as body text; the accent reads on the platter and on a primary fill.
                #expect(palette.primary.contrast(with: palette.platter) >= 7, "\(tint) \(scheme)")
                #expect(palette.accent.contrast(with: palette.platter) >= 3, "\(tint) \(scheme)")
                #expect(palette.accent.contrast(with: palette.primary) >= 3, "\(tint) \(scheme)")
                let (hue, saturation, _) = tint.hsb
                guard saturation > 0.2 else { continue }
                // Platter and accent keep the tint's hue (within 2 % of the wheel).
                for color in [palette.platter, palette.accent] {
                    let distance = abs(color.hsb.hue - hue)
                    #expect(min(distance, 1 - distance) < 0.02, "\(tint) \(scheme) \(color)")
                    #expect(color.hsb.saturation > 0.1, "\(tint) \(scheme) \(color)")
                }
            }
        }
        // The light tinted platter is light (the content is dark on it), the dark one dark.
        #expect(TintPalette(tint: TintPalette.defaultTint, scheme: .light).platter.luminance > 0.6)
        #expect(TintPalette(tint: TintPalette.defaultTint, scheme: .dark).platter.luminance < 0.05)
    }

    @Test func lockScreenFamiliesHaveNoPlatterInTheAccentedMode() throws {
        let body = Text("9:41").widgetAccentable().containerBackground(Color.yellow)
        let scene = WidgetScene(kind: "l", displayName: "L", bodies: [.accessoryRectangular: body.node])
        let bitmap = try renderer.render(scene, family: .accessoryRectangular, target: target(.accessoryRectangular), scale: 1,
                                         variant: Variant.dark.rendered(.accented), folder: URL(fileURLWithPath: "/tmp"))
        #expect(bitmap[2, 2].a == 0 && bitmap[bitmap.width - 3, bitmap.height - 3].a == 0)
    }

    @Test func anotherTintChangesTheAccentedImageOnly() throws {
        let body = VStack(spacing: 0) { Color.red; Color.green.widgetAccentable() }.containerBackground(Color.yellow)
        let blue = RGBA(0, 122, 255)
        var tinted = Variant.dark.rendered(.accented).looking(like: .ios18)
        tinted.tint = blue
        let accented = try paint(body.node, tinted)
        let accent = TintPalette(tint: blue, scheme: .dark).accent
        let p = accented[79, 120]
        #expect(abs(Int(p.b) - Int((accent.blue * 255).rounded())) <= 1 && p.b > p.r)
        var full = Variant.dark
        full.tint = blue
        #expect(try paint(body.node, full).pixels == paint(body.node, .dark).pixels)
    }

    @Test func vibrantIsMonochromeWithoutTheBackground() throws {
        // Pure red has luma 0.2126 (54), pure blue 0.0722 (18); the yellow background is removed.
        let body = VStack(spacing: 0) { Color("#FF0000"); Color("#0000FF") }
            .frame(width: 60, height: 100).containerBackground(Color.yellow)
        let bitmap = try paint(body.node, Variant.dark.rendered(.vibrant))
        #expect(bitmap[79, 40] == (54, 54, 54, 255))
        #expect(bitmap[79, 110] == (18, 18, 18, 255))
        #expect(bitmap[20, 79].a == 0)
    }

    @Test func imagesBecomeLuminanceMasksInTheAccentedMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-acc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pixels: [UInt8] = []
        for _ in 0..<2 { pixels += [255, 255, 255, 255, 0, 0, 0, 255] }
        try PNGCodec.encode(Bitmap(width: 2, height: 2, pixels: pixels)).write(to: folder.appendingPathComponent("bw.png"))
        let scene = WidgetScene(kind: "i", displayName: "I", bodies: [.systemSmall: Image("bw.png").resizable().node],
                                contentMargins: false)
        let bitmap = try renderer.render(scene, family: .systemSmall, target: target(.systemSmall), scale: 1,
                                         variant: Variant.dark.rendered(.accented).looking(like: .ios18), folder: folder)
        // White half: the default group's colour; black half: transparent, so the platter shows.
        let palette = Variant.dark.rendered(.accented).looking(like: .ios18).tintPalette
        #expect(abs(Int(bitmap[40, 79].r) - Int((palette.primary.red * 255).rounded())) <= 3)
        #expect(abs(Int(bitmap[120, 79].r) - Int((palette.platter.red * 255).rounded())) <= 1 && bitmap[120, 79].a == 255)
    }

    @Test func accessoryFamiliesRenderVibrantByDefault() throws {
        let loaded = try example("weather.yaml")
        let jobs = try RenderPlan().jobs(for: [loaded.scene])
        let accessory = jobs.filter { $0.family.isAccessory }
        #expect(!accessory.isEmpty)
        #expect(accessory.allSatisfy { $0.variant.renderingMode == .vibrant && $0.file.contains("-vibrant") })
        #expect(jobs.filter { !$0.family.isAccessory }.allSatisfy { $0.variant.renderingMode == .fullColor })
        #expect(Variant(name: "placeholder-dark-accented") == Variant(colorScheme: .dark, redaction: .placeholder, renderingMode: .accented))
    }

    @Test func arabicAndHebrewShapeWithBundledFontsAndLayOutRightToLeft() throws {
        NativeLog.install()
        let engine = try TextEngine()
        let attributes = TextAttributes(family: "Inter", size: 17, rightToLeft: true)
        #expect(engine.unknownGlyphCount("القاهرة مشمس ٣٤°", attributes) == 0)
        #expect(engine.unknownGlyphCount("ירושלים שמשי", attributes) == 0)
        // The check is real: Han characters are in none of the bundled fonts.
        #expect(engine.unknownGlyphCount("東京 晴れ", attributes) == 4)
        #expect(!NativeLog.messages.contains { $0.domain == "Pango" })
        let loaded = try example("weather-ar.yaml")
        let layout = try renderer.layout(loaded.scene, family: .systemSmall, target: target(.systemSmall), folder: loaded.folder)
        let city = layout.content.flattened().first { if case .text(let t) = $0.kind { return t.string == "القاهرة" }; return false }
        // Leading alignment in right-to-left: the city hugs the right content margin (158 − 16).
        #expect(abs((city?.frame.maxX ?? 0) - 142) < 0.01)
    }

    @Test func xxxLargeScalesTextStylesAndTheLayoutAdapts() throws {
        let loaded = try example("notes.json")
        let large = try renderer.layout(loaded.scene, family: .systemLarge, target: target(.systemLarge), folder: loaded.folder)
        let xxx = try renderer.layout(loaded.scene, family: .systemLarge, target: target(.systemLarge), folder: loaded.folder,
                                      dynamicType: .xxxLarge)
        func sizes(_ l: WidgetLayout) -> [Double] {
            l.content.flattened().compactMap { if case .text(let t) = $0.kind { return t.attributes.size }; return nil }
        }
        #expect(sizes(xxx).max()! > sizes(large).max()!)
        // Everything still fits inside the content margins.
        #expect(xxx.content.frame.minY >= 16 - 1e-6 && xxx.content.frame.maxY <= 354 - 16 + 1e-6, "\(xxx.content.frame)")
        let truncated = xxx.content.flattened().filter { if case .text(let t) = $0.kind { return t.measurement.isTruncated }; return false }
        #expect(!truncated.isEmpty)
    }
}

extension VariantTests {
    /// Banking's budget bar is `privacySensitive`: the privacy variant keeps its track and drops
    /// its level (the ratio is what is private); the placeholder keeps both frames.
    @Test func aPrivateProgressBarShowsOnlyItsTrackInThePrivacyVariant() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        families: [systemSmall]
        body:
          systemSmall:
            type: ProgressView
            value: 1240
            total: 2000
            modifiers: [privacySensitive, {frame: {width: 100}}]
        """, file: "bar.yaml")
        let layout = try renderer.layout(scene, family: .systemSmall, target: target(.systemSmall), folder: URL(fileURLWithPath: "/tmp"))
        func capsules(_ variant: Variant) -> [Double] {
            DisplayListBuilder(shaper: renderer.engine, theme: .standard, variant: variant).build(layout).ops.compactMap { op in
                if case .fill(let o, _) = op, o.kind == .capsule { return o.rect.width }
                return nil
            }
        }
        #expect(capsules(.light) == [100, 62])
        #expect(capsules(Variant(colorScheme: .light, redaction: .privacy)) == [100])
        #expect(capsules(Variant(colorScheme: .light, redaction: .placeholder)) == [100, 62])
    }
}
