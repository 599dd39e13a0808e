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
    /// The SF Symbols exports the scene draws: their names are symbol names too.
    var symbols: SymbolLibrary = .empty
    var limits = SceneLimits.standard

    /// Throws the first problem in document order, carrying the others it found (`SceneError.further`),
    /// so a person fixes every name and file in one round. A scene over a limit stops at that limit.
    func validate(_ scene: WidgetScene) throws {
        var problems = validateConfigurationNames(scene.configurations)
        var totalText = 0
        // A Live Activity's and a control's presentations are composed from the views the file
        // wrote under `activity` and `control`: those are checked once each, where they were written.
        let composed = Set((scene.activity?.families ?? []) + (scene.control.map { _ in Control.presentations } ?? []))
        for family in scene.bodies.keys.sorted() where !composed.contains(family) {
            try visit(scene.bodies[family]!, path: "body.\(family.rawValue)", depth: 1, totalText: &totalText, problems: &problems)
        }
        for (prefix, written) in [("activity", scene.activity?.writtenViews ?? []), ("control", scene.control?.writtenViews ?? [])] {
            for (field, view) in written {
                try visit(view, path: "\(prefix).\(field)", depth: 1, totalText: &totalText, problems: &problems,
                          isField: prefix == "control")
            }
        }
        let tints = [("activity.keylineTint", scene.activity?.keylineTint), ("control.tint", scene.control?.tint)]
        for case let (path, style?) in tints {
            do { try check(style, path: path) } catch let error as UnknownColour { problems.append(fail(error.path, error.message)) }
        }
        // In the file's order: the composed views and tints are checked after the bodies.
        problems = problems.enumerated().sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }.map(\.element)
        guard var first = problems.first else { return }
        first.further = Array(problems.dropFirst())
        throw first
    }

    /// Each configuration's images go to a folder named after it: two names that make one folder
    /// would write each other's files.
    private func validateConfigurationNames(_ configurations: [NamedConfiguration]) -> [SceneError] {
        var folders: [String: Int] = [:]
        var problems: [SceneError] = []
        for (index, configuration) in configurations.enumerated() {
            let folder = OutputNaming.configurationFolder(configuration.name)
            let path = "configurations[\(index)].name"
            guard !configuration.name.trimmingCharacters(in: .whitespaces).isEmpty else {
                problems.append(fail(path, "a configuration's name is empty; its images are written to a folder of that name"))
                continue
            }
            if let other = folders[folder] {
                problems.append(fail(path, "configuration '\(configuration.name)' would be written to the folder '\(folder)', as "
                    + "configurations[\(other)] '\(configurations[other].name)' is; give names that differ in a letter or digit"))
            }
            folders[folder] = folders[folder] ?? index
        }
        return problems
    }

    private func fail(_ path: String, _ message: String) -> SceneError {
        let mark = NodeLocator.mark(forPath: path, in: source)
        return SceneError(file: file, path: path, line: mark?.line, column: mark?.column, message: message)
    }

    /// Walks a body: a limit passed throws at once; an unknown name or an unreadable image is
    /// added to `problems` and the walk goes on. `isField`: the view is a field of its own (a
    /// control's `systemImage`), so a problem with its name or file is reported at the field.
    private func visit(_ node: ViewNode, path: String, depth: Int, totalText: inout Int, problems: inout [SceneError],
                       isField: Bool = false) throws {
        func at(_ suffix: String) -> String { isField ? path : path + suffix }
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
                throw fail(at(".text"), "a text of \(length) characters; at most \(limits.maxTextLength) are accepted")
            }
            totalText += length
            guard totalText <= limits.maxTotalText else {
                throw fail(at(".text"), "the scene's texts exceed \(limits.maxTotalText) characters in all")
            }
        case .color, .shape:
            break
        case .symbol(let name, _, _):
            // A name from the data (`{{task.icon}}`) is checked when it is drawn.
            guard name.contains("{{") || symbols.draws(name) else {
                let guess = NameSuggestions.didYouMean(name, among: SymbolCatalog.names)
                let family = SymbolCatalog.names.filter { $0.hasPrefix(name.split(separator: ".").first.map(String.init) ?? name) }
                problems.append(fail(at(".name"), "unknown symbol '\(name)'" + guess
                    + (!guess.isEmpty || family.isEmpty ? "; run `render-widget symbols` for the list"
                        : "; similar: " + family.prefix(6).joined(separator: ", "))))
                break
            }
        case .image(let file, _, _):
            do {
                if catalog?.symbolSet(for: file) != nil {
                    break
                } else if let set = catalog?.imageSet(for: file) {
                    for image in set {
                        let asset = try ImageAsset.read(image.url, limit: limits.maxImageFileBytes).mapError { fail(at(".file"), $0.message) }.get()
                        try checkImage(asset, file: image.url.lastPathComponent, path: at(".file"))
                    }
                } else {
                    let asset = try ImageAsset.resolve(file, in: folder).mapError { fail(at(".file"), $0.message) }.get()
                    try checkImage(asset, file: file, path: at(".file"))
                }
            } catch let problem as SceneError {
                problems.append(problem)
            }
        case .chart:
            break
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
             .conditional, .geometryReader, .customLayout:
            break
        }
        for (suffix, style) in Self.styles(of: node) {
            do { try check(style, path: path + suffix) } catch let error as UnknownColour { problems.append(fail(error.path, error.message)) }
        }
        for (suffix, view) in node.nestedViews {
            try visit(view, path: path + suffix, depth: depth + 1, totalText: &totalText, problems: &problems)
        }
    }

    /// Checks the colour names of a body evaluated from Swift code; `site` says where the code
    /// named each colour, so an unknown one is reported at that line (as SwiftUI logs a colour
    /// missing from the asset catalogue, where WidgetRaster would otherwise paint black).
    func validateColours(_ node: ViewNode, path: String, site: (String) -> SourceLocation?) throws {
        for (suffix, style) in Self.styles(of: node) {
            do { try check(style, path: path + suffix) } catch let error as UnknownColour {
                let at = site(error.name)
                throw SceneError(file: at?.file ?? file, path: error.path, line: at?.line, message: error.message)
            }
        }
        for (suffix, view) in node.nestedViews { try validateColours(view, path: path + suffix, site: site) }
    }

    /// Every style a view names itself (not its children's), with its place under the view.
    private static func styles(of node: ViewNode) -> [(String, ShapeStyle)] {
        var styles: [(String, ShapeStyle)] = []
        switch node.content {
        case .color(let style): styles.append((".color", style))
        case let .shape(_, fill, stroke):
            if let fill { styles.append((".fill", fill)) }
            if let stroke { styles.append((".stroke", stroke.style)) }
        case .chart(let chart):
            for (i, mark) in chart.marks.enumerated() { if let style = mark.style { styles.append((".marks[\(i)].foregroundStyle", style)) } }
        default: break
        }
        for (i, modifier) in node.modifiers.enumerated() {
            let here = ".modifiers[\(i)]"
            switch modifier {
            case .foregroundStyle(let style): styles.append((here + ".foregroundStyle", style))
            case .shadow(let shadow): styles.append((here + ".shadow.color", shadow.color))
            case .colorMultiply(let style): styles.append((here + ".colorMultiply", style))
            case .tint(let style): styles.append((here + ".tint", style))
            case .strikethrough(let line): styles += line.color.map { [(here + ".strikethrough.color", $0)] } ?? []
            case .underline(let line): styles += line.color.map { [(here + ".underline.color", $0)] } ?? []
            case .symbolRenderingMode(.palette(let palette)):
                for (j, style) in palette.enumerated() { styles.append((here + ".symbolRenderingMode.palette[\(j)]", style)) }
            default: break
            }
        }
        return styles
    }

    /// A colour name the theme does not have, before it is given a place in a file.
    private struct UnknownColour: Error {
        var name: String
        var path: String
        var message: String
    }

    /// Refuses images too large to inflate safely, from the file size and PNG header alone.
    private func checkImage(_ asset: ImageAsset, file: String, path: String) throws {
        let size = asset.contents.bytes.count
        guard size <= limits.maxImageFileBytes else {
            throw fail(path, "image file '\(file)' is \(size / 1_048_576) MiB; at most \(limits.maxImageFileBytes / 1_048_576) MiB are accepted")
        }
        if asset.isVector {
            let page = try asset.intrinsicSize(scale: 1).mapError { fail(path, $0.message) }.get()
            guard page.width <= 65_535, page.height <= 65_535 else {
                throw fail(path, "PDF image '\(file)' has a \(Int(page.width))×\(Int(page.height))-point page; at most 65,535 points a side are accepted")
            }
            return
        }
        let header = try PNGHeader.parse(asset.contents.bytes).mapError { fail(path, $0.description) }.get()
        guard header.width * header.height <= limits.maxImagePixels, header.width <= 65_535, header.height <= 65_535 else {
            throw fail(path, "image '\(file)' is \(header.width)×\(header.height) pixels; at most \(limits.maxImagePixels) pixels are accepted")
        }
        do { _ = try PNGChunkScan.scan(asset.contents.bytes) } catch { throw fail(path, "image '\(file)': \(error)") }
    }

    private func check(_ style: ShapeStyle, path: String) throws {
        switch style {
        case .color(let name):
            guard theme.color(named: name) != nil else {
                let message = "unknown colour '\(name)'" + NameSuggestions.didYouMean(name, among: theme.colorNames) + "; expected #RRGGBB, a system colour (blue, secondaryLabel, …), "
                    + "primary…quaternary, accentColor, or a colour of the theme or asset catalogue"
                throw UnknownColour(name: name, path: path, message: message)
            }
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient, .meshGradient:
            for (suffix, color) in style.namedColors { try check(color, path: path + suffix) }
        case let .opacity(inner, _):
            try check(inner, path: path)
        case let .schemed(light, dark):
            try check(light, path: path + ".light")
            try check(dark, path: path + ".dark")
        case .dynamic, .hierarchical:
            break
        }
    }
}
