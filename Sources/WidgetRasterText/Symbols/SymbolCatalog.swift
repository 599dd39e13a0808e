import Foundation
import WidgetRasterModel

/// The SF Symbols names a widget can draw, each an outline glyph (`SymbolGlyph`) drawn from
/// Lucide's icons (ISC licence): stroked line icons with round ends and joins, the closest open
/// match to SF Symbols' look, whose strokes can follow the font weight as SF's do.
public enum SymbolCatalog {
    /// A symbol's box is this much larger than the text size, as SF Symbols stand about 1.2 em
    /// beside text of the same font.
    public static let scale = 1.2

    /// Every name a `Symbol` view or `Image(systemName:)` can use, sorted.
    public static let names: [String] = lines.keys.sorted()

    /// The glyph for an SF Symbols name, or nil when the catalogue has none.
    public static func glyph(named name: String) -> SymbolGlyph? {
        if let glyph = parsedLock.withLock({ parsed[name] }) { return glyph }
        guard let line = lines[name] else { return nil }
        let glyph = SymbolGlyph(parts: line.split(separator: UInt8(ascii: ";")).compactMap(part))
        parsedLock.withLock { parsed[name] = glyph }
        return glyph
    }

    public static func contains(_ name: String) -> Bool { lines[name] != nil }

    /// The name a variant picks: the full variant when it is in the catalogue (or `also` has it: a
    /// team's exports), else with fewer of its parts (`fill` kept longest, as SF Symbols falls
    /// back), else the name as written.
    package static func resolve(_ name: String, variant: SymbolVariant, also: (String) -> Bool = { _ in false }) -> String {
        guard !variant.parts.isEmpty else { return name }
        var parts = variant.parts
        while !parts.isEmpty {
            let candidate = SymbolVariant(parts: parts).applied(to: name)
            if lines[candidate] != nil || also(candidate) { return candidate }
            parts.remove(at: parts.firstIndex { $0 != "fill" } ?? 0)
        }
        return name
    }

    /// The line width, in the glyph's 24-unit box, of a symbol beside text of this weight
    /// (100 ultraLight … 900 black): SF Symbols' strokes thicken with the font's stems.
    public static func lineWidth(weight: Int) -> Double {
        let table: [Double] = [0.6, 0.85, 1.3, 1.75, 2.0, 2.3, 2.6, 2.95, 3.3]
        let position = max(0, min(8, (Double(weight) - 100) / 100))
        let lower = Int(position), upper = min(8, lower + 1)
        return table[lower] + (table[upper] - table[lower]) * (position - Double(lower))
    }

    /// The parts of a symbol with a variable value (`Image(systemName:variableValue:)`), in groups
    /// in the order they light up: the first as soon as the value is above 0, the last at 1.
    static let variableGroups: [String: [[Int]]] = {
        let waves: [[Int]] = [[0, 3], [1, 2]]
        let oneWave: [[Int]] = [[1]], twoWaves: [[Int]] = [[1], [2]]
        return ["wifi": [[3], [2], [1]], "cellularbars": [[1], [2], [3], [4]],
                "chart.bar": [[3], [2], [1]], "chart.bar.xaxis": [[3], [2], [1]], "chart.bar.fill": [[0], [1], [2]],
                "speaker.wave.1": oneWave, "speaker.wave.1.fill": oneWave,
                "speaker.wave.2": twoWaves, "speaker.wave.2.fill": twoWaves, "speaker.wave.3.fill": twoWaves,
                "antenna.radiowaves.left.and.right": waves, "dot.radiowaves.left.and.right": waves,
                "waveform": (0..<6).map { [$0] }]
    }()

    /// The parts a variable value leaves unlit, which SF Symbols draws faintly: of `n` groups, the
    /// `k`th (from 0) lights when the value is above `k / n`. Empty for a symbol with no variable parts.
    public static func unlitParts(of name: String, value: Double) -> [Int] {
        guard let groups = variableGroups[name] else { return [] }
        let n = Double(groups.count)
        return groups.enumerated().filter { k, _ in !(value > Double(k) / n) }.flatMap(\.element).sorted()
    }

    /// Each name's outline text (what follows `name=` on its line), found once without parsing
    /// any path: a scene's symbol names are checked when it loads, and only the glyphs drawn are
    /// parsed (all of them took a twelfth of the examples' loading). Lines are split as UTF-8
    /// bytes: the text is ASCII, and splitting it as characters took a tenth of a second.
    private static let lines: [String: Substring.UTF8View] = {
        var result: [String: Substring.UTF8View] = [:]
        for line in outlines.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
            result[String(Substring(line[..<equals]))] = line[line.index(after: equals)...]
        }
        return result
    }()

    /// The glyphs parsed so far, shared by every thread.
    nonisolated(unsafe) private static var parsed: [String: SymbolGlyph] = [:]
    private static let parsedLock = NSLock()

    private static func part(_ text: Substring.UTF8View.SubSequence) -> SymbolGlyph.Part? {
        let fields = text.split(separator: UInt8(ascii: ","), maxSplits: 3).map { String(Substring($0)) }
        guard fields.count == 4, let layer = Int(fields[1]), let elements = try? SVGPathData.parse(fields[3]) else { return nil }
        let mode: SymbolGlyph.Mode
        switch fields[0].prefix(1) {
        case "f": mode = .fill
        case "k": mode = .cutStroke
        case "K": mode = .cutFill
        default: mode = .stroke
        }
        return SymbolGlyph.Part(mode: mode, layer: layer, gap: fields[0].hasSuffix("g"), multicolor: fields[2] == "-" ? nil : fields[2],
                                path: ShapePath(width: SymbolGlyph.box, height: SymbolGlyph.box, elements: elements))
    }
}
