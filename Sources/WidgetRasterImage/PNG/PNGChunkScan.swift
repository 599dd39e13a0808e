import Foundation

/// A walk over a PNG's chunks before anything is inflated: every chunk lies inside the file,
/// and the declared image can come out of the compressed data it carries. libpng allocates
/// what a chunk or the header claims, so this is what stops a 100-byte file from asking for
/// gigabytes (a decompression bomb).
package struct PNGChunkScan {
    var header: PNGHeader
    /// Bytes of compressed image data in all IDAT chunks.
    var compressedBytes: Int

    /// Deflate expands at most 1032:1; a little slack covers tiny images.
    static let maxInflation = 1032
    static let maxPixels = 64 * 1024 * 1024

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    package static func scan(_ bytes: [UInt8]) throws -> PNGChunkScan {
        let header: PNGHeader
        switch PNGHeader.parse(Array(bytes.prefix(33))) {
        case .success(let h): header = h
        case .failure(let problem): throw Problem(description: problem.description)
        }
        guard header.width <= 1 << 24, header.height <= 1 << 24, header.width * header.height <= maxPixels else {
            throw Problem(description: "PNG size \(header.width)×\(header.height) exceeds \(maxPixels) pixels")
        }
        var offset = 8, compressed = 0, ended = false
        while offset + 8 <= bytes.count, !ended {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                throw Problem(description: "PNG chunk '\(type)' at byte \(offset) claims \(length) bytes, past the end of the file "
                    + "(\(bytes.count) bytes); the file is truncated or corrupt")
            }
            if type == "IDAT" { compressed += length }
            ended = type == "IEND"
            offset += 12 + length
        }
        guard compressed > 0 else { throw Problem(description: "PNG has no image data (IDAT) in its \(bytes.count) bytes") }
        let scan = PNGChunkScan(header: header, compressedBytes: compressed)
        guard scan.rawBytes <= compressed * maxInflation + 4096 else {
            throw Problem(description: "PNG declares \(header.width)×\(header.height) pixels but carries only \(compressed) bytes "
                + "of image data, which cannot inflate to that; refusing it as a decompression bomb")
        }
        return scan
    }

    /// Size of the filtered scanlines the header declares (non-interlaced; Adam7 adds only a little).
    var rawBytes: Int {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colorType] ?? 4
        let bitsPerRow = header.width * channels * max(header.bitDepth, 1)
        return header.height * (1 + (bitsPerRow + 7) / 8)
    }
}
