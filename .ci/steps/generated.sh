#!/usr/bin/env bash
# Regenerates the arity overloads (scripts/generate-arities.py) into a temporary folder and fails if the committed
# files in Sources/Signals/Generated differ from them: edit the script, run it, and commit its output.
set -euo pipefail
cd "$(dirname "$0")/../.."
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
python3 scripts/generate-arities.py --output "$fresh"
if ! diff -r "$fresh" Sources/Signals/Generated; then
    echo "Sources/Signals/Generated is stale: run scripts/generate-arities.py and commit its output." >&2
    exit 1
fi
echo "Sources/Signals/Generated matches scripts/generate-arities.py."
