#!/usr/bin/env bash
# The real-widget corpora (../shared/realwidgets and ../shared/realwidgets-2, or the folders
# $WIDGETRASTER_REALWIDGETS lists, separated by ':'): each app's widget
# files compiled unchanged, their `#if os(iOS)` branches as on iOS, against this checkout
# (RealWidgets/Package.swift) with only a stubs file of the app's own types, then the app's own @main renders all its families, light and dark
# (Lock Screen families dark and vibrant), and the Lock Screen families and Live Activities on the Always-On
# display (always-on), into out/realwidgets/<App>/ — and an app that ships
# translations again in each of its languages (`--locales`, dark) into out/realwidgets/<App>-languages/ —
# and every image is checked not to be one flat colour. Prints a table per app. Says plainly when the corpus is not there.
#   bash scripts/check-realwidgets.sh [App…]
set -euo pipefail
cd "$(dirname "$0")/.."
listed=${WIDGETRASTER_REALWIDGETS:-../shared/realwidgets:../shared/realwidgets-2}
corpora=()
IFS=: read -ra folders <<< "$listed"
for folder in "${folders[@]}"; do
  if [ -d "$folder" ]; then corpora+=("$(cd "$folder" && pwd)"); fi
done
if [ ${#corpora[@]} -eq 0 ]; then
  echo "real widgets: skipped — no corpus at $listed (set WIDGETRASTER_REALWIDGETS to its folders, separated by ':')"
  exit 0
fi
# The corpus folder that holds an app.
corpus_of() { for c in "${corpora[@]}"; do if [ -d "$c/$1/Sources" ]; then echo "$c"; return; fi; done; }
apps=${*:-$(cd RealWidgets && for d in */; do [ -f "$d/Stubs.swift" ] && echo "${d%/}"; done)}
rm -rf RealWidgets/Apps
# The apps' files as an iOS compiler reads them: `#if os(iOS)` branches compiled, the rest linked.
swift build --product ios-sources -q
for app in $apps; do
  exe="RealWidgets/Apps/$app/$app"
  corpus=$(corpus_of "$app")
  if [ -z "$corpus" ]; then echo "real widgets: $app is in none of $listed" >&2; exit 1; fi
  mkdir -p "$exe"
  branches=$(.build/debug/ios-sources "$corpus/$app/Sources/"*.swift --output "$exe")
  [ -z "$branches" ] || echo "$app: ${branches#ios-sources: }"
  cp "RealWidgets/$app/Stubs.swift" "$exe/${app}Stubs.swift"
  # Previews the app does not ship, written as its team would (a Live Activity needs one to be drawn).
  if [ -f "RealWidgets/$app/Previews.swift" ]; then cp "RealWidgets/$app/Previews.swift" "$exe/${app}Previews.swift"; fi
  # The app's whole Resources folder is the executable's bundle (every catalogue, as in the app).
  if [ -d "$corpus/$app/Resources" ]; then cp -R "$corpus/$app/Resources" "$exe/Resources"; fi
  # The app's own modules: layout.txt lines `Module: files…` move corpus files there (an .xcassets
  # listed becomes that module's Bundle.module); RealWidgets/<App>/Modules/<Module>/ holds stubs.
  if [ -f "RealWidgets/$app/layout.txt" ]; then
    while IFS=: read -r module files; do
      mkdir -p "RealWidgets/Apps/$app/$module"
      for file in $files; do
        case "$file" in
          *.xcassets) mkdir -p "RealWidgets/Apps/$app/$module/Resources" && cp -R "$exe/Resources/$file" "RealWidgets/Apps/$app/$module/Resources/";;
          *) for copy in "$exe/$file" "$exe/${file%.swift}+iOS.swift"; do
               if [ -e "$copy" ] || [ -L "$copy" ]; then mv "$copy" "RealWidgets/Apps/$app/$module/"; fi
             done;;
        esac
      done
    done < "RealWidgets/$app/layout.txt"
  fi
  if [ -d "RealWidgets/$app/Modules" ]; then
    for module in "RealWidgets/$app/Modules/"*/; do
      module=$(basename "$module")
      mkdir -p "RealWidgets/Apps/$app/$module"
      cp "RealWidgets/$app/Modules/$module/"*.swift "RealWidgets/Apps/$app/$module/"
    done
  fi
