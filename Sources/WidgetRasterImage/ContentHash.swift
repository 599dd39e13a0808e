import Foundation

/// A fast 128-bit content hash (two 64-bit multiply-xorshift lanes over 8-byte words) for
/// telling "same pixels" from "different pixels". Not cryptographic.
public enum ContentHash {
    public static func hex(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(of: $0) }
    }

    /// The hash of a file's bytes as read, without copying them into an array.
    public static func hex(of data: Data) -> String {
        data.withUnsafeBytes { hex(of: $0) }
    }

    public static func hex(of raw: UnsafeRawBufferPointer) -> String {
        var lane1: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
        var lane2: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(raw.count)
        do {
            let words = raw.count / 8
            for i in 0..<words {
                let w = raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
                lane1 = mix(lane1 ^ w) &* 0xFF51_AFD7_ED55_8CCD
                lane2 = mix(lane2 &+ w &* 0x94D0_49BB_1331_11EB)
            }
            var tail: UInt64 = 0
            for i in (words * 8)..<raw.count { tail = tail << 8 | UInt64(raw[i]) }
            lane1 = mix(lane1 ^ tail)
            lane2 = mix(lane2 &+ tail)
        }
        return hex64(mix(lane1 ^ (lane2 >> 1))) + hex64(mix(lane2 ^ (lane1 << 1)))
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hex64(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
