import CCairo
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

    /// A zlib stream of `bytes`.
    func zlib(_ bytes: [UInt8]) -> [UInt8] {
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { dst, count in
            count = bytes.withUnsafeBytes { src in
                libdeflate_zlib_compress(compressor, src.baseAddress, bytes.count, dst.baseAddress, bound)
            }
        }
    }

    /// The PNG CRC of a chunk's type and data.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
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
