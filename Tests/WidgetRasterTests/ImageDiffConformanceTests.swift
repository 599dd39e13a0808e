import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterImage

/// pixelmatch 7.2.0's own fixtures (shared/conformance/pixelmatch): our comparator must give
/// exactly its mismatch counts and draw the same diff images. The fixtures are an optional extra
/// beside the checkout (CI has them); without them these cases are skipped, saying so, and the
/// comparator is still covered by `ImageDiffFactsTests` on images made here.
@Suite struct ImageDiffConformanceTests {
    static let skipped = "shared/conformance/pixelmatch is not beside the checkout: pixelmatch conformance skipped"
    static var fixturesAvailable: Bool { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("1a.png").path) }

    /// `shared/conformance/pixelmatch` beside the repository (as CI lays it out), or above it.
    static let fixtures: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/conformance/pixelmatch")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "shared/conformance/pixelmatch")
    }()

    struct Case: Sendable, CustomStringConvertible {
        var a: String
        var b: String
        var diff: String
        var expected: Int
        var threshold: Double? = 0.05
        var includeAA = false
        var diffMask = false
        var alpha: Double?
        var aaColor: (UInt8, UInt8, UInt8)?
        var diffColor: (UInt8, UInt8, UInt8)?
        var diffColorAlt: (UInt8, UInt8, UInt8)?

        var description: String { "\(a) vs \(b) → \(diff)" }

        var options: DiffOptions {
            var o = DiffOptions()
            if let threshold { o.threshold = threshold }
            o.includeAA = includeAA
            o.diffMask = diffMask
            if let alpha { o.alpha = alpha }
            if let aaColor { o.aaColor = aaColor }
            if let diffColor { o.diffColor = diffColor }
            o.diffColorAlt = diffColorAlt
            return o
        }
    }

    static let cases: [Case] = [
        Case(a: "1a", b: "1b", diff: "1diff", expected: 143),
        Case(a: "1a", b: "1b", diff: "1diffdefaultthreshold", expected: 106, threshold: nil),
        Case(a: "1a", b: "1b", diff: "1diffmask", expected: 143, diffMask: true),
        Case(a: "1a", b: "1a", diff: "1emptydiffmask", expected: 0, threshold: 0, diffMask: true),
        Case(a: "2a", b: "2b", diff: "2diff", expected: 12437, alpha: 0.5, aaColor: (0, 192, 0), diffColor: (255, 0, 255)),
        Case(a: "3a", b: "3b", diff: "3diff", expected: 212),
        Case(a: "4a", b: "4b", diff: "4diff", expected: 36049),
        Case(a: "5a", b: "5b", diff: "5diff", expected: 6),
        Case(a: "6a", b: "6b", diff: "6diff", expected: 51),
        Case(a: "6a", b: "6a", diff: "6empty", expected: 0, threshold: 0),
        Case(a: "7a", b: "7b", diff: "7diff", expected: 2448, threshold: nil, diffColorAlt: (0, 255, 0)),
        Case(a: "8a", b: "5b", diff: "8diff", expected: 32896),
    ]

    static func image(_ name: String) throws -> Bitmap {
        try PNGCodec.decode(Data(contentsOf: fixtures.appendingPathComponent(name + ".png")))
    }

    @Test(.enabled(if: fixturesAvailable, Comment(rawValue: skipped)), arguments: cases)
    func mismatchCountsAndDiffImagesMatchPixelmatch(_ c: Case) throws {
        let result = try ImageDiff.compare(Self.image(c.a), Self.image(c.b), options: c.options, drawDiff: true)
        #expect(result.differentPixels == c.expected)
        let reference = try Self.image(c.diff)
        let drawn = try #require(result.diffImage)
        var mismatched = 0
        for i in stride(from: 0, to: drawn.pixels.count, by: 4) where drawn.pixels[i..<i + 4] != reference.pixels[i..<i + 4] {
            mismatched += 1
        }
        #expect(mismatched == 0, "\(mismatched) diff-image pixels differ from pixelmatch's \(c.diff).png")
    }

    @Test func transparentPixelIsBlendedOverTheCheckerboardByDefault() throws {
        let black = Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let grey = Bitmap(width: 1, height: 1, pixels: [127, 127, 127, 255])
        var overWhite = DiffOptions()
        overWhite.checkerboard = false
        #expect(try ImageDiff.compare(black, grey, options: overWhite).differentPixels == 0)
        #expect(try ImageDiff.compare(black, grey).differentPixels == 1)
    }

    @Test func differentSizesAreAnErrorThatSaysBothSizes() {
        #expect(throws: SizeMismatch(expected: (2, 2), actual: (3, 2))) {
            try ImageDiff.compare(Bitmap(width: 2, height: 2), Bitmap(width: 3, height: 2))
        }
        #expect(SizeMismatch(expected: (2, 2), actual: (3, 2)).description == "expected 2×2, got 3×2")
    }

    @Test(.enabled(if: fixturesAvailable, Comment(rawValue: skipped)))
    func fixturesOfEveryColourTypeDecodeToRGBA() throws {
        for name in ["2a", "2b", "4a", "7a", "7b", "1a"] {
            let bitmap = try Self.image(name)
            #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
        }
    }
}

/// The comparator on images made here, with counts that follow from pixelmatch's rules.
@Suite struct ImageDiffFactsTests {
    /// A white canvas with black squares (x, y, side).
    static func canvas(_ width: Int = 20, _ height: Int = 20, black squares: [(Int, Int, Int)] = []) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for (x0, y0, side) in squares {
            for y in y0..<y0 + side { for x in x0..<x0 + side { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [0, 0, 0]) } }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test func identicalImagesDifferNowhere() throws {
        let image = Self.canvas(black: [(3, 3, 5)])
        #expect(try ImageDiff.compare(image, image, options: DiffOptions()).differentPixels == 0)
    }

    @Test func aLonePixelAndASolidSquareCountEveryPixel() throws {
        // A lone pixel has no equal neighbour and all its neighbours brighter: not anti-aliasing.
        #expect(try ImageDiff.compare(Self.canvas(), Self.canvas(black: [(7, 7, 1)]), options: DiffOptions()).differentPixels == 1)
        // Every pixel of a 4×4 square has at least three equal neighbours: none is anti-aliasing.
        #expect(try ImageDiff.compare(Self.canvas(), Self.canvas(black: [(5, 5, 4)]), options: DiffOptions()).differentPixels == 16)
    }

    @Test func aChangeBelowTheThresholdIsNoChange() throws {
        var lighter = Self.canvas()
        // 255 → 250 in every channel: YIQ distance ≈ 25 ≪ 35215 × 0.1² ≈ 352.
        for i in stride(from: 0, to: lighter.pixels.count, by: 4) { lighter.pixels[i..<i + 3] = [250, 250, 250] }
        #expect(try ImageDiff.compare(Self.canvas(), lighter, options: DiffOptions()).differentPixels == 0)
        var strict = DiffOptions()
        strict.threshold = 0
        #expect(try ImageDiff.compare(Self.canvas(), lighter, options: strict).differentPixels == 400)
    }
}
