// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "WidgetRaster",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WidgetRaster", targets: ["WidgetRaster"]),
        .library(name: "Themes", targets: ["Themes"]),
        .library(name: "WidgetRasterTesting", targets: ["WidgetRasterTesting"]),
        .library(name: "RenderWidgetCommand", targets: ["RenderWidgetCommand"]),
        .executable(name: "render-widget", targets: ["render-widget"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo pangocairo pangoft2 fontconfig freetype2 harfbuzz libpng libdeflate poppler-glib librsvg-2.0",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev", "libpng-dev", "libdeflate-dev",
                              "libpoppler-glib-dev", "librsvg2-dev"])]
        ),
        .target(name: "Themes"),
        // Bitmaps, PNG encoding and decoding, and the image comparison: the bottom layer, which
        // knows nothing of scenes, layout or drawing.
        .target(name: "WidgetRasterImage", dependencies: ["CCairo"]),
        // The scene model and the device size tables: the values every stage above reads. It
        // imports no drawing, text engine or scene-file reading, so nothing in it can reach up.
        .target(name: "WidgetRasterModel", dependencies: ["Themes"]),
        // Text shaped by Pango into glyph outlines, fonts as a set, and SF Symbols' names as outlines:
        // what layout measures and the raster draws.
        .target(name: "WidgetRasterText", dependencies: ["CCairo", "WidgetRasterModel"]),
        // SwiftUI's layout over one job's resolved inputs (images read, the asset catalogue, the
        // environment): the tree of frames the display list is built from. It reads no file.
        .target(name: "WidgetRasterLayout", dependencies: ["Themes", "WidgetRasterImage", "WidgetRasterModel", "WidgetRasterText"]),
        // The laid-out tree as drawing instructions for one variant: colours resolved, text shaped,
        // redaction, the accented modes' glass. Pure values; nothing is drawn here.
        .target(name: "WidgetRasterDisplayList", dependencies: ["Themes", "WidgetRasterModel", "WidgetRasterText", "WidgetRasterLayout"]),
        // The display list drawn through Cairo at a scale into a Bitmap: the C wrappers live here and in
        // WidgetRasterText, and nothing above sees a Cairo pointer.
        .target(name: "WidgetRasterCairo", dependencies: ["CCairo", "Themes", "WidgetRasterImage", "WidgetRasterModel", "WidgetRasterText",
                                                          "WidgetRasterLayout", "WidgetRasterDisplayList"]),
        .target(
            name: "WidgetRaster",
            dependencies: ["CCairo", "Themes", "Yams", "WidgetRasterImage", "WidgetRasterModel", "WidgetRasterText", "WidgetRasterLayout",
                           "WidgetRasterDisplayList", "WidgetRasterCairo"]
        ),
        .target(name: "WidgetRasterTesting", dependencies: ["WidgetRaster"]),
        .target(
            name: "RenderWidgetCommand",
            dependencies: ["WidgetRaster", "WidgetRasterXcode", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // A widget extension of an Xcode project as a Swift package that builds it against WidgetRaster
        // (`render-widget xcode`): the project file read, the target's sources mirrored as iOS compiles them.
        .target(name: "WidgetRasterXcode", dependencies: ["WidgetRasterIOSSources"]),
        // `#if os(iOS)` branches compiled as on iOS: a mirror of an app's sources with its platform
        // conditions rewritten, which `render-previews`, `render-widget xcode` and the corpus harness build.
        .target(name: "WidgetRasterIOSSources"),
        .testTarget(name: "XcodeProjectTests", dependencies: ["WidgetRasterXcode"], exclude: ["Fixtures"]),
        .executableTarget(name: "render-widget", dependencies: ["RenderWidgetCommand"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes"]),
        .testTarget(name: "WidgetRasterTests", dependencies: ["WidgetRaster", "WidgetRasterImage", "WidgetRasterModel", "WidgetRasterText", "WidgetRasterLayout",
                                                                     "WidgetRasterDisplayList", "WidgetRasterCairo", "Yams"], exclude: ["Fixtures"]),
        // What tests share: running a program to its end within a time limit.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RenderWidgetTests", dependencies: ["render-widget", "WidgetRaster", "TestSupport"]),
        .testTarget(
            name: "Snapshots",
            dependencies: ["WidgetRaster", "WidgetRasterTesting"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v5]
)

#if os(Linux)
// A widget's own SwiftUI code compiles unchanged on Linux against these: modules named SwiftUI and
// WidgetKit, SwiftUI-shaped, that build WidgetRaster's scene model. On macOS Apple's frameworks stand there.
package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "Intents", targets: ["Intents"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "AlarmKit", targets: ["AlarmKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "CoreImage", targets: ["CoreImage"]),
    .library(name: "SwiftData", targets: ["SwiftData"]),
    .library(name: "HealthKit", targets: ["HealthKit"]),
    .library(name: "CoreData", targets: ["CoreData"]),
    .library(name: "EventKit", targets: ["EventKit"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "Photos", targets: ["Photos"]),
    .library(name: "FamilyControls", targets: ["FamilyControls"]),
    .library(name: "ManagedSettings", targets: ["ManagedSettings"]),
    .library(name: "IntentsUI", targets: ["IntentsUI"]),
    .library(name: "RenderWidgetCommandSwiftUI", targets: ["RenderWidgetCommandSwiftUI"]),
]
// Packages built beside these see them through `canImport`: Yams (which WidgetRaster links)
// extends YAMLDecoder with Combine's TopLevelDecoder, and swift-custom-dump (linked by the snapshot
// helpers) UTType, Core Location's and Core Image's types, whenever those modules exist when they compile.
// WidgetRaster depends on them, so every program that links those packages links what they then refer to.
for target in package.targets where target.name == "WidgetRaster" {
    target.dependencies += ["Combine", "UniformTypeIdentifiers", "CoreLocation", "CoreImage"]
}
// The snapshot helpers take Swift views and widgets too (code under WIDGETRASTER_SWIFTUI).
for target in package.targets where target.name == "WidgetRasterTesting" {
    target.dependencies.append("WidgetKit")
    target.swiftSettings = (target.swiftSettings ?? []) + [.define("WIDGETRASTER_SWIFTUI")]
}
package.products += [.executable(name: "widget-previews", targets: ["widget-previews"])]
// `swift package render-previews` in a package that depends on this one: every #Preview and PreviewProvider, rendered.
package.products += [.plugin(name: "RenderPreviews", targets: ["RenderPreviews"])]
package.targets += [.plugin(name: "RenderPreviews", capability: .command(intent: .custom(
    verb: "render-previews", description: "Render every #Preview and PreviewProvider of this package's SwiftUI targets to PNGs")))]
// `#Preview` in widget files: a macro that registers each preview for `render-previews` and `assertPreviewSnapshots`.
package.dependencies += [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")]
// `assertSnapshot(of: view, as: .widget(family:))` for teams on pointfreeco/swift-snapshot-testing, in a product of its own.
package.dependencies += [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")]
package.products += [.library(name: "WidgetRasterSnapshotTesting", targets: ["WidgetRasterSnapshotTesting"])]
// The mirror's command line, which `render-previews` and the corpus harness run.
package.products += [.executable(name: "ios-sources", targets: ["ios-sources"])]
package.targets += [
    .executableTarget(name: "ios-sources", dependencies: [
        "WidgetRasterIOSSources", .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ]),
    .testTarget(name: "IOSSourcesTests", dependencies: ["WidgetRasterIOSSources"]),
]
package.targets += [
    .macro(name: "WidgetRasterMacros", dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ]),
    .target(name: "SwiftUI", dependencies: ["WidgetRaster", "Themes", "AppIntents", "WidgetRasterMacros", "Combine", "CoreGraphicsTypes"]),
    // `import UIKit` for UIColor and UIImage, which SwiftUI brings as on iOS, and Core Image.
    .target(name: "UIKit", dependencies: ["SwiftUI", "CoreImage", "WidgetRaster"]),
    .target(name: "AppIntents"),
    // SiriKit's intents, for widgets configured with an `.intentdefinition` (IntentConfiguration).
    .target(name: "Intents"),
    // The unified log (`Logger`, `os_log`), which widget code writes to. No module is named `os`:
    // packages this one builds with (ArgumentParser's lock, IssueReporting) read `canImport(os)` as
    // Darwin. Every target's `canImport` sees a module named like Apple's, so each one here offers
    // what such checks expect of it (Combine: Yams's `TopLevelDecoder`; UTType: `identifier`).
    .target(name: "OSLog"),
    // Live Activities' attributes, for ActivityConfiguration (compiled, not drawn).
    .target(name: "ActivityKit"),
    .target(name: "AlarmKit"),
    // File and drag types (UTType), which app model code shared with widgets names.
    .target(name: "UniformTypeIdentifiers"),
    // Publishers, subjects and ObservableObject, as widget providers use them (Linux has no Combine).
    .target(name: "Combine"),
    // Locations and a location manager with no fix, for weather and transit widgets' providers.
    .target(name: "CoreLocation"),
    // Images, filters and a context to read pixels back, as widget code averages an image's colour.
    .target(name: "CoreImage", dependencies: ["CoreGraphicsTypes"]),
    // Core Graphics' bitmap types (CGColorSpace, CGBitmapInfo), which SwiftUI and Core Image bring
    // on iOS: a module of their own under another name, as Swift Testing declares an overlay for
    // `CoreGraphics` (and `CoreImage`) that does not exist here.
    .target(name: "CoreGraphicsTypes"),
    // Models (`@Model`), containers and contexts, in memory, as widget providers fetch what they show.
    .target(name: "SwiftData", dependencies: ["WidgetRasterMacros", "SwiftUI"]),
    // Health data as widget code asks for it: a store with no data, quantity types, statistics queries.
    .target(name: "HealthKit"),
    .target(name: "CoreData"),
    .target(name: "EventKit"),
    // Audio sessions and players, which an audio-playback intent configures: nothing sounds in a rendering.
    .target(name: "AVFoundation"),
    // Map geometry and the map snapshotter, whose snapshot fails offline so a widget draws its fallback.
    // UIImage and UITraitCollection (a snapshot's image and traits) live in this package's SwiftUI.
    .target(name: "MapKit", dependencies: ["CoreLocation", "SwiftUI"]),
    // The photo library as a widget extension finds it with no access: fetches come back empty.
    .target(name: "Photos", dependencies: ["CoreLocation", "SwiftUI"]),
    // Screen Time authorization, never granted in a rendering, and the selections its tokens form.
    .target(name: "FamilyControls", dependencies: ["ManagedSettings", "Combine"]),
    .target(name: "ManagedSettings"),
    // The Add to Siri button, a view of the app's, which a widget never shows.
    .target(name: "IntentsUI", dependencies: ["Intents", "SwiftUI"]),
    // swift-custom-dump, which SnapshotTesting links, describes Photos' authorization types when
    // `canImport(Photos)`: the helpers link Photos, so every program linking custom-dump does.
    .target(name: "WidgetRasterSnapshotTesting", dependencies: [
        "SwiftUI", "WidgetKit", "WidgetRaster", "Photos", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ]),
    .target(name: "Charts", dependencies: ["SwiftUI", "WidgetRaster"]),
    // `@main` on a widget or widget bundle runs the command line over it, so WidgetKit carries it.
    .target(name: "WidgetKit", dependencies: ["SwiftUI", "AppIntents", "WidgetRaster", "Themes", "WidgetRasterMacros", "RenderWidgetCommand", "Intents", "ActivityKit",
                                              "CFixedClock"]),
    // The wall clock an app's code reads while it is rendered (`Date()` at the render's fixed "now"):
    // clock_gettime and gettimeofday defined in the program, in front of the C library's.
    .target(name: "CFixedClock"),
    // The name `RenderWidgetCommand.main(widgets:)` was first published under; it re-exports WidgetKit.
    .target(name: "RenderWidgetCommandSwiftUI", dependencies: ["RenderWidgetCommand", "WidgetKit"]),
    // Widgets written as apps write them, and the command line over them (`swift run widget-previews render`).
    .target(name: "SwiftExamples", dependencies: ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "Charts"], path: "Examples/Swift/Widgets"),
    .executableTarget(name: "widget-previews", dependencies: ["SwiftExamples", "RenderWidgetCommandSwiftUI"], path: "Examples/Swift/Previews"),
    .testTarget(name: "SwiftUIFrontDoorTests",
                dependencies: ["SwiftUI", "WidgetKit", "Charts", "WidgetRaster", "WidgetRasterTesting", "SwiftExamples", "widget-previews",
                               "WidgetRasterSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"), "UIKit", "Intents", "OSLog",
                               "CoreLocation", "CoreImage", "ActivityKit", "AlarmKit", "SwiftData", "HealthKit", "CoreData", "EventKit", "AVFoundation", "MapKit", "Photos",
                               "FamilyControls", "ManagedSettings", "IntentsUI", "TestSupport"],
                exclude: ["__Snapshots__"]),
]
#endif
