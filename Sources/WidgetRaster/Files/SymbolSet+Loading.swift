import Foundation
import Themes

/// Reading an app's symbol set: its SF Symbols template SVG.
extension SymbolSet {
    static let weights = ["Ultralight": 100, "Thin": 200, "Light": 300, "Regular": 400, "Medium": 500,
                          "Semibold": 600, "Bold": 700, "Heavy": 800, "Black": 900]

    /// Reads the set's SVG: Xcode's and SF Symbols' own exports, and editors' re-exports that nest
    /// groups in translations. The medium scale is taken where there is one, else small, else
    /// large, each brought to the medium size (SF's small and large are 0.783 and 1.29 of it).
    static func load(_ folder: URL) throws -> SymbolSet {
        let file = try templateFile(in: folder)
        return try template(try read(file), file: file.path)
    }

    /// The set's SVG template file.
    static func templateFile(in folder: URL) throws -> URL {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        guard let file = entries.first(where: { $0.pathExtension.lowercased() == "svg" }) else {
            throw AssetCatalog.Problem(file: folder.path, message: "no SVG symbol template in the symbol set")
        }
        return file
    }

    /// A template file's bytes, or a problem naming it.
    static func read(_ file: URL) throws -> Data {
        do { return try Data(contentsOf: file) } catch {
            throw AssetCatalog.Problem(file: file.path, message: "cannot be read")
        }
    }

    /// A symbol template's bytes (`file` names it in errors): its weights at the medium scale.
    static func template(_ data: Data, file: String) throws -> SymbolSet {
        guard let svg = String(data: data, encoding: .utf8) else {
            throw AssetCatalog.Problem(file: file, message: "cannot be read as UTF-8 text")
        }
        let template = try Template(svg, file: file)
        for (scale, size) in [("M", 1.0), ("S", 0.783), ("L", 1.29)] {
            guard let baseline = template.lines["Baseline-\(scale)"], let capline = template.lines["Capline-\(scale)"] else { continue }
            var glyphs: [Int: SymbolGlyph] = [:]
            for (name, layers) in template.groups {
                let parts = name.split(separator: "-")
                guard parts.count == 2, parts[1] == scale, let weight = weights[String(parts[0])], !layers.isEmpty else { continue }
                glyphs[weight] = glyph(layers, baseline: baseline, capHeight: (baseline - capline) / size, scale: 1 / size)
            }
            if !glyphs.isEmpty { return SymbolSet(glyphs: glyphs) }
        }
        throw AssetCatalog.Problem(file: file, message: "no symbol group (such as <g id=\"Regular-M\">) with its Baseline and Capline guides in the template")
    }

    /// A template's weight groups' outlines and its guide lines, in the SVG's own coordinates
    /// (every enclosing group's translation applied).
    struct Template {
        /// Consecutive paths of one layer and multicolour colour, as the template's classes
        /// (`hierarchical-0:secondary`, `multicolor-0:systemBlueColor`) give them; a path with no
        /// class is primary, in the foreground.
        struct Layer {
            var layer: Int
            var multicolor: String?
            var elements: [ShapePath.Element]
        }

        var groups: [String: [Layer]] = [:]
        /// Guide line id → its y.
        var lines: [String: Double] = [:]

        init(_ svg: String, file: String) throws {
            let tag = try NSRegularExpression(pattern: #"<(/?)(g|path|line)\b([^>]*?)(/?)>"#)
            var stack: [(dx: Double, dy: Double, id: String?)] = [(0, 0, nil)]
            for match in tag.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
                let text = { (i: Int) in Range(match.range(at: i), in: svg).map { String(svg[$0]) } ?? "" }
                let (closing, name, attributes, selfClosing) = (text(1) == "/", text(2), text(3), text(4) == "/")
                let top = stack.last!
                switch name {
                case "g" where closing:
                    if stack.count > 1 { stack.removeLast() }
                case "g":
                    let (dx, dy) = Self.translation(Self.attribute("transform", in: attributes))
                    let id = Self.attribute("id", in: attributes)
                    let owner = id.flatMap { weights[String($0.split(separator: "-").first ?? "")] != nil ? $0 : nil } ?? top.id
                    if !selfClosing { stack.append((top.dx + dx, top.dy + dy, owner)) }
                case "path":
                    let (dx, dy) = Self.translation(Self.attribute("transform", in: attributes))
                    // Some exporters draw the guides as paths (`<path id="Baseline-S" d="M18,146 l800,0"/>`).
                    if let id = Self.attribute("id", in: attributes), id.hasPrefix("Baseline-") || id.hasPrefix("Capline-"),
                       let d = Self.attribute("d", in: attributes), case .move(let start)? = try? SVGPathData.parse(d).first {
                        lines[id] = top.dy + dy + start.y
                        continue
                    }
                    guard let owner = top.id, let d = Self.attribute("d", in: attributes) else { continue }
                    let elements: [ShapePath.Element]
                    do { elements = try SVGPathData.parse(d) } catch {
                        throw AssetCatalog.Problem(file: file, message: "\(owner): path data: \(error)")
                    }
                    let offset = Point(x: top.dx + dx, y: top.dy + dy)
                    let placed = elements.map { $0.translated(by: offset) }
                    let (layer, multicolor) = try Self.layer(of: Self.attribute("class", in: attributes) ?? "", file: file, group: owner)
                    if let last = groups[owner]?.last, last.layer == layer, last.multicolor == multicolor {
                        groups[owner]![groups[owner]!.count - 1].elements += placed
                    } else {
                        groups[owner, default: []].append(Layer(layer: layer, multicolor: multicolor, elements: placed))
                    }
                case "line":
                    if let id = Self.attribute("id", in: attributes), let y = Self.attribute("y1", in: attributes).flatMap(Double.init) {
                        lines[id] = top.dy + y
                    }
                default: break
                }
            }
        }

