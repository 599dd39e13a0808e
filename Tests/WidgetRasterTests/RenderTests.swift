import Foundation
import Testing
import Themes
@testable import WidgetRaster
@testable import WidgetRasterModel
@testable import WidgetRasterText
@testable import WidgetRasterLayout
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo
@testable import WidgetRasterImage

/// Painting: pixel sizes per scale, the rounded mask, colour schemes, iPad scaling, determinism.
@Suite struct RenderTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    func scene(_ body: ViewNode, families: [WidgetFamily] = [.systemSmall]) -> WidgetScene {
        WidgetScene(kind: "test", displayName: "Test", bodies: Dictionary(uniqueKeysWithValues: families.map { ($0, body) }))
    }

    func target(_ device: String, _ family: WidgetFamily = .systemSmall) -> RenderTarget {
        RenderTarget.targets(for: [family], devices: [SizeTable.current.device(id: device)!])[0]
    }

    func render(_ body: ViewNode, device: String = "iphone-430x932", scale: Int = 3, variant: Variant = .light,
                family: WidgetFamily = .systemSmall) throws -> Bitmap {
        try renderer.render(scene(body, families: [family]), family: family, target: target(device, family), scale: scale,
                            variant: variant, folder: URL(fileURLWithPath: "/tmp"))
    }

    @Test(arguments: [1, 2, 3])
    func pixelSizeIsPointsTimesScale(scale: Int) throws {
        let bitmap = try render(Text("Hi").node, scale: scale)
        #expect(bitmap.width == 170 * scale && bitmap.height == 170 * scale)
    }

    @Test func cornersOutsideTheContinuousShapeAreTransparent() throws {
        let bitmap = try render(Color.red.containerBackground(Color.red))
        #expect(bitmap[0, 0].a == 0)
        #expect(bitmap[509, 509].a == 0)
        #expect(bitmap[255, 0].a == 255)
        #expect(bitmap[255, 255] == (255, 56, 60, 255))
        // The continuous curve starts 1.53 r from the corner: 22 pt × 1.53 × 3 ≈ 101 px.
        #expect(bitmap[110, 0].a == 255)
        #expect(bitmap[20, 0].a == 0)
    }

    /// The finished drawing is cut to the outline, as iOS masks a widget's layer: content drawn
    /// over the corners is cut like the background beneath it.
    @Test func contentOverTheCornersIsCutToTheOutline() throws {
        let bitmap = try render(Color.blue.padding(-40).containerBackground(Color.red))
        #expect(bitmap[0, 0].a == 0 && bitmap[509, 0].a == 0 && bitmap[0, 509].a == 0 && bitmap[509, 509].a == 0)
        #expect(bitmap[20, 0].a == 0)
        #expect(bitmap[110, 0] == (0, 136, 255, 255))
        #expect(bitmap[255, 255] == (0, 136, 255, 255))
    }

    /// Only squares at the corners are cut where a rounded outline leaves the canvas's edges: 22 pt
    /// continuous corners at @3x reach 22 × 1.529 × 3 ≈ 101 px (one pixel more is cut); other
    /// outlines, canvases off the pixel grid and corners that meet are cut over the whole canvas.
    @Test func cornerSquaresCoverWhereTheOutlineLeavesTheEdges() {
        let canvas = Size(width: 170, height: 170)
        let whole = Rect(x: 0, y: 0, width: 170, height: 170)
        func reach(_ kind: Outline.Kind, width: Int = 510, height: Int = 510) -> Int? {
            Rasterizer.cornerReach(of: Outline(rect: whole, kind: kind), canvas: canvas, pixelWidth: width, pixelHeight: height,
                                   k: Double(width) / 170)
        }
        #expect(reach(.rounded(radius: 22, continuous: true)) == 102)
        #expect(reach(.rounded(radius: 22, continuous: false)) == 67)
        #expect(reach(.rectangle) == 0)
        #expect(reach(.ellipse) == nil)
        #expect(reach(.capsule) == nil)
        #expect(reach(.rounded(radius: 22, continuous: true), height: 509) == nil)
    }

    @Test func defaultBackgroundFollowsTheColourScheme() throws {
        let light = try render(Text("").node, variant: .light)
        let dark = try render(Text("").node, variant: .dark)
        #expect(light[255, 255] == (255, 255, 255, 255))
        #expect(dark[255, 255] == (28, 28, 30, 255))
    }

    @Test func labelTextIsBlackInLightAndWhiteInDark() throws {
        let body = Rectangle().node
        let light = try render(body, variant: .light)
        let dark = try render(body, variant: .dark)
        #expect(light[255, 255] == (0, 0, 0, 255))
        #expect(dark[255, 255] == (255, 255, 255, 255))
    }

    @Test func contentMarginsShowAtEveryScale() throws {
        for scale in [1, 2, 3] {
            // 16 pt on the 393-pt iPhone (the larger iPhones' margins grow: LargerIPhoneTests).
            let bitmap = try render(Color.red.containerBackground(Color.white), device: "iphone-393x852", scale: scale)
            let inside = 16 * scale, outside = 16 * scale - 1
            #expect(bitmap[inside, 85 * scale] == (255, 56, 60, 255), "scale \(scale)")
            #expect(bitmap[outside, 85 * scale] == (255, 255, 255, 255), "scale \(scale)")
        }
    }

    @Test func iPadWidgetsAreLaidOutOnTheCanvasAndScaledToTheDevice() throws {
        // 768×1024: canvas 141 pt, device 120 pt. The 16 pt margin becomes 16 × 120/141 ≈ 13.6 pt.
        let bitmap = try render(Color.red.containerBackground(Color.white), device: "ipad-768x1024", scale: 2)
        #expect(bitmap.width == 240 && bitmap.height == 240)
        #expect(bitmap[28, 120] == (255, 56, 60, 255))
        #expect(bitmap[26, 120] == (255, 255, 255, 255))
    }

    /// A scene file may carry a PNG inline (`data:image/png;base64,…`), as a Swift widget's
    /// `Image(uiImage:)` of PNG bytes becomes; bytes that are not a PNG are refused by name.
    @Test func inlinePNGImagesDrawAndBadOnesAreNamed() throws {
        let png = try PNGCodec.encode(Bitmap(width: 2, height: 2, fill: (0, 128, 255, 255)))
        let scene = try SceneLoader.decode("""
            {"kind": "inline", "body": {"systemSmall": {"type": "Image", "file": "\(ImageAsset.inlinePrefix + png.base64EncodedString())",
              "resizable": true, "modifiers": [{"frame": {"width": 40, "height": 40}}, {"containerBackground": "white"}]}}}
            """, file: "inline.json")
        let bitmap = try renderer.render(scene, family: .systemSmall, target: target("iphone-430x932"), scale: 1, variant: .light,
                                         folder: URL(fileURLWithPath: "/tmp"))
        #expect(bitmap[85, 85] == (0, 128, 255, 255))
        let bad = try SceneLoader.decode(#"{"kind": "b", "body": {"systemSmall": {"type": "Image", "file": "data:image/png;base64,/9j/4AAQ"}}}"#,
                                         file: "bad.json")
        #expect(throws: (any Error).self) {
            try renderer.render(bad, family: .systemSmall, target: target("iphone-430x932"), scale: 1, variant: .light,
                                folder: URL(fileURLWithPath: "/tmp"))
        }
        #expect(ImageAsset.resolve("data:image/png;base64,/9j/4AAQ", in: URL(fileURLWithPath: "/tmp")).failureMessage?
            .contains("not base64 PNG") == true)
    }

    /// A PNG whose header is whole but whose pixel data does not inflate is an error naming the
    /// file, never a blank where the image stood; a colour name nothing defines is an error too.
    @Test func anImageThatDoesNotDecodeAndAnUnknownColourAreErrors() throws {
        var png = [UInt8](try PNGCodec.encode(Bitmap(width: 4, height: 4, fill: (0, 128, 255, 255))))
        var at = 8
        while at + 8 <= png.count, String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self) != "IDAT" {
            let length = png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            at += 12 + length
        }
        let length = png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        for i in (at + 8)..<(at + 8 + length) { png[i] = 0xA5 }
        let crc = Deflater.crc32(png[(at + 4)..<(at + 8 + length)])
        for k in 0..<4 { png[at + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(png).write(to: folder.appendingPathComponent("broken.png"))
        let broken = scene(Image("broken.png").node.containerBackground(Color.white))
        #expect {
            try renderer.render(broken, family: .systemSmall, target: target("iphone-430x932"), scale: 1, variant: .light, folder: folder)
        } throws: { "\($0)".contains("broken.png' could not be decoded") }
        #expect {
            try renderer.render(scene(Color("brandMint").containerBackground(Color.white)), family: .systemSmall,
                                target: target("iphone-430x932"), scale: 1, variant: .light, folder: folder)
        } throws: { "\($0)".contains("unknown colour 'brandMint'") }
    }

    @Test func renderingIsDeterministic() throws {
        let body = VStack { Text("Cupertino").font(.headline); Symbol("sun.max.fill"); Capsule().fill(Color.blue) }.node
        let a = try PNGCodec.encode(try render(body))
        let b = try PNGCodec.encode(try WidgetRenderer().render(scene(body), family: .systemSmall, target: target("iphone-430x932"),
                                                                scale: 3, variant: .light, folder: URL(fileURLWithPath: "/tmp")))
        #expect(a == b)
    }

    @Test func pngRoundTripKeepsEveryPixel() throws {
        let bitmap = try render(LinearGradient(colors: [.red, .blue.opacity(0.5)], startPoint: .top, endPoint: .bottom).node)
        #expect(try PNGCodec.decode(PNGCodec.encode(bitmap)) == bitmap)
    }

    @Test func privacyVariantMasksOnlySensitiveText() throws {
        let body = VStack {
            Text("Balance").frame(height: 40)
            Text("$1,234").font(.title).privacySensitive().frame(height: 60)
        }.node
        let light = try render(body, variant: .light)
        let privacy = try render(body, variant: Variant(colorScheme: .light, redaction: .privacy))
        var differsTop = false, differsBottom = false
        for y in 0..<light.height {
            for x in 0..<light.width where light[x, y] != privacy[x, y] {
                if y < 255 { differsTop = true } else { differsBottom = true }
            }
        }
        #expect(!differsTop)
        #expect(differsBottom)
    }

    @Test func placeholderKeepsTheLayout() throws {
        let body = VStack(alignment: .leading) { Text("Cupertino"); Text("72°").font(.largeTitle) }.node
        let layout = try renderer.layout(scene(body), family: .systemSmall, target: target("iphone-430x932"),
                                         folder: URL(fileURLWithPath: "/tmp"))
        let placeholder = DisplayListBuilder(shaper: renderer.engine, variant: Variant(colorScheme: .light, redaction: .placeholder)).build(layout)
        let bars = placeholder.ops.compactMap { op -> Rect? in
            if case let .fill(outline, _) = op, case .rounded = outline.kind { return outline.rect }
            return nil
        }
        #expect(bars.count == 2)
        let texts = layout.content.flattened().filter { if case .text = $0.kind { return true }; return false }.map(\.frame)
        for (bar, text) in zip(bars, texts) {
            #expect(bar.minX == text.minX && bar.width == text.width)
            #expect(bar.minY >= text.minY && bar.maxY <= text.maxY)
        }
    }
}

extension Result where Failure == ImageAsset.Problem {
    var failureMessage: String? { if case .failure(let problem) = self { return problem.message }; return nil }
}
