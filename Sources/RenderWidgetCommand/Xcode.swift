import ArgumentParser
import Foundation
import WidgetRasterXcode

/// `render-widget xcode App.xcodeproj`: a widget extension of an Xcode project, built on Linux
/// against WidgetRaster and rendered through its own `@main` widget bundle — its files unchanged,
/// read from where the project keeps them.
struct Xcode: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build an Xcode project's widget extension against WidgetRaster and render it.",
        discussion: """
            Reads the project's target (its Swift files, asset catalogues, strings, Info.plist, build settings and \
            Swift packages), writes a Swift package that compiles those files as iOS does (#if os(iOS) taken), builds it, \
            and runs the extension's own @main with the arguments after `--` (default: render --out out/<target>). \
            Types of the app's own that the extension uses from outside its target come from --sources folders.
            """)

    @Argument(help: "The Xcode project (a .xcodeproj folder).")
    var project: String

    @Option(help: "The widget extension target (default: the project's only widget extension).")
    var target: String?

    @Option(name: .customLong("sources"), help: "A folder of Swift files compiled with the target's (repeatable).")
    var extraSources: [String] = []

    @Option(name: .customLong("package-dir"), help: "Where the package is written (default: .build/widgetraster-xcode/<target>).")
    var packageDirectory: String?

    @Option(name: .customLong("scratch-path"), help: "SwiftPM's build folder for the package (default: its own .build).")
    var scratchPath: String?

    @Option(name: .customLong("widgetraster"), help: "The WidgetRaster checkout to build against (default: the one this tool was built from).")
    var widgetRaster: String?

    @Flag(name: .customLong("write-only"), help: "Write the package and stop: build and run it yourself.")
    var writeOnly = false

    @Argument(parsing: .postTerminator, help: "Arguments for the extension's command line (after --).")
    var arguments: [String] = []

    func run() throws {
        let project: XcodeProject
        do { project = try XcodeProject(contentsOf: URL(fileURLWithPath: self.project)) } catch {
            throw Exit.badInput(["\(error)"])
        }
        let chosen: XcodeTarget
        do { chosen = try target.map(project.target(named:)) ?? onlyWidgetExtension(of: project) } catch {
            throw Exit.badInput(["\(error)"])
        }
        let checkout = URL(fileURLWithPath: widgetRaster ?? Self.builtFrom.path)
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) else {
            throw Exit.badInput(["\(checkout.path): not a WidgetRaster checkout (no Package.swift); name one with --widgetraster"])
        }
        for folder in extraSources where !FileManager.default.fileExists(atPath: folder) {
            throw Exit.badInput(["--sources \(folder): no such folder"])
        }
        // The project's own packages are compiled as modules of the extension's package, against WidgetRaster.
        var locals: [URL: LocalPackage] = [:]
        for case .local(let folder) in chosen.packages.map(\.source)
        where locals[folder] == nil && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            do { locals[folder] = try LocalPackage.load(folder) } catch {
                FileHandle.standardError.write(Data("warning: \(error); it is linked through its own manifest\n".utf8))
            }
        }
        let package = ExtensionPackage(target: chosen, widgetRaster: checkout, extraSources: extraSources.map { URL(fileURLWithPath: $0) },
                                       localPackages: locals)
        let folder = URL(fileURLWithPath: packageDirectory ?? ".build/widgetraster-xcode/\(package.module)")
        let summary = try package.write(to: folder)
        print("xcode: \(chosen.name): \(chosen.sources.count) Swift files, \(chosen.resources.count) resources → \(folder.path)")
        if !package.localModules.isEmpty {
            print("xcode: the project's own packages compiled against WidgetRaster: " + package.localModules.map(\.name).joined(separator: ", "))
        }
        if summary.rewrittenFiles > 0 { print("ios-sources: \(summary.description)") }
        fflush(stdout)
        guard !writeOnly else {
            print("build and render it: swift run --package-path \(folder.path) \(package.module) render --out out/\(package.module)")
            return
        }
        var build = ["build", "--package-path", folder.path, "--product", package.module]
        if let scratchPath { build += ["--scratch-path", scratchPath] }
        try Self.run("swift", build)
        let binPath = try Self.output("swift", build.filter { $0 != "--product" && $0 != package.module } + ["--show-bin-path"])
        let bin = URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines))
        let program = try Self.bundle(package.module, from: bin, infoPlist: chosen.infoPlist, in: folder.appendingPathComponent("run"))
        try Self.run(program.path, arguments.isEmpty ? ["render", "--out", "out/\(package.module)"] : arguments)
    }

    /// The extension as iOS runs it, from a folder of its own: the executable, its resource
    /// bundles, and the target's Info.plist beside it (its `$(EXECUTABLE_NAME)`-style variables
    /// filled in), so `Bundle.main.infoDictionary` reads it. Returns the executable.
    private static func bundle(_ module: String, from bin: URL, infoPlist: URL?, in folder: URL) throws -> URL {
        let files = FileManager.default
        try? files.removeItem(at: folder)
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent(module)
        try files.copyItem(at: bin.appendingPathComponent(module), to: program)
        for name in try files.contentsOfDirectory(atPath: bin.path) where name.hasSuffix("_\(module).resources") {
            try files.copyItem(at: bin.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        if let infoPlist {
            var text = try String(contentsOf: infoPlist, encoding: .utf8)
            let values = ["EXECUTABLE_NAME": module, "PRODUCT_NAME": module, "PRODUCT_MODULE_NAME": module,
                          "PRODUCT_BUNDLE_PACKAGE_TYPE": "XPC!", "DEVELOPMENT_LANGUAGE": "en"]
            for (name, value) in values { text = text.replacingOccurrences(of: "$(\(name))", with: value) }
            try text.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        }
        return program
    }

    /// The project's widget extension when it has one; the error lists its targets otherwise.
    private func onlyWidgetExtension(of project: XcodeProject) throws -> XcodeTarget {
        let extensions = project.widgetExtensions
        if extensions.count == 1 { return extensions[0] }
        let listed = project.targets.map { $0.name + ($0.isWidgetExtension ? " (widget extension)" : "") }.joined(separator: ", ")
        throw XcodeProjectError(project.url.path, extensions.isEmpty
            ? "has no widget extension target; its targets: \(listed); name one with --target"
            : "has \(extensions.count) widget extensions; name one with --target: \(listed)")
    }

    /// The checkout this tool was compiled from (`Sources/RenderWidgetCommand/` two folders up).
    static let builtFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs a program found on the PATH (or at a path) with the output shown; a failure stops the command with its status.
    private static func run(_ program: String, _ arguments: [String]) throws {
        let process = try launch(program, arguments, capture: nil)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
    }

    private static func output(_ program: String, _ arguments: [String]) throws -> String {
        let pipe = Pipe()
        let process = try launch(program, arguments, capture: pipe)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }

    private static func launch(_ program: String, _ arguments: [String], capture: Pipe?) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program.contains("/") ? program : "/usr/bin/env")
        process.arguments = program.contains("/") ? arguments : [program] + arguments
        if let capture { process.standardOutput = capture }
        try process.run()
        return process
    }
}
