#!/usr/bin/env bash
# Runs every test: unit, layout, rendering, command line, gallery (headless Chromium) and snapshot tests.
# A GLib, Pango, Cairo or fontconfig warning anywhere in the run fails it: GLib/Pango ones stop the
# process at once (WIDGETRASTER_NATIVE_LOG=fatal), fontconfig's (printed straight to stderr) are
# found in the log afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --with-browser
swift build --build-tests
export WIDGETRASTER_NATIVE_LOG=fatal
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
# The README's widget example, `swift package render-previews` and the real-widget corpus, each in a
# package of its own (a full run only).
if [ "$(uname -s)" = Linux ] && [ $# -eq 0 ]; then
  bash scripts/check-readme-widget.sh 2>&1 | tee "$log" || status=$?
  bash scripts/check-previews-package.sh 2>&1 | tee -a "$log" || status=$?
  # Real apps' widget extensions, compiled unchanged and rendered (where ../shared/realwidgets is).
  bash scripts/check-realwidgets.sh 2>&1 | tee -a "$log" || status=$?
fi
# The API inventory (docs/api-inventory.md) says what the code says.
if [ $# -eq 0 ]; then python3 scripts/api-inventory.py --check 2>&1 | tee -a "$log" || status=$?; fi
swift test --skip-build "$@" 2>&1 | tee -a "$log" || status=$?
native=$(grep -E '(^|[^A-Za-z])(Fontconfig (warning|error)|[A-Za-z-]+-(WARNING|CRITICAL) \*\*|WidgetRaster: native )' "$log" | head -5 || true)
if [ -n "$native" ]; then
  echo "error: the test run printed native library warnings (each is a failed C call):" >&2
  echo "$native" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
