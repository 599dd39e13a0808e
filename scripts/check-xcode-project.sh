#!/usr/bin/env bash
# `render-widget xcode`, run as a team would on its own project: a real app's Xcode project
# (Tests/XcodeProjectTests/Fixtures/HandsOff, Xcode 16 with folders kept in sync) has its widget
# extension read from the project file, built against this checkout and rendered by its own
# @main — its widgets and its control, every family it declares. Where the real-widget harness
# drew the same app from the same files (out/realwidgets/HandsOff), every image must be the same
# bytes. Linux only; needs `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/xcode/HandsOff
rm -rf "$out"
# The package builds in this checkout's build folder, where WidgetRaster is already compiled.
.build/debug/render-widget xcode Tests/XcodeProjectTests/Fixtures/HandsOff/HandsOff.xcodeproj \
  --package-dir .build/xcode-fixtures/HandsOff --scratch-path .build -- \
  render --devices iphone-393x852 --scales 2 --out "$out" --quiet
count=$(find "$out" -name '*.png' | wc -l)
# It ran as iOS runs it: from a folder of its own, with the target's Info.plist beside it.
plist=.build/xcode-fixtures/HandsOff/run/Info.plist
grep -q 'com.apple.widgetkit-extension' "$plist" || { echo "xcode project: no Info.plist beside the extension at $plist" >&2; exit 1; }
kinds=$(cd "$out" && find . -mindepth 1 -maxdepth 1 -type d | sort | tr '\n' ' ')
if [ "$count" -ne 12 ] || [ "$kinds" != "./HandsOffControlWidget ./HandsOffWidgets " ]; then
  echo "xcode project: expected 12 images of HandsOffWidgets and HandsOffControlWidget, got $count of $kinds" >&2
  exit 1
fi
compared=0
if [ -d out/realwidgets/HandsOff ]; then
  while IFS= read -r image; do
    twin="out/realwidgets/HandsOff/${image#"$out"/}"
    [ -f "$twin" ] || continue
    cmp -s "$image" "$twin" || { echo "xcode project: $image differs from the harness's $twin" >&2; exit 1; }
    compared=$((compared + 1))
  done < <(find "$out" -name '*.png')
fi
echo "xcode project: HandsOff's widget extension built from its Xcode project, $count images ($compared the same bytes as the harness's)"
