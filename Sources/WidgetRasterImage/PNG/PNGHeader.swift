import Foundation

/// The size and format of a PNG, read from its IHDR chunk without decoding the image.
public struct PNGHeader: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    public var colorType: Int

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Parses the first 33 bytes of a PNG.
    public static func parse(_ bytes: [UInt8]) -> Result<PNGHeader, Problem> {
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature else {
            return .failure(Problem(description: "not a PNG file (bad signature or too short)"))
        }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Problem(description: "PNG does not start with an IHDR chunk"))
        }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let header = PNGHeader(width: u32(16), height: u32(20), bitDepth: Int(bytes[24]), colorType: Int(bytes[25]))
        guard header.width > 0, header.height > 0 else {
            return .failure(Problem(description: "PNG has a zero width or height"))
        }
        return .success(header)
    }

    public static func read(_ url: URL) -> Result<PNGHeader, Problem> {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            return .failure(Problem(description: "cannot open \(url.path)"))
        }
        defer { try? handle.close() }
        return parse([UInt8](handle.readData(ofLength: 33))).mapError {
            Problem(description: "\(url.lastPathComponent): \($0.description)")
        }
    }
}
