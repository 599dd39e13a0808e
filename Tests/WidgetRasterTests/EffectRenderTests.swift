import Foundation
import Testing
@testable import WidgetRaster

/// Images and drawing effects, checked on rendered pixels at @1x on a 170 pt widget.
@Suite struct EffectRenderTests {
    let renderer: WidgetRenderer
    let folder: URL

    init() throws {
        renderer = try WidgetRenderer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A 4×2 PNG: left half green, right half blue.
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { pixels += x < 2 ? [0, 200, 0, 255] : [0, 0, 200, 255] } }
        try PNGCodec.encode(Bitmap(width: 4, height: 2, pixels: pixels)).write(to: folder.appendingPathComponent("swatch@2x.png"))
    }

    func render(_ body: some WidgetView) throws -> Bitmap {
        let scene = WidgetScene(kind: "fx", displayName: "FX", bodies: [.systemSmall: body.node], contentMargins: false)
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-430x932")!])[0]
        return try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .light, folder: folder)
    }

    @Test func imageHasItsPointSizeFromTheScaleSuffix() throws {
        // 4×2 px at @2x is 2×1 pt.
        let layout = try renderer.layout(WidgetScene(kind: "fx", displayName: "FX", bodies: [.systemSmall: Image("swatch@2x.png").node]),
                                         family: .systemSmall,
                                         target: RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-430x932")!])[0],
                                         folder: folder)
        #expect(layout.content.frame.size == Size(width: 2, height: 1))
    }

    @Test func resizableImageFillsItsFrameKeepingItsColours() throws {
        let bitmap = try render(Image("swatch@2x.png").resizable().frame(width: 100, height: 50))
        #expect(bitmap[60, 85] == (0, 200, 0, 255))
        #expect(bitmap[110, 85] == (0, 0, 200, 255))
    }

    @Test func opacityScalesAlphaOfTheGroup() throws {
        let bitmap = try render(Color.black.opacity(0.5).containerBackground(Color.white))
        let p = bitmap[85, 85]
        #expect(abs(Int(p.r) - 128) <= 1 && p.a == 255)
    }

    @Test func clipShapeMasksToTheShape() throws {
        let bitmap = try render(Color.red.frame(width: 100, height: 100).clipShape(Circle()).containerBackground(Color.white))
        #expect(bitmap[85, 85] == (255, 59, 48, 255))
        #expect(bitmap[37, 37] == (255, 255, 255, 255))
    }

    @Test func shadowDarkensBelowTheView() throws {
        let plain = try render(Color.white.frame(width: 80, height: 40).containerBackground(Color.white))
        let shadowed = try render(Color.white.frame(width: 80, height: 40).shadow(radius: 4, y: 6).containerBackground(Color.white))
        #expect(plain[85, 108] == (255, 255, 255, 255))
        #expect(shadowed[85, 108].r < 250)
        #expect(shadowed[85, 85] == (255, 255, 255, 255))
    }

    @Test func offsetMovesDrawingOnly() throws {
        let bitmap = try render(Color.red.frame(width: 20, height: 20).offset(x: 40).containerBackground(Color.white))
        #expect(bitmap[85, 85] == (255, 255, 255, 255))
        #expect(bitmap[125, 85] == (255, 59, 48, 255))
    }
}
