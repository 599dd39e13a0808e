import ArgumentParser
import Foundation
import WidgetRaster

/// The `render-widget` command line: render, check, record, accept, diff, lint, gallery, shards.
/// `render-widget` runs it over scene files; `RenderWidgetCommand.main(widgets:)` over Swift widgets too.
public struct RenderWidget: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "render-widget",
        abstract: "Render home-screen widget scenes to PNG for every family, device and scale.",
        version: "\(WidgetRasterVersion.string)\nfonts: \(FontDirectory.location)",
        subcommands: [Render.self, Check.self, Record.self, Accept.self, Diff.self, Validate.self, Lint.self, Devices.self, Symbols.self, Schema.self, Bench.self, Merge.self, Compare.self],
        defaultSubcommand: Render.self
    )
}

/// The `render-widget` tool: the command line, and `xcode`, which an app's own program (a widget
/// bundle's `@main`) has no use for.
struct RenderWidgetTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-widget", abstract: RenderWidget.configuration.abstract, version: RenderWidget.configuration.version,
        subcommands: RenderWidget.configuration.subcommands + [Xcode.self], defaultSubcommand: Render.self)
}

extension RenderWidget {
    /// How the person ran this command line, for the hints that tell them what to run next:
    /// `$WIDGETRASTER_INVOKED_AS` (the previews plugin sets `swift package render-previews`), else
    /// the executable's name (`render-widget`, or a previews executable's own).
    static var invocation: String {
        if let named = ProcessInfo.processInfo.environment["WIDGETRASTER_INVOKED_AS"], !named.isEmpty { return named }
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return program.isEmpty ? "render-widget" : program
    }
}

/// Exit statuses: 0 success, 1 images differ or findings, 2 bad input.
enum Exit {
    static let badInput = ExitCode(2)

    /// Prints each problem to standard error and exits with status 2.
    static func badInput(_ messages: [String]) -> ExitCode {
        for message in messages { FileHandle.standardError.write(Data(("error: " + message + "\n").utf8)) }
        return badInput
    }
}

/// A subcommand over scenes: the files it names, after the scenes an executable was built with
/// (`RenderWidgetCommand.main(scenes:)`), which `run()` alone does not have.
protocol SceneCommand: ParsableCommand {
    func run(adding built: [SceneLoader.Loaded]) throws
}

extension SceneCommand {
    func run() throws { try run(adding: []) }
}

/// Finds scene files in the arguments (folders are searched for .json/.yaml/.yml) and loads them
/// after `built`; any problem stops the command (exit 2).
func loadScenes(_ paths: [String], adding built: [SceneLoader.Loaded] = [], symbols: SymbolLibrary = .empty) throws -> [SceneLoader.Loaded] {
    let (loaded, problems) = loadScenesReportingProblems(paths, adding: built, symbols: symbols)
    if !problems.isEmpty { throw Exit.badInput(problems) }
    return loaded
}

/// Loads what it can and returns the problems with the rest, so a batch can render the good scenes.
func loadScenesReportingProblems(_ paths: [String], adding built: [SceneLoader.Loaded],
                                 symbols: SymbolLibrary = .empty) -> ([SceneLoader.Loaded], [String]) {
    var files: [URL] = []
    var problems: [String] = []
    if paths.isEmpty && built.isEmpty {
        problems.append("no scenes: name scene files (.json, .yaml) or folders of them")
    }
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            problems.append("\(path): no such file or folder")
            continue
        }
        if isDirectory.boolValue {
            let folder = URL(fileURLWithPath: path)
            let found = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter(SceneLoader.isSceneFile)
                .sorted { $0.path < $1.path }
            if found.isEmpty { problems.append("\(path): no .json, .yaml or .yml scene files in this folder") }
            files += found
        } else {
            files.append(URL(fileURLWithPath: path))
        }
    }
    // A file named twice (a folder and a file in it) is one scene.
    var seen = Set<String>()
    files = files.filter { seen.insert($0.standardizedFileURL.path).inserted }
    // Scenes are read at once on every core, their results kept in file order.
    let results = ResultSlots<SceneLoader.Loaded>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        results.set(index, Result { try SceneLoader.load(files[index], symbols: symbols) })
    }
    var loaded = built.map { scene in
        var scene = scene
        scene.symbols = scene.symbols.merging(symbols)
        return scene
    }
    for result in results.all.compactMap({ $0 }) {
        switch result {
        case .success(let scene): loaded.append(scene)
        case .failure(let error as SceneError): problems += error.all.map(\.description)
        case .failure(let error): problems.append("\(error)")
        }
    }
    var kinds: [String: String] = [:]
    var unique: [SceneLoader.Loaded] = []
    for scene in loaded {
        if let other = kinds[scene.scene.kind] {
            problems.append("\(scene.file.path): kind: '\(scene.scene.kind)' is also the kind of \(other); kinds name output folders and must differ")
            continue
        }
        kinds[scene.scene.kind] = scene.file.path
        unique.append(scene)
    }
    return (unique, problems)
}
