import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterImage

@Suite struct PNGEncoderTests {
    func sample() -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<60 { pixels += [UInt8(x * 4), UInt8(y * 6), UInt8((x + y) % 256), UInt8(x < 5 ? 0 : 255 - y)] }
        }
        return Bitmap(width: 60, height: 40, pixels: pixels)
    }

    @Test(arguments: PNGEncoder.Compression.allCases)
    func everyCompressionDecodesToTheSamePixels(compression: PNGEncoder.Compression) throws {
        let bitmap = sample()
        let data = PNGEncoder(compression: compression).encode(bitmap)
        #expect(try PNGCodec.decode(data) == bitmap)
        #expect(PNGEncoder(compression: compression).encode(bitmap) == data)
    }

    @Test func smallestIsNoLargerThanFast() {
        let bitmap = sample()
        #expect(PNGEncoder(compression: .smallest).encode(bitmap).count <= PNGEncoder(compression: .fast).encode(bitmap).count)
    }

    @Test func textChunksAreReadBackFromTheHeader() throws {
        let data = PNGEncoder().encode(sample(), text: [("key", "value"), ("other", "ü")])
        #expect(try PNGTextChunks.read(from: [UInt8](data)) == ["key": "value", "other": "ü"])
    }

    /// A batch hands each bitmap over with room for the filter bytes, and the encoder lays the
    /// rows out in that memory: the file is the same as from a bitmap the caller keeps, and a
    /// kept bitmap is left as it was.
    @Test func aBitmapHandedOverEncodesAsOneTheCallerKeeps() throws {
        let kept = sample()
        var pixels = kept.pixels
        pixels.reserveCapacity(pixels.count + PNGEncoder.slack(height: kept.height))
        let handedOver = Bitmap(width: kept.width, height: kept.height, pixels: pixels)
        pixels = []
        let fromKept = PNGEncoder().encode(kept)
        #expect(PNGEncoder().encode(consume handedOver) == fromKept)
        #expect(kept == sample())
        #expect(try PNGCodec.decode(fromKept) == kept)
    }

    /// Noise does not compress to the quarter of its size the output is first given: it is
    /// compressed again with room for the worst case, and still decodes to the same pixels.
    @Test(arguments: PNGEncoder.Compression.allCases)
    func noiseThatDoesNotCompressStillEncodes(compression: PNGEncoder.Compression) throws {
        var state: UInt32 = 2_463_534_242
        let pixels = (0..<(64 * 64 * 4)).map { _ -> UInt8 in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        let noise = Bitmap(width: 64, height: 64, pixels: pixels)
        let data = PNGEncoder(compression: compression).encode(noise)
        #expect(data.count > noise.pixels.count / 4 + 4096)
        let decodesToTheNoise = try PNGCodec.decode(data) == noise
        #expect(decodesToTheNoise)
    }
}
