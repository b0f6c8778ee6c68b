#!/usr/bin/env bash
# Builds the documentation of Signals, SignalsTesting and ReactiveNavigation as one static website with the toolchain's own tools
# (no package plugin): symbol graphs from `swift build -emit-symbol-graph`, one archive per catalog with
# `docc convert`, then one site with `docc merge`.
#
#   scripts/docs.sh                  # builds into .build-docs/site
#   scripts/docs.sh --output DIR     # builds into DIR
#
# Fails on any DocC warning (a broken symbol link, an unknown topic) and on any public symbol without a doc
# comment. To read the result, serve the folder and open the printed address:
#
#   python3 -m http.server --directory .build-docs/site 8000
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build-docs/site
while [ $# -gt 0 ]; do
    case "$1" in
        --output)
            output=$2
            shift 2
            ;;
        *)
            echo "usage: scripts/docs.sh [--output DIR]" >&2
            exit 2
            ;;
    esac
done

scratch=.build-docs
graphs="$scratch/symbol-graphs"
archives="$scratch/archives"
rm -rf "$archives" "$graphs/Signals" "$graphs/SignalsTesting" "$graphs/ReactiveNavigation"
mkdir -p "$graphs/all" "$archives"

echo "--- symbol graphs (swift build -emit-symbol-graph)"
# A scratch folder of its own, so that the extra flags do not rebuild the usual .build. The compiler writes a
# module's graph when it compiles the module; when a graph is missing although the build is up to date, the
# modules' build folders are removed so that they compile again.
build_with_symbol_graphs() {
    for target in ReactiveNavigation SignalsTesting; do
        swift build --scratch-path "$scratch" --target "$target" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all"
    done
}
build_with_symbol_graphs
if [ ! -e "$graphs/all/Signals.symbols.json" ] || [ ! -e "$graphs/all/ReactiveNavigation.symbols.json" ] ||
    [ ! -e "$graphs/all/SignalsTesting.symbols.json" ]; then
    bin=$(swift build --scratch-path "$scratch" --show-bin-path)
    rm -rf "$bin/Signals.build" "$bin/ReactiveNavigation.build" "$bin/SignalsTesting.build"
    build_with_symbol_graphs
fi

# Each catalog gets its module's graph and the graphs of the extensions it declares on other modules
# (ReactiveNavigation@Signals.symbols.json holds `reactive.handle`).
for module in Signals SignalsTesting ReactiveNavigation; do
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
    for extension in "$graphs/all/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$graphs/$module/"
    done
done

echo "--- every public symbol has a doc comment"
python3 - "$graphs/Signals" "$graphs/SignalsTesting" "$graphs/ReactiveNavigation" <<'PYTHON'
import glob, json, os, sys

missing = []
checked = 0
for folder in sys.argv[1:]:
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        for symbol in json.load(open(path))["symbols"]:
            # Members that a type gets from a protocol's default implementation (`!=`, `reactive`) carry the
            # protocol's documentation; they are not declared here.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            # Members the compiler writes, such as the `init(rawValue:)` of an enum with a raw type, have no
            # place in the source, so no doc comment can be written for them.
            if "location" not in symbol:
                continue
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            checked += 1
            if not symbol.get("docComment", {}).get("lines"):
                missing.append(".".join(symbol["pathComponents"]) + "  (" + os.path.basename(path) + ")")
for name in missing:
    print("undocumented public symbol: " + name, file=sys.stderr)
if missing:
    sys.exit(1)
print(f"{checked} public symbols, all documented")
PYTHON

for module in Signals SignalsTesting ReactiveNavigation; do
    echo "--- docc convert $module"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$module" \
        --output-path "$archives/$module.doccarchive" \
        --transform-for-static-hosting \
        --warnings-as-errors
done

echo "--- docc merge"
rm -rf "$output"
docc merge "$archives/Signals.doccarchive" "$archives/SignalsTesting.doccarchive" "$archives/ReactiveNavigation.doccarchive" \
    --synthesized-landing-page-name "Signals + ReactiveNavigation" \
    --output-path "$output"

echo "Documentation site: $output"
echo "Read it: python3 -m http.server --directory $output 8000, then open http://localhost:8000/documentation/"
