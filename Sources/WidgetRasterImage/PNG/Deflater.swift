internal import CCairo
import Foundation

/// A libdeflate compressor at one level, reused for every image a thread encodes.
final class Deflater {
    private let compressor: OpaquePointer
    let level: Int32

    private init(level: Int32) {
        self.level = level
        compressor = libdeflate_alloc_compressor(level)
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// The most bytes a zlib stream of `count` input bytes can take.
    func bound(_ count: Int) -> Int {
        libdeflate_zlib_compress_bound(compressor, count)
    }

    /// Writes a zlib stream of `bytes` to `out` (room for `bound(bytes.count)`) and returns its length.
    func zlib(_ bytes: [UInt8], into out: UnsafeMutableRawPointer, capacity: Int) -> Int {
        bytes.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, bytes.count, out, capacity) }
    }

    /// The PNG CRC of a chunk's type and data.
    static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(libdeflate_crc32(0, bytes.baseAddress, bytes.count))
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { crc32($0) }
    }

    /// This thread's compressor for a level (compressors are not thread-safe).
    static func forCurrentThread(level: Int32) -> Deflater {
        let key = "widgetraster.deflater.\(level)"
        if let existing = Thread.current.threadDictionary[key] as? Deflater { return existing }
        let deflater = Deflater(level: level)
        Thread.current.threadDictionary[key] = deflater
        return deflater
    }
}
