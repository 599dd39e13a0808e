// swift-tools-version:6.2
// The real-widget corpus harness: each app's widget files, copied unchanged from the corpus by
// `scripts/check-realwidgets.sh` into `Apps/<App>/`, built against this checkout's SwiftUI,
// WidgetKit, AppIntents, UIKit and Charts with only a stubs file of the app's own types
// (`<App>/Stubs.swift`, never an Apple API). Each app is an executable whose `@main` is the app's
// own widget bundle: `swift run <App> render --out out/` renders it.
import Foundation
import PackageDescription

let frameworks: [Target.Dependency] = ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "UIKit", "Charts", "OSLog", "ActivityKit", "AlarmKit", "UniformTypeIdentifiers", "Combine", "CoreLocation", "CoreImage", "SwiftData", "HealthKit", "CoreData", "EventKit",
                                       "AVFoundation", "MapKit", "Photos", "FamilyControls", "ManagedSettings", "IntentsUI"]
    .map { .product(name: $0, package: "main") }
    // Open-source packages the apps' own code imports, the real ones (Brave: OrderedCollections).
    + [.product(name: "OrderedCollections", package: "swift-collections")]

/// An app: its executable (the corpus's widget files and the stubs) and the modules of its own it
/// imports (each a corpus folder `Apps/<App>/<Module>`).
func app(_ name: String, modules: [String] = []) -> [Target] {
    modules.map { .target(name: $0, dependencies: frameworks + (moduleDependencies["\(name)/\($0)"] ?? []).map { .target(name: $0) },
                          path: "Apps/\(name)/\($0)", resources: resources(name, $0), swiftSettings: appleFoundation) }
        + [.executableTarget(name: name, dependencies: frameworks + modules.map { .target(name: $0) },
                             path: "Apps/\(name)/\(name)", resources: resources(name, name),
                             swiftSettings: appleFoundation + (mainActorApps.contains(name) ? [.defaultIsolation(MainActor.self)] : [])
                                + implicitImports(name))]
}

/// Apple's Foundation re-exports Combine's `ObservableObject` and `Published`, so a file that imports
/// only Foundation uses them; swift-corelibs-foundation does not, so every file imports Combine.
/// `import os` finds the empty Clang module of `Support/module.modulemap`,
/// and every file imports OSLog, whose `Logger` and `os_log` are what `os` gives widget code.
let appleFoundation: [SwiftSetting] = [.unsafeFlags([
    "-Xfrontend", "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "OSLog",
    "-Xcc", "-fmodule-map-file=\(Context.packageDirectory)/Support/module.modulemap",
])]

/// Apps whose widget target Xcode builds with Default Actor Isolation = MainActor
/// (`RealWidgets/<App>/default-isolation` says so), as the script lists them in REALWIDGETS_MAINACTOR.
let mainActorApps = Set((ProcessInfo.processInfo.environment["REALWIDGETS_MAINACTOR"] ?? "").split(separator: " ").map(String.init))

/// Modules every file of an app's widget target sees without importing them
/// (`RealWidgets/<App>/implicit-imports`, listed by the script in REALWIDGETS_IMPLICIT as
/// `App=Module,Module`): a Clang module one file imports (UIKit, through an Objective-C package
/// such as SDWebImage) is visible in every file of the target, as Xcode builds it.
func implicitImports(_ app: String) -> [SwiftSetting] {
    let entries = (ProcessInfo.processInfo.environment["REALWIDGETS_IMPLICIT"] ?? "").split(separator: " ")
    let modules = entries.first { $0.hasPrefix("\(app)=") }.map { $0.dropFirst(app.count + 1).split(separator: ",") } ?? []
    return modules.isEmpty ? [] : [.unsafeFlags(modules.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", String($0)] })]
}

/// A target's asset catalogues and strings, copied into its resource bundle (`Bundle.module`),
/// where the layout lists `App/Target/Resources`.
func resources(_ app: String, _ target: String) -> [Resource] {
    layout.contains("\(app)/\(target)/Resources") ? [.copy("Resources")] : []
}

/// The apps the script copied in (`Apps/<App>/<App>`) with their own modules (the other folders
/// there), as the script lists them in REALWIDGETS_LAYOUT (`App/App App/Module App/Module/Resources …`): SwiftPM's
/// manifest cache keys on the environment, not on folders, so a changed layout is seen.
/// Which of an app's modules a module imports, as the script lists them in REALWIDGETS_DEPENDS
/// (`App/Module=Dep1,Dep2 …`, from `RealWidgets/<App>/module-dependencies`).
let moduleDependencies: [String: [String]] = Dictionary(uniqueKeysWithValues:
    (ProcessInfo.processInfo.environment["REALWIDGETS_DEPENDS"] ?? "").split(separator: " ").compactMap { entry in
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1].split(separator: ",").map(String.init)) : nil
    })

let layout = Set((ProcessInfo.processInfo.environment["REALWIDGETS_LAYOUT"] ?? "").split(separator: " ").map(String.init))

let apps: [(name: String, modules: [String])] = {
    let pairs = layout.sorted().map { $0.split(separator: "/").map(String.init) }.filter { $0.count == 2 }
    let names = pairs.map { $0[0] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return names.map { name in (name, pairs.filter { $0[0] == name && $0[1] != name }.map { $0[1] }) }
}()

let package = Package(
    name: "RealWidgets",
    dependencies: [.package(name: "main", path: ".."), .package(url: "https://github.com/apple/swift-collections", from: "1.6.0")],
    targets: [
        .executableTarget(name: "corpus-check", dependencies: [.product(name: "WidgetRaster", package: "main")], path: "CorpusCheck"),
    ] + apps.flatMap { app($0.name, modules: $0.modules) },
    // As the apps' Xcode projects build them.
    swiftLanguageModes: [.v5]
)
