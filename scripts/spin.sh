#!/usr/bin/env bash
# Checks the Promela model of the Signals delivery protocol (scripts/spin/delivery.pml) exhaustively with spin:
#  - scenarios 1-4 must pass;
#  - with the lost wake-up of e0d36ae put back (-DLOST_WAKEUP), scenarios 1, 2 and 4 must each find it;
#  - scenarios 5 and 6 (two disposals of one observation) must pass, and find the gap G1 this model found in the
#    code (since closed) when it is put back with -DGAP_G1.
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
start=$SECONDS

# name, spin flags, expected outcome.
variants=(
    "1 -DSCENARIO=1 pass"
    "2 -DSCENARIO=2 pass"
    "3 -DSCENARIO=3 pass"
    "4 -DSCENARIO=4 pass"
    "1-lost-wakeup -DSCENARIO=1+-DLOST_WAKEUP deadlock"
    "2-lost-wakeup -DSCENARIO=2+-DLOST_WAKEUP deadlock"
    "4-lost-wakeup -DSCENARIO=4+-DLOST_WAKEUP deadlock"
    "5 -DSCENARIO=5 pass"
    "6 -DSCENARIO=6 pass"
    "5-gap-g1 -DSCENARIO=5+-DGAP_G1 gap"
    "6-gap-g1 -DSCENARIO=6+-DGAP_G1 gap"
)

# Generates and compiles the verifier of one variant in its own folder. -O0: pan.c compiles in seconds that way,
# and many times slower with optimization, which state spaces this small do not repay.
build() {
    local name=$1 flags=${2//+/ }
    mkdir "$work/$name"
    cd "$work/$name"
    cp "$model" delivery.pml
    # shellcheck disable=SC2086 # the flags are words
    spin -a $flags delivery.pml >/dev/null
    gcc -O0 -DSAFETY -o pan pan.c
}

# Two at a time: the machine has two cores.
for variant in "${variants[@]}"; do
    read -r name flags _ <<<"$variant"
    while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
    build "$name" "$flags" &
done
while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n; done
for variant in "${variants[@]}"; do
    read -r name _ <<<"$variant"
    [ -x "$work/$name/pan" ] || { echo "spin.sh: the verifier of $name did not build" >&2; exit 1; }
done

summary() {
    local stored transitions elapsed
    stored=$(awk '/states, stored/ { print $1 }' pan.out)
    transitions=$(awk '/transitions \(= stored\+matched\)/ { print $1 }' pan.out)
    elapsed=$(awk '/pan: elapsed time/ { print $4 }' pan.out)
    echo "$stored states, $transitions transitions, ${elapsed}s"
}

found() { grep -m1 '^pan:1:' pan.out | sed 's/^pan:1: //'; }

# The counterexample, as the steps each thread printed (T<pid>: init is 0, the monitor 1, the threads 2, 3, 4).
trace() {
    local flags=${1//+/ }
    # shellcheck disable=SC2086
    spin -t $flags delivery.pml | grep -E '^ *T[0-9]' | sed 's/^ */      /'
}

spin -V
echo "Exhaustive searches (no bitstate) for assertion violations, broken invariants and invalid end states."
echo "In traces, s.k is sender s's k-th value and s.0 its terminal event."
status=0
for variant in "${variants[@]}"; do
    read -r name flags expected <<<"$variant"
    cd "$work/$name"
    ./pan -n -m100000 >pan.out 2>&1 || true
    if grep -q "max search depth too small" pan.out; then
        echo "  $name: the search was cut short by its depth limit: raise -m" >&2
        exit 1
    fi
    errors=$(awk '/errors:/ { print $NF }' pan.out)
    case $expected in
    pass)
        if [ "$errors" = 0 ]; then
            echo "scenario $name: no error; $(summary)"
        else
            echo "scenario $name: FAILED: $(found); $(summary)" >&2
            trace "$flags" >&2
            status=1
        fi
        ;;
    deadlock)
        if [ "$errors" != 0 ] && found | grep -q "invalid end state"; then
            echo "scenario $name: found as it must: $(found); $(summary)"
            if [ "$name" = 2-lost-wakeup ]; then
                echo "    (T2 sends and delivers, T3 observes, retires and disposes; T3 ends asleep for good)"
                trace "$flags"
            fi
        else
            echo "scenario $name: did not find the seeded lost wake-up (a thread asleep for good):" \
                "${errors} errors, $(found); $(summary)" >&2
            status=1
        fi
        ;;
    gap)
        if [ "$errors" != 0 ]; then
            echo "scenario $name: found as it must: $(found); $(summary)"
        else
            echo "scenario $name: did not find the seeded gap G1 (Sources/Signals/Internal/README.md)" >&2
            status=1
        fi
        ;;
    esac
done

echo
if [ $status = 0 ]; then
    echo "spin: all checks passed in $((SECONDS - start))s"
else
    echo "spin: FAILED" >&2
fi
exit $status
