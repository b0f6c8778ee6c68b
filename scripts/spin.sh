#!/usr/bin/env bash
# Checks the Promela model of the Signals delivery protocol (scripts/spin/delivery.pml) exhaustively with spin:
# every scenario must pass, then the model with the lost wake-up of e0d36ae put back (-DLOST_WAKEUP) must fail.
# Installs spin (a Debian package) if it is missing. Works in a temporary directory; leaves no pan files behind.
# Sources/Signals/Internal/README.md says what the model checks and which Swift code each step stands for.
set -euo pipefail
cd "$(dirname "$0")/.."
model="$PWD/scripts/spin/delivery.pml"

if ! command -v spin >/dev/null; then
    echo "Installing spin"
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get install -y -qq spin >/dev/null 2>&1 ||
        { "${sudo[@]}" apt-get update -qq >/dev/null && "${sudo[@]}" apt-get install -y -qq spin >/dev/null; }
fi
command -v gcc >/dev/null || { echo "spin.sh needs gcc to compile the verifier" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
cp "$model" delivery.pml
start=$SECONDS

# Generates, compiles and runs the verifier for one variant; leaves its report in pan.out. -O0: pan.c compiles in
# seconds at -O0 but takes far longer with optimization, which the small state spaces do not repay.
verify() {
    rm -f pan pan.* delivery.pml.trail
    spin -a "$@" delivery.pml >/dev/null
    gcc -O0 -DSAFETY -o pan pan.c
    # Exhaustive search (no bitstate), safety properties: assertions, the monitor's invariants, invalid end states.
    ./pan -n -m100000 >pan.out 2>&1 || true
    if grep -q "max search depth too small" pan.out; then
        echo "  the search was cut short by its depth limit: raise -m" >&2
        exit 1
    fi
}

summary() {
    local stored transitions elapsed
    stored=$(awk '/states, stored/ { print $1 }' pan.out)
    transitions=$(awk '/transitions \(= stored\+matched\)/ { print $1 }' pan.out)
    elapsed=$(awk '/pan: elapsed time/ { print $4 }' pan.out)
    echo "$stored states, $transitions transitions, ${elapsed}s"
}

errors() { awk '/errors:/ { print $NF }' pan.out; }

spin -V
echo
echo "The model as the code is (every scenario must pass):"
for scenario in 1 2 3 4; do
    verify -DSCENARIO=$scenario
    if [ "$(errors)" != 0 ]; then
        echo "  scenario $scenario: FAILED" >&2
        cat pan.out >&2
        spin -t -DSCENARIO=$scenario delivery.pml | grep -E '^ *T[0-9]|violated|invalid' >&2 || true
        exit 1
    fi
    echo "  scenario $scenario: no error; $(summary)"
done

echo
echo "The model with the lost wake-up put back (-DLOST_WAKEUP; each scenario must find it):"
for scenario in 1 2 4; do
    verify -DSCENARIO=$scenario -DLOST_WAKEUP
    if [ "$(errors)" = 0 ] || ! grep -q "invalid end state" pan.out; then
        echo "  scenario $scenario: the seeded bug went unnoticed" >&2
        cat pan.out >&2
        exit 1
    fi
    echo "  scenario $scenario: found: $(grep -m1 '^pan:1:' pan.out | sed 's/^pan:1: //'); $(summary)"
    if [ $scenario = 2 ]; then
        trace=$(spin -t -DSCENARIO=2 -DLOST_WAKEUP delivery.pml | grep -E '^ *T[0-9]' | sed 's/^ */      /')
    fi
done
echo "  The counterexample of scenario 2 (T2 sends and delivers, T3 observes, retires and disposes; s.k is sender"
echo "  s's k-th value, s.0 its terminal event): T3 ends asleep, and nothing will wake it."
echo "$trace"

echo
echo "spin: all checks passed in $((SECONDS - start))s"
