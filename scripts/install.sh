#!/usr/bin/env bash
# Installs render-widget into PREFIX: the executable in PREFIX/bin and the bundled fonts (with
# their licences) in PREFIX/share/widgetraster/Fonts, where the executable looks first. The copy
# runs from anywhere, without this checkout.
#
#   bash scripts/install.sh PREFIX [--configuration release|debug] [--skip-build]
#
# Release builds link the Swift runtime statically, so the copy also runs where no Swift
# toolchain is installed (it still needs Cairo, Pango, fontconfig, libpng, libdeflate, poppler-glib and librsvg).
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { echo "usage: bash scripts/install.sh PREFIX [--configuration release|debug] [--skip-build]" >&2; exit 2; }
[ $# -ge 1 ] || usage
prefix=$1; shift
configuration=release
build=1
while [ $# -gt 0 ]; do
  case $1 in
    --configuration) [ $# -ge 2 ] || usage; configuration=$2; shift 2 ;;
    --skip-build) build=0; shift ;;
    *) usage ;;
  esac
done
case $configuration in release|debug) ;; *) usage ;; esac
if [ "$build" = 1 ]; then
  bash scripts/setup.sh
  flags=()
  [ "$configuration" = release ] && flags+=(--static-swift-stdlib)
  swift build -c "$configuration" --product render-widget "${flags[@]}"
fi
binary=".build/$configuration/render-widget"
[ -x "$binary" ] || { echo "error: $binary not found; run without --skip-build" >&2; exit 1; }
mkdir -p "$prefix/bin" "$prefix/share/widgetraster"
# Replace, never half-write: copy beside, then move into place.
cp "$binary" "$prefix/bin/.render-widget.tmp.$$"
if [ "$configuration" = release ] && command -v strip >/dev/null 2>&1; then strip "$prefix/bin/.render-widget.tmp.$$"; fi
mv -f "$prefix/bin/.render-widget.tmp.$$" "$prefix/bin/render-widget"
rm -rf "$prefix/share/widgetraster/.Fonts.tmp.$$"
cp -R Assets/Fonts "$prefix/share/widgetraster/.Fonts.tmp.$$"
# The emoji font comes from Debian's package (scripts/setup.sh); the installed copy carries its own.
emoji=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
if [ -f "$emoji" ]; then cp "$emoji" "$prefix/share/widgetraster/.Fonts.tmp.$$/"; else echo "warning: $emoji missing: emoji will not draw" >&2; fi
rm -rf "$prefix/share/widgetraster/Fonts"
mv "$prefix/share/widgetraster/.Fonts.tmp.$$" "$prefix/share/widgetraster/Fonts"
cp Examples/widget.schema.json "$prefix/share/widgetraster/widget.schema.json"
echo "installed $prefix/bin/render-widget and its fonts in $prefix/share/widgetraster/Fonts"
"$prefix/bin/render-widget" --version
