// swift-tools-version:6.0
// The real-widget corpus harness: each app's widget files, copied unchanged from the corpus by
// `scripts/check-realwidgets.sh` into `Apps/<App>/`, built against this checkout's SwiftUI,
// WidgetKit, AppIntents, UIKit and Charts with only a stubs file of the app's own types
// (`<App>/Stubs.swift`, never an Apple API). Each app is an executable whose `@main` is the app's
// own widget bundle: `swift run <App> render --out out/` renders it.
import Foundation
import PackageDescription

let frameworks: [Target.Dependency] = ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "UIKit", "Charts", "OSLog", "os", "ActivityKit"]
    .map { .product(name: $0, package: "main") }

/// An app: its executable (the corpus's widget files and the stubs) and the modules of its own it
/// imports (each a corpus folder `Apps/<App>/<Module>`).
func app(_ name: String, modules: [String] = []) -> [Target] {
    modules.map { .target(name: $0, dependencies: frameworks, path: "Apps/\(name)/\($0)", resources: resources(name, $0)) }
        + [.executableTarget(name: name, dependencies: frameworks + modules.map { .target(name: $0) },
                             path: "Apps/\(name)/\(name)", resources: resources(name, name))]
}

/// A target's asset catalogues and strings, copied into its resource bundle (`Bundle.module`).
func resources(_ app: String, _ target: String) -> [Resource] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/\(app)/\(target)/Resources")
    return FileManager.default.fileExists(atPath: folder.path) ? [.copy("Resources")] : []
}

/// The apps the script copied in (`Apps/<App>/<App>`), with their own modules (the other folders
/// there). The script names them in REALWIDGETS_APPS too, which SwiftPM's manifest cache keys on.
let apps: [(name: String, modules: [String])] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")
    let names = ProcessInfo.processInfo.environment["REALWIDGETS_APPS"].map { $0.split(separator: " ").map(String.init) }
        ?? (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map { name in
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)) ?? []
        return (name, folders.filter { $0 != name }.sorted())
    }
}()

let package = Package(
    name: "RealWidgets",
    dependencies: [.package(name: "main", path: "..")],
    targets: [
        .executableTarget(name: "corpus-check", dependencies: [.product(name: "WidgetRaster", package: "main")], path: "CorpusCheck"),
    ] + apps.flatMap { app($0.name, modules: $0.modules) },
    // As the apps' Xcode projects build them.
    swiftLanguageModes: [.v5]
)
