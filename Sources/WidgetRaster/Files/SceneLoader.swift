import Foundation
import Themes
internal import Yams

/// Reads scene files (JSON or YAML — one parser, since JSON is YAML) into `WidgetScene`s,
/// with errors that give the file, the line and column, and the path in the document.
public enum SceneLoader {
    /// A scene together with the folder its relative paths resolve against and its theme.
    public struct Loaded: Sendable {
        public var scene: WidgetScene
        public var file: URL
        public var theme: Theme
        /// The body per image, for widgets written in Swift; nil: `scene.bodies` as written.
        public var evaluator: BodyEvaluator?
        /// The run's SF Symbols exports (`--symbols`, `WidgetRenderOptions(symbols:)`), drawn for
        /// system names over the scene's own `symbols` folder and WidgetRaster's stand-ins.
        package var symbols: SymbolLibrary = .empty
        /// A scene file's translations (its `strings`), read once; Swift code's come through its own environment.
        package var strings: LocalizationTable?
        /// Where Swift code declared the widget (a `#Preview`'s file and line): lint findings and
        /// SARIF point there, as `file` is a name in the resources folder, not a source file.
        package var declaredAt: SourceLocation?

        public var folder: URL { file.deletingLastPathComponent() }

        public init(scene: WidgetScene, file: URL, theme: Theme = .standard, evaluator: BodyEvaluator? = nil) {
            self.scene = scene
            self.file = file
            self.theme = theme
            self.evaluator = evaluator
        }
    }

    public static let fileExtensions = ["json", "yaml", "yml"]

