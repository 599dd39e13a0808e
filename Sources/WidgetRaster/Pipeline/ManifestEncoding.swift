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
        var header = manifest
        header.images = []
        let outline = scriptSafe(try compact.encode(header))
        // A string's quotes are escaped inside JSON, so the bare key can only be the field itself.
        let slot = Array(#""images":[]"#.utf8)
        guard let at = outline.firstRange(of: slot) else {
            throw RenderError(message: "the manifest has no images field to fill")
        }
        var whole = Array(outline[..<at.lowerBound]) + Array(#""images":"#.utf8)
        whole += array(fragments)
        whole += outline[at.upperBound...]
        return Data(pretty(whole))
    }

    /// Compact JSON laid out as Foundation's `.prettyPrinted` lays it out (two-space indents,
    /// `"key" : value`); empty containers stay on one line.
    static func pretty(_ json: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(json.count * 2)
        var depth = 0, inString = false, escaped = false, i = 0
        func newline() {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        while i < json.count {
            let byte = json[i]
            i += 1
            if inString {
                out.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                out.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                if i < json.count, json[i] == UInt8(ascii: "}") || json[i] == UInt8(ascii: "]") {
                    out.append(json[i])
                    i += 1
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newline()
            case UInt8(ascii: ":"):
                out.append(contentsOf: Array(" : ".utf8))
            default:
                out.append(byte)
            }
        }
        return out
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
