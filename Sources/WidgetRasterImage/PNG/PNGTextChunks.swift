import Foundation

/// Reads PNG `tEXt` chunks without touching the image data, by walking the chunks up to the
/// first IDAT, so a golden's metadata is known without inflating it. (`PNGEncoder` writes them
/// right after IHDR.)
public enum PNGTextChunks {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The text entries that come before the first IDAT chunk; CRC-checked, size-limited.
    public static func read(from bytes: [UInt8]) throws -> [String: String] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeader.signature else {
            throw Problem(description: "not a PNG file (bad signature)")
        }
        var entries: [String: String] = [:]
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length >= 0, length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                throw Problem(description: "PNG chunk '\(type)' at byte \(offset) claims \(length) bytes, past the end of the file")
            }
            if type == "IDAT" || type == "IEND" { break }
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            let crc = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard crc == Deflater.crc32(bytes[(offset + 4)..<(offset + 8 + length)]) else {
                throw Problem(description: "PNG chunk '\(type)' at byte \(offset) has a bad CRC")
            }
            if type == "tEXt", let zero = data.firstIndex(of: 0) {
                entries[String(decoding: data[..<zero], as: UTF8.self)] = String(decoding: data[(zero + 1)...], as: UTF8.self)
            }
            offset += 12 + length
        }
        return entries
    }
}
