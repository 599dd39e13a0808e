import CCairo
import Foundation

/// Encodes PNGs with `PNGEncoder` and decodes them through libpng's simplified API: any colour
/// type and bit depth in, 8-bit RGBA with straight alpha out.
public enum PNGCodec {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// PNG bytes for a bitmap (libdeflate, fast settings). Deterministic.
    public static func encode(_ bitmap: Bitmap) throws -> Data {
        PNGEncoder().encode(bitmap)
    }

    /// Decodes PNG bytes of any colour type and bit depth to 8-bit RGBA, after `PNGChunkScan`
    /// has checked that the chunks and the declared size are believable.
    public static func decode(_ data: Data) throws -> Bitmap {
        let bytes = [UInt8](data)
        do { _ = try PNGChunkScan.scan(bytes) } catch { throw Failure(description: "\(error)") }
        return try bytes.withUnsafeBytes { raw -> Bitmap in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw Failure(description: "not a readable PNG: " + message(image))
            }
            image.format = ccairo_png_format_rgba
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width * height <= PNGChunkScan.maxPixels else {
                png_image_free(&image)
                throw Failure(description: "PNG size \(width)×\(height) is out of range")
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { dest in
                png_image_finish_read(&image, nil, dest.baseAddress, 0, nil)
            }
            guard finished != 0 else { throw Failure(description: "corrupt PNG data: " + message(image)) }
            return Bitmap(width: width, height: height, pixels: pixels)
        }
    }

    private static func message(_ image: png_image) -> String {
        var copy = image
        return withUnsafeBytes(of: &copy.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
