#!/usr/bin/env bash
# Runs every test: unit, layout, rendering, command line, gallery (headless Chromium) and snapshot tests.
# A GLib, Pango, Cairo or fontconfig warning anywhere in the run fails it: GLib/Pango ones stop the
# process at once (WIDGETRASTER_NATIVE_LOG=fatal), fontconfig's (printed straight to stderr) are
# found in the log afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
bash scripts/setup.sh --with-browser
echo "test.sh: set-up took $((SECONDS - started)) s"
started=$SECONDS
swift build --build-tests
echo "test.sh: swift build took $((SECONDS - started)) s"
export WIDGETRASTER_NATIVE_LOG=fatal
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
# Runs one phase of the test run and says how long it took (CI's log shows where the time goes).
phase() {
  local name=$1 start=$SECONDS code=0
  shift
  "$@" 2>&1 | tee -a "$log" || code=$?
  echo "test.sh: $name took $((SECONDS - start)) s"
  [ "$code" -eq 0 ] || status=$code
}
# The README's widget example, `swift package render-previews` and the real-widget corpus, each in a
# package of its own that builds in this checkout's .build, where WidgetRaster is already compiled
# (a full run only).
if [ "$(uname -s)" = Linux ] && [ $# -eq 0 ]; then
  phase "the README widget example" bash scripts/check-readme-widget.sh
  phase "the previews package" bash scripts/check-previews-package.sh
  # The README's recommended layout: an executable target, run through its @main, previewed and tested.
  phase "the package layout" bash scripts/check-package-layouts.sh
  # Real apps' widget extensions, compiled unchanged and rendered (where ../shared/realwidgets is).
  phase "the real-widget corpus" bash scripts/check-realwidgets.sh
  # A real app's widget extension built from its Xcode project (`render-widget xcode`), after the
  # corpus so its images can be compared with the harness's drawing of the same files.
  phase "the Xcode project" bash scripts/check-xcode-project.sh
  # The fuzz targets (a package of their own, on the public API) compile; linking needs
  # libFuzzer, which scripts/fuzz.sh brings.
  # The GitHub Actions recipe (.github/workflows/widgets.yml and scripts/widgets-ci.sh) runs.
  phase "the CI recipe" bash scripts/check-ci-recipe.sh
  phase "the fuzz targets" bash -c 'for target in FuzzScene FuzzPNG; do
    swift build --package-path Fuzz --scratch-path .build --target "$target" -q || exit 1; done'
fi
# The API inventory (docs/api-inventory.md) says what the code says.
if [ $# -eq 0 ]; then phase "the API inventory" python3 scripts/api-inventory.py --check; fi
# The Apple API checklist (docs/apple-api.md): each call of Apple's declarations type-checked against
# this build's modules, with the same result as when the report was written.
if [ $# -eq 0 ]; then phase "the Apple API checklist" python3 scripts/apple-api.py --check; fi
# A test run that hangs is ended after 25 minutes (a full one takes about 4 here) with every
# thread's stack printed, and run once more: CI then says where it hung, and a one-off stall does
# not cost the whole run. Output is line-buffered so the log shows the tests that had started.
swift_test() {
  local code=0
  stdbuf -oL -eL bash scripts/watchdog.sh 1500 swift test --skip-build "$@" || code=$?
  if [ "$code" -eq 124 ]; then
    echo "test.sh: swift test hung (its stacks are above); running it once more" >&2
    code=0
    stdbuf -oL -eL bash scripts/watchdog.sh 1500 swift test --skip-build "$@" || code=$?
  fi
  return "$code"
}
phase "swift test" swift_test "$@"
native=$(grep -E '(^|[^A-Za-z])(Fontconfig (warning|error)|[A-Za-z-]+-(WARNING|CRITICAL) \*\*|WidgetRaster: native )' "$log" | head -5 || true)
if [ -n "$native" ]; then
  echo "error: the test run printed native library warnings (each is a failed C call):" >&2
  echo "$native" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
