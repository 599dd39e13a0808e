import Foundation
import Themes

/// Checks what decoding alone cannot: colour names resolve in the theme, symbols are mapped,
/// images exist inside the scene's folder and are PNG files of a sane size, and the scene keeps
/// within `SceneLimits`.
struct SceneValidator {
    var theme: Theme
    var folder: URL
    var file: String
    var source: String
    /// The scene's asset catalogue, where image names may be image sets.
    var catalog: AssetCatalog? = nil
    var limits = SceneLimits.standard

    func validate(_ scene: WidgetScene) throws {
        var totalText = 0
        for family in scene.bodies.keys.sorted() {
            try visit(scene.bodies[family]!, path: "body.\(family.rawValue)", depth: 1, totalText: &totalText)
        }
    }

    private func fail(_ path: String, _ message: String) -> SceneError {
        let mark = NodeLocator.mark(forPath: path, in: source)
        return SceneError(file: file, path: path, line: mark?.line, column: mark?.column, message: message)
    }

    private func visit(_ node: ViewNode, path: String, depth: Int, totalText: inout Int) throws {
        guard depth <= limits.maxDepth else {
            throw fail(path, "views are nested more than \(limits.maxDepth) levels deep; flatten the scene")
        }
        guard node.modifiers.count <= limits.maxModifiers else {
            throw fail(path + ".modifiers", "\(node.modifiers.count) modifiers on one view; at most \(limits.maxModifiers) are accepted")
        }
        switch node.content {
        case let .vStack(_, _, children), let .hStack(_, _, children), let .zStack(_, children), let .viewThatFits(_, _, children):
            guard children.count <= limits.maxChildren else {
                throw fail(path + ".children", "\(children.count) children in one stack; at most \(limits.maxChildren) are accepted")
            }
        case .text(let text):
            let length = text.count
            guard length <= limits.maxTextLength else {
                throw fail(path + ".text", "a text of \(length) characters; at most \(limits.maxTextLength) are accepted")
            }
            totalText += length
            guard totalText <= limits.maxTotalText else {
                throw fail(path + ".text", "the scene's texts exceed \(limits.maxTotalText) characters in all")
            }
        case .color(let style):
            try check(style, path: path + ".color")
        case let .shape(_, fill, stroke):
            if let fill { try check(fill, path: path + ".fill") }
            if let stroke { try check(stroke.style, path: path + ".stroke") }
        case .symbol(let name, _):
            // A name from the data (`{{task.icon}}`) is checked when it is drawn.
            guard name.contains("{{") || SymbolTable.glyphName(for: name) != nil else {
                let close = SymbolTable.names.filter { $0.hasPrefix(name.split(separator: ".").first.map(String.init) ?? name) }
                throw fail(path + ".name", "unknown symbol '\(name)'"
                    + (close.isEmpty ? "; run `render-widget symbols` for the list" : "; similar: " + close.prefix(6).joined(separator: ", ")))
            }
        case .image(let file, _):
            if let set = catalog?.imageSet(for: file) {
                for image in set { try checkImage(ImageAsset(url: image.url), file: image.url.lastPathComponent, path: path + ".file") }
            } else {
                let asset = try ImageAsset.resolve(file, in: folder).mapError { fail(path + ".file", $0.message) }.get()
                try checkImage(asset, file: file, path: path + ".file")
            }
        case .chart(let chart):
            for (i, mark) in chart.marks.enumerated() { if let style = mark.style { try check(style, path: "\(path).marks[\(i)].foregroundStyle") } }
        case .grid(let grid):
            guard grid.rows.count <= limits.maxChildren else {
                throw fail(path + ".children", "\(grid.rows.count) rows in one grid; at most \(limits.maxChildren) are accepted")
            }
        case .gridRow, .lazyGrid:
            let children = node.content.childViews
            guard children.count <= limits.maxChildren else {
                throw fail(path + ".children", "\(children.count) children in one grid; at most \(limits.maxChildren) are accepted")
            }
        case .spacer, .divider, .progress, .dateText, .gauge, .accessoryWidgetBackground, .button, .toggle, .label, .forEach,
             .conditional, .geometryReader:
            break
        }
        for (i, modifier) in node.modifiers.enumerated() {
            let here = "\(path).modifiers[\(i)]"
            switch modifier {
            case .foregroundStyle(let style): try check(style, path: here + ".foregroundStyle")
            case .shadow(let shadow): try check(shadow.color, path: here + ".shadow.color")
            case .tint(let style): try check(style, path: here + ".tint")
            case .symbolRenderingMode(.palette(let styles)):
                for (j, style) in styles.enumerated() { try check(style, path: here + ".symbolRenderingMode.palette[\(j)]") }
            default: break
            }
        }
        for (suffix, view) in node.nestedViews {
            try visit(view, path: path + suffix, depth: depth + 1, totalText: &totalText)
        }
    }

    /// Refuses images too large to inflate safely, from the file size and PNG header alone.
    private func checkImage(_ asset: ImageAsset, file: String, path: String) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: asset.url.path)[.size] as? Int) ?? 0
        guard size <= limits.maxImageFileBytes else {
            throw fail(path, "image file '\(file)' is \(size / 1_048_576) MiB; at most \(limits.maxImageFileBytes / 1_048_576) MiB are accepted")
        }
        let header = try PNGHeader.read(asset.url).mapError { fail(path, $0.description) }.get()
        guard header.width * header.height <= limits.maxImagePixels, header.width <= 65_535, header.height <= 65_535 else {
            throw fail(path, "image '\(file)' is \(header.width)×\(header.height) pixels; at most \(limits.maxImagePixels) pixels are accepted")
        }
        guard let bytes = FileManager.default.contents(atPath: asset.url.path) else {
            throw fail(path, "cannot read image file '\(file)'")
        }
        do { _ = try PNGChunkScan.scan([UInt8](bytes)) } catch { throw fail(path, "image '\(file)': \(error)") }
    }

    private func check(_ style: ShapeStyle, path: String) throws {
        switch style {
        case .color(let name):
            guard theme.color(named: name) != nil else {
                throw fail(path, "unknown colour '\(name)'; expected #RRGGBB, a system colour (blue, secondaryLabel, …), "
                    + "primary…quaternary, accentColor, or a colour of the scene's theme")
            }
        case let .linearGradient(gradient, _, _), let .radialGradient(gradient, _, _, _):
            for (i, stop) in gradient.stops.enumerated() { try check(stop.color, path: "\(path).colors[\(i)]") }
        case let .opacity(inner, _):
            try check(inner, path: path)
        case .dynamic, .hierarchical:
            break
        }
    }
}