done
cd RealWidgets
REALWIDGETS_LAYOUT=$(cd Apps && for dir in */*/ */*/Resources/; do if [ -d "$dir" ]; then printf '%s ' "${dir%/}"; fi; done)
# Apps whose widget target is built with Default Actor Isolation = MainActor, as its Xcode project says.
REALWIDGETS_MAINACTOR=$(for app in $apps; do if grep -qx MainActor "$app/default-isolation" 2>/dev/null; then printf '%s ' "$app"; fi; done)
# Which of an app's own modules import which (RealWidgets/<App>/module-dependencies lines `Module: Dep…`).
REALWIDGETS_DEPENDS=$(for app in $apps; do
  if [ -f "$app/module-dependencies" ]; then
    while IFS=: read -r module deps; do printf '%s/%s=%s ' "$app" "$module" "$(echo $deps | tr ' ' ',')"; done < "$app/module-dependencies"
  fi
done)
# Modules an app's files see without importing them (RealWidgets/<App>/implicit-imports, one a line).
REALWIDGETS_IMPLICIT=$(for app in $apps; do
  if [ -f "$app/implicit-imports" ]; then printf '%s=%s ' "$app" "$(grep -v '^#' "$app/implicit-imports" | tr -s ' \n' ',' | sed 's/,$//')"; fi
done)
export REALWIDGETS_LAYOUT REALWIDGETS_MAINACTOR REALWIDGETS_DEPENDS REALWIDGETS_IMPLICIT
# The checkout's own build folder, so WidgetRaster is not compiled a second time (its compile
# commands are the same as a dependency).
scratch=(--scratch-path ../.build)
build_log=$(mktemp)
if ! swift build "${scratch[@]}" --product corpus-check > "$build_log" 2>&1; then
  echo "real widgets: the harness does not build:" >&2
  grep -E 'error:' "$build_log" | head -20 >&2 || tail -20 "$build_log" >&2
  exit 1
fi
rm -f "$build_log"
bin=$(swift build "${scratch[@]}" --show-bin-path)
# The asset symbols Xcode generates for each target's catalogues (`ImageResource.logo`), and
# `Color.name` too where the app's project generates asset symbol extensions
# (RealWidgets/<App>/asset-symbol-extensions says so).
for target in Apps/*/*/; do
  app_of_target=$(basename "$(dirname "$target")")
  extensions=()
  if [ -f "$app_of_target/asset-symbol-extensions" ]; then extensions=(--extensions); fi
  if [ -d "$target/Resources" ]; then "$bin/corpus-check" asset-symbols "$target" "${extensions[@]}"; fi
