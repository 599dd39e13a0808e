import Foundation
import Testing
import Themes
@testable import WidgetRaster
@testable import WidgetRasterLayout
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo
@testable import WidgetRasterText

/// An app's asset catalogue and fonts folder, as the café example ships them.
@Suite struct AssetCatalogTests {
    static let cafe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Cafe")

    static func near(_ a: RGBA, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        abs(a.red - r) < 0.002 && abs(a.green - g) < 0.002 && abs(a.blue - b) < 0.002
    }

    @Test func colourSetsReadEveryComponentFormXcodeWrites() throws {
        let catalog = try AssetCatalog.load(Self.cafe.appendingPathComponent("Assets.xcassets"))
        #expect(Set(catalog.colors.keys) == ["AccentColor", "Espresso", "Cream", "Foam", "Brand/Roast"], "namespaced folders prefix names")
        let espresso = try #require(catalog.colors["Espresso"])
        #expect(Self.near(espresso.light, 59 / 255, 36 / 255, 22 / 255) && Self.near(espresso.dark, 245 / 255, 232 / 255, 216 / 255),
                "0–255 integers, any and dark")
        let roast = try #require(catalog.colors["Brand/Roast"])
        #expect(Self.near(roast.light, 0x8A / 255, 0x4B / 255, 0x2A / 255), "hex bytes")
        let foam = try #require(catalog.colors["Foam"])
        #expect(Self.near(foam.light, 0.88, 0.88, 0.88) && Self.near(foam.dark, 0.3, 0.3, 0.3), "grey")
        // Display P3 (0.980, 0.953, 0.914) is a touch warmer in sRGB.
        let cream = try #require(catalog.colors["Cream"]).light
        #expect(cream.red > 0.980 && cream.green < 0.955 && cream.blue < 0.914)
    }

    /// Xcode's new catalogue has an AccentColor with an empty slot: it chooses no colour, and
    /// the rest of the catalogue still loads (it used to fail whole, losing every colour).
    @Test func xcodesEmptyAccentColourSlotLeavesTheSystemAccent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-xcassets-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, json) in [("AccentColor", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#),
                             ("Brand", #"{"colors":[{"idiom":"universal"},{"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0x2B","green":"0x2A","blue":"0x33"}},"idiom":"universal"}]}"#)] {
            let set = folder.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let catalog = try AssetCatalog.load(folder)
        #expect(Set(catalog.colors.keys) == ["Brand"])
        #expect(Self.near(try #require(catalog.colors["Brand"]).light, 0x2B / 255, 0x2A / 255, 0x33 / 255))
    }

    /// A slot that names a system colour keeps its appearances, as iOS resolves it: "any" =
    /// systemBackground alone is white in light and near-black in dark, and a dark slot naming
    /// secondarySystemBackground gives that colour's dark value (it gave the light grey, so
    /// white text sat on #F2F2F7 in dark images).
    @Test func systemColourReferencesFollowTheAppearance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-xcassets-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, json) in [("Plain", #"{"colors":[{"color":{"platform":"ios","reference":"systemBackgroundColor"},"idiom":"universal"}]}"#),
                             ("Paired", #"{"colors":[{"color":{"platform":"ios","reference":"systemBackgroundColor"},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"platform":"ios","reference":"secondarySystemBackgroundColor"},"idiom":"universal"}]}"#)] {
            let set = folder.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let catalog = try AssetCatalog.load(folder)
        let plain = try #require(catalog.colors["Plain"]), paired = try #require(catalog.colors["Paired"])
        #expect(Self.near(plain.light, 1, 1, 1) && Self.near(plain.dark, 28 / 255, 28 / 255, 30 / 255))
        #expect(Self.near(paired.light, 1, 1, 1) && Self.near(paired.dark, 44 / 255, 44 / 255, 46 / 255))
    }

    @Test func displayP3PrimariesLandOutsideOrOnTheSRGBGamut() {
        let red = AssetCatalog.displayP3ToSRGB(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(Self.near(red, 1, 0, 0), "P3 red is clipped to sRGB red")
        let white = AssetCatalog.displayP3ToSRGB(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(Self.near(white, 1, 1, 1) && white.alpha == 0.5)
        let grey = AssetCatalog.displayP3ToSRGB(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(Self.near(grey, 0.5, 0.5, 0.5), "neutral greys are the same in both")
    }

    @Test func catalogueColoursJoinTheThemeAndAccentColourTints() throws {
        let catalog = try AssetCatalog.load(Self.cafe.appendingPathComponent("Assets.xcassets"))
        let theme = catalog.adding(to: Theme(colors: ["Espresso": DynamicColor(RGBA(red: 0, green: 0, blue: 0))]))
        #expect(theme.color(named: "Espresso")?.light == RGBA(red: 0, green: 0, blue: 0), "a theme file's own colour wins")
        #expect(theme.color(named: "accentColor") == catalog.colors["AccentColor"])
    }

    @Test func imageSetsPickTheFileForTheScale() throws {
        let catalog = try AssetCatalog.load(Self.cafe.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.image(named: "CupLogo", scale: 2)?.url.lastPathComponent == "cup-logo@2x.png")
        #expect(catalog.image(named: "CupLogo", scale: 2.6)?.url.lastPathComponent == "cup-logo@3x.png", "the next larger")
        #expect(catalog.image(named: "CupLogo", scale: 4)?.url.lastPathComponent == "cup-logo@3x.png", "else the largest")
        #expect(catalog.image(named: "Missing", scale: 2) == nil)
        // Laid out, a 40-pt image at every scale.
        for scale in [1.0, 2, 3] {
            let engine = try TextEngine()
            var env = LayoutEnvironment()
            env.pixelGrid = PixelGrid(pixelsPerPoint: scale)
            let node = ViewNode(.image(file: "CupLogo.png", resizable: false))
            var images = ImageStore()
            images.add(node, catalog: catalog, folder: Self.cafe) { url, name in ImageAsset.read(url, as: name) }
            let element = try LayoutBuilder(engine: engine, images: images, catalog: catalog).build(node, environment: env, path: "root")
            #expect(element.sizeThatFits(.unspecified) == Size(width: 40, height: 40))
        }
    }

    /// A colour set with the given `color` object, in a catalogue folder of its own.
    static func colorSet(_ name: String, _ color: String, in root: URL) throws {
        let set = root.appendingPathComponent("\(name).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"idiom": "universal", "color": \#(color)}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    @Test("a set that cannot be read is left out and named, file and key, while the rest of the catalogue reads")
    func brokenSetsAreLeftOutAndNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.colorSet("Ink", #"{"color-space": "srgb", "components": {"red": "lots", "green": "0", "blue": "0"}}"#, in: root)
        try Self.colorSet("Odd", #"{"platform": "ios", "reference": "systemChartreuseColor"}"#, in: root)
        try Self.colorSet("Paper", #"{"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000"}}"#, in: root)
        // Xcode writes Gray Gamma 2.2 as "gray-gamma-22" (LifeUSTC's BackgroundWhite).
        try Self.colorSet("Chalk", #"{"color-space": "gray-gamma-22", "components": {"white": "0.950", "alpha": "1.000"}}"#, in: root)
        let catalog = try AssetCatalog.load(root)
        #expect(catalog.colors.keys.sorted() == ["Chalk", "Paper"])
        #expect(Self.near(try #require(catalog.colors["Chalk"]).light, 0.95, 0.95, 0.95))
        let problems = catalog.problems.map(\.description)
        #expect(problems.count == 2)
        #expect(problems[0].contains("Ink.colorset/Contents.json") && problems[0].contains("colors[0].color.components.red")
            && problems[0].contains("'lots'"))
        #expect(problems[1].contains("Odd.colorset/Contents.json") && problems[1].contains("unknown system colour 'systemChartreuseColor'"))
        #expect(throws: AssetCatalog.Problem.self) { try AssetCatalog.load(root.appendingPathComponent("missing.xcassets")) }
    }

    @Test("a colour set's reference names UIKit's colours as Xcode writes them: system, semantic, fixed and the tint")
    func referencesNameUIKitColours() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = ["systemIndigoColor", "systemGray6Color", "labelColor", "secondarySystemBackgroundColor", "opaqueSeparatorColor",
                          "lightTextColor", "placeholderTextColor", "linkColor", "tertiarySystemFillColor", "systemBrownColor",
                          "tintColor", "redColor", "magentaColor", "darkGrayColor", "clearColor"]
        for reference in references { try Self.colorSet(reference, #"{"platform": "ios", "reference": "\#(reference)"}"#, in: root) }
        let catalog = try AssetCatalog.load(root)
        #expect(catalog.problems.map(\.description) == [])
        #expect(catalog.colors.count == references.count)
        // UIKit's fixed colours are pure components, in both appearances: `redColor` is not systemRed.
        #expect(catalog.colors["redColor"] == DynamicColor(RGBA(red: 1, green: 0, blue: 0)))
        #expect(catalog.colors["magentaColor"] == DynamicColor(RGBA(red: 1, green: 0, blue: 1)))
        #expect(catalog.colors["tintColor"] == SystemPalette.ios18.color(named: "systemBlue"))
    }

    @Test func appFontsMatchByPostScriptOrFamilyNameAndScaleWithDynamicType() throws {
        let engine = try TextEngine(fontSet: FontSet(appFonts: Self.cafe.appendingPathComponent("Fonts")))
        let faces = engine.appFonts
        #expect(faces["LobsterTwo-BoldItalic"] == TextEngine.AppFont(family: "Lobster Two", weight: 700, italic: true))
        #expect(faces["Lobster Two"] != nil)
        var env = LayoutEnvironment()
        env.appFonts = faces
        let font = Font(style: .title3, size: 22, custom: "LobsterTwo-BoldItalic")
        let large = try LayoutBuilder(engine: engine).build(ViewNode(.text("Bean There")).modified(.font(font)),
                                                                              environment: env, path: "root")
        env.dynamicType = .xxxLarge
        let bigger = try LayoutBuilder(engine: engine).build(ViewNode(.text("Bean There")).modified(.font(font)),
                                                                               environment: env, path: "root")
        let a = large.sizeThatFits(.unspecified), b = bigger.sizeThatFits(.unspecified)
        #expect(b.width / a.width > 1.2, "relativeTo: title3 grows with Dynamic Type (\(a.width) → \(b.width))")
        #expect(font.pointSize(at: .large) == 22 && Font(size: 22, custom: "X").pointSize(at: .xxxLarge) == 22, "fixed sizes stay")
        #expect {
            try LayoutBuilder(engine: engine).build(ViewNode(.text("x")).modified(.font(Font(style: .body, size: 17, custom: "Comic Sans"))),
                                                                     environment: env, path: "root")
        } throws: { "\($0)".contains("font 'Comic Sans' is not in the scene's fonts folder") && "\($0)".contains("LobsterTwo-BoldItalic") }
    }

    @Test func aSceneNamesItsCatalogueAndFontsAndDecodesCustomFonts() throws {
        let scene = try SceneLoader.load(Self.cafe.deletingLastPathComponent().appendingPathComponent("cafe.yaml"))
        #expect(scene.scene.assets == "Cafe/Assets.xcassets" && scene.scene.fonts == "Cafe/Fonts")
        #expect(scene.theme.color(named: "Brand/Roast") != nil)
        let decoded = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: Text, text: Hi, modifiers: [{font: {custom: Pacifico, size: 20, relativeTo: headline}}, {font: {custom: Pacifico, fixedSize: true, size: 9}}]}
        """, file: "f.yaml")
        #expect(decoded.bodies[.systemSmall]?.modifiers == [.font(Font(style: .headline, size: 20, custom: "Pacifico")),
                                                             .font(Font(size: 9, custom: "Pacifico"))])
        #expect(throws: SceneError.self) {
            try SceneLoader.load(source: "kind: k\nassets: Nowhere.xcassets\nbody:\n  systemSmall: {type: Text, text: x}\n",
                                 file: Self.cafe.deletingLastPathComponent().appendingPathComponent("x.yaml"))
        }
    }

    /// Batch rendering lays out on one thread and paints on others: every renderer that paints
    /// a layout with app fonts draws them, not a fallback.
    @Test func aLayoutPaintsWithItsAppFontsOnAnotherRenderer() throws {
        let loaded = try SceneLoader.load(Self.cafe.deletingLastPathComponent().appendingPathComponent("cafe.yaml"))
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        let layoutRenderer = try WidgetRenderer(), otherRenderer = try WidgetRenderer()
        let layout = try layoutRenderer.layout(loaded.scene, family: .systemSmall, target: target, folder: loaded.folder, scale: 1)
        let here = try layoutRenderer.paint(layout, target: target, scale: 1, variant: .light, theme: loaded.theme)
        let elsewhere = try otherRenderer.paint(layout, target: target, scale: 1, variant: .light, theme: loaded.theme)
        let identical = here == elsewhere
        #expect(identical)
    }
}
