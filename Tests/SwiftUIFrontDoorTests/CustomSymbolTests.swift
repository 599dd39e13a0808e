import Foundation
import SwiftUI
import Testing
@testable import WidgetKit
import WidgetRaster

/// An app's own symbols (`.symbolset`, the SF Symbols template Xcode stores): `Image("name")`
/// draws the outline of the font's weight at the font's size, in the foreground style.
@Suite struct CustomSymbolTests {
    /// A template whose Regular glyph is a 40-unit square and whose Bold glyph is a 60-unit one,
    /// cap height 70 (100-pt units, baseline at y = 0, as SF's templates place them).
    static func catalogue() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("custom-symbols-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/block.fill.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Guides">
              <line id="Baseline-M" style="fill:none;stroke:#27AAE1;" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" style="fill:none;stroke:#27AAE1;" x1="263" x2="3036" y1="1056" y2="1056"/>
             </g>
             <g id="Symbols">
              <g id="Bold-M" transform="matrix(1 0 0 1 2267.3 1126)">
               <path d="M0 -65L60 -65L60 -5L0 -5Z"/>
              </g>
              <g id="Regular-M" transform="matrix(1 0 0 1 1380.77 1126)">
               <path d="M10 -55L50 -55L50 -15L10 -15Z"/>
              </g>
             </g>
            </svg>
            """
        try Data(svg.utf8).write(to: set.appendingPathComponent("block.fill.svg"))
        try Data(#"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "block.fill.svg", "idiom" : "universal" } ] }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return folder
    }

    func redPixels(_ view: some View) throws -> Int {
        let bitmap = try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                                            scale: 1, variant: .light,
                                            options: WidgetRenderOptions(resources: try Self.catalogue(), assets: "Assets.xcassets"))
        return (0..<bitmap.height).reduce(0) { sum, y in
            sum + (0..<bitmap.width).filter { x in let p = bitmap[x, y]; return p.r > 200 && p.g < 60 && p.b < 80 }.count
        }
    }

    @Test func theFontsWeightPicksTheOutlineAndItsSizeScalesIt() throws {
        // 100-pt units to points: 1.2 em is the 24-unit box, so a 40-unit side at 50 pt is 20 pt.
        let regular = try redPixels(Image("block.fill").font(.system(size: 50)).foregroundStyle(.red))
        #expect((380...420).contains(regular), "\(regular)")
        let bold = try redPixels(Image("block.fill").font(.system(size: 50, weight: .bold)).foregroundStyle(.red))
        #expect((870...930).contains(bold), "\(bold)")
        let resource = try redPixels(Image(ImageResource(name: "block.fill", bundle: .main)).font(.system(size: 50)).foregroundStyle(.red))
        #expect(resource == regular)
    }

    /// `WidgetRenderOptions(symbols:)`: the team's exports draw for system names, a name only they
    /// have included; without them that name draws nothing, as iOS draws an unknown name.
    @Test func exportedSymbolsDrawForSystemNames() throws {
        let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WidgetRasterTests/Fixtures/SymbolExports")
        let options = WidgetRenderOptions(symbols: try SymbolLibrary.load(exports))
        func green(_ options: WidgetRenderOptions) throws -> Int {
            let view = Image(systemName: "brand.leaf").font(.system(size: 50)).foregroundStyle(Color(red: 0, green: 0.8, blue: 0))
            let bitmap = try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall,
                                                device: "iphone-393x852", scale: 1, variant: .light, options: options)
            return (0..<bitmap.height).reduce(0) { sum, y in
                sum + (0..<bitmap.width).filter { x in let p = bitmap[x, y]; return p.g > 150 && p.r < 100 && p.b < 100 }.count
            }
        }
        #expect(try green(options) > 300)
        #expect(try green(WidgetRenderOptions()) == 0)
    }

    @Test func aTemplateWithoutSymbolGroupsIsRefusedByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("custom-symbols-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/empty.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>".utf8).write(to: set.appendingPathComponent("empty.svg"))
        let catalog = try AssetCatalog.load(folder.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.symbols["empty"] == nil)
        #expect(catalog.problems.count == 1 && "\(catalog.problems[0])".contains("empty.svg")
            && "\(catalog.problems[0])".contains("no symbol group"))
    }
}
