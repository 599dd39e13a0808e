#!/usr/bin/env bash
# The CI recipe works: .github/workflows/widgets.yml is a valid GitHub Actions workflow (the
# workflow schema check-jsonschema carries; actionlint's PyPI package fetches its binary from
# GitHub when it installs, which an offline machine cannot), every step it runs is a step of
# scripts/widgets-ci.sh, and those steps — two shards, the merge, the goldens and the lint — pass
# on a slice of the examples with the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
workflow=.github/workflows/widgets.yml
tools=.build/ci-tools
if [ ! -x "$tools/bin/check-jsonschema" ]; then
  python3 -m venv "$tools"
  "$tools/bin/pip" install -q check-jsonschema
fi
"$tools/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$workflow"
steps=$(grep -oE 'bash scripts/widgets-ci.sh [a-z]+' "$workflow" | awk '{print $3}' | sort -u)
for step in $steps; do
  grep -qE "^  $step\)" scripts/widgets-ci.sh || { echo "error: $workflow runs 'widgets-ci.sh $step', which the script does not have" >&2; exit 1; }
done
export CONFIG=debug SCENES="Examples/weather.yaml Examples/porch-light.yaml"
OUT=$(mktemp -d)
export OUT GOLDEN="$OUT/goldens"
trap 'rm -rf "$OUT"' EXIT
bash scripts/widgets-ci.sh render 1/2
bash scripts/widgets-ci.sh render 2/2
bash scripts/widgets-ci.sh merge
"$(swift build -c debug --show-bin-path)/render-widget" record $SCENES --golden "$GOLDEN" --quiet
bash scripts/widgets-ci.sh check
test -s "$OUT/junit.xml" && test -s "$OUT/lint.sarif"
merged=$(find "$OUT/widgets" -name '*.png' | wc -l)
goldens=$(find "$GOLDEN" -name '*.png' | wc -l)
if [ "$merged" -ne "$goldens" ]; then echo "error: the shards merged into $merged images; one run records $goldens" >&2; exit 1; fi
echo "CI recipe: workflow valid, $(echo $steps | wc -w) steps, $merged images in two shards merged, goldens and lint pass"