    /// Whether a file found in a folder is a scene: JSON or YAML, but not a theme
    /// (`*.theme.json`), the schema (`*.schema.json`) or a file of an asset catalogue kept beside the scenes.
    public static func isSceneFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return fileExtensions.contains(url.pathExtension.lowercased())
            && !name.hasSuffix(".theme.json") && !name.hasSuffix(".schema.json")
            && !url.pathComponents.contains { $0.lowercased().hasSuffix(".xcassets") }
    }

    /// Loads and validates one scene file.
    public static func load(_ url: URL) throws -> Loaded { try load(url, symbols: .empty) }

    /// Loads and validates one scene file; `symbols` (the run's SF Symbols exports) are drawn over the scene's own.
    package static func load(_ url: URL, symbols: SymbolLibrary) throws -> Loaded {
        let name = url.path
        guard fileExtensions.contains(url.pathExtension.lowercased()) else {
            throw SceneError(file: name, message: "expected a .json, .yaml or .yml scene file")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SceneError(file: name, message: "cannot read the file (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(file: name, message: "the file is not valid UTF-8 text")
        }
        return try load(source: text, file: url, symbols: symbols)
    }

    /// Decodes and validates scene text as if it were read from `file`: its theme and images
    /// resolve in that file's folder.
    public static func load(source text: String, file url: URL) throws -> Loaded { try load(source: text, file: url, symbols: .empty) }

    /// As `load(source:file:)`, with the run's SF Symbols exports drawn over the scene's own.
    package static func load(source text: String, file url: URL, symbols given: SymbolLibrary) throws -> Loaded {
        let name = url.path
        let scene = try decode(text, file: name)
        var theme = Theme.standard
        if let themePath = scene.theme {
            let themeURL = try AssetPath.resolve(themePath, in: url.deletingLastPathComponent(), kind: "theme")
                .mapError { SceneError(file: name, path: "theme", message: $0.message) }.get()
            do { theme = try Theme.load(from: themeURL) } catch {
                throw SceneError(file: name, path: "theme", message: "cannot load theme '\(themePath)': \(describe(error))")
            }
        }
        let folder = url.deletingLastPathComponent()
        var catalog: AssetCatalog?
        if let assets = scene.assets {
            let catalogURL = try AssetPath.resolveFolder(assets, in: folder, kind: "asset catalogue")
                .mapError { SceneError(file: name, path: "assets", message: $0.message) }.get()
            do { catalog = try AssetCatalog.load(catalogURL) } catch {
                throw SceneError(file: name, path: "assets", message: "\(error)")
            }
            // A scene file is checked whole: every set its catalogue cannot read is an error.
            let problems = catalog!.problems.map { SceneError(file: name, path: "assets", message: "\($0)") }
            if var first = problems.first {
                first.further = Array(problems.dropFirst())
                throw first
            }
            theme = catalog!.adding(to: theme)
        }
        if let fonts = scene.fonts {
            _ = try AssetPath.resolveFolder(fonts, in: folder, kind: "fonts")
                .mapError { SceneError(file: name, path: "fonts", message: $0.message) }.get()
        }
        var symbols = given
        if let path = scene.symbols {
            let symbolsURL = try AssetPath.resolveFolder(path, in: folder, kind: "symbols")
                .mapError { SceneError(file: name, path: "symbols", message: $0.message) }.get()
            do { symbols = try SymbolLibrary.load(symbolsURL).merging(given) } catch {
                throw SceneError(file: name, path: "symbols", message: "\(error)")
            }
        }
        try SceneValidator(theme: theme, folder: folder, file: name, source: text, catalog: catalog, symbols: symbols).validate(scene)
        var loaded = Loaded(scene: scene, file: url, theme: theme)
        loaded.symbols = given
        if let path = scene.strings {
            let located = path.hasSuffix(".xcstrings") ? AssetPath.resolve(path, in: folder, kind: "strings")
                : AssetPath.resolveFolder(path, in: folder, kind: "strings")
            let stringsURL = try located.mapError { SceneError(file: name, path: "strings", message: $0.message) }.get()
            do { loaded.strings = try LocalizationTable.load(stringsURL) } catch {
                throw SceneError(file: name, path: "strings", message: "\(error)")
            }
        }
        return loaded
    }

    /// Decodes scene text; `file` names it in errors.
    public static func decode(_ text: String, file: String) throws -> WidgetScene {
        let node: Node
        do {
            guard let composed = try SceneDecoder.compose(text) else {
                throw SceneError(file: file, message: "the file is empty; expected a widget object with kind and body")
            }
            node = composed
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        }
        guard node.mapping != nil else {
            throw SceneError(file: file, line: node.mark?.line, column: node.mark?.column,
                             message: "expected an object with kind, families and body at the top level")
        }
        do {
            return try SceneDecoder.decode(WidgetScene.self, from: node)
        } catch let error as DecodingError {
            throw decodingError(error, file: file, root: node)
        }
    }

    static func syntaxError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SceneError(file: file, line: mark.line, column: mark.column, message: "syntax error: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return SceneError(file: file, line: context.mark.line, column: context.mark.column,
                              message: "duplicate keys: " + duplicates.joined(separator: ", "))
        default:
            return SceneError(file: file, message: "syntax error: \(error)")
        }
    }

    static func decodingError(_ error: DecodingError, file: String, root: Node) -> SceneError {
        let (keys, message): ([CodingKey], String)
        switch error {
        case let .typeMismatch(type, context):
            keys = context.codingPath
            message = "expected \(describe(type))" + found(at: keys, in: root)
        case let .valueNotFound(type, context):
            keys = context.codingPath
            message = "expected \(describe(type)), found nothing"
        case let .keyNotFound(key, context):
            keys = context.codingPath + [key]
            message = "missing field '\(key.stringValue)'"
        case let .dataCorrupted(context):
            keys = context.codingPath
            message = context.debugDescription
        @unknown default:
            keys = []
            message = "\(error)"
        }
        let mark = NodeLocator.mark(for: keys, in: root)
        return SceneError(file: file, path: SceneError.format(keys), line: mark?.line, column: mark?.column, message: message)
    }

    private static func found(at keys: [CodingKey], in root: Node) -> String {
        guard let node = NodeLocator.node(for: keys, in: root) else { return "" }
        switch node {
        case .scalar(let s): return ", found '\(s.string)'"
        case .mapping: return ", found an object"
        case .sequence: return ", found a list"
        case .alias: return ""
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [ViewNode].Type, is [Modifier].Type, is [String].Type: return "a list"
        default: return "an object"
        }
    }

    static func describe(_ error: Error) -> String {
        if let d = error as? DecodingError, case let .dataCorrupted(c) = d { return c.debugDescription }
        return "\(error)"
    }
}

/// Finds the YAML node a coding path points at, for line and column numbers.
enum NodeLocator {
    static func node(for keys: [CodingKey], in root: Node) -> Node? {
        var current = root
        for key in keys {
            if let index = key.intValue, let sequence = current.sequence {
                guard index < sequence.count else { return nil }
                current = sequence[index]
            } else if let mapping = current.mapping {
                guard let value = mapping.first(where: { $0.key.string == key.stringValue })?.value else { return nil }
                current = value
            } else {
                return nil
            }
        }
        return current
    }

    /// The mark of the deepest node on the path that exists.
    static func mark(for keys: [CodingKey], in root: Node) -> Mark? {
        for length in stride(from: keys.count, through: 0, by: -1) {
            if let node = node(for: Array(keys.prefix(length)), in: root), let mark = node.mark {
                return mark
            }
        }
        return nil
    }

    /// The mark for a dotted path like `body.systemSmall.children[2]`, as the validator reports.
    static func mark(forPath path: String, in source: String) -> Mark? {
        guard let root = try? Yams.compose(yaml: source) else { return nil }
        var keys: [CodingKey] = []
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), name.last == "]" {
                if let i = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) { indices.insert(i, at: 0) }
                name = name[..<open]
            }
            if !name.isEmpty { keys.append(AnyKey(String(name))) }
            keys += indices.map { AnyKey(intValue: $0)! }
        }
        return mark(for: keys, in: root)
    }
}
