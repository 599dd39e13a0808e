#!/usr/bin/env bash
# Renders every example widget over the full matrix (every family × device × @1x/@2x/@3x ×
# light/dark) into out/examples, with manifest.json and the gallery (index.html) showing each
# image's guideline findings. Extra arguments go to `render-widget render`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product render-widget
.build/release/render-widget render Examples --out out/examples --lint "$@"
