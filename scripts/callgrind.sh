#!/usr/bin/env bash
# Instructions per event of the benchmark scenarios, counted by callgrind: unlike timings, they repeat on a noisy machine.
#
# usage: scripts/callgrind.sh [--events N] [--top K] [--no-build] [--no-peer] [--keep] [scenario ...]
#   Builds SignalsBenchmarks (the package in Benchmarks/) in release (unless --no-build), and for each scenario
#   (default: all that `SignalsBenchmarks --list` names) runs the library side, the OpenCombine side (unless --no-peer)
#   and the baseline under `valgrind --tool=callgrind` with N events (default 20000) and with 0 events, and prints
#   (instructions(N) - instructions(0)) / N, so that setup cost is subtracted. valgrind 3.19 cannot read Swift 6.3's
#   debug info, so it runs a `strip --strip-debug` copy. --top K also prints the K functions that take the most
#   instructions per event on the library side (same subtraction, per function). With --keep the callgrind.out files
#   stay for `callgrind_annotate` (their paths are printed).
set -euo pipefail
cd "$(dirname "$0")/.."

events=20000
build=1
keep=0
top=0
peer=1
scenarios=()
while [ $# -gt 0 ]; do
    case "$1" in
        --events) events="$2"; shift 2 ;;
        --top) top="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --no-peer) peer=0; shift ;;
        --keep) keep=1; shift ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) scenarios+=("$1"); shift ;;
    esac
done
if [ "$build" = 1 ]; then
    swift build -c release --package-path Benchmarks --product SignalsBenchmarks >&2
fi
work=$(mktemp -d)
[ "$keep" = 1 ] || trap 'rm -rf "$work"' EXIT
binary="$work/SignalsBenchmarks"
strip --strip-debug -o "$binary" Benchmarks/.build/release/SignalsBenchmarks
if [ ${#scenarios[@]} -eq 0 ]; then
    read -r -a scenarios <<<"$("$binary" --list)"
fi

# Prints the instructions callgrind counted for one run, or nothing if the scenario has no such side.
instructions() { # name events [--baseline | --peer]
    local out="$work/callgrind.out.$1.$2${3:+.${3#--}}"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" \
        --callgrind-events "$2" --scenario "$1" ${3:+"$3"} >"$out.stdout" 2>"$out.log" || {
        # The executable exits with 3 when the scenario has no side for --peer.
        local status=$?
        [ "$status" = 3 ] && return 0
        cat "$out.stdout" "$out.log" >&2
        return "$status"
    }
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

per_event() { # name [--baseline | --peer]
    local full empty
    full=$(instructions "$1" "$events" ${2:+"$2"})
    empty=$(instructions "$1" 0 ${2:+"$2"})
    if [ -z "$full" ] || [ -z "$empty" ]; then
        echo "-"
        return
    fi
    awk -v full="$full" -v empty="$empty" -v n="$events" 'BEGIN { printf "%.1f", (full - empty) / n }'
}

ratio() { # numerator denominator
    awk -v s="$1" -v b="$2" 'BEGIN { if (s == "-" || b == "-" || b <= 0) print "-"; else printf "%.2fx", s / b }'
}

# Prints instructions per event by function: the N-event profile minus the 0-event one, divided by N.
top_functions() { # name
    local full="$work/callgrind.out.$1.$events" empty="$work/callgrind.out.$1.0"
    by_function() {
        callgrind_annotate --threshold=100 "$1" 2>/dev/null | swift demangle --simplified | awk '
            /^ *[0-9,]+ \(/ && !/PROGRAM TOTALS/ {
                name = $0; sub(/^ *[0-9,]+ +\( *[0-9.]+%\) +/, "", name); sub(/ \[.*$/, "", name)
                count = $1; gsub(",", "", count); print count "\t" name
            }'
    }
    by_function "$empty" >"$work/empty.tsv"
    by_function "$full" | awk -F'\t' -v n="$events" -v empty="$work/empty.tsv" '
        BEGIN { while ((getline line < empty) > 0) { split(line, f, "\t"); base[f[2]] = f[1] } }
        { per = ($1 - base[$2]) / n; if (per >= 0.5) printf "    %8.1f  %s\n", per, substr($2, 1, 150) }' |
        sort -rn | head -n "$top"
}

printf '%-15s %12s %12s %8s %12s %8s\n' scenario "instr/event" baseline ratio OpenCombine "vs OC"
for name in "${scenarios[@]}"; do
    subject=$(per_event "$name")
    baseline=$(per_event "$name" --baseline)
    opencombine="-"
    [ "$peer" = 0 ] || opencombine=$(per_event "$name" --peer)
    printf '%-15s %12s %12s %8s %12s %8s\n' "$name" "$subject" "$baseline" "$(ratio "$subject" "$baseline")" \
        "$opencombine" "$(ratio "$subject" "$opencombine")"
    [ "$top" = 0 ] || top_functions "$name"
done
echo "($events events per run; instructions(N) - instructions(0), divided by N; ratio: to the baseline;"
echo " OpenCombine: the same scenario on OpenCombine 0.14.0, vs OC: library / OpenCombine)"
[ "$keep" = 0 ] || echo "callgrind output kept in $work (callgrind_annotate $work/callgrind.out.<scenario>.$events)"
