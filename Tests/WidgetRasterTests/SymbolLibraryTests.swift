import Foundation
import Testing
@testable import WidgetRaster

/// A team's SF Symbols exports (`--symbols`, a scene's `symbols`, `WidgetRenderOptions(symbols:)`):
/// each template is drawn for its system name in place of WidgetRaster's stand-in, with the
/// layers and multicolour colours its classes give.
@Suite struct SymbolLibraryTests {
    /// `cloud.rain.fill.svg` (a cloud, primary, systemGray in multicolour; three drops, secondary,
    /// systemBlue) and `brand.leaf.symbolset`, a name WidgetRaster's table does not have.
    static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SymbolExports")
    static let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wr-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func render(_ symbol: String, style: ShapeStyle = .color("red"), mode: SymbolRenderingMode = .monochrome,
                symbols: SymbolLibrary = .empty, folder: URL = FileManager.default.temporaryDirectory,
                scene configure: (inout WidgetScene) -> Void = { _ in }) throws -> Bitmap {
        let body = ViewNode(.symbol(symbol, resizable: false, variableValue: nil))
            .modified(.symbolRenderingMode(mode)).modified(.foregroundStyle(style)).modified(.font(Font(size: 44)))
            .containerBackground(Color.white)
        var scene = WidgetScene(kind: "symbols", displayName: "Symbols", bodies: [.systemSmall: body])
        configure(&scene)
        return try WidgetRenderer().render(scene, family: .systemSmall, target: Self.target, scale: 2, variant: .light,
                                           folder: folder, symbols: symbols)
    }

    func draw(_ loaded: SceneLoader.Loaded) throws -> Bitmap {
        try WidgetRenderer().render(RenderJob(target: Self.target, scale: 2, variant: .light), of: loaded).bitmap
    }

    func count(_ bitmap: Bitmap, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        (0..<bitmap.height).reduce(0) { sum, y in sum + (0..<bitmap.width).filter { x in let p = bitmap[x, y]; return test(p.r, p.g, p.b) }.count }
    }

    @Test func aTemplatesPathsKeepTheirLayersAndMulticolourColours() throws {
        let library = try SymbolLibrary.load(Self.exports)
        #expect(library.sets.keys.sorted() == ["brand.leaf", "cloud.rain.fill"])
        let rain = try #require(library.sets["cloud.rain.fill"]?.glyph(weight: 400))
        #expect(rain.outlined)
        #expect(rain.parts.map(\.layer) == [1, 2])
        #expect(rain.parts.map(\.multicolor) == ["systemGray", "systemBlue"])
        let leaf = try #require(library.sets["brand.leaf"]?.glyph(weight: 700))
        #expect(leaf.parts.map(\.layer) == [1] && leaf.parts[0].multicolor == nil)
    }

    /// The export draws exactly as the same template in the app's asset catalogue would, not as the stand-in.
    @Test func anExportDrawsInPlaceOfTheStandIn() throws {
        let library = try SymbolLibrary.load(Self.exports)
        let standIn = try render("cloud.rain.fill")
        let exported = try render("cloud.rain.fill", symbols: library)
        let folder = try scratch()
        let set = folder.appendingPathComponent("Assets.xcassets/cloud.rain.fill.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.exports.appendingPathComponent("cloud.rain.fill.svg"),
                                         to: set.appendingPathComponent("cloud.rain.fill.svg"))
        let body = ViewNode(.image(file: "cloud.rain.fill", resizable: false, tiled: false))
            .modified(.symbolRenderingMode(.monochrome)).modified(.foregroundStyle(.color("red"))).modified(.font(Font(size: 44)))
            .containerBackground(Color.white)
        var scene = WidgetScene(kind: "symbols", displayName: "Symbols", bodies: [.systemSmall: body])
        scene.assets = "Assets.xcassets"
        let catalogue = try WidgetRenderer().render(scene, family: .systemSmall, target: Self.target, scale: 2, variant: .light, folder: folder)
        let sameAsCatalogue = exported == catalogue, sameAsStandIn = exported == standIn
        #expect(sameAsCatalogue)
        #expect(!sameAsStandIn)
    }

    @Test func layersFollowTheRenderingMode() throws {
        let library = try SymbolLibrary.load(Self.exports)
        let blue: (UInt8, UInt8, UInt8) -> Bool = { r, g, b in r < 40 && g > 100 && g < 160 && b > 220 }
        let red: (UInt8, UInt8, UInt8) -> Bool = { r, g, b in r > 200 && g < 100 && b < 100 }
        let monochrome = try render("cloud.rain.fill", symbols: library)
        let multicolour = try render("cloud.rain.fill", mode: .multicolor, symbols: library)
        #expect(count(monochrome, where: blue) == 0 && count(monochrome, where: red) > 2_000)
        // Multicolour: the drops take systemBlue and the cloud systemGray, whatever the foreground.
        #expect(count(multicolour, where: blue) > 300 && count(multicolour, where: red) == 0)
        // Hierarchical: the drops are the secondary layer, drawn lighter than the primary red.
        let hierarchical = try render("cloud.rain.fill", mode: .hierarchical, symbols: library)
        #expect(count(hierarchical, where: red) < count(monochrome, where: red))
    }

