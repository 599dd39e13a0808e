import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterModel
@testable import WidgetRasterText
@testable import WidgetRasterLayout
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo

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
        #expect(bitmap[85, 85] == (255, 56, 60, 255))
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
        #expect(bitmap[125, 85] == (255, 56, 60, 255))
    }

    // The widget is 170 × 170 pt at @1x; a view framed alone sits centred at (85, 85).
    static let green = (UInt8(52), UInt8(199), UInt8(89), UInt8(255))
    static let white = (UInt8(255), UInt8(255), UInt8(255), UInt8(255))

    @Test func aTrimmedRingRotatedBackAQuarterFillsFromTwelveOClock() throws {
        // A 100-pt ring (y 35…135) stroked 10 pt wide, trimmed to its first quarter, turned −90°: 12 → 3 o'clock.
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Stroke(style: .color("green"), lineWidth: 10))
            .rotationEffect(degrees: -90).frame(width: 100, height: 100).containerBackground(Color.white)
        let bitmap = try render(ring)
        #expect(bitmap[85 + 35, 85 - 35] == Self.green, "upper right, on the ring")
        #expect(bitmap[85 - 35, 85 - 35] == Self.white, "upper left: not yet filled")
        #expect(bitmap[85 + 35, 85 + 35] == Self.white, "lower right: past the quarter")
        #expect(bitmap[85, 85] == Self.white, "a stroked shape is not filled")
    }

    @Test func dashesLeaveGapsAndRoundCapsReachPastTheEnd() throws {
        // A zero-height box's outline runs along y 85 and back; its first half is the line x 35…135, dashed 10 on / 10 off.
        let line = Rectangle().trim(from: 0, to: 0.5).stroke(Stroke(style: .color("green"), lineWidth: 4, dash: [10, 10]))
            .frame(width: 100, height: 0).containerBackground(Color.white)
        let bitmap = try render(line)
        #expect(bitmap[40, 85] == Self.green && bitmap[50, 85] == Self.white && bitmap[60, 85] == Self.green)
        let capped = Rectangle().trim(from: 0, to: 0.2)
            .stroke(Stroke(style: .color("green"), lineWidth: 6, lineCap: .round))
            .frame(width: 100, height: 0).containerBackground(Color.white)
        // The top edge's first 40 pt (20 % of 200 pt of outline, the zero-height box drawn twice) end at x 75; a round cap adds 3.
        let cappedBitmap = try render(capped)
        #expect(cappedBitmap[76, 85] == Self.green && cappedBitmap[80, 85] == Self.white)
    }

    @Test func strokeBorderStaysInsideTheFrameAndStrokeStraddlesIt() throws {
        func ring(inset: Bool) -> some WidgetView {
            Rectangle().stroke(Stroke(style: .color("green"), lineWidth: 10, inset: inset))
                .frame(width: 100, height: 100).containerBackground(Color.white)
        }
        let border = try render(ring(inset: true)), centred = try render(ring(inset: false))
        // The frame's left edge is x 35.
        #expect(border[33, 85] == Self.white && border[43, 85] == Self.green)
        #expect(centred[33, 85] == Self.green && centred[43, 85] == Self.white)
    }

    @Test func rotationAndScaleMoveDrawingNotLayout() throws {
        let bar = Color.green.frame(width: 100, height: 10)
        let turned = try render(bar.rotationEffect(degrees: 90).containerBackground(Color.white))
        #expect(turned[85, 50] == Self.green && turned[130, 85] == Self.white)
        let scaled = try render(bar.scaleEffect(x: 0.5, y: 1, anchor: .leading).containerBackground(Color.white))
        #expect(scaled[40, 85] == Self.green && scaled[100, 85] == Self.white)
    }

    @Test func blurSpreadsAnEdgeBothWays() throws {
        let sharp = try render(Color.black.frame(width: 60, height: 60).containerBackground(Color.white))
        let blurred = try render(Color.black.frame(width: 60, height: 60).blur(radius: 6).containerBackground(Color.white))
        // The square spans x 55…115; its edge at x 55 becomes a ramp.
        #expect(sharp[52, 85] == Self.white && sharp[58, 85] == (0, 0, 0, 255))
        #expect(blurred[52, 85].r < 250 && blurred[58, 85].r > 5)
        #expect(blurred[85, 85] == (0, 0, 0, 255))
    }

    @Test func maskShowsTheViewOnlyWhereTheMaskIsOpaque() throws {
        let masked = Color.green.frame(width: 100, height: 100).mask { Circle() }.containerBackground(Color.white)
        let bitmap = try render(masked)
        #expect(bitmap[85, 85] == Self.green)
        #expect(bitmap[38, 38] == Self.white, "the square's corner is outside the circle")
        let faded = try render(Color.green.frame(width: 100, height: 100).mask { Color.black.opacity(0.5) }
            .containerBackground(Color.white))
        #expect(abs(Int(faded[85, 85].r) - (52 + 255) / 2) <= 2, "half-opaque mask, half the colour")
    }
}

extension EffectRenderTests {
    /// `resizable(resizingMode: .tile)`: copies at the image's own size from the frame's top
    /// leading corner, the last row and column cut by the frame.
    @Test func aTiledImageRepeatsFromItsTopLeadingCorner() {
        let tiles = DisplayListBuilder.tiles(of: Size(width: 8, height: 6), covering: Rect(x: 10, y: 20, width: 20, height: 8))
        #expect(tiles.map(\.minX) == [10, 18, 26, 10, 18, 26])
        #expect(tiles.map(\.minY) == [20, 20, 20, 26, 26, 26])
        #expect(tiles.allSatisfy { $0.width == 8 && $0.height == 6 })
        #expect(DisplayListBuilder.tiles(of: Size(width: 0.01, height: 0.01), covering: Rect(x: 0, y: 0, width: 400, height: 400)).count == 4096)
    }

