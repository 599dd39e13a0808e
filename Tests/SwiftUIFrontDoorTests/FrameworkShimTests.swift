import OSLog
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.Bitmap
import enum WidgetRaster.PNGCodec
import struct WidgetRaster.SizeTable

/// APIs real widget files use (found compiling the real-widget corpus): what they give the image.
@Suite struct FrameworkShimTests {
    struct ScaledSquare: View {
        @ScaledMetric var side: CGFloat = 20
        var body: some View {
            Color.red.frame(width: side, height: side).containerBackground(.white, for: .widget)
        }
    }

    /// The widest run of red pixels in a row.
    func redWidth(_ bitmap: Bitmap) -> Int {
        (0..<bitmap.height).map { y in
            (0..<bitmap.width).filter { x in let p = bitmap[x, y]; return p.r > 200 && p.g < 60 && p.b < 80 }.count
        }.max() ?? 0
    }

    @Test func scaledMetricGrowsWithTheTextSizeAsBodyTextDoes() throws {
        func width(_ size: DynamicTypeSize) throws -> Int {
            redWidth(try renderWidgetBitmap(ScaledSquare(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light,
                                            options: WidgetRenderOptions(dynamicTypeSize: size)))
        }
        #expect(try width(.large) == 20)
        // Body text is 17 pt at Large and 23 pt at xxxLarge: 20 × 23 / 17 = 27.1.
        #expect(try (27...28).contains(width(.xxxLarge)))
    }

    /// A gauge style an app wrote, as FoodTruck's segmented gauge is: its body draws the gauge.
    struct BarGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.red.frame(width: 100 * configuration.value, height: 10)
        }
    }

    @Test func anAppsGaugeStyleDrawsTheGaugeFromItsValueAsAFraction() throws {
        let gauge = Gauge(value: 30, in: 0...60) { Text("Orders") }.gaugeStyle(BarGaugeStyle()).containerBackground(.white, for: .widget)
        let bitmap = try renderWidgetBitmap(gauge, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        #expect(redWidth(bitmap) == 50)
    }

    @Test func alignmentGuideClosuresMoveAViewInItsStack() throws {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        }.containerBackground(.white, for: .widget)
        let bitmap = try renderWidgetBitmap(stack, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        func firstX(_ isColour: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int? {
            (0..<bitmap.width).first { x in (0..<bitmap.height).contains { y in isColour(bitmap[x, y]) } }
        }
        let red = try #require(firstX { $0.r > 200 && $0.g < 60 && $0.b < 80 })
        let blue = try #require(firstX { $0.b > 200 && $0.r < 60 && $0.g < 140 })
        #expect(blue - red == 20)
    }

    @Test func logMessagesTakeTheInterpolatedValuesWithTheirPrivacy() {
        let count = 3
        let message: OSLogMessage = "fetched \(count, privacy: .public) deployments for \("team_1", privacy: .private)"
        #expect(message.text == "fetched 3 deployments for team_1")
        Logger(subsystem: "com.example", category: "widgets").error(message)
    }
}

/// Template images: an image set marked "Render As: Template Image", or `renderingMode(.template)`,
/// is drawn in the foreground style; `.original` keeps its own colours.
@Suite struct TemplateImageTests {
    /// A catalogue with a black 8×8 square twice: as a template set and as an original one.
    static func catalogue() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-images-\(UUID().uuidString)")
        let square = try PNGCodec.encode(Bitmap(width: 8, height: 8, fill: (0, 0, 0, 255)))
        for (name, intent) in [("glyph", #", "properties" : { "template-rendering-intent" : "template" }"#), ("photo", "")] {
            let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try square.write(to: set.appendingPathComponent("\(name).png"))
            try Data(#"{ "images" : [ { "filename" : "\#(name).png", "idiom" : "universal", "scale" : "1x" } ]\#(intent) }"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
        }
        return folder
    }

    func redPixels(_ view: some View, resources: URL) throws -> Int {
        let bitmap = try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                                            scale: 1, variant: .light,
                                            options: WidgetRenderOptions(resources: resources, assets: "Assets.xcassets"))
        return (0..<bitmap.height).reduce(0) { sum, y in
            sum + (0..<bitmap.width).filter { x in let p = bitmap[x, y]; return p.r > 200 && p.g < 60 && p.b < 80 }.count
        }
    }

    @Test func aTemplateImageSetIsDrawnInTheForegroundStyle() throws {
        let resources = try Self.catalogue()
        #expect(try redPixels(Image("glyph").foregroundStyle(.red), resources: resources) == 64)
        #expect(try redPixels(Image("glyph").renderingMode(.original).foregroundStyle(.red), resources: resources) == 0)
    }

    @Test func renderingModeTemplateTintsAnOriginalImageSet() throws {
        let resources = try Self.catalogue()
        #expect(try redPixels(Image("photo").foregroundStyle(.red), resources: resources) == 0)
        #expect(try redPixels(Image("photo").renderingMode(.template).foregroundStyle(.red), resources: resources) == 64)
    }
}

/// Margins and corners of the larger iPhones, against what was measured on a 430-pt iPhone
/// (content 17.3–17.7 pt from the tile's edge, corner ≈ 23.4 pt; `widget-facts.md`, issue #24).
@Suite struct LargerIPhoneTests {
    struct Fill: View {
        var body: some View {
            Color.red.frame(maxWidth: .infinity, maxHeight: .infinity).containerBackground(.white, for: .widget)
        }
    }

    /// Where the red content starts, in pixels from the left, on the middle row.
    func contentStart(_ device: String) throws -> Int {
        let bitmap = try renderWidgetBitmap(Fill(), family: .systemSmall, device: device, scale: 3, variant: .light)
        let y = bitmap.height / 2
        return try #require((0..<bitmap.width).first { let p = bitmap[$0, y]; return p.r > 200 && p.g < 60 })
    }

    @Test func contentMarginsGrowWithTheSmallWidgetOnTheLargerIPhones() throws {
        #expect(try contentStart("iphone-393x852") == 48, "16 pt at @3x on the 158-pt widget")
        #expect(try contentStart("iphone-430x932") == 52, "17⅓ pt on the 170-pt widget")
        let table = SizeTable.current
        let large = try #require(table.device(id: "iphone-430x932"))
        #expect(abs(large.cornerRadius - 23.67) < 0.01 && large.contentMargin == 52.0 / 3)
        #expect(try #require(table.device(id: "iphone-393x852")).cornerRadius == 22)
    }
}

/// Vector image sets: a PDF or an SVG in an image set is drawn at its size in points, and redrawn
/// sharp at any size it is given (Xcode's "Preserve Vector Data").
@Suite struct VectorImageSetTests {
    /// A one-page PDF, 20 × 10 pt, filled red.
    static func redBarPDF() -> Data {
        let content = "1 0 0 rg 0 0 20 10 re f\n"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream"]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    /// The same red bar as an SVG: with a width and height, or with a view box alone.
    static let redBarSVG = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#f00"/></svg>"##
    static let redBarViewBoxSVG = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="red"/></svg>"#

    static func bytes(_ file: String) -> Data {
        switch file {
        case "bar.pdf": return redBarPDF()
        case "bar.svg": return Data(redBarSVG.utf8)
        default: return Data(redBarViewBoxSVG.utf8)
        }
    }

    static func catalogue(_ file: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vector-images-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/bar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try bytes(file).write(to: set.appendingPathComponent(file))
        try Data(#"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return folder
    }

    /// The red image's box in pixels (every pixel it tints) and how many of them are solid red.
    func redBox(_ view: some View, file: String, scale: Int, in catalogue: URL? = nil) throws -> (width: Int, height: Int, solid: Int) {
        let bitmap = try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                                            scale: scale, variant: .light,
                                            options: WidgetRenderOptions(resources: try catalogue ?? Self.catalogue(file), assets: "Assets.xcassets"))
        var xs: [Int] = [], ys: [Int] = [], solid = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                guard p.a == 255, p.g < 250 else { continue }
                xs.append(x)
                ys.append(y)
                if p.r > 250 && p.g < 5 { solid += 1 }
            }
        }
        return ((xs.max() ?? -1) - (xs.min() ?? 0) + 1, (ys.max() ?? -1) - (ys.min() ?? 0) + 1, solid)
    }

    @Test("a catalogue holding an SVG image set and a colour set naming an unknown system colour: the rest draws")
    func anUnreadableSetLeavesTheRestDrawing() throws {
        let folder = try Self.catalogue("bar.svg")
        let odd = folder.appendingPathComponent("Assets.xcassets/Odd.colorset")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemChartreuseColor"}}]}"#.utf8)
            .write(to: odd.appendingPathComponent("Contents.json"))
        let drawn = try redBox(Image("bar"), file: "bar.svg", scale: 3, in: folder)
        #expect(drawn.width == 60 && drawn.height == 30 && drawn.solid >= 58 * 28)
    }

    @Test("an image name neither the catalogue nor the resources have draws nothing, as on iOS, and the rest draws")
    func aMissingImageDrawsNothing() throws {
        let options = WidgetRenderOptions(resources: try Self.catalogue("bar.svg"), assets: "Assets.xcassets")
        func render(_ view: some View) throws -> Bitmap {
            try renderWidgetBitmap(view, family: .systemSmall, device: "iphone-393x852", scale: 2, variant: .light, options: options)
        }
        let without = try render(ZStack { Color.white; Image("bar") })
        let with = try render(ZStack { Color.white; Image("bar"); Image("dough/plain-full"); Image("nowhere").resizable().frame(width: 40, height: 40) })
        #expect(with == without)
    }

    @Test("an image set's dark-appearance file is drawn in the dark image, its own file in the light one")
    func darkAppearanceFiles() throws {
        let folder = try Self.catalogue("bar.svg")
        let set = folder.appendingPathComponent("Assets.xcassets/bar.imageset")
        try Data(Self.redBarSVG.replacingOccurrences(of: "#f00", with: "#00f").utf8).write(to: set.appendingPathComponent("bar-dark.svg"))
        try Data(#"""
            { "images" : [ { "filename" : "bar.svg", "idiom" : "universal" },
                           { "filename" : "bar-dark.svg", "idiom" : "universal",
                             "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] } ] }
            """#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        func count(_ variant: Variant) throws -> (red: Int, blue: Int) {
            let bitmap = try renderWidgetBitmap(Image("bar"), family: .systemSmall, device: "iphone-393x852", scale: 2, variant: variant,
                                                options: WidgetRenderOptions(resources: folder, assets: "Assets.xcassets"))
            var red = 0, blue = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let p = bitmap[x, y]
                    if p.r > 250 && p.g < 5 && p.b < 5 { red += 1 }
                    if p.b > 250 && p.r < 5 && p.g < 5 { blue += 1 }
                }
            }
            return (red, blue)
        }
        let light = try count(.light), dark = try count(.dark)
        #expect(light.red >= 38 * 18 && light.blue == 0, "light: \(light)")
        #expect(dark.blue >= 38 * 18 && dark.red == 0, "dark: \(dark)")
    }

    @Test("a vector image set is drawn at its size in points and redrawn sharp for its frame",
          arguments: ["bar.pdf", "bar.svg", "viewbox.svg"])
    func aVectorImageSetIsDrawnAtItsSizeInPoints(file: String) throws {
        let natural = try redBox(Image("bar"), file: file, scale: 3)
        #expect(natural.width == 60 && natural.height == 30, "20 × 10 pt at @3x")
        #expect(natural.solid >= 58 * 28, "solid inside its anti-aliased edge")
        let framed = try redBox(Image("bar").resizable().frame(width: 40, height: 20), file: file, scale: 2)
        #expect(framed.width == 80 && framed.height == 40 && framed.solid >= 78 * 38, "redrawn for its frame, sharp")
    }
}
