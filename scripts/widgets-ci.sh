#!/usr/bin/env bash
# The CI recipe for widget images, one step per call, as .github/workflows/widgets.yml runs it on
# GitHub Actions and scripts/test.sh runs it here:
#   bash scripts/widgets-ci.sh build              # the render-widget tool ($CONFIG: release, or debug)
#   bash scripts/widgets-ci.sh render 2/4         # one shard of the images, into $OUT/shard-2
#   bash scripts/widgets-ci.sh merge              # every $OUT/shard-* into $OUT/widgets, as one run writes it
#   bash scripts/widgets-ci.sh check              # goldens in $GOLDEN (JUnit report), and the lint (SARIF)
# $SCENES (default Examples) is what is rendered: scene files, folders of them.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-release}
out=${OUT:-out/ci}
golden=${GOLDEN:-Goldens}
read -r -a scenes <<< "${SCENES:-Examples}"
tool() { "$(swift build -c "$config" --show-bin-path)/render-widget" "$@"; }

case "${1:-}" in
  build)
    bash scripts/setup.sh
    swift build -c "$config" --product render-widget
    ;;
  render)
    shard=${2:?usage: widgets-ci.sh render I/N}
    index=${shard%/*}
    tool render "${scenes[@]}" --shard "$shard" --out "$out/shard-$index" --quiet
    ;;
  merge)
    shopt -s nullglob
    shards=("$out"/shard-*)
    if ((${#shards[@]} == 0)); then echo "error: no shard folders in $out (run 'render I/N' first)" >&2; exit 2; fi
    tool merge "${shards[@]}" --out "$out/widgets"
    ;;
  check)
    status=0
    # Findings as SARIF for code scanning; errors fail the step, after the goldens are checked.
    tool lint "${scenes[@]}" --sarif "$out/lint.sarif" > "$out/lint.txt" || status=$?
    if [ -d "$golden" ]; then
      tool check "${scenes[@]}" --golden "$golden" --junit "$out/junit.xml" --diff-dir "$out/diffs" || status=$?
    else
      echo "no golden folder at $golden: record one with 'render-widget record ${scenes[*]} --golden $golden'" >&2
    fi
    exit "$status"
    ;;
  *)
    echo "usage: widgets-ci.sh build | render I/N | merge | check" >&2
    exit 2
    ;;
esac
