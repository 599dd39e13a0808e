import Foundation
import WidgetRasterIOSSources

/// A Swift package that builds an Xcode widget extension on Linux against WidgetRaster: its Swift
/// files mirrored as iOS compiles them (`SourceMirror`: `#if os(iOS)` branches taken), the extra
/// source folders the team names (its own types the extension reaches outside its target), its
/// resources copied into the executable's bundle, and its build settings and packages in the
/// manifest. The extension's `@main` widget bundle is the executable's entry point, so running
/// it with `render` renders every widget, Live Activity and control it ships.
package struct ExtensionPackage {
    package var target: XcodeTarget
    /// The WidgetRaster checkout the package builds against.
    package var widgetRaster: URL
    /// Folders of Swift files compiled with the target's (the app's own types it uses).
    package var extraSources: [URL] = []
    /// The project's own package folders the target links, read (`LocalPackage.load`): the targets
    /// behind each product become modules of this package, built against WidgetRaster's frameworks.
    package var localPackages: [URL: LocalPackage] = [:]

    package init(target: XcodeTarget, widgetRaster: URL, extraSources: [URL] = [], localPackages: [URL: LocalPackage] = [:]) {
        self.target = target
        self.widgetRaster = widgetRaster.standardizedFileURL
        self.extraSources = extraSources
        self.localPackages = localPackages
    }

    /// The local package targets compiled here, in dependency order, each once: those of every
    /// local product the target links whose package was read and uses no other package.
    package var localModules: [LocalPackage.Target] {
        var modules: [LocalPackage.Target] = []
        for dependency in target.packages {
            guard case .local(let folder) = dependency.source, let targets = localPackages[folder]?.targets(of: dependency.product) else { continue }
            for module in targets where !modules.contains(where: { $0.name == module.name }) { modules.append(module) }
        }
        return modules
    }

    /// The executable's name: the target's, made a Swift identifier.
    package var module: String {
        let name = String(target.name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// WidgetRaster's products a widget extension may import (Apple's frameworks, as an iOS SDK offers them).
    static let frameworks = ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "UIKit", "Charts", "OSLog", "ActivityKit", "AlarmKit",
                             "UniformTypeIdentifiers", "Combine", "CoreLocation", "CoreImage", "SwiftData", "HealthKit", "CoreData", "EventKit",
                             "AVFoundation", "MapKit", "Photos", "FamilyControls", "ManagedSettings", "IntentsUI"]

    /// Writes the package into `folder` (its `Package.swift`, `Sources/<module>/`, `Support/`);
    /// files already current are left alone, so a second build recompiles only what changed.
    /// Returns what the mirror rewrote.
    @discardableResult
    package func write(to folder: URL) throws -> SourceMirror.Summary {
        let manager = FileManager.default
        let sources = folder.appendingPathComponent("Sources/\(module)")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        var summary = SourceMirror.Summary(), kept: Set<String> = []
        let mirror = SourceMirror()
        // Each file under its path from the project's folder, so two files of one name stay apart.
        let root = commonFolder(of: target.sources)
        for file in target.sources {
            let destination = sources.appendingPathComponent("Target").appendingPathComponent(Self.path(of: file, under: root))
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            summary = summary + (try mirror.mirror(file, to: destination))
        }
        kept.insert("Target")
        for (index, extra) in extraSources.enumerated() {
            summary = summary + (try mirror.mirror(extra, to: sources.appendingPathComponent("Extra\(index + 1)")))
            kept.insert("Extra\(index + 1)")
        }
        let resources = sources.appendingPathComponent("Resources")
        try? manager.removeItem(at: resources)
        for resource in target.resources where manager.fileExists(atPath: resource.url.path) {
            let destination = resources.appendingPathComponent(resource.bundlePath)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: destination)
            try manager.copyItem(at: resource.url, to: destination)
        }
        if manager.fileExists(atPath: resources.path) { kept.insert("Resources") }
        for stale in try manager.contentsOfDirectory(atPath: sources.path) where !kept.contains(stale) {
            try manager.removeItem(at: sources.appendingPathComponent(stale))
        }
        try removeStale(in: sources.appendingPathComponent("Target"), keeping: target.sources, root: root)
        let modules = folder.appendingPathComponent("Packages")
        try manager.createDirectory(at: modules, withIntermediateDirectories: true)
        for module in localModules {
            summary = summary + (try mirror.mirror(module.folder, to: modules.appendingPathComponent(module.name)))
        }
        let wanted = Set(localModules.map(\.name))
        for stale in try manager.contentsOfDirectory(atPath: modules.path) where !wanted.contains(stale) {
            try manager.removeItem(at: modules.appendingPathComponent(stale))
        }
        let support = folder.appendingPathComponent("Support")
        try manager.createDirectory(at: support, withIntermediateDirectories: true)
        try write(Self.moduleMap, to: support.appendingPathComponent("module.modulemap"))
        try write(manifest(hasResources: manager.fileExists(atPath: resources.path)), to: folder.appendingPathComponent("Package.swift"))
        return summary
    }

    /// The manifest: one executable of the extension's files, WidgetRaster's frameworks and the
    /// packages the target links, its compilation conditions and default actor isolation.
    package func manifest(hasResources: Bool) -> String {
        let identity = widgetRaster.lastPathComponent.lowercased()
        var packages = [".package(path: \(quoted(widgetRaster.path)))"]
        let frameworks = Self.frameworks.map { ".product(name: \(quoted($0)), package: \(quoted(identity)))" }
        var products = frameworks
        let modules = localModules
        for dependency in target.packages {
            if case .local(let folder) = dependency.source, let made = localPackages[folder]?.targets(of: dependency.product) {
                let named = localPackages[folder]?.products[dependency.product] ?? [dependency.product]
                products += made.filter { named.contains($0.name) }.map { ".target(name: \(quoted($0.name)))" }
                continue
            }
            switch dependency.source {
            case .remote(let url, let requirement):
                packages.append(".package(url: \(quoted(url)), \(Self.rule(requirement)))")
                products.append(".product(name: \(quoted(dependency.product)), package: \(quoted(Self.identity(of: url))))")
            case .local(let path):
                packages.append(".package(path: \(quoted(path.path)))")
                products.append(".product(name: \(quoted(dependency.product)), package: \(quoted(path.lastPathComponent.lowercased())))")
            }
        }
        var settings = [
            """
            .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "OSLog",
                                          "-Xcc", "-fmodule-map-file=\\(Context.packageDirectory)/Support/module.modulemap"])
            """,
        ]
        settings += target.compilationConditions.map { ".define(\(quoted($0)))" }
        if target.defaultActorIsolation == "MainActor" { settings.append(".defaultIsolation(MainActor.self)") }
        let unique = packages.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let swiftSettings = settings.joined(separator: ",\n                ")
        let moduleTargets = modules.map { module in localTarget(module, frameworks: frameworks, modules: modules, swiftSettings: swiftSettings) }
        let localization = localPackages.values.compactMap(\.defaultLocalization).sorted().first
        return """
            // swift-tools-version:6.2
            // Written by `render-widget xcode` from the Xcode target \(target.name): its files, compiled as iOS
            // compiles them (#if os(iOS) taken), against WidgetRaster. Written again on every run; change the
            // Xcode project, not this file. `swift run \(module) render --out out/` renders the extension.
            import PackageDescription

            let package = Package(
                name: \(quoted(module)),\(localization.map { "\n    defaultLocalization: \(quoted($0))," } ?? "")
                dependencies: [
                    \(unique.joined(separator: ",\n        ")),
                ],
                targets: [\(moduleTargets.map { "\n        " + $0 }.joined())
                    .executableTarget(
                        name: \(quoted(module)),
                        dependencies: [
                            \(products.joined(separator: ",\n                ")),
                        ],
                        path: "Sources/\(module)",\(hasResources ? "\n            resources: [.copy(\"Resources\")]," : "")
                        swiftSettings: [
                            \(swiftSettings),
                        ]
                    ),
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// A local package's target as a module of this package: its folder mirrored under `Packages/`,
    /// WidgetRaster's frameworks and the package's other targets it uses, its resources, the extension's settings.
    private func localTarget(_ module: LocalPackage.Target, frameworks: [String], modules: [LocalPackage.Target],
                             swiftSettings: String) -> String {
        let uses = module.dependencies.filter { name in modules.contains { $0.name == name } }.map { ".target(name: \(quoted($0)))" }
        let resources = module.resources.map { ".\($0.copies ? "copy" : "process")(\(quoted($0.path)))" }
        return """
            .target(
                        name: \(quoted(module.name)),
                        dependencies: [
                            \((frameworks + uses).joined(separator: ",\n                ")),
                        ],
                        path: "Packages/\(module.name)",\(resources.isEmpty ? "" : "\n            resources: [\(resources.joined(separator: ", "))],")
                        swiftSettings: [
                            \(swiftSettings),
                        ]
                    ),
            """
    }

    /// Apple modules widget code imports that WidgetRaster offers no Swift module for: empty Clang
    /// modules (`os` is WidgetRaster's OSLog, imported into every file).
    static let moduleMap = """
        // Written by `render-widget xcode`: Apple modules widget code imports that WidgetRaster offers as no Swift module.
        module os [system] {
          export *
          explicit module log {
            export *
          }
        }

        """

    private static func rule(_ requirement: XcodePackageProduct.Requirement) -> String {
        switch requirement {
        case .upToNextMajor(let version): return "from: \"\(version)\""
        case .upToNextMinor(let version): return ".upToNextMinor(from: \"\(version)\")"
        case .exact(let version): return "exact: \"\(version)\""
        case .range(let low, let high): return "\"\(low)\"..<\"\(high)\""
        case .branch(let branch): return "branch: \"\(branch)\""
        case .revision(let revision): return "revision: \"\(revision)\""
        }
    }

    /// SwiftPM's identity of a repository: its last path component, without `.git`, lowercased.
    private static func identity(of url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A file's path from a folder above it.
    private static func path(of file: URL, under root: URL) -> String {
        String(file.standardizedFileURL.path.dropFirst(root.path.count)).trimmingCharacters(in: ["/"])
    }

    /// The deepest folder holding every file.
    private func commonFolder(of files: [URL]) -> URL {
        let paths = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var shared = paths.first else { return URL(fileURLWithPath: "/") }
        for path in paths.dropFirst() { shared = Array(zip(shared, path).prefix { $0 == $1 }.map(\.0)) }
        return URL(fileURLWithPath: NSString.path(withComponents: shared.isEmpty ? ["/"] : shared))
    }

    /// Removes mirrored files whose original the target no longer has (and folders left empty).
    private func removeStale(in folder: URL, keeping files: [URL], root: URL) throws {
        let manager = FileManager.default
        var wanted: Set<String> = []
        for file in files {
            let relative = Self.path(of: file, under: root)
            wanted.insert(relative)
            if relative.hasSuffix(".swift") { wanted.insert(String(relative.dropLast(6)) + "+iOS.swift") }
        }
        guard let walker = manager.enumerator(atPath: folder.path) else { return }
        var stale: [String] = []
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue && !wanted.contains(path) { stale.append(path) }
        }
        for path in stale { try manager.removeItem(at: folder.appendingPathComponent(path)) }
    }

    private func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
