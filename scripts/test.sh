#!/usr/bin/env bash
# Runs every test: unit, layout, rendering, command line, gallery (headless Chromium) and snapshot tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --with-browser
swift build --build-tests
swift test --skip-build "$@"
