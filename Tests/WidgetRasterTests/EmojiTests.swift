import Foundation
import Testing
@testable import WidgetRaster

/// Emoji come from the bundled Noto Color Emoji: in colour, scaled to the text size, at every scale.
@Suite struct EmojiTests {
    @Test func emojiSequencesHaveGlyphs() throws {
        let engine = try TextEngine()
        let attributes = TextAttributes(family: "Inter", size: 17)
        // Faces, a ZWJ family, a flag, keycaps and text symbols in emoji presentation.
        #expect(engine.unknownGlyphCount("😀 🎉 👩‍👩‍👧 🇵🇹 1️⃣ ☀️ ❤️", attributes) == 0)
    }

    /// The share of pixels in a bitmap that are clearly coloured (not grey).
    static func colouredShare(_ bitmap: Bitmap) -> Double {
        var coloured = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                if p.a > 200 && Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 { coloured += 1 }
            }
        }
        return Double(coloured) / Double(bitmap.width * bitmap.height)
    }

    @Test(arguments: [1, 2, 3])
    func emojiDrawInColourAtTheirTextSize(scale: Int) throws {
        let renderer = try WidgetRenderer()
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        func render(_ text: String) throws -> (Bitmap, LayoutNode) {
            let scene = WidgetScene(kind: "e", displayName: "E", bodies: [.systemSmall: ViewNode(.text(text),
                modifiers: [.font(Font(size: 40)), .containerBackground(ViewNode(.color(.color("white"))))])])
            let layout = try renderer.layout(scene, family: .systemSmall, target: target, folder: URL(fileURLWithPath: "/tmp"), scale: scale)
            return (try renderer.paint(layout, target: target, scale: scale, variant: .light), layout.content)
        }
        let (emoji, emojiLayout) = try render("☀️🌧️")
        #expect(Self.colouredShare(emoji) > 0.03, "a sun and a rain cloud in colour at @\(scale)x")
        let layout = try renderer.layout(WidgetScene(kind: "e", displayName: "E", bodies: [.systemSmall: ViewNode(.text("☀️🌧️"),
            modifiers: [.font(Font(size: 40))])]), family: .systemSmall, target: target, folder: URL(fileURLWithPath: "/tmp"), scale: scale)
        for mode in [WidgetRenderingMode.vibrant, .accented] {
            let toned = try renderer.paint(layout, target: target, scale: scale, variant: Variant(colorScheme: .dark, renderingMode: mode))
            #expect(Self.colouredShare(toned) == 0, "emoji follow the \(mode) rendering mode: no colour left")
        }
        let (text, textLayout) = try render("Aa")
        #expect(Self.colouredShare(text) == 0)
        // A 40-pt emoji line stands about as tall as a 40-pt text line, not the font's 109-px strike.
        let (eh, th) = (emojiLayout.frame.height, textLayout.frame.height)
        #expect(eh < th * 1.3 && eh > th * 0.8, "emoji line \(eh) pt, text line \(th) pt")
    }
}
