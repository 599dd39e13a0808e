import Foundation

/// SVG path data (`d`), as scene files write a `Path`: M, L, H, V, Q, C, Z in absolute (upper
/// case) and relative (lower case) forms, numbers separated by spaces or commas; a command's
/// numbers may repeat (`L 1 2 3 4`). Arcs (A), smooth curves (S, T) are not read.
package enum SVGPathData {
    package struct Problem: Error, CustomStringConvertible {
        /// Offset of the character where reading stopped.
        package var offset: Int
        package var message: String
        package var description: String { "at character \(offset + 1): \(message)" }
    }

    package static func parse(_ d: String) throws -> [ShapePath.Element] {
        // Read as UTF-8 bytes: every character the grammar knows is ASCII (the symbol catalogue's
        // 716 outlines are parsed at start-up, and scanning scalars against character sets took 0.3 s).
        let chars = Array(d.utf8)
        var i = 0
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        func problem(at byte: Int, _ message: (Unicode.Scalar?) -> String) -> Problem {
            let before = String(decoding: chars[..<byte], as: UTF8.self).unicodeScalars.count
            return Problem(offset: before, message: message(String(decoding: chars[byte...], as: UTF8.self).unicodeScalars.first))
        }
        func skipSeparators() {
            while i < chars.count, chars[i] == UInt8(ascii: " ") || chars[i] == UInt8(ascii: ",") || chars[i] == UInt8(ascii: "\n")
                || chars[i] == UInt8(ascii: "\t") { i += 1 }
        }
        func sign() { if i < chars.count, chars[i] == UInt8(ascii: "-") || chars[i] == UInt8(ascii: "+") { i += 1 } }
        func number() throws -> Double {
            skipSeparators()
            let start = i
            sign()
            while i < chars.count, isDigit(chars[i]) || chars[i] == UInt8(ascii: ".") { i += 1 }
            if i < chars.count, chars[i] == UInt8(ascii: "e") || chars[i] == UInt8(ascii: "E") {
                i += 1
                sign()
                while i < chars.count, isDigit(chars[i]) { i += 1 }
            }
            guard let value = Double(String(decoding: chars[start..<i], as: UTF8.self)), value.isFinite else {
                throw problem(at: start) { _ in "expected a number" }
            }
            return value
        }
        func startsNumber() -> Bool {
            skipSeparators()
            guard i < chars.count else { return false }
            return isDigit(chars[i]) || chars[i] == UInt8(ascii: "-") || chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: ".")
        }
        var elements: [ShapePath.Element] = []
        var current = Point.zero, subpathStart = Point.zero
        var command: UInt8?
        skipSeparators()
        while i < chars.count {
            if !startsNumber() || command == nil {
                skipSeparators()
                guard i < chars.count else { break }
                guard "MmLlHhVvQqCcZz".utf8.contains(chars[i]) else {
                    throw problem(at: i) { "'\($0.map(String.init) ?? "")' is not a path command; expected one of M L H V Q C Z (or lower case)" }
                }
                command = chars[i]
                i += 1
            }
            guard let c = command else { break }
            let relative = c >= UInt8(ascii: "a")
            func point() throws -> Point {
                let x = try number(), y = try number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch c {
            case UInt8(ascii: "M"), UInt8(ascii: "m"):
                current = try point()
                subpathStart = current
                elements.append(.move(current))
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // numbers after a move are lines
            case UInt8(ascii: "L"), UInt8(ascii: "l"):
                current = try point()
                elements.append(.line(current))
            case UInt8(ascii: "H"), UInt8(ascii: "h"):
                let x = try number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                elements.append(.line(current))
            case UInt8(ascii: "V"), UInt8(ascii: "v"):
                let y = try number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                elements.append(.line(current))
            case UInt8(ascii: "Q"), UInt8(ascii: "q"):
                let control = try point(), end = try point()
                elements.append(.quadCurve(end, control: control))
                current = end
            case UInt8(ascii: "C"), UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), end = try point()
                elements.append(.curve(end, control1: c1, control2: c2))
                current = end
            default:  // Z, z
                elements.append(.close)
                current = subpathStart
                command = nil
            }
            skipSeparators()
        }
        guard case .move = elements.first else { throw Problem(offset: 0, message: "a path starts with M (move)") }
        return elements
    }

    /// Path data for elements, absolute commands, as a file writes them.
    package static func string(_ elements: [ShapePath.Element]) -> String {
        func n(_ v: Double) -> String { Size.format(v) }
        return elements.map { element in
            switch element {
            case .move(let p): return "M \(n(p.x)) \(n(p.y))"
            case .line(let p): return "L \(n(p.x)) \(n(p.y))"
            case let .quadCurve(p, c): return "Q \(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case let .curve(p, c1, c2): return "C \(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