    /// The pixel `dx`, `dy` from the centre of `view` drawn over white.
    func centre(_ view: some WidgetView, dx: Int = 0, dy: Int = 0) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let image = try render(ZStack {
            Color.white
            view
        })
        return image[image.width / 2 + dx, image.height / 2 + dy]
    }

    /// `colorInvert()`: each colour becomes its opposite and what was clear stays clear;
    /// `luminanceToAlpha()`: black whose alpha is the colour's luminance (white opaque, black clear).
    @Test func colorInvertAndLuminanceToAlphaChangeEveryPixelInside() throws {
        let red = try centre(Color.red.frame(width: 20, height: 20).colorInvert())
        #expect(red.r < 5 && red.g > 180 && red.b > 180 && red.a == 255, "systemRed (255, 59, 48) turns cyan: \(red)")
        #expect(try centre(Color.red.frame(width: 20, height: 20).colorInvert(), dx: -30, dy: -30) == (255, 255, 255, 255), "clear stays clear")
        let white = try centre(Color.white.frame(width: 20, height: 20).luminanceToAlpha())
        #expect(white == (0, 0, 0, 255), "white becomes opaque black: \(white)")
        let black = try centre(Color.black.frame(width: 20, height: 20).luminanceToAlpha())
        #expect(black == (255, 255, 255, 255), "black becomes clear: \(black)")
        let grey = try centre(Color.gray.frame(width: 20, height: 20).luminanceToAlpha())
        #expect(grey.r > 60 && grey.r < 200 && grey.r == grey.g, "grey becomes half-clear black: \(grey)")
        let file = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Color, color: red, modifiers: [colorInvert, luminanceToAlpha]}\n",
                                          file: "f.yaml")
        #expect(file.bodies[.systemSmall]?.modifiers == [.colorInvert, .luminanceToAlpha])
    }

    /// `saturation`, `grayscale`, `brightness`, `contrast` and `hueRotation` change each colour
    /// drawn inside by their colour matrix, alpha kept.
    @Test func colourAdjustmentsChangeEveryColourInside() throws {
        let red = Color("#FF0000").frame(width: 20, height: 20)
        let grey = try centre(red.grayscale(1))
        #expect(grey.r == grey.g && grey.g == grey.b && abs(Int(grey.r) - 54) <= 1, "red's luma, 0.2126: \(grey)")
        #expect(try centre(red.saturation(0)) == grey, "saturation 0 is grayscale 1")
        #expect(try centre(red.saturation(1)) == (255, 0, 0, 255))
        #expect(try centre(red.brightness(1)) == (255, 255, 255, 255), "brightness 1 is white")
        #expect(try centre(red.contrast(0)) == (128, 128, 128, 255), "contrast 0 is mid-grey")
        let turned = try centre(red.hueRotation(degrees: 120))
        #expect(turned.g > turned.r && turned.g > turned.b, "red turned a third of the wheel is green: \(turned)")
    }

    /// QRPop's flipped card, `rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))`, mirrors the
    /// view about its centre; its `transformEffect(CGAffineTransform(translationX: 30, y: 0))` moves it 30 pt.
    @Test func transformEffectsFlipAndMoveTheDrawing() throws {
        let square = HStack(spacing: 0) {
            Color("#FF0000").frame(width: 20, height: 40)
            Color("#0000FF").frame(width: 20, height: 40)
        }
        let (red, blue, white): ((r: UInt8, g: UInt8, b: UInt8, a: UInt8), (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
                                 (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) = ((255, 0, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255))
        #expect(try centre(square, dx: -10) == red && centre(square, dx: 10) == blue)
        let flipped = square.rotation3DEffect(degrees: 180, axis: (x: 0, y: 1, z: 0))
        #expect(try centre(flipped, dx: -10) == blue && centre(flipped, dx: 10) == red)
        let moved = square.transformEffect(AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 30, ty: 0))
        #expect(try centre(moved, dx: -10) == white && centre(moved, dx: 20) == red && centre(moved, dx: 40) == blue)
        let file = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Color, color: red, modifiers: [{transformEffect: {tx: 30}}]}\n",
                                          file: "t.yaml")
        #expect(file.bodies[.systemSmall]?.modifiers == [.transformEffect(AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 30, ty: 0), anchor: .topLeading)])
    }

    /// Seen straight on, a turn about z is `rotationEffect`, 180° about y mirrors x, and 60° about x
    /// halves the height.
    @Test func aRotationIn3DIsSeenStraightOn() {
        func close(_ t: AffineMap, _ u: AffineMap) -> Bool {
            [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-12 }
        }
        #expect(close(.rotation3D(degrees: 30, axis: (0, 0, 1)), .rotation(degrees: 30, about: Point(x: 0, y: 0))))
        #expect(close(.rotation3D(degrees: 180, axis: (0, 1, 0)), AffineMap(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
        #expect(close(.rotation3D(degrees: 60, axis: (1, 0, 0)), AffineMap(a: 1, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)))
        #expect(AffineMap(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0).about(Point(x: 10, y: 10)).apply(Point(x: 10, y: 10)) == Point(x: 10, y: 10))
    }

    @Test func colorMultiplyAndEllipticalGradientsRoundTripInFiles() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: EllipticalGradient
            colors: [red, blue]
            endRadiusFraction: 0.4
            modifiers: [{colorMultiply: green}]
        """, file: "e.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body.content == .color(.ellipticalGradient(Gradient(colors: [.color("red"), .color("blue")]), center: .center,
                                                           startRadiusFraction: 0, endRadiusFraction: 0.4)))
        #expect(body.modifiers == [.colorMultiply(.color("green"))])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
    }
}
