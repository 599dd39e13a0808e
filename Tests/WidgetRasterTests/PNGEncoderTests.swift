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
}
