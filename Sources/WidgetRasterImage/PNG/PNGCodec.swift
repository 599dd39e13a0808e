internal import CCairo
import Foundation

/// Encodes PNGs with `PNGEncoder`; decodes every colour type, bit depth, palette with tRNS and
/// interlaced file to 8-bit RGBA exactly as pngjs/pixelmatch read them (`RawPNGImage`).
public enum PNGCodec {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// PNG bytes for a bitmap (libdeflate, fast settings). Deterministic.
    public static func encode(_ bitmap: Bitmap) throws -> Data {
        PNGEncoder().encode(bitmap)
    }

    /// Decodes PNG bytes to 8-bit straight RGBA, after `PNGChunkScan` has checked that the
    /// chunks and the declared size are believable. gAMA, cHRM, sRGB and iCCP are ignored.
    public static func decode(_ data: Data) throws -> Bitmap {
        do {
            return try decodeRaw(data).rgba8()
        } catch let problem as RawPNGImage.Problem {
            throw Failure(description: "corrupt PNG data: \(problem.description)")
        }
    }

    /// The stored samples of a PNG, de-interlaced, with its palette and transparency.
    public static func decodeRaw(_ data: Data) throws -> RawPNGImage {
        let bytes = [UInt8](data)
        do { _ = try PNGChunkScan.scan(bytes) } catch { throw Failure(description: "\(error)") }
        var info = ccairo_png_raw()
        let buffer = bytes.withUnsafeBufferPointer { source in
            ccairo_png_decode_raw(source.baseAddress, source.count, PNGChunkScan.maxPixels, &info)
        }
        let message = withUnsafeBytes(of: &info.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let buffer else { throw Failure(description: "not a readable PNG: \(message)") }
        defer { free(buffer) }
        guard let colorType = RawPNGImage.ColorType(rawValue: Int(info.color_type)) else {
            throw Failure(description: "not a readable PNG: colour type \(info.color_type)")
        }
        let height = Int(info.height), rowBytes = Int(info.rowbytes)
        var image = RawPNGImage(width: Int(info.width), height: height, bitDepth: Int(info.bit_depth), colorType: colorType,
                                rowBytes: rowBytes, rows: [UInt8](UnsafeBufferPointer(start: buffer, count: height * rowBytes)))
        withUnsafeBytes(of: &info.palette) { image.palette = Array($0.prefix(3 * Int(info.palette_count))) }
        if colorType == .palette {
            withUnsafeBytes(of: &info.trans_alpha) { image.paletteAlpha = Array($0.prefix(Int(info.trans_count))) }
        } else if info.trans_count > 0 {
            let t = [Int(info.trans_color.0), Int(info.trans_color.1), Int(info.trans_color.2)]
            image.transparentColor = colorType == .grey ? [t[0]] : t
        }
        return image
    }
}
