import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterImage

/// Every PNG form reads as pngjs (pixelmatch's reader) reads it. `Fixtures/PNGFormats` holds the
/// same pixels saved many ways by an independent writer (pypng, `make-fixtures.py`): 8- and
/// 16-bit, 16-bit values off the ×257 grid, palette with tRNS, grey at 1/2/4/8/16 bits, grey +
/// alpha, tRNS colours, Adam7 interlacing, and gAMA/cHRM/sRGB/iCCP chunks (ignored, as pngjs does).
@Suite struct PNGFormatTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PNGFormats")

    static func decode(_ name: String) throws -> Bitmap {
        try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The pixels `make-fixtures.py` writes into the colour files.
    static func colourPixel(_ x: Int, _ y: Int) -> [UInt8] {
        let a = [255, 255, 128, 0, 64, 255, 1][x]
        if a == 0 { return [0, 0, 0, 0] }
        return [UInt8((x * 37 + y * 11) % 256), UInt8((y * 53 + 7) % 256), UInt8((x * y * 29 + 200) % 256), UInt8(a)]
    }

    @Test func eightBitRGBAReadsTheWrittenValues() throws {
        let image = try Self.decode("rgba8.png")
        #expect(image.width == 7 && image.height == 5)
        for y in 0..<5 {
            for x in 0..<7 {
                let i = (y * 7 + x) * 4
                #expect(Array(image.pixels[i..<i + 4]) == Self.colourPixel(x, y), "pixel (\(x), \(y))")
            }
        }
    }

    @Test(arguments: ["rgba8-interlaced.png", "rgba16.png", "rgba16-interlaced.png", "rgba16-rounding.png", "rgba8-gama1.png",
                      "rgba16-gama1-chrm.png", "rgba8-srgb.png", "rgba8-iccp.png", "palette8-trns.png",
                      "palette8-trns-interlaced.png"])
    func colourFormsReadAsTheEightBitOriginal(file: String) throws {
        try expectSamePixels(file, as: "rgba8.png")
    }

    @Test(arguments: ["grey2.png", "grey4.png", "grey8.png", "grey16.png", "grey16-interlaced.png", "greyalpha8.png",
                      "greyalpha16.png", "grey-rgb8.png", "grey-rgb16.png", "grey-palette2.png"])
    func greyFormsReadAsTheEightBitOriginal(file: String) throws {
        try expectSamePixels(file, as: "grey-rgba8.png")
    }

    @Test(arguments: ["grey4-trns.png", "grey16-trns.png", "grey-rgb8-trns.png"])
    func aTransparentColourClearsItsPixels(file: String) throws {
        try expectSamePixels(file, as: "grey-trns-rgba8.png")
    }

    @Test(arguments: ["bw1.png", "bw1-interlaced.png"])
    func oneBitGreyReadsAsBlackAndWhite(file: String) throws {
        try expectSamePixels(file, as: "bw-rgba8.png")
    }

    @Test func sixteenBitSamplesRoundToTheNearestEightBitValue() throws {
        let raw = try PNGCodec.decodeRaw(Data(contentsOf: Self.folder.appendingPathComponent("rgba16-rounding.png")))
        #expect(raw.bitDepth == 16 && raw.colorType == .rgba)
        // Pixel (0, 0) red is 0·257 − 128, clamped to 0; (1, 0) red is 37·257 + 128 = 9637, just under
        // the next step: ⌊9637·255/65535 + ½⌋ = ⌊37.498 + ½⌋ = 37. (Reading 16-bit as linear light, as
        // libpng's simplified API does, gives a far lighter value.)
        #expect(raw.rows[0] == 0 && raw.rows[1] == 0)
        #expect(Int(raw.rows[8]) << 8 | Int(raw.rows[9]) == 9637)
        #expect(try raw.rgba8().pixels[4] == 37)
    }

    @Test func aPaletteIndexPastThePaletteIsAClearError() throws {
        var raw = try PNGCodec.decodeRaw(Data(contentsOf: Self.folder.appendingPathComponent("palette8-trns.png")))
        raw.palette = Array(raw.palette.prefix(6))
        #expect(throws: RawPNGImage.Problem.self) { try raw.rgba8() }
    }

    private func expectSamePixels(_ file: String, as reference: String) throws {
        let image = try Self.decode(file), expected = try Self.decode(reference)
        #expect(image.width == expected.width && image.height == expected.height)
        #expect(image.pixels == expected.pixels, "\(file) reads differently from \(reference)")
        let diff = try ImageDiff.compare(expected, image, options: DiffOptions(), drawDiff: false)
        #expect(diff.differentPixels == 0)
    }
}
