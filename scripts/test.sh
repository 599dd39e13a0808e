#!/usr/bin/env bash
# Runs every test: unit, layout, rendering, command line and snapshot tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