    /// A scene file names its own folder of exports; names only the exports have are then symbol names.
    @Test func aSceneFilesSymbolsFolderAddsItsNames() throws {
        let folder = try scratch()
        try FileManager.default.copyItem(at: Self.exports, to: folder.appendingPathComponent("Symbols"))
        let scene = """
            kind: leaf
            displayName: Leaf
            families: [systemSmall]
            body:
              systemSmall: {type: Symbol, name: brand.leaf, modifiers: [{foregroundStyle: green}, {font: {size: 44}}]}
            """
        let withFolder = try SceneLoader.load(source: "symbols: Symbols\n" + scene, file: folder.appendingPathComponent("leaf.yaml"))
        let bitmap = try draw(withFolder)
        #expect(count(bitmap, where: { r, g, b in g > 150 && r < 120 && b < 120 }) > 1_000)
        // Without the folder the name is unknown, and with the run's exports it is known again.
        #expect(throws: SceneError.self) { try SceneLoader.load(source: scene, file: folder.appendingPathComponent("leaf.yaml")) }
        let run = try SceneLoader.load(source: scene, file: folder.appendingPathComponent("leaf.yaml"), symbols: try SymbolLibrary.load(Self.exports))
        let fromRun = try draw(run)
        let same = fromRun == bitmap
        #expect(same)
        // The scene file round-trips its folder.
        let decoded = try SceneLoader.decode(String(decoding: try JSONEncoder().encode(withFolder.scene), as: UTF8.self), file: "leaf.json")
        #expect(decoded.symbols == "Symbols")
    }

    /// A re-run redraws when the exports change: they are part of every image's fingerprint.
    @Test func theExportsArePartOfTheFingerprint() throws {
        let folder = try scratch()
        let scene = WidgetScene(kind: "rain", displayName: "Rain", bodies: [.systemSmall: ViewNode(.symbol("cloud.rain.fill", resizable: false, variableValue: nil))])
        var plain = SceneLoader.Loaded(scene: scene, file: folder.appendingPathComponent("rain.scene"))
        let before = InputFingerprint.of(plain)
        plain.symbols = try SymbolLibrary.load(Self.exports)
        #expect(InputFingerprint.of(plain) != before)
    }

    @Test func aFolderThatDoesNotReadIsAnErrorNamingTheFile() throws {
        let folder = try scratch()
        #expect(throws: AssetCatalog.Problem.self) { try SymbolLibrary.load(folder) }
        #expect("\(try problem { try SymbolLibrary.load(folder) })".contains("no SF Symbols templates"))
        #expect("\(try problem { try SymbolLibrary.load(folder.appendingPathComponent("missing")) })".contains("no such folder"))

        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Symbols\"/></svg>".utf8).write(to: folder.appendingPathComponent("bolt.svg"))
        let empty = "\(try problem { try SymbolLibrary.load(folder) })"
        #expect(empty.contains("bolt.svg") && empty.contains("no symbol group"), "\(empty)")

        let template = try String(contentsOf: Self.exports.appendingPathComponent("cloud.rain.fill.svg"), encoding: .utf8)
        try Data(template.replacingOccurrences(of: "multicolor-1:systemBlueColor", with: "multicolor-1:brandBlueColor").utf8)
            .write(to: folder.appendingPathComponent("bolt.svg"))
        let colour = "\(try problem { try SymbolLibrary.load(folder) })"
        #expect(colour.contains("bolt.svg") && colour.contains("unknown system colour 'brandBlueColor'"), "\(colour)")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("bolt.svg"))
        try FileManager.default.copyItem(at: Self.exports.appendingPathComponent("cloud.rain.fill.svg"), to: folder.appendingPathComponent("cloud.rain.fill.svg"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.exports.appendingPathComponent("cloud.rain.fill.svg"),
                                         to: folder.appendingPathComponent("more/cloud.rain.fill.svg"))
        let twice = "\(try problem { try SymbolLibrary.load(folder) })"
        #expect(twice.contains("'cloud.rain.fill' is also given by"), "\(twice)")
    }

    func problem(_ load: () throws -> SymbolLibrary) throws -> AssetCatalog.Problem {
        do { _ = try load() } catch let problem as AssetCatalog.Problem { return problem }
        throw CancellationError()
    }
}

extension SymbolLibraryTests {
    /// Coin Wallet's own symbol: a static template of the small scale only (Ultralight-S,
    /// Regular-S, Black-S) whose exporter drew the guides as paths, not lines. It was left out,
    /// and the Lock Screen's inline portfolio widget lost its logo.
    @Test func aTemplateWhoseGuidesArePathsLoads() throws {
        func svg(guides: String) -> Data {
            let glyph = #"<path d="M100,146 L120,76 L140,146 Z"/>"#
            return Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
              <g id="Guides">\(guides)</g>
              <g id="Symbols">
                <g id="Ultralight-S">\(glyph)</g><g id="Regular-S">\(glyph)</g><g id="Black-S">\(glyph)</g>
              </g>
            </svg>
            """.utf8)
        }
        let paths = try SymbolSet.template(svg(guides: #"<path id="Capline-S" d="M18,76 l800,0"/><path id="Baseline-S" d="M18,146 l800,0"/>"#),
                                           file: "coinwallet.symbol.svg")
        let lines = try SymbolSet.template(svg(guides: #"<line id="Capline-S" x1="18" y1="76" x2="818" y2="76"/><line id="Baseline-S" x1="18" y1="146" x2="818" y2="146"/>"#),
                                           file: "coinwallet.symbol.svg")
        #expect(paths.glyphs.keys.sorted() == [100, 400, 900])
        #expect(paths.glyph(weight: 400) == lines.glyph(weight: 400))
    }
}
