import Foundation

/// The JSON of `manifest.json` and of the gallery's image list, built from each entry's own
/// compact encoding. A batch encodes an entry on the worker that wrote its image, so the end of a
/// run only joins bytes: no encoder holds every entry at once (that had cost 31 MB and 0.2 s
/// after the last image of 11,898), and a merged manifest gets the bytes one run would write.
package enum ManifestEncoding {
    /// One entry as compact JSON, keys sorted, with `</` written `<\/` so it can sit in a script.
    package static func fragment(of entry: Manifest.Entry) throws -> [UInt8] {
        scriptSafe(try compact.encode(entry))
    }

    /// The fragments as one JSON array.
    package static func array(_ fragments: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(fragments.reduce(2) { $0 + $1.count + 1 })
        for (i, fragment) in fragments.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: fragment)
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// `manifest.json`: the manifest's own fields with `images` made of the fragments, pretty-printed.
    package static func document(of manifest: Manifest, images fragments: [[UInt8]]) throws -> Data {
        var whole: [UInt8] = []
        try print(manifest, images: fragments) { whole += $0 }
        return Data(whole)
    }

    /// Writes `manifest.json` a piece at a time (`document(of:images:)`'s bytes).
    package static func write(_ manifest: Manifest, images fragments: [[UInt8]], to file: inout AtomicFile.Output) throws {
        try print(manifest, images: fragments) { file.append(contentsOf: $0) }
    }

    /// The pretty-printed manifest, handed to `emit` in pieces of about 64 KB.
    private static func print(_ manifest: Manifest, images fragments: [[UInt8]], emit: ([UInt8]) -> Void) throws {
        var header = manifest
        header.images = []
        let outline = scriptSafe(try compact.encode(header))
        // A string's quotes are escaped inside JSON, so the bare key can only be the field itself.
        let slot = Array(#""images":[]"#.utf8)
        guard let at = outline.firstRange(of: slot) else {
            throw RenderError(message: "the manifest has no images field to fill")
        }
        var printer = PrettyJSON()
        printer.feed(outline[..<at.lowerBound])
        printer.feed(#""images":["#.utf8)
        for (i, fragment) in fragments.enumerated() {
            if i > 0 { printer.feed(CollectionOfOne(UInt8(ascii: ","))) }
            printer.feed(fragment)
            if printer.out.count >= 1 << 16 { emit(printer.take()) }
        }
        printer.feed(CollectionOfOne(UInt8(ascii: "]")))
        printer.feed(outline[at.upperBound...])
        printer.finish()
        emit(printer.take())
    }

    /// Compact JSON laid out as Foundation's `.prettyPrinted` lays it out (`PrettyJSON`, whole).
    static func pretty(_ json: [UInt8]) -> [UInt8] {
        var printer = PrettyJSON()
        printer.feed(json)
        printer.finish()
        return printer.take()
    }

    /// `</` cannot appear inside an inline script; JSON may write it `<\/`.
    static func scriptSafe(_ json: Data) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count)
        var previous: UInt8 = 0
        for byte in json {
            if previous == UInt8(ascii: "<") && byte == UInt8(ascii: "/") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
            previous = byte
        }
        return bytes
    }

    /// Compact, sorted keys, slashes as they are: the form every fragment and script value takes.
    static var compact: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
