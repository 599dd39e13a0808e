import Foundation

/// An app's own symbol (`name.symbolset` in its asset catalogue): the SF Symbols template SVG
/// Xcode stores, one glyph per weight at the medium scale, each as filled outlines placed in the
/// 24-unit symbol box the way SF Symbols places theirs (1.2 em tall, centred on the cap height),
/// so it sits beside text and takes the font's size and weight like a system symbol.
public struct SymbolSet: Sendable {
    /// Font weight (100 ultralight … 900 black) → the glyph drawn at that weight.
    public var glyphs: [Int: SymbolGlyph]

    /// The glyph for a font weight: that weight's, else the nearest one the template has.
    public func glyph(weight: Int) -> SymbolGlyph? {
        glyphs.min { abs($0.key - weight) < abs($1.key - weight) || (abs($0.key - weight) == abs($1.key - weight) && $0.key < $1.key) }?.value
    }

    static let weights = ["Ultralight": 100, "Thin": 200, "Light": 300, "Regular": 400, "Medium": 500,
                          "Semibold": 600, "Bold": 700, "Heavy": 800, "Black": 900]

    /// Reads the set's SVG. Templates with all 27 variants and the small ones Xcode accepts (three
    /// weights at one scale) both read: the medium scale is taken where there is one, else small, else large.
    static func load(_ folder: URL) throws -> SymbolSet {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        guard let file = entries.first(where: { $0.pathExtension.lowercased() == "svg" }) else {
            throw AssetCatalog.Problem(file: folder.path, message: "no SVG symbol template in the symbol set")
        }
        guard let svg = try? String(contentsOf: file, encoding: .utf8) else {
            throw AssetCatalog.Problem(file: file.path, message: "cannot be read as UTF-8 text")
        }
        for scale in ["M", "S", "L"] {
            let glyphs = try glyphs(in: svg, scale: scale, file: file.path)
            if !glyphs.isEmpty { return SymbolSet(glyphs: glyphs) }
        }
        throw AssetCatalog.Problem(file: file.path, message: "no symbol group (such as <g id=\"Regular-M\">) in the template")
    }

    private static func glyphs(in svg: String, scale: String, file: String) throws -> [Int: SymbolGlyph] {
        guard let capline = number(in: svg, pattern: #"id="Capline-\#(scale)"[^>]*?y1="([-0-9.]+)""#) else { return [:] }
        var glyphs: [Int: SymbolGlyph] = [:]
        let group = try NSRegularExpression(pattern: #"<g id="([A-Za-z]+)-\#(scale)" transform="matrix\(1 0 0 1 ([-0-9.]+) ([-0-9.]+)\)">(.*?)</g>"#,
                                            options: [.dotMatchesLineSeparators])
        let pathData = try NSRegularExpression(pattern: #"<path[^>]*?\sd="([^"]*)""#)
        let range = NSRange(svg.startIndex..., in: svg)
        for match in group.matches(in: svg, range: range) {
            let text = { (i: Int) in String(svg[Range(match.range(at: i), in: svg)!]) }
            guard let weight = weights[text(1)], let baseline = Double(text(3)) else { continue }
            let capHeight = baseline - capline
            let body = text(4)
            var elements: [ShapePath.Element] = []
            for path in pathData.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                let d = String(body[Range(path.range(at: 1), in: body)!])
                do { elements += try SVGPathData.parse(d) } catch {
                    throw AssetCatalog.Problem(file: file, message: "\(text(1))-\(scale): path data: \(error)")
                }
            }
            guard !elements.isEmpty else { continue }
            glyphs[weight] = glyph(elements, capHeight: capHeight)
        }
        return glyphs
    }

    /// The template's outlines (font units at 100 pt, baseline at y = 0) in the symbol box: 1.2 em
    /// is the box's side, the cap height's middle its middle, the ink centred across.
    private static func glyph(_ elements: [ShapePath.Element], capHeight: Double) -> SymbolGlyph {
        let unit = SymbolGlyph.box / 120
        let ink = SymbolGlyph.bounds(of: elements)
        let centre = SymbolGlyph.box / 2
        func place(_ p: Point) -> Point {
            Point(x: centre + (p.x - ink.midX) * unit, y: centre + (p.y + capHeight / 2) * unit)
        }
        let placed: [ShapePath.Element] = elements.map { element in
            switch element {
            case .move(let p): return .move(place(p))
            case .line(let p): return .line(place(p))
            case let .quadCurve(p, c): return .quadCurve(place(p), control: place(c))
            case let .curve(p, c1, c2): return .curve(place(p), control1: place(c1), control2: place(c2))
            case .close: return .close
            }
        }
        let part = SymbolGlyph.Part(mode: .fill, layer: 1, gap: false, multicolor: nil,
                                    path: ShapePath(width: SymbolGlyph.box, height: SymbolGlyph.box, elements: placed))
        return SymbolGlyph(parts: [part], outlined: true)
    }

    private static func number(in text: String, pattern: String) -> Double? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return Double(text[range])
    }
}
