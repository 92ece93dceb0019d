#!/usr/bin/env bash
# Regenerates docs/coax.1 from the command definitions with swift-argument-parser's
# generate-manual tool. The page keeps its date unless its text changes.
# Usage: scripts/update-man-page.sh      (ManPageTests fails when the page is out of date)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product coax
swift build --product generate-manual
bin="$(swift build --show-bin-path)"
page=docs/coax.1
old_date=""
if [ -f "$page" ]; then
    old_date="$(sed -n 's/^\.Dd //p' "$page" | head -1)"
fi
generate() { "$bin/generate-manual" "$bin/coax" --date "$1" --output-directory - ; }
if [ -n "$old_date" ]; then
    kept="$(date -d "$old_date" +%F)"
    if generate "$kept" | cmp -s - "$page"; then
        echo "$page is up to date"
        exit 0
    fi
fi
generate "$(date +%F)" > "$page"
echo "wrote $page"
