import CCairo
import Foundation

/// Encodes and decodes PNG through libpng's simplified API: any colour type and bit depth
/// in, 8-bit RGBA with straight alpha out; RGBA or RGB (when fully opaque) written.
public enum PNGCodec {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// PNG bytes for a bitmap. Deterministic: no timestamps or other varying chunks.
    public static func encode(_ bitmap: Bitmap) throws -> Data {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = ccairo_png_format_rgba
        var size: Int = 0
        let ok = bitmap.pixels.withUnsafeBytes { raw -> Bool in
            guard png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, 0, nil) != 0 else { return false }
            return true
        }
        guard ok, size > 0 else { throw Failure(description: "libpng could not size the image: " + message(image)) }
        var out = Data(count: size)
        let written = out.withUnsafeMutableBytes { dest in
            bitmap.pixels.withUnsafeBytes { raw in
                png_image_write_to_memory(&image, dest.baseAddress, &size, 0, raw.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw Failure(description: "libpng could not encode: " + message(image)) }
        return out.prefix(size)
    }

    /// Decodes PNG bytes of any colour type and bit depth to 8-bit RGBA.
    public static func decode(_ data: Data) throws -> Bitmap {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBytes { raw -> Bitmap in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw Failure(description: "not a readable PNG: " + message(image))
            }
            image.format = ccairo_png_format_rgba
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width * height <= 100_000_000 else {
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
