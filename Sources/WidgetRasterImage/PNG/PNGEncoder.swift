import Foundation

/// Writes RGBA8 PNGs with libdeflate: filtered rows in one zlib stream, text chunks right after
/// IHDR. Deterministic: the same pixels give the same bytes.
public struct PNGEncoder: Sendable {
    /// The speed/size trade-off.
    public enum Compression: String, CaseIterable, Sendable {
        /// libdeflate level 1 over unfiltered rows: several times faster than zlib's default and,
        /// for widget images (flat areas, few gradients), no larger.
        case fast
        /// libdeflate level 12, unfiltered or with the best filter per row, whichever is smaller:
        /// smallest files, slowest.
        case smallest
    }

    public var compression: Compression

    public init(compression: Compression = .fast) {
        self.compression = compression
    }

    /// The PNG file of a bitmap. A bitmap the caller gives up (`consume`) whose array has `slack(height:)`
    /// bytes of spare capacity is laid out as PNG rows in its own memory, with no copy of the image.
    public func encode(_ bitmap: consuming Bitmap, text: [(key: String, value: String)] = []) -> Data {
        var head: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        Self.appendChunk("IHDR", Self.bigEndian(UInt32(bitmap.width)) + Self.bigEndian(UInt32(bitmap.height)) + [8, 6, 0, 0, 0], to: &head)
        for (key, value) in text { Self.appendChunk("tEXt", Array(key.utf8) + [0] + Array(value.utf8), to: &head) }
        let deflater = Deflater.forCurrentThread(level: compression == .fast ? 1 : 12)
        switch compression {
        case .fast:
            return Self.file(head: head, rows: Self.unfiltered(consume bitmap), deflater: deflater)
        case .smallest:
            // Flat widget areas compress best unfiltered, gradients and photos filtered: keep the smaller.
            let filtered = Self.file(head: head, rows: Self.adaptivelyFiltered(bitmap), deflater: deflater)
            let plain = Self.file(head: head, rows: Self.unfiltered(consume bitmap), deflater: deflater)
            return filtered.count < plain.count ? filtered : plain
        }
    }

    /// Spare capacity a bitmap's array needs past its pixels for `encode` to lay out the rows in
    /// place: one filter byte per row.
    package static func slack(height: Int) -> Int { height }

    /// The whole file: `head`, then one IDAT chunk compressed straight into the output (no
    /// intermediate stream copy: a @3x large widget is 5 MB of rows), then IEND. The output is
    /// first sized for a quarter of the rows (widget images compress 4–60×; none of the examples'
    /// needs more) and only an image that does not fit (a photo) is compressed again with room for
    /// the worst case, so each image in flight holds a quarter of its size, not all of it, for the output.
    static func file(head: [UInt8], rows: [UInt8], deflater: Deflater) -> Data {
        let bound = deflater.bound(rows.count)
        return file(head: head, rows: rows, deflater: deflater, room: min(bound, rows.count / 4 + 4096))
            ?? file(head: head, rows: rows, deflater: deflater, room: bound)!
    }

    private static func file(head: [UInt8], rows: [UInt8], deflater: Deflater, room: Int) -> Data? {
        // Uninitialised, and cut to the stream's length after: pages the stream never reaches are never touched.
        let capacity = head.count + 12 + room + 12
        let out = malloc(capacity)!
        out.copyMemory(from: head, byteCount: head.count)
        let chunk = out + head.count
        let length = deflater.zlib(rows, into: chunk + 8, capacity: room)
        guard length > 0 else {
            free(out)
            return nil
        }
        storeBigEndian(UInt32(length), at: chunk)
        chunk.advanced(by: 4).copyMemory(from: Array("IDAT".utf8), byteCount: 4)
        storeBigEndian(Deflater.crc32(UnsafeRawBufferPointer(start: chunk + 4, count: length + 4)), at: chunk + 8 + length)
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        (chunk + 12 + length).copyMemory(from: iend, byteCount: iend.count)
        let used = head.count + 12 + length + 12
        return Data(bytesNoCopy: realloc(out, used) ?? out, count: used, deallocator: .free)
    }

    private static func storeBigEndian(_ v: UInt32, at p: UnsafeMutableRawPointer) {
        p.storeBytes(of: v.bigEndian, as: UInt32.self)
    }

    /// Every row with filter 0 (None): the filter byte, then the row as is. Laid out in the
    /// bitmap's own array, moving rows back from the last (a copy only when the caller still
    /// holds the bitmap, or its array has no room for the filter bytes).
    static func unfiltered(_ bitmap: consuming Bitmap) -> [UInt8] {
        let (rowBytes, height) = (bitmap.width * 4, bitmap.height)
        var rows = bitmap.pixels
        _ = consume bitmap
        rows.append(contentsOf: repeatElement(0, count: height))
        rows.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!
            for y in (0..<height).reversed() {
                memmove(base + y * (rowBytes + 1) + 1, base + y * rowBytes, rowBytes)
                base.storeBytes(of: 0, toByteOffset: y * (rowBytes + 1), as: UInt8.self)
            }
        }
        return rows
    }

    /// Per row, the filter (None, Sub, Up, Average, Paeth) with the smallest sum of absolute
    /// signed bytes — libpng's heuristic.
    static func adaptivelyFiltered(_ bitmap: Bitmap) -> [UInt8] {
        let stride = bitmap.width * 4, bpp = 4
        var out = [UInt8](repeating: 0, count: (stride + 1) * bitmap.height)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        let zero = [UInt8](repeating: 0, count: stride)
        bitmap.pixels.withUnsafeBufferPointer { px in
            zero.withUnsafeBufferPointer { zeroRow in
                for y in 0..<bitmap.height {
                    let row = UnsafeBufferPointer(rebasing: px[(y * stride)..<((y + 1) * stride)])
                    let up = y == 0 ? zeroRow : UnsafeBufferPointer(rebasing: px[((y - 1) * stride)..<(y * stride)])
                    var scores = [Int](repeating: 0, count: 5)
                    for type in 0..<5 {
                        candidates[type].withUnsafeMutableBufferPointer { c in
                            var score = 0
                            for i in 0..<stride {
                                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(up[i]), cc = i >= bpp ? Int(up[i - bpp]) : 0
                                let predictor: Int
                                switch type {
                                case 0: predictor = 0
                                case 1: predictor = a
                                case 2: predictor = b
                                case 3: predictor = (a + b) >> 1
                                default:
                                    let p = a + b - cc, pa = abs(p - a), pb = abs(p - b), pc = abs(p - cc)
                                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : cc)
                                }
                                let v = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
                                c[i] = v
                                score += v < 128 ? Int(v) : 256 - Int(v)
                            }
                            scores[type] = score
                        }
                    }
                    let best = scores.indices.min { scores[$0] < scores[$1] }!
                    let o = y * (stride + 1)
                    out[o] = UInt8(best)
                    candidates[best].withUnsafeBytes { c in
                        out.withUnsafeMutableBytes { (($0.baseAddress! + o + 1).copyMemory(from: c.baseAddress!, byteCount: stride)) }
                    }
                }
            }
        }
        return out
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let start = out.count
        out += bigEndian(UInt32(data.count))
        out += Array(type.utf8)
        out += data
        out += bigEndian(Deflater.crc32(out[(start + 4)...]))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}
