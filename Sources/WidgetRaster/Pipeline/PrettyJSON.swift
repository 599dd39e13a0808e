/// Compact JSON laid out as Foundation's `.prettyPrinted` lays it out (two-space indents,
/// `"key" : value`, empty containers on one line), fed in pieces: a manifest of thousands of
/// images is printed fragment by fragment into a file, never held whole.
struct PrettyJSON {
    /// What has been printed since the last `take()`.
    private(set) var out: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// An opening bracket was printed; whether its container is empty is known from the next byte.
    private var opened = false

    mutating func feed(_ json: some Sequence<UInt8>) {
        let fed: Void? = json.withContiguousStorageIfAvailable { feed(contiguous: $0) }
        if fed == nil { for byte in json { feed(byte) } }
    }

    /// Text inside strings (most of a manifest: keys, names, paths) is copied a run at a time up
    /// to the next quote or backslash; everything else goes a byte at a time.
    private mutating func feed(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        while i < bytes.count {
            if inString && !escaped && !opened {
                var end = i
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
                if end > i {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                    i = end
                    continue
                }
            }
            feed(bytes[i])
            i += 1
        }
    }

    /// Ends the input (a bracket left open at the very end gets its line break).
    mutating func finish() {
        if opened { openContainer() }
    }

    /// The printed bytes so far, handed over.
    mutating func take() -> [UInt8] {
        defer { out.removeAll(keepingCapacity: true) }
        return out
    }

    private mutating func feed(_ byte: UInt8) {
        if opened {
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                opened = false
                out.append(byte)
                return
            }
            openContainer()
        }
        if inString {
            out.append(byte)
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            out.append(byte)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            out.append(byte)
            opened = true
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            newline()
            out.append(byte)
        case UInt8(ascii: ","):
            out.append(byte)
            newline()
        case UInt8(ascii: ":"):
            out.append(contentsOf: " : ".utf8)
        default:
            out.append(byte)
        }
    }

    private mutating func openContainer() {
        opened = false
        depth += 1
        newline()
    }

    private mutating func newline() {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}
