/// A PNG's samples as stored — any colour type, bit depth 1–16, de-interlaced — with its
/// palette and tRNS, turned into 8-bit straight RGBA the way pngjs (and so pixelmatch) reads
/// it: no gamma, no colour profile, 16-bit and low-bit samples rescaled with rounding
/// (`⌊v·255/max + ½⌋`), a tRNS colour making the pixel (0, 0, 0, 0).
public struct RawPNGImage: Sendable {
    public enum ColorType: Int, Sendable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    public var width: Int
    public var height: Int
    public var bitDepth: Int
    public var colorType: ColorType
    /// Bytes per stored row.
    public var rowBytes: Int
    /// `height` rows of `rowBytes`, samples packed as in the file (16-bit big-endian).
    public var rows: [UInt8]
    /// PLTE entries as r, g, b triples.
    public var palette: [UInt8] = []
    /// tRNS alpha for the first palette entries.
    public var paletteAlpha: [UInt8] = []
    /// tRNS colour of grey (one value) or RGB (three) images, in stored sample units.
    public var transparentColor: [Int]?

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The sample at index `i` of a row (bit depths below 8 are packed high bits first).
    @inline(__always)
    private func sample(_ row: Int, _ i: Int) -> Int {
        let base = row * rowBytes
        switch bitDepth {
        case 16: return Int(rows[base + 2 * i]) << 8 | Int(rows[base + 2 * i + 1])
        case 8: return Int(rows[base + i])
        default:
            let perByte = 8 / bitDepth
            let byte = Int(rows[base + i / perByte])
            let shift = 8 - bitDepth * (i % perByte + 1)
            return (byte >> shift) & ((1 << bitDepth) - 1)
        }
    }

    /// 8-bit straight RGBA, as pngjs's `PNG.sync.read` gives it.
    public func rgba8() throws -> Bitmap {
        let channels = colorType.channels
        let maxSample = (1 << bitDepth) - 1
        // ⌊v·255/max + ½⌋, exact in integers (no ties occur for these maxima).
        let scale: [UInt8] = colorType == .palette ? [] : (0...maxSample).map { UInt8((2 * $0 * 255 + maxSample) / (2 * maxSample)) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var out = 0
        for y in 0..<height {
            for x in 0..<width {
                let first = x * channels
                switch colorType {
                case .palette:
                    let index = sample(y, first)
                    guard index < palette.count / 3 else {
                        throw Problem(description: "pixel (\(x), \(y)) uses palette index \(index), but the palette has \(palette.count / 3) entries")
                    }
                    pixels[out] = palette[3 * index]
                    pixels[out + 1] = palette[3 * index + 1]
                    pixels[out + 2] = palette[3 * index + 2]
                    pixels[out + 3] = index < paletteAlpha.count ? paletteAlpha[index] : 255
                case .grey, .greyAlpha:
                    let v = sample(y, first)
                    let a = colorType == .greyAlpha ? sample(y, first + 1) : maxSample
                    if colorType == .grey, let t = transparentColor, t.first == v {
                        break  // stays (0, 0, 0, 0)
                    }
                    pixels[out] = scale[v]; pixels[out + 1] = scale[v]; pixels[out + 2] = scale[v]; pixels[out + 3] = scale[a]
                case .rgb, .rgba:
                    let r = sample(y, first), g = sample(y, first + 1), b = sample(y, first + 2)
                    let a = colorType == .rgba ? sample(y, first + 3) : maxSample
                    if colorType == .rgb, let t = transparentColor, t.count == 3, t[0] == r, t[1] == g, t[2] == b {
                        break
                    }
                    pixels[out] = scale[r]; pixels[out + 1] = scale[g]; pixels[out + 2] = scale[b]; pixels[out + 3] = scale[a]
                }
                out += 4
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
