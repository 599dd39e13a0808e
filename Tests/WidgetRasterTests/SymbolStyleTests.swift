import Foundation
import Testing
@testable import WidgetRaster

/// Symbol variants, scales, rendering modes and resizable symbols.
@Suite struct SymbolStyleTests {
    func symbol(_ layout: LayoutHarness) -> (LayoutNode.TextContent, Rect)? {
        layout.root.flattened().lazy.compactMap { if case .symbol(let c) = $0.kind { (c, $0.frame) } else { nil } }.first
    }

    @Test func variantsPickTheVariantNameOrFallBack() {
        #expect(SymbolTable.resolve("heart", variant: .fill) == "heart.fill")
        #expect(SymbolTable.resolve("heart", variant: SymbolVariant(parts: ["fill", "circle"])) == "heart.circle.fill")
        #expect(SymbolTable.resolve("bell", variant: SymbolVariant(parts: ["slash", "fill"])) == "bell.slash.fill")
        #expect(SymbolTable.resolve("heart.fill", variant: .fill) == "heart.fill", "a part the name has is not added twice")
        #expect(SymbolTable.resolve("cloud.rain", variant: SymbolVariant(parts: ["circle", "fill"])) == "cloud.rain.fill",
                "no circle variant: the fill one")
        #expect(SymbolTable.resolve("wind", variant: .circle) == "wind")
        #expect(SymbolTable.names.count >= 400)
    }

    @Test func imageScalesSizeTheGlyphAgainstItsFont() throws {
        func width(_ scale: ImageScale) throws -> Double {
            let layout = try LayoutHarness(ViewNode(.symbol("star.fill")).modified(.imageScale(scale)).modified(.font(Font(size: 20))),
                                           in: Size(width: 200, height: 200))
            return try #require(symbol(layout)).1.width
        }
        let medium = try width(.medium)
        #expect(medium == 24, "1.2 em at the medium scale")
        let small = try width(.small), large = try width(.large)
        #expect(abs(small - medium * 0.8) < 0.01 && abs(large - medium * 1.3) < 0.01)
    }

    @Test func renderingModesColourTheGlyph() throws {
        func base(_ name: String, _ mode: SymbolRenderingMode) throws -> ShapeStyle? {
            let view = ViewNode(.symbol(name)).modified(.symbolRenderingMode(mode)).modified(.foregroundStyle(.color("white")))
            return try #require(symbol(try LayoutHarness(view, in: Size(width: 100, height: 100)))).0.foreground.base
        }
        #expect(try base("sun.max.fill", .multicolor) == .color("systemYellow"))
        #expect(try base("heart.fill", .multicolor) == .color("systemRed"))
        #expect(try base("gear", .multicolor) == .color("white"), "no known colour: the foreground")
        #expect(try base("sun.max.fill", .palette([.color("orange"), .color("blue")])) == .color("orange"))
        #expect(try base("sun.max.fill", .hierarchical) == .color("white"))
    }

    @Test func aResizableSymbolFillsItsFrameAsLargeAsFits() throws {
        let view = ViewNode(.symbol("heart.fill", resizable: true)).modified(.frame(Frame(width: 60, height: 40)))
        let (content, frame) = try #require(symbol(try LayoutHarness(view, in: Size(width: 100, height: 100))))
        #expect(content.attributes.size == 40)
        #expect(close(frame, rect(30, 30, 40, 40)), "a 40-pt glyph centred in the 60 × 40 frame at (20, 30)")
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
}
