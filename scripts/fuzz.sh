#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (with AddressSanitizer) and runs one of them over its
# committed corpus. Without a duration it only replays the corpus and the regression inputs.
#
#   bash scripts/fuzz.sh scene            # replay Fuzz/Corpus/scene + Fuzz/Regressions/scene
#   bash scripts/fuzz.sh png 1800         # fuzz the PNG reader for 30 minutes, growing the corpus
#   bash scripts/fuzz.sh scene minimize   # shrink the corpus to the inputs that add coverage
#
# A crash leaves its input in Fuzz/Crashes/; copy it to Fuzz/Regressions/<target>/ once fixed —
# the test suite replays every file there.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:?usage: fuzz.sh scene|png [seconds] [jobs]}"
seconds="${2:-0}"
case "$target" in
    scene) product=FuzzScene; dict=Fuzz/scene.dict ;;
    png) product=FuzzPNG; dict=Fuzz/png.dict ;;
    *) echo "fuzz.sh: unknown target '$target' (expected scene or png)" >&2; exit 2 ;;
esac

bash scripts/setup.sh
(cd Fuzz && swift build -c release --product "$product" --build-path ../.build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
binary=".build-fuzz/release/$product"

corpus="Fuzz/Corpus/$target"
regressions="Fuzz/Regressions/$target"
mkdir -p "$corpus" "$regressions" Fuzz/Crashes
common=(-dict="$dict" -max_len=65536 -rss_limit_mb=2048 -timeout=20 -artifact_prefix=Fuzz/Crashes/)

# Leaks are not what these runs look for (fontconfig keeps caches until exit); memory growth is
# caught by -rss_limit_mb.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
if [ "$seconds" = 0 ]; then
    "$binary" "${common[@]}" -runs=0 "$corpus" "$regressions"
elif [ "$seconds" = minimize ]; then
    rm -rf "$corpus.min" && mkdir "$corpus.min"
    "$binary" "${common[@]}" -merge=1 "$corpus.min" "$corpus"
    rm -rf "$corpus" && mv "$corpus.min" "$corpus"
else
    "$binary" "${common[@]}" -max_total_time="$seconds" -print_final_stats=1 "$corpus" "$regressions"
fi
