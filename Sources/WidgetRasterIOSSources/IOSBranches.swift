/// A Swift file as an iOS compiler reads its `#if`s. Swift on Linux answers `os(iOS)` false and
/// `os(Linux)` true, so code an app writes for iOS only would silently not compile; here every
/// `os(…)` in a `#if` or `#elseif` condition is replaced by the value it has on iOS, on the same
/// line, and the rest — `canImport`, `arch`, `compiler`, the app's own flags — is left to the
/// compiler. Comments and string literals (raw, multi-line, interpolated) are read past, not into.
package struct IOSBranches: Equatable, Sendable {
    /// The file's text, rewritten; equal to the input when no condition names iOS or Linux.
    package var text: String
    /// The `#if`/`#elseif` clauses whose condition names iOS or Linux: those Linux would have
    /// decided the other way from iOS.
    package var iOSClauses: Int

    /// `source` as iOS reads it. `originalPath`, when given and something changed, heads the text
    /// with `#sourceLocation`, so diagnostics, `#filePath` and `#fileID` name the original file;
    /// every line stays where it was.
    package init(source: String, originalPath: String? = nil) {
        var scanner = DirectiveScanner(Array(source.utf8))
        scanner.scanCode(untilParenthesis: false)
        var text = ""
        var clauses = 0
        var copied = 0
        for condition in scanner.conditions {
            text += String(decoding: scanner.bytes[copied..<condition.lowerBound], as: UTF8.self)
            let original = String(decoding: scanner.bytes[condition], as: UTF8.self)
            let rewritten = Self.rewrite(original)
            text += rewritten.text
            if rewritten.namesIOSOrLinux { clauses += 1 }
            copied = condition.upperBound
        }
        text += String(decoding: scanner.bytes[copied...], as: UTF8.self)
        // `os(watchOS)` is false on Linux as on iOS: a file naming neither iOS nor Linux stays as it is.
        if clauses == 0 { text = source }
        if let originalPath, text != source {
            let literal = originalPath.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            text = "#sourceLocation(file: \"\(literal)\", line: 1)\n" + text
        }
        self.text = text
        iOSClauses = clauses
    }

    /// `os(name)`, not part of a longer name.
    nonisolated(unsafe) private static let platformCall = try! Regex(#"\bos\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)"#)

    /// One condition with each `os(name)` replaced by `true` for iOS and `false` for the rest.
    static func rewrite(_ condition: String) -> (text: String, namesIOSOrLinux: Bool) {
        var namesIOSOrLinux = false
        let text = condition.replacing(platformCall) { match in
            let platform = String(match.output[1].substring ?? "")
            if platform == "iOS" || platform == "Linux" { namesIOSOrLinux = true }
            // Line breaks inside the call stay, so every line after it keeps its number.
            let breaks = String(repeating: "\n", count: match.output[0].substring?.unicodeScalars.filter { $0 == "\n" }.count ?? 0)
            return (platform == "iOS" ? "true" : "false") + breaks
        }
        return (text, namesIOSOrLinux)
    }
}

/// Walks Swift source past comments and string literals, collecting the byte ranges of the
/// conditions of `#if` and `#elseif` lines (up to the line's end or a comment).
private struct DirectiveScanner {
    let bytes: [UInt8]
    var index = 0
    var conditions: [Range<Int>] = []
    /// Only white space since the last line break: a `#` here may start a directive.
    private var atLineStart = true

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }

    /// Code up to the end, or up to the `)` closing a string interpolation.
    mutating func scanCode(untilParenthesis: Bool) {
        var depth = 0
        while let current = byte() {
            switch current {
            case UInt8(ascii: "\n"):
                atLineStart = true
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where atLineStart && (starts(with: "#if") || starts(with: "#elseif")):
                index += starts(with: "#if") ? 3 : 7
                if let next = byte(), isIdentifier(next) { break }
                scanCondition()
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                if skipString() { atLineStart = false; continue }
            case UInt8(ascii: "(") where untilParenthesis:
                depth += 1
            case UInt8(ascii: ")") where untilParenthesis:
                if depth == 0 { index += 1; return }
                depth -= 1
            default:
                break
            }
            atLineStart = false
            index += 1
        }
    }

    /// A directive's condition: to the end of its line or a comment, or on over line breaks
    /// inside parentheses and after a trailing `&&` or `||`.
    private mutating func scanCondition() {
        let start = index
        var depth = 0
        while let next = byte() {
            if next == UInt8(ascii: "/") && (byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*")) { break }
            if next == UInt8(ascii: "(") { depth += 1 }
            if next == UInt8(ascii: ")") { depth -= 1 }
            if next == UInt8(ascii: "\n") {
                let line = bytes[start..<index].reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
                let continues = line.starts(with: Array("||".utf8)) || line.starts(with: Array("&&".utf8))
                if depth <= 0 && !continues { break }
            }
            index += 1
        }
        conditions.append(start..<index)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while byte() != nil {
            if starts(with: "/*") { depth += 1; index += 2 } else if starts(with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else { index += 1 }
        }
    }

    /// A string literal at `index` (`"…"`, `"""…"""`, `#"…"#`), skipped with its interpolations;
    /// false when none starts here (a `#` of `#available`, say).
    private mutating func skipString() -> Bool {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(hashes) == UInt8(ascii: "\"") else { return false }
        index += hashes
        let multiline = starts(with: "\"\"\"")
        index += multiline ? 3 : 1
        let close = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while let current = byte() {
            if !multiline && current == UInt8(ascii: "\n") { return true }
            if Array(bytes[index..<min(bytes.count, index + escape.count)]) == escape {
                index += escape.count
                if byte() == UInt8(ascii: "(") {
                    index += 1
                    scanCode(untilParenthesis: true)
                } else {
                    index += 1
                }
                continue
            }
            if Array(bytes[index..<min(bytes.count, index + close.count)]) == close {
                index += close.count
                return true
            }
            index += 1
        }
        return true
    }

    private func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
