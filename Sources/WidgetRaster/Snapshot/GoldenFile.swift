import Foundation
import Themes

/// A golden PNG: the image plus `tEXt` metadata written before the image data — a hash of the
/// decoded pixels (so an unchanged render is verified without inflating the golden), the
/// environment it was rendered in and the iOS look it shows.
public enum GoldenFile {
    static let pixelHashKey = "widgetraster:pixels"
    static let environmentKey = "widgetraster:environment"
    /// The look (`ios26`, `ios18`): a golden of one look is never compared with a render of another.
    package static let lookKey = "widgetraster:look"

    /// What the header of a golden says, read without decoding its pixels.
    public struct Header {
        public var width: Int
        public var height: Int
        public var pixelHash: String?
        public var environment: RenderEnvironment?
        /// The look it was recorded with; nil for goldens recorded before looks were recorded.
        public var look: SystemLook?
    }

    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// PNG bytes with the pixel hash, environment and, when known, the look.
    public static func encode(_ bitmap: Bitmap, look: SystemLook?, environment: RenderEnvironment = .current) throws -> Data {
        PNGEncoder().encode(bitmap, text: [(pixelHashKey, ContentHash.hex(of: bitmap.pixels)),
                                           (environmentKey, environment.encodedString())]
                                          + (look.map { [(lookKey, $0.rawValue)] } ?? []))
    }

    /// Why a golden of `recorded` must not be compared with a render of `rendered`; nil when
    /// either is unknown or they agree.
    package static func lookMismatch(recorded: SystemLook?, rendered: SystemLook?) -> String? {
        guard let recorded, let rendered, recorded != rendered else { return nil }
        return "the golden shows the \(recorded.rawValue) look and this render the \(rendered.rawValue) look, so their pixels "
            + "are not compared; render with the \(recorded.rawValue) look (`--look \(recorded.rawValue)`, `Variant.looking(like:)`) "
            + "or record the golden again"
    }

    /// Checks the bytes are a usable golden and reads its header.
    public static func inspect(_ bytes: [UInt8], name: String) throws -> Header {
        if bytes.isEmpty { throw Refusal(description: "golden \(name) is an empty file") }
        if bytes.starts(with: Array("version https://git-lfs".utf8)) {
            throw Refusal(description: "golden \(name) is a Git LFS pointer, not an image; run `git lfs pull` to fetch it")
        }
        let header: PNGHeader
        switch PNGHeader.parse(Array(bytes.prefix(33))) {
        case .success(let h): header = h
        case .failure(let problem): throw Refusal(description: "golden \(name) is unreadable: \(problem)")
        }
        let text: [String: String]
        do { text = try PNGTextChunks.read(from: bytes) } catch {
            throw Refusal(description: "golden \(name) is corrupt: \(error)")
        }
        let environment = text[environmentKey].flatMap { try? JSONDecoder().decode(RenderEnvironment.self, from: Data($0.utf8)) }
        return Header(width: header.width, height: header.height, pixelHash: text[pixelHashKey], environment: environment,
                      look: text[lookKey].flatMap(SystemLook.init(rawValue:)))
    }

    /// Refuses an image that is one flat colour: a broken render, not a design.
    static func refuseFlat(_ bitmap: Bitmap, name: String) throws {
        guard bitmap.pixels.count >= 8 else { return }
        let first = bitmap.pixels[0..<4]
        var i = 4
        while i < bitmap.pixels.count {
            if bitmap.pixels[i..<i + 4] != first { return }
            i += 4
        }
        throw Refusal(description: "golden \(name) is a single flat colour (RGBA \(Array(first))); refusing it as a reference")
    }
}