done
# Each app runs from a folder of its own (a hard link to its executable), as an extension runs
# from its bundle: Foundation reads Info.plist beside the executable, the resource bundles lie
# there, and so do the files the app bundles itself (RealWidgets/<App>/MainBundle/, which
# `Bundle.main.path(forResource:ofType:)` finds), not beside the checkout's test binaries.
runs=../.build/realwidgets
rm -rf "$runs"
rm -rf ../out/realwidgets
status=0
table="| app | compiles | images | languages (images) | failures (known gaps) | flat images |"$'\n'"| --- | --- | --- | --- | --- | --- |"
mkdir -p ../out/realwidgets
# Every app in one build first, so SwiftPM spreads all their targets over the cores; when that
# fails, each app's own build below names the apps that do not compile.
built_all=false
if swift build "${scratch[@]}" > ../out/realwidgets/build.log 2>&1; then built_all=true; fi
for app in $apps; do
  log=../out/realwidgets/$app.log
  : > "$log"
  if [ "$built_all" = false ] && ! swift build "${scratch[@]}" --product "$app" > "$log" 2>&1; then
    grep -E '^/.*error:' "$log" | sort -u | head -20 >&2 || true
    table+=$'\n'"| $app | no ($(grep -cE '^/.*error:' "$log" || true) errors) | | | | |"
    status=1
    continue
  fi
  run=$runs/$app
  mkdir -p "$run"
  ln -f "$bin/$app" "$run/$app"
  cp Info.plist "$run/Info.plist"
  for bundle in "$bin"/RealWidgets_*.resources; do [ ! -e "$bundle" ] || cp -Rl "$bundle" "$run/"; done
  if [ -d "$app/MainBundle" ]; then cp -R "$app/MainBundle/." "$run/"; fi
  # What the app saved in its defaults (UserDefaults(suiteName:) reads $XDG_CONFIG_HOME/<suite>.plist
  # on Linux): RealWidgets/<App>/Preferences/, in a folder of the app's own.
  mkdir -p "$run/Preferences"
  if [ -d "$app/Preferences" ]; then cp -R "$app/Preferences/." "$run/Preferences/"; fi
  # What the app saved in its app-group containers (RealWidgets/<App>/AppGroups/<group>/), copied
  # so the run may write there as the app would.
  mkdir -p "$run/AppGroups"
  if [ -d "$app/AppGroups" ]; then cp -R "$app/AppGroups/." "$run/AppGroups/"; fi
  # Recorded responses for an app whose provider fetches over the network (RealWidgets/<App>/HTTP/).
  fixtures=""
  if [ -d "$app/HTTP" ]; then fixtures="$PWD/$app/HTTP"; fi
  set +e
  XDG_CONFIG_HOME="$PWD/$run/Preferences" WIDGETRASTER_APP_GROUPS="$PWD/$run/AppGroups" WIDGETRASTER_HTTP_FIXTURES="$fixtures" "$run/$app" render --devices iphone-393x852 --scales 2 --variants light,dark,always-on \
    --out "../out/realwidgets/$app" --contact-sheet --quiet >> "$log" 2>&1
  rendered=$?
  set -e
  # An app that ships translations is drawn again in each of its languages (dark, every family).
  corpus=$(corpus_of "$app")
  languages=$(python3 - "$corpus/$app/Resources" <<'PY'
import json, pathlib, re, sys
root = pathlib.Path(sys.argv[1])
found = set()
if root.is_dir():
    for folder in root.rglob("*.lproj"):
        found.add(folder.stem)
    for catalogue in root.rglob("*.xcstrings"):
        try: strings = json.loads(catalogue.read_text(encoding="utf-8")).get("strings", {})
        except (ValueError, OSError): continue
        for entry in strings.values():
            found.update((entry.get("localizations") or {}).keys())
print(",".join(sorted(l for l in found if re.fullmatch(r"[a-z]{2,3}(-[A-Za-z]{2,4})?", l) and l != "en")))
PY
)
  if [ -n "$languages" ]; then
    set +e
    XDG_CONFIG_HOME="$PWD/$run/Preferences" WIDGETRASTER_APP_GROUPS="$PWD/$run/AppGroups" WIDGETRASTER_HTTP_FIXTURES="$fixtures" "$run/$app" render --devices iphone-393x852 --scales 2 --variants dark \
      --locales "$languages" --out "../out/realwidgets/$app-languages" --quiet >> "$log" 2>&1
    set -e
  fi
  # A run that renders nothing stops before it makes its output folder.
  images=0
  if [ -d "../out/realwidgets/$app" ]; then images=$(find "../out/realwidgets/$app" -name '*.png' ! -name 'contact-sheet*' | wc -l); fi
  failures=$(grep -c '^error:' "$log" || true)
  # blank.txt: widget kinds whose new widget draws only its background by the app's own code (a
  # list a person has not filled yet, as on iOS), one `Kind: why` a line: their flat images pass.
  blank=()
  if [ -f "$app/blank.txt" ]; then while IFS=: read -r kind _; do [ -z "$kind" ] || blank+=(-e "/$kind/"); done < "$app/blank.txt"; fi
  flat_images() { "$bin/corpus-check" "$1" 2>> "$log" | { if [ ${#blank[@]} -gt 0 ]; then grep -v -F "${blank[@]}" || true; else cat; fi; } | tee -a "$log" | wc -l; }
  flat=$(flat_images "../out/realwidgets/$app")
  translated=0
  if [ -d "../out/realwidgets/$app-languages" ]; then
    translated=$(find "../out/realwidgets/$app-languages" -name '*.png' | wc -l)
    flat=$((flat + $(flat_images "../out/realwidgets/$app-languages")))
  fi
  if [ "$images" -eq 0 ] && [ "$failures" -eq 0 ]; then echo "error: $app: no images (its @main lists no widget this platform compiles)" >> "$log"; fi
  # known-gaps.txt: one line per thing WidgetRaster cannot draw yet, each a text every such error
  # contains. Other errors fail the run, and so does a gap that no longer happens (take it out).
  unexpected=$(grep '^error:' "$log" || true)
  if [ -f "../RealWidgets/$app/known-gaps.txt" ]; then
    while IFS= read -r gap; do
      [ -n "$gap" ] || continue
      if ! grep -qF -- "$gap" <<< "$unexpected"; then
        echo "error: $app: known gap '$gap' no longer happens; take it out of RealWidgets/$app/known-gaps.txt" >&2
        status=1
      fi
      unexpected=$(grep -vF -- "$gap" <<< "$unexpected" || true)
    done < "../RealWidgets/$app/known-gaps.txt"
  fi
  table+=$'\n'"| $app | yes | $images | ${languages:-—}${languages:+ ($translated)} | $failures | $flat |"
  if [ -n "$unexpected" ] || [ "$flat" -ne 0 ]; then
    { echo "$unexpected"; grep '^flat' "$log"; } | head -10 >&2 || true
    status=1
  fi
done
echo "$table"
if [ $# -eq 0 ]; then
  for dir in $(for c in "${corpora[@]}"; do echo "$c"/*/; done); do
    name=$(basename "$dir")
    [ -f "$name/Stubs.swift" ] || echo "not in the harness yet: $name"
  done
fi
exit "$status"
