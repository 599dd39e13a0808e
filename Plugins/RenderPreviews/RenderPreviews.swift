import Foundation
import PackagePlugin

/// `swift package render-previews [--target T]… [SUBCOMMAND] [render-widget options]`: renders
/// every `#Preview` and `PreviewProvider` of the package's SwiftUI targets, with no change to
/// them. A runner package beside the build (its targets are the package's own folders, mirrored
/// by `ios-sources` so `#if os(iOS)` branches compile as on iOS) calls
/// `RenderWidgetCommand.main(previewsIn:)`; the rest of the arguments are the `render-widget`
/// command line (`render` by default; `check`/`record --golden DIR`, `lint`).
@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let asked = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.first.map({ $0.hasPrefix("-") || $0.isEmpty }) ?? true { rest.insert("render", at: 0) }

        let work = context.pluginWorkDirectoryURL
        let graph = try PackageGraph(context.package)
        let targets = try graph.previewTargets(asked: asked)
        let runner = work.appendingPathComponent("runner")
        let linked = try graph.writeRunner(at: runner, targets: targets)

        let swift = (try? context.tool(named: "swift"))?.url ?? URL(fileURLWithPath: "/usr/bin/env")
        let prefix = swift.lastPathComponent == "env" ? ["swift"] : []
        print("render-previews: building the previews of \(targets.map(\.name).joined(separator: ", "))")
        // $WIDGETRASTER_PREVIEWS_BUILD names a build folder that already holds a debug build of
        // WidgetRaster (a CI job's own), so the runner does not compile the library again.
        let package = context.package.directoryURL
        let build = ProcessInfo.processInfo.environment["WIDGETRASTER_PREVIEWS_BUILD"].map { URL(fileURLWithPath: $0, relativeTo: package) }
            ?? work.appendingPathComponent("build")
        // The package's own build folder is locked by the `swift package` running this plugin,
        // which waits for the plugin and builds nothing meanwhile: the runner's build may use it.
        let ownFolder = build.standardizedFileURL.path == package.appendingPathComponent(".build").standardizedFileURL.path
        let buildArguments = ["build", "--package-path", runner.path, "--scratch-path", build.standardizedFileURL.path, "-q"]
            + (ownFolder ? ["--ignore-lock"] : [])
        // The targets' sources as an iOS compiler reads them: `#if os(iOS)` branches compiled.
        try run(swift, prefix + buildArguments + ["--product", "ios-sources"], in: package)
        for target in linked {
            try run(build.standardizedFileURL.appendingPathComponent("debug/ios-sources"),
                    [target.directoryURL.path, "--output", runner.appendingPathComponent("Sources/\(target.name)").path], in: package)
        }
        try run(swift, prefix + buildArguments + ["--product", "render-previews-runner"], in: package)
        let binary = build.standardizedFileURL.appendingPathComponent("debug/render-previews-runner")
        try run(binary, rest, in: package)
    }

    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // The runner's hints name the command the person ran, not the runner.
        process.environment = ProcessInfo.processInfo.environment.merging(["WIDGETRASTER_INVOKED_AS": "swift package render-previews"]) { $1 }
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RenderPreviewsError("\(executable.lastPathComponent) \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}

struct RenderPreviewsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The user's package as the runner needs it: which targets declare previews (those that use
/// WidgetRaster's SwiftUI or WidgetKit), what they depend on, and where each package is.
struct PackageGraph {
    let root: Package
    /// Every package of the graph, by the id SwiftPM gives it.
    let packages: [Package.ID: Package]
    /// The package that vends each product.
    let vendor: [Product.ID: Package]
    let widgetRaster: Package

    init(_ root: Package) throws {
        self.root = root
        var packages: [Package.ID: Package] = [:]
        func visit(_ package: Package) {
            guard packages[package.id] == nil else { return }
            packages[package.id] = package
            package.dependencies.forEach { visit($0.package) }
        }
        visit(root)
        self.packages = packages
        var vendor: [Product.ID: Package] = [:]
        for package in packages.values { for product in package.products { vendor[product.id] = package } }
        self.vendor = vendor
        guard let widgetRaster = packages.values.first(where: { package in
            package.products.contains { $0.name == "RenderWidgetCommandSwiftUI" }
        }) else { throw RenderPreviewsError("render-previews: WidgetRaster's SwiftUI products were not found in \(root.displayName)'s dependencies (Linux only)") }
        self.widgetRaster = widgetRaster
    }

    /// The root package's library and executable targets that use WidgetRaster's SwiftUI, or those
    /// asked for by name. A target's `@main` (a widget bundle's) stays its own: the runner renames
    /// its entry point.
    func previewTargets(asked: [String]) throws -> [SwiftSourceModuleTarget] {
        let modules = root.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .generic || $0.kind == .executable }
        if !asked.isEmpty {
            return try asked.map { name in
                guard let target = modules.first(where: { $0.name == name }) else {
                    throw RenderPreviewsError("render-previews: no library or executable target '\(name)' in \(root.displayName); its targets: "
                        + modules.map(\.name).joined(separator: ", "))
                }
                return target
            }
        }
        let found = modules.filter { usesSwiftUI($0) }
        guard !found.isEmpty else {
            throw RenderPreviewsError("render-previews: no target of \(root.displayName) depends on WidgetRaster's SwiftUI or WidgetKit")
        }
        return found
    }

    private func usesSwiftUI(_ target: Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): return vendor[product.id]?.id == widgetRaster.id && ["SwiftUI", "WidgetKit"].contains(product.name)
            case .target(let inner): return usesSwiftUI(inner)
            @unknown default: return false
            }
        }
    }

    /// Writes the runner package: each of the root's targets the previews need, as a folder
    /// (linked to the target's own until `ios-sources` mirrors it), and an executable that renders
    /// their previews. Returns every target linked in: the previews' and those they depend on.
    func writeRunner(at folder: URL, targets: [SwiftSourceModuleTarget]) throws -> [Target] {
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("Sources/render-previews-runner"), withIntermediateDirectories: true)
        var declared: [String] = [], linked: [Target] = [], usedPackages: Set<Package.ID> = [widgetRaster.id]
        func declare(_ target: Target) throws {
            guard !linked.contains(where: { $0.name == target.name }) else { return }
            linked.append(target)
            var dependencies: [String] = []
            for dependency in target.dependencies {
                switch dependency {
                case .target(let inner):
                    try declare(inner)
                    dependencies.append(quoted(inner.name))
                case .product(let product):
                    guard let package = vendor[product.id] else { continue }
                    usedPackages.insert(package.id)
                    dependencies.append(".product(name: \(quoted(product.name)), package: \(quoted(identity(package))))")
                @unknown default: continue
                }
            }
            // The target's folder, linked until `ios-sources` mirrors it (a mirror from an earlier
            // run stays, so only changed files compile again).
            let sources = folder.appendingPathComponent("Sources/\(target.name)")
            if !files.fileExists(atPath: sources.path) {
                try? files.removeItem(at: sources)
                try files.createSymbolicLink(at: sources, withDestinationURL: target.directoryURL)
            }
            // The target's resources, copied, so `Bundle.module` exists as in the package.
            var resources: [String] = []
            if let module = target as? SourceModuleTarget {
                let root = module.directoryURL.path + "/"
                for file in module.sourceFiles where file.type == .resource && file.url.path.hasPrefix(root) {
                    let top = String(file.url.path.dropFirst(root.count).split(separator: "/").first ?? "")
                    if !top.isEmpty, !resources.contains(top) { resources.append(top) }
                }
            }
            let copies = resources.isEmpty ? "" : ", resources: [" + resources.map { ".copy(\(quoted($0)))" }.joined(separator: ", ") + "]"
            // A target's `@main` (a widget bundle's, in an executable or a library) would define a
            // second `main` beside the runner's: compiled as a module here, its entry point takes a
            // name of its own. A target without one emits no entry point, so the flag changes nothing.
            let entry = ", swiftSettings: [.unsafeFlags([\"-Xfrontend\", \"-entry-point-function-name\", \"-Xfrontend\", "
                + "\(quoted(target.name + "_main"))])]"
            declared.append("        .target(name: \(quoted(target.name)), dependencies: [\(dependencies.joined(separator: ", "))], "
                + "path: \(quoted("Sources/" + target.name))\(copies)\(entry)),")
        }
        for target in targets { try declare(target) }
        for stale in try files.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources").path)
        where stale != "render-previews-runner" && !linked.contains(where: { $0.name == stale }) {
            try files.removeItem(at: folder.appendingPathComponent("Sources/\(stale)"))
        }
        let runnerDependencies = targets.map { quoted($0.name) }
            + ["RenderWidgetCommandSwiftUI", "WidgetKit"].map { ".product(name: \"\($0)\", package: \(quoted(identity(widgetRaster))))" }
        let packageLines = usedPackages.compactMap { packages[$0] }.sorted { $0.directoryURL.path < $1.directoryURL.path }
            .map { "        .package(path: \(quoted($0.directoryURL.path)))," }
        let manifest = """
            // swift-tools-version:6.0
            // Written by `swift package render-previews`: the previews of \(root.displayName), rendered by WidgetRaster.
            import PackageDescription

            let package = Package(
                name: "RenderPreviewsRunner",
                dependencies: [
            \(packageLines.joined(separator: "\n"))
                ],
                targets: [
            \(declared.joined(separator: "\n"))
                    .executableTarget(name: "render-previews-runner", dependencies: [\(runnerDependencies.joined(separator: ", "))]),
                ],
                swiftLanguageModes: [.v5]
            )

            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let imports = targets.map { "import \($0.name)" }.joined(separator: "\n")
        let cases = targets.map { target in
            let folder = target.directoryURL
            let catalogue = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted().first
            return "    case \(quoted(target.name)): return WidgetRenderOptions(resources: URL(fileURLWithPath: \(quoted(folder.path))), "
                + "assets: \(catalogue.map(quoted) ?? "nil"))"
        }.joined(separator: "\n")
        let main = """
            // Written by `swift package render-previews`: each module's previews with its folder as
            // the resources and its asset catalogue, if it has one.
            import Foundation
            import RenderWidgetCommandSwiftUI
            import WidgetKit
            \(imports)

            RenderWidgetCommand.main(previewsIn: [\(targets.map { quoted($0.name) }.joined(separator: ", "))]) { preview in
                switch preview.module {
            \(cases)
                default: return WidgetRenderOptions()
                }
            }

            """
        try main.write(to: folder.appendingPathComponent("Sources/render-previews-runner/main.swift"), atomically: true, encoding: .utf8)
        return linked
    }

    /// The identity SwiftPM gives a package depended on by path: its folder's name.
    private func identity(_ package: Package) -> String { package.directoryURL.lastPathComponent.lowercased() }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
