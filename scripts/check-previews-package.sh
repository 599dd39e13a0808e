#!/usr/bin/env bash
# `swift package render-previews`, run as a user would: a new package holding the weather
# example and its previews (a timeline #Preview with three entries, a view #Preview, a
# PreviewProvider with a Group of two, all under `#if os(iOS)`), depending on this checkout by path, renders them with the
# one command from a clean state; every image must equal the one this checkout's own build
# draws for the same preview (`widget-previews previews render`, pinned to renderWidget by
# PreviewDiscoveryTests), and `record` then `check` must pass. Linux only; needs `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
name=$(basename "$root")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/WeatherPreviews"
cp Examples/Swift/Widgets/WeatherWidget.swift "$work/Sources/WeatherPreviews/"
# The previews sit in an iOS-only block, as an app's often do: they exist only if the runner
# compiles `#if os(iOS)` as iOS does, and the `#else` stops a build that does not.
{ echo '#if os(iOS)'; cat Examples/Swift/Widgets/WeatherPreviews.swift; printf '#else\n#error("compiled as Linux, not as iOS")\n#endif\n'; } \
  > "$work/Sources/WeatherPreviews/WeatherPreviews.swift"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WeatherPreviews",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "WeatherPreviews", dependencies: [
            .product(name: "SwiftUI", package: "$name"), .product(name: "WidgetKit", package: "$name"),
        ]),
    ]
)
SWIFT
slice=(--devices iphone-393x852 --scales 2 --quiet)
# The runner builds in this checkout's build folder, where WidgetRaster is already compiled.
export WIDGETRASTER_PREVIEWS_BUILD="$root/.build"
kinds=Weather-through-the-day,WeatherPreviews-1,Small,Evening-dark
(cd "$work" && swift package render-previews --out out "${slice[@]}")
.build/debug/widget-previews previews render --out "$work/expected" --widgets "$kinds" "${slice[@]}"
got=$(cd "$work/out" && find . -name '*.png' | sort)
want=$(cd "$work/expected" && find . -name '*.png' | sort)
[ "$got" = "$want" ] || { echo "error: render-previews wrote"$'\n'"$got"$'\n'"expected"$'\n'"$want" >&2; exit 1; }
count=$(echo "$got" | wc -l)
[ "$count" -eq 11 ] || { echo "error: render-previews wrote $count images, expected 11 (6 timeline, 2 + 2 + 1 view previews)" >&2; exit 1; }
while read -r file; do
  cmp -s "$work/out/$file" "$work/expected/$file" || { echo "error: $file differs from this checkout's rendering" >&2; exit 1; }
done <<< "$got"
[ -f "$work/out/index.html" ] || { echo "error: render-previews wrote no gallery" >&2; exit 1; }
(cd "$work" && swift package render-previews record --golden Goldens "${slice[@]}" && swift package render-previews check --golden Goldens "${slice[@]}")
echo "render-previews: $count images of 4 previews (under #if os(iOS)) from a package of its own, equal to this checkout's; record then check passed"
