#!/usr/bin/env bash
# Measures WidgetRaster beside the references in ../shared/bench, in one run on one machine:
#   1. render-widget bench (release build): the large weather widget @3x by stage, the full
#      example matrix at -j1 and -jN, and verifying an unchanged suite;
#   2. shared/bench/limit.c: the floor — Cairo + Pango raster and the best PNG encoders in C;
#   3. shared/bench/peer_chromium.py: a warm headless Chromium screenshotting the same widget.
# Quote ratios between these figures, not absolute times. Needs ../shared beside the repository;
# installs libspng-dev and, for the peer, chromium and Playwright (skipped with --no-peer).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bench=../shared/bench
peer=1
[ "${1:-}" = "--no-peer" ] && peer=0

sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
need=(libspng-dev)
[ $peer = 1 ] && need+=(chromium)
missing=()
for p in "${need[@]}"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p"); done
if ((${#missing[@]})); then
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

swift build -c release --product render-widget
echo "== WidgetRaster"
.build/release/render-widget bench "${@:2}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "== C floor (shared/bench/limit.c)"
gcc -O2 -o "$work/limit" "$bench/limit.c" $(pkg-config --cflags --libs pangocairo cairo libpng spng libdeflate) -lm
"$work/limit" 15 3 "$work/limit.png"

if [ $peer = 1 ]; then
  echo "== headless Chromium peer (shared/bench/peer_chromium.py)"
  python3 -c "import playwright" 2>/dev/null || pip install -q playwright
  python3 "$bench/peer_chromium.py" 15
fi
