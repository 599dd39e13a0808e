#!/usr/bin/env bash
# The layouts the README gives for a widget extension's package, run as a user would, in a new
# package that depends on this checkout by path, with no `public` added:
# 1. its folder as an executable target (its `@main` widget bundle is the program): `swift run`
#    renders through the bundle's @main, `swift package render-previews` renders its previews, and
#    `swift test` links the executable's module into the tests and passes its goldens;
# 2. its folder as a library target with `@main`, with the README's one setting that names its
#    entry point (SwiftPM does that only for executables): render-previews and `swift test` pass;
# 3. a library target of the widget files and an executable target holding the bundle, which
#    reaches the library's internal types with `@testable import` (debug builds): all three pass.
# Linux only; needs `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
name=$(basename "$root")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/WeatherWidgets" "$work/Tests/WeatherWidgetsTests/__Snapshots__"
cp Examples/Swift/Widgets/WeatherWidget.swift Examples/Swift/Widgets/WeatherPreviews.swift "$work/Sources/WeatherWidgets/"
cat > "$work/Sources/WeatherWidgets/WeatherBundle.swift" <<'SWIFT'
import SwiftUI
import WidgetKit

@main
struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
    }
}
SWIFT
cat > "$work/Tests/WeatherWidgetsTests/WeatherWidgetTests.swift" <<'SWIFT'
import SwiftUI
import Testing
import WidgetKit
import WidgetRasterTesting
@testable import WeatherWidgets

@Test func weather() {
    assertWidgetSnapshot(of: WeatherWidget(), families: [.systemSmall], devices: ["iphone-393x852"], scales: [2], variants: [.light, .dark])
}
SWIFT
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "WeatherWidgets",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "WeatherWidgets", dependencies: [
            .product(name: "SwiftUI", package: "$name"), .product(name: "WidgetKit", package: "$name"),
        ]),
        .testTarget(name: "WeatherWidgetsTests", dependencies: [
            "WeatherWidgets", .product(name: "WidgetRasterTesting", package: "$name"),
            .product(name: "SwiftUI", package: "$name"), .product(name: "WidgetKit", package: "$name"),
        ], exclude: ["__Snapshots__"]),
    ]
)
SWIFT
cd "$work"
scratch=(--scratch-path "$root/.build")
slice=(--devices iphone-393x852 --scales 2 --quiet)
# The package's tests run twice: the first records the goldens, the second must match them.
# Prints how many goldens were recorded; a failing second run stops the script.
goldens_recorded_then_matched() {
  swift build "${scratch[@]}" --build-tests -q >&2
  WIDGETRASTER_RECORD=missing CI= swift test "${scratch[@]}" --skip-build -q >/dev/null 2>&1 || true
  find Tests/WeatherWidgetsTests/__Snapshots__ -name '*.png' | wc -l
  CI=true swift test "${scratch[@]}" --skip-build -q >&2
}
# render-previews builds its runner where WidgetRaster is already built (WIDGETRASTER_PREVIEWS_BUILD,
# as a CI job does) and must compile nothing of WidgetRaster there: no object file of its modules is newer
# than the mark made before it ran.
previews_compiling_nothing_of_widgetraster() {
  touch "$work/.before-previews"
  WIDGETRASTER_PREVIEWS_BUILD="$root/.build" swift package render-previews "$@"
  local rebuilt
  rebuilt=$(find "$root/.build/debug/" -path '*/WidgetRaster*.build/*.o' -newer "$work/.before-previews" | wc -l)
  if [ "$rebuilt" -ne 0 ]; then
    echo "error: render-previews compiled $rebuilt object files of WidgetRaster again" >&2
    exit 1
  fi
}
# 1. The bundle's @main is the program.
swift build "${scratch[@]}" --product WeatherWidgets -q
"$root/.build/debug/WeatherWidgets" render --out out/app "${slice[@]}"
app=$(find out/app -name '*.png' | wc -l)
# 2. Its previews, from the executable target.
previews_compiling_nothing_of_widgetraster --out out/previews "${slice[@]}"
previews=$(find out/previews -name '*.png' | wc -l)
# 3. Its tests.
goldens=$(goldens_recorded_then_matched)
if [ "$app" -eq 0 ] || [ "$previews" -eq 0 ] || [ "$goldens" -ne 2 ]; then
  echo "error: the executable layout drew $app images through @main, $previews previews and $goldens goldens (expected 2)" >&2
  exit 1
fi
# 2. The same folder as a library target whose @main gets an entry point of its own.
perl -0pi -e 's/\.executableTarget\(name: "WeatherWidgets", dependencies: \[(.*?)\n        \]\),/.target(name: "WeatherWidgets", dependencies: [$1\n        ], swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "WeatherWidgets_main"])]),/s' Package.swift
grep -q 'WeatherWidgets_main' Package.swift || { echo "error: the manifest was not turned into a library" >&2; exit 1; }
rm -rf out/previews Tests/WeatherWidgetsTests/__Snapshots__/*
previews_compiling_nothing_of_widgetraster --out out/previews "${slice[@]}"
library_previews=$(find out/previews -name '*.png' | wc -l)
library_goldens=$(goldens_recorded_then_matched)
if [ "$library_previews" -ne "$previews" ] || [ "$library_goldens" -ne 2 ]; then
  echo "error: the library layout drew $library_previews previews (expected $previews) and $library_goldens goldens (expected 2)" >&2
  exit 1
fi
# 3. The widget files as a library, the bundle as an executable beside it.
mkdir -p Sources/WeatherApp
{ echo '@testable import WeatherWidgets'; cat Sources/WeatherWidgets/WeatherBundle.swift; } > Sources/WeatherApp/WeatherBundle.swift
rm Sources/WeatherWidgets/WeatherBundle.swift
perl -0pi -e 's/, swiftSettings: \[\.unsafeFlags\(\[[^\]]*\]\)\]\),/),\n        .executableTarget(name: "WeatherApp", dependencies: [\n            "WeatherWidgets", .product(name: "SwiftUI", package: "'"$name"'"), .product(name: "WidgetKit", package: "'"$name"'"),\n        ]),/s' Package.swift
grep -q '"WeatherApp"' Package.swift || { echo "error: the manifest was not given the executable target" >&2; exit 1; }
rm -rf out Tests/WeatherWidgetsTests/__Snapshots__/*
swift build "${scratch[@]}" --product WeatherApp -q
"$root/.build/debug/WeatherApp" render --out out/app "${slice[@]}"
split_app=$(find out/app -name '*.png' | wc -l)
previews_compiling_nothing_of_widgetraster --target WeatherWidgets --out out/previews "${slice[@]}"
split_previews=$(find out/previews -name '*.png' | wc -l)
split_goldens=$(goldens_recorded_then_matched)
if [ "$split_app" -ne "$app" ] || [ "$split_previews" -ne "$previews" ] || [ "$split_goldens" -ne 2 ]; then
  echo "error: the library + executable layout drew $split_app images (expected $app), $split_previews previews (expected $previews)" \
    "and $split_goldens goldens (expected 2)" >&2
  exit 1
fi
echo "package layout: one executable target — $app images through its @main, $previews previews, $goldens goldens recorded and matched;" \
  "a library target with @main — $library_previews previews, $library_goldens goldens;" \
  "a library with an executable beside it — $split_app images, $split_previews previews, $split_goldens goldens;" \
  "render-previews compiled nothing of WidgetRaster in any"
