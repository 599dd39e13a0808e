import Foundation

/// Reads and writes PNG `tEXt` chunks without touching the image data: written right after
/// IHDR (before any IDAT), and read by walking the chunks up to the first IDAT, so a golden's
/// metadata is known without inflating it.
public enum PNGTextChunks {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The PNG with `text` entries inserted after IHDR.
    public static func inserting(_ text: [(key: String, value: String)], into png: Data) throws -> Data {
        let bytes = [UInt8](png)
        guard bytes.count > 33, Array(bytes[0..<8]) == PNGHeader.signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw Problem(description: "not a PNG with an IHDR chunk")
        }
        let ihdrEnd = 8 + 4 + 4 + 13 + 4
        var out = Array(bytes[0..<ihdrEnd])
        for (key, value) in text {
            let data = Array(key.utf8) + [0] + Array(value.utf8)
            out += chunk("tEXt", data)
        }
        out += bytes[ihdrEnd...]
        return Data(out)
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
            guard crc == CRC32.checksum(Array(bytes[offset + 4..<offset + 8]) + data) else {
                throw Problem(description: "PNG chunk '\(type)' at byte \(offset) has a bad CRC")
            }
            if type == "tEXt", let zero = data.firstIndex(of: 0) {
                entries[String(decoding: data[..<zero], as: UTF8.self)] = String(decoding: data[(zero + 1)...], as: UTF8.self)
            }
            offset += 12 + length
        }
        return entries
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let length = UInt32(data.count)
        let crc = CRC32.checksum(typeBytes + data)
        return bigEndian(length) + typeBytes + data + bigEndian(crc)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}

/// The CRC-32 PNG chunks carry (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
