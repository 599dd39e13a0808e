#!/usr/bin/env bash
# Installs what WidgetRaster builds against on Debian/Ubuntu (Cairo, Pango, fontconfig, FreeType,
# libpng, libdeflate, poppler-glib (PDF image sets) and librsvg (SVG image sets) headers,
# pkg-config, the Noto Color Emoji and Noto Sans CJK fonts), only when something is missing, and checks that a Swift 6 toolchain is on PATH. The other fonts are bundled in Assets/Fonts.
set -euo pipefail

packages=(pkg-config libcairo2-dev libpango1.0-dev libfontconfig-dev libfreetype-dev libpng-dev libdeflate-dev libpoppler-glib-dev librsvg2-dev
          fonts-noto-color-emoji fonts-noto-cjk)
# The gallery's browser test opens index.html in a real headless Chromium; the test command also
# checks the API inventory with Python, and the CI workflow with a checker it installs in a venv.
if [ "${1:-}" = "--with-browser" ]; then packages+=(chromium python3 python3-venv); fi
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing ${missing[*]} …" >&2
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: no Swift toolchain on PATH. Install Swift 6.0 or later for Linux (see swift.org/install) and run this again." >&2
  exit 1
fi