        /// A path's hierarchical layer (1 primary, 2 secondary, 3 tertiary) and multicolour colour
        /// from its classes. SF Symbols names colours as UIKit does (`systemBlueColor`, `tintColor`,
        /// `secondaryLabelColor`, `white`); `tintColor` is the app's accent.
        static func layer(of classes: String, file: String, group: String) throws -> (Int, String?) {
            var layer = 1
            var multicolor: String?
            for name in classes.split(whereSeparator: \.isWhitespace) {
                let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                if parts[0].hasPrefix("hierarchical-") {
                    switch parts[1] {
                    case "primary": layer = 1
                    case "secondary": layer = 2
                    case "tertiary": layer = 3
                    default:
                        throw AssetCatalog.Problem(file: file, message: "\(group): class '\(name)': expected primary, secondary or tertiary after the colon")
                    }
                } else if parts[0].hasPrefix("multicolor-") {
                    let colour = parts[1].hasSuffix("Color") ? String(parts[1].dropLast(5)) : parts[1]
                    if colour == "tint" {
                        multicolor = "accentColor"
                    } else if ["white", "black", "clear"].contains(colour) || SystemPalette.ios18.color(named: colour) != nil {
                        multicolor = colour
                    } else {
                        throw AssetCatalog.Problem(file: file, message: "\(group): class '\(name)': unknown system colour '\(parts[1])'")
                    }
                }
            }
            return (layer, multicolor)
        }

        static func attribute(_ name: String, in attributes: String) -> String? {
            guard let regex = try? NSRegularExpression(pattern: "(?:^|\\s)\(name)=\"([^\"]*)\""),
                  let match = regex.firstMatch(in: attributes, range: NSRange(attributes.startIndex..., in: attributes)),
                  let range = Range(match.range(at: 1), in: attributes) else { return nil }
            return String(attributes[range])
        }

        /// The translation of `translate(x[, y])` or `matrix(a b c d e f)` (templates do not scale or turn groups).
        static func translation(_ transform: String?) -> (Double, Double) {
            guard let transform else { return (0, 0) }
            let numbers = transform.split { !"0123456789.-+eE".contains($0) }.compactMap { Double($0) }
            if transform.hasPrefix("matrix"), numbers.count == 6 { return (numbers[4], numbers[5]) }
            if transform.hasPrefix("translate"), let x = numbers.first { return (x, numbers.count > 1 ? numbers[1] : 0) }
            return (0, 0)
        }
    }

    /// The template's outlines (font units at 100 pt, the baseline at `baseline`) in the symbol box:
    /// 1.2 em is the box's side, the cap height's middle its middle, the ink centred across;
    /// `scale` brings a small or large template to the medium size. Each layer is a part.
    private static func glyph(_ layers: [Template.Layer], baseline: Double, capHeight: Double, scale: Double) -> SymbolGlyph {
        let unit = SymbolGlyph.box / 120 * scale
        let ink = SymbolGlyph.bounds(of: layers.flatMap(\.elements))
        let centre = SymbolGlyph.box / 2
        func place(_ p: Point) -> Point {
            Point(x: centre + (p.x - ink.midX) * unit, y: centre + (p.y - baseline) * unit + capHeight / 2 * SymbolGlyph.box / 120)
        }
        let parts = layers.map { layer in
            let placed: [ShapePath.Element] = layer.elements.map { element in
                switch element {
                case .move(let p): return .move(place(p))
                case .line(let p): return .line(place(p))
                case let .quadCurve(p, c): return .quadCurve(place(p), control: place(c))
                case let .curve(p, c1, c2): return .curve(place(p), control1: place(c1), control2: place(c2))
                case .close: return .close
                }
            }
            return SymbolGlyph.Part(mode: .fill, layer: layer.layer, gap: false, multicolor: layer.multicolor,
                                    path: ShapePath(width: SymbolGlyph.box, height: SymbolGlyph.box, elements: placed))
        }
        return SymbolGlyph(parts: parts, outlined: true)
    }
}
