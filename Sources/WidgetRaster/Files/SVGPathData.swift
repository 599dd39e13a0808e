import Foundation

/// SVG path data (`d`), as scene files write a `Path`: M, L, H, V, Q, C, Z in absolute (upper
/// case) and relative (lower case) forms, numbers separated by spaces or commas; a command's
/// numbers may repeat (`L 1 2 3 4`). Arcs (A), smooth curves (S, T) are not read.
public enum SVGPathData {
    public struct Problem: Error, CustomStringConvertible {
        /// Offset of the character where reading stopped.
        public var offset: Int
        public var message: String
        public var description: String { "at character \(offset + 1): \(message)" }
    }

    public static func parse(_ d: String) throws -> [ShapePath.Element] {
        let chars = Array(d.unicodeScalars)
        var i = 0
        func skipSeparators() { while i < chars.count, chars[i] == " " || chars[i] == "," || chars[i] == "\n" || chars[i] == "\t" { i += 1 } }
        func number() throws -> Double {
            skipSeparators()
            let start = i
            if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
            while i < chars.count, CharacterSet.decimalDigits.contains(chars[i]) || chars[i] == "." { i += 1 }
            if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                i += 1
                if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
                while i < chars.count, CharacterSet.decimalDigits.contains(chars[i]) { i += 1 }
            }
            guard let value = Double(String(String.UnicodeScalarView(chars[start..<i]))), value.isFinite else {
                throw Problem(offset: start, message: "expected a number")
            }
            return value
        }
        func startsNumber() -> Bool {
            skipSeparators()
            guard i < chars.count else { return false }
            return CharacterSet.decimalDigits.contains(chars[i]) || "-+.".unicodeScalars.contains(chars[i])
        }
        var elements: [ShapePath.Element] = []
        var current = Point.zero, subpathStart = Point.zero
        var command: Unicode.Scalar?
        skipSeparators()
        while i < chars.count {
            if !startsNumber() || command == nil {
                skipSeparators()
                guard i < chars.count else { break }
                guard "MmLlHhVvQqCcZz".unicodeScalars.contains(chars[i]) else {
                    throw Problem(offset: i, message: "'\(chars[i])' is not a path command; expected one of M L H V Q C Z (or lower case)")
                }
                command = chars[i]
                i += 1
            }
            guard let c = command else { break }
            let relative = CharacterSet.lowercaseLetters.contains(c)
            func point() throws -> Point {
                let x = try number(), y = try number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch c {
            case "M", "m":
                current = try point()
                subpathStart = current
                elements.append(.move(current))
                command = relative ? "l" : "L"  // numbers after a move are lines
            case "L", "l":
                current = try point()
                elements.append(.line(current))
            case "H", "h":
                let x = try number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                elements.append(.line(current))
            case "V", "v":
                let y = try number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                elements.append(.line(current))
            case "Q", "q":
                let control = try point(), end = try point()
                elements.append(.quadCurve(end, control: control))
                current = end
            case "C", "c":
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
    public static func string(_ elements: [ShapePath.Element]) -> String {
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
