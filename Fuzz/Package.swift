// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the scene decoder and the PNG/golden reader. Built and run by
// `scripts/fuzz.sh`, which passes `-sanitize=fuzzer,address` (and links with lld).
let package = Package(
    name: "WidgetRasterFuzz",
    dependencies: [.package(name: "WidgetRaster", path: "..")],
    targets: [
        .executableTarget(name: "FuzzScene", dependencies: [.product(name: "WidgetRaster", package: "WidgetRaster")]),
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "WidgetRaster", package: "WidgetRaster")]),
    ],
    swiftLanguageModes: [.v5]
)
