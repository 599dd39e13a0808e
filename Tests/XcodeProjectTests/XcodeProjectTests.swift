import Foundation
import Testing
@testable import WidgetRasterXcode

/// Real apps' Xcode projects (`Fixtures/SOURCES.md`): each target's members as Xcode builds them,
/// and the package `render-widget xcode` writes for a widget extension.
@Suite struct XcodeProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let handsOff = fixtures.appendingPathComponent("HandsOff/HandsOff.xcodeproj")
    static let foodTruck = fixtures.appendingPathComponent("FoodTruck/Food Truck.xcodeproj")

    static func names(_ urls: [URL], from folder: URL) -> [String] {
        urls.map { String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
    }

    /// Xcode 16's folders kept in sync: every file of the extension's folder but its Info.plist, and
    /// not the app's folder; the strings catalogue at the top, which the extension lists as a resource.
    @Test func aSynchronisedFolderIsTheTargetsFilesLessItsExceptions() throws {
        let project = try XcodeProject(contentsOf: Self.handsOff)
        #expect(project.targets.map(\.name) == ["HandsOff", "HandsOffWidgetsExtension"])
        let widgets = try project.target(named: "HandsOffWidgetsExtension")
        #expect(widgets.isAppExtension && widgets.isWidgetExtension)
        #expect(project.widgetExtensions.map(\.name) == ["HandsOffWidgetsExtension"])
        #expect(Self.names(widgets.sources, from: project.folder) == [
            "HandsOffWidgets/ConfigurationAppIntent.swift", "HandsOffWidgets/DefinedColor.swift", "HandsOffWidgets/DefinedMessage.swift",
            "HandsOffWidgets/HandsOffControlWidget/HandsOffConfigurationIntent.swift",
            "HandsOffWidgets/HandsOffControlWidget/HandsOffControlWidget.swift",
            "HandsOffWidgets/HandsOffControlWidget/HandsOffControlWidgetProvider.swift",
            "HandsOffWidgets/HandsOffWidgets.swift", "HandsOffWidgets/HandsOffWidgetsBundle.swift", "HandsOffWidgets/OpenAppIntent.swift",
            "HandsOffWidgets/WidgetRenderingState.swift",
        ])
        #expect(Set(widgets.resources.map(\.bundlePath)) == ["Assets.xcassets", "Localizable.xcstrings"])
        #expect(widgets.infoPlist.map { Self.names([$0], from: project.folder) } == ["HandsOffWidgets/Info.plist"])
        // The app target's own folder is not in the fixture; the three widget files it shares are, as its exceptions list them.
        let app = try project.target(named: "HandsOff")
        #expect(Self.names(app.sources, from: project.folder)
                == ["HandsOffWidgets/DefinedColor.swift", "HandsOffWidgets/DefinedMessage.swift", "HandsOffWidgets/OpenAppIntent.swift"])
        #expect(!app.isWidgetExtension)
    }

    /// Groups and build phases (Xcode 14): the Widgets target's Swift files and resources by their
    /// groups' paths, the localised strings per language, and the local package it links.
    @Test func groupsAndBuildPhasesNameTheTargetsFiles() throws {
        let project = try XcodeProject(contentsOf: Self.foodTruck)
        let widgets = try project.target(named: "Widgets")
        #expect(widgets.isAppExtension)
        // In the Sources phase's order, one of them the app's (a layout the widgets share).
        #expect(Self.names(widgets.sources, from: project.folder) == [
            "Widgets/TruckActivityWidget.swift", "Widgets/Widgets.swift", "Widgets/SegmentedGauge.swift", "Widgets/ParkingSpotAccessory.swift",
            "App/General/FlowLayout.swift", "Widgets/OrdersWidget.swift", "Widgets/TruckActivityAttributes.swift", "Widgets/WidgetColors.swift",
            "Widgets/DailyDonutWidget.swift",
        ])
        #expect(widgets.resources.map(\.bundlePath).contains("Assets.xcassets"))
        #expect(widgets.resources.map(\.bundlePath).contains("ar.lproj/Localizable.strings"), "\(widgets.resources.map(\.bundlePath))")
        #expect(widgets.packages == [XcodePackageProduct(product: "FoodTruckKit",
                                                         source: .local(project.folder.appendingPathComponent("FoodTruckKit").standardizedFileURL))])
    }

    @Test func aMissingTargetOrProjectIsNamed() throws {
        let project = try XcodeProject(contentsOf: Self.handsOff)
        #expect(throws: XcodeProjectError(Self.handsOff.standardizedFileURL.path,
                                          "has no target 'Widgets'; its targets: HandsOff, HandsOffWidgetsExtension")) {
            try project.target(named: "Widgets")
        }
        let missing = Self.fixtures.appendingPathComponent("None.xcodeproj")
        #expect(throws: XcodeProjectError.self) { try XcodeProject(contentsOf: missing) }
    }

    /// The package: the extension's files mirrored under the executable, its catalogue and strings
    /// as bundle resources, WidgetRaster's frameworks, and a manifest that says where it came from.
    @Test func theExtensionPackageMirrorsTheTarget() throws {
        let project = try XcodeProject(contentsOf: Self.handsOff)
        let package = ExtensionPackage(target: try project.target(named: "HandsOffWidgetsExtension"),
                                       widgetRaster: URL(fileURLWithPath: "/checkouts/WidgetRaster"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try package.write(to: folder)
        let sources = folder.appendingPathComponent("Sources/HandsOffWidgetsExtension")
        let bundle = sources.appendingPathComponent("Target/HandsOffWidgetsBundle.swift")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: bundle.path).hasSuffix("HandsOffWidgets/HandsOffWidgetsBundle.swift"))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Target/HandsOffControlWidget/HandsOffControlWidget.swift").path))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources/Assets.xcassets/Contents.json").path))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources/Localizable.xcstrings").path))
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(path: "/checkouts/WidgetRaster")"#))
        #expect(manifest.contains(#".product(name: "WidgetKit", package: "widgetraster")"#))
        #expect(manifest.contains(#"resources: [.copy("Resources")]"#))
        #expect(manifest.contains("from the Xcode target HandsOffWidgetsExtension"))
        // A second write leaves the mirror as it is, and a file the target no longer has goes.
        let stale = sources.appendingPathComponent("Target/Gone.swift")
        try Data("// gone".utf8).write(to: stale)
        try package.write(to: folder)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: bundle.path))
    }

    /// A package folder of the project's own (an Xcode local package) becomes modules of the
    /// extension's package: the targets behind the product the extension links, with the package's
    /// targets they use, built against WidgetRaster's frameworks — its own manifest knows none.
    @Test func aLocalPackageIsCompiledAsModulesOfTheExtensionsPackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-local-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("Shared")
        for (path, text) in [
            ("Package.swift", """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Shared", defaultLocalization: "en",
                    products: [.library(name: "SharedKit", targets: ["Shared"])],
                    targets: [.target(name: "Shared", dependencies: ["Core"], resources: [.process("Media.xcassets")]), .target(name: "Core"),
                              .testTarget(name: "SharedTests", dependencies: ["Shared"])])
                """),
            ("Sources/Core/Core.swift", "public struct Core {}\n"),
            ("Sources/Shared/Badge.swift", "import SwiftUI\npublic struct Badge: View { public var body: some View { Text(\"Hi\") } }\n"),
            ("Sources/Shared/Media.xcassets/Contents.json", "{}\n"),
        ] {
            let url = shared.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let local = try LocalPackage.load(shared)
        #expect(local.targets(of: "SharedKit")?.map(\.name) == ["Core", "Shared"])
        var target = try XcodeProject(contentsOf: Self.handsOff).target(named: "HandsOffWidgetsExtension")
        target.packages = [XcodePackageProduct(product: "SharedKit", source: .local(shared))]
        let package = ExtensionPackage(target: target, widgetRaster: URL(fileURLWithPath: "/checkouts/WidgetRaster"),
                                       localPackages: [shared: local])
        let out = folder.appendingPathComponent("out")
        try package.write(to: out)
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"defaultLocalization: "en""#))
        #expect(manifest.contains(#"path: "Packages/Shared","#) && manifest.contains(#"path: "Packages/Core","#))
        #expect(manifest.contains(#"resources: [.process("Media.xcassets")]"#))
        #expect(manifest.contains(#".target(name: "Core")"#) && manifest.contains(#".target(name: "Shared")"#))
        #expect(!manifest.contains(#".package(path: "\#(shared.path)")"#), "the folder is compiled here, not linked through its manifest")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Packages/Shared/Badge.swift").path))
    }
}
