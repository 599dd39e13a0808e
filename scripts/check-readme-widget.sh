#!/usr/bin/env bash
# The README's "Your widget's own code" example, checked as a user would run it: its two files
# go, unchanged, into a new package that depends on this checkout by path; the package builds,
# its snapshot test records the goldens, then passes against them (also with CI=true). Linux only.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
name=$(basename "$root")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/WeatherWidgets" "$work/Sources/CoreExample" "$work/Tests/WeatherWidgetsTests/__Snapshots__"
python3 - "$root/README.md" "$work" "$root" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.findall(r"```swift\n(// (Sources/WeatherWidgets/\S+|Tests/WeatherWidgetsTests/\S+)[^\n]*\n.*?)```", text, re.S)
if len(blocks) != 2:
    sys.exit(f"README.md: expected the widget file and its test in the 'Your widget's own code' section, found {len(blocks)}")
for body, path in blocks:
    open(f"{sys.argv[2]}/{path}", "w").write(body)
# The "Swift" section's program over the core model, as a command-line target of its own.
core = re.findall(r"```swift\n((?:import Foundation\n)?import WidgetRaster\n.*?)```", text, re.S)
if len(core) != 1:
    sys.exit(f"README.md: expected one program starting 'import WidgetRaster' in the 'Swift' section, found {len(core)}")
open(f"{sys.argv[2]}/Sources/CoreExample/main.swift", "w").write(core[0])
# The package's manifest, as the README gives it: WidgetRaster is this checkout (its folder names
# the package), and the core program is one more target.
manifests = re.findall(r"```swift\n(// swift-tools-version:[^\n]*\n.*?name: \"WeatherWidgets\".*?)```", text, re.S)
if len(manifests) != 1:
    sys.exit(f"README.md: expected the WeatherWidgets Package.swift in the 'Your widget's own code' section, found {len(manifests)}")
manifest = manifests[0]
name = sys.argv[3].rstrip("/").split("/")[-1]
for old, new in [('.package(path: "../WidgetRaster")', f'.package(path: "{sys.argv[3]}")'),
                 ('package: "WidgetRaster"', f'package: "{name}"'),
                 ('    targets: [\n', f'    targets: [\n        .executableTarget(name: "CoreExample", dependencies: [.product(name: "WidgetRaster", package: "{name}")]),\n')]:
    if old not in manifest:
        sys.exit(f"README.md: the WeatherWidgets Package.swift no longer has {old.strip()!r}")
    manifest = manifest.replace(old, new)
open(f"{sys.argv[2]}/Package.swift", "w").write(manifest)
PY
cd "$work"
# The checkout's own build folder: WidgetRaster compiles with the same commands as a dependency,
# so only the new package's files are compiled (a cold CI run would build the library again).
scratch=(--scratch-path "$root/.build")
swift build "${scratch[@]}" --build-tests -q
# First run records the goldens (and reports them as recorded), the second compares.
WIDGETRASTER_RECORD=missing CI= swift test "${scratch[@]}" --skip-build -q >/dev/null 2>&1 || true
count=$(find Tests/WeatherWidgetsTests/__Snapshots__ -name '*.png' | wc -l)
[ "$count" -eq 8 ] || { echo "error: the README example recorded $count goldens, expected 8" >&2; exit 1; }
CI=true swift test "${scratch[@]}" --skip-build -q
# The core model's program uses only public API, and writes the PNG it says it writes.
"$root/.build/debug/CoreExample"
[ -s weather.png ] || { echo "error: the README's Swift program wrote no weather.png" >&2; exit 1; }
echo "README widget example: builds in a package depending on WidgetRaster by path; $count goldens recorded and matched;" \
  "the Swift section's program builds and writes weather.png"
