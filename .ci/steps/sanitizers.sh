#!/usr/bin/env bash
# The whole test suite under ThreadSanitizer and under AddressSanitizer, each in its own build folder.
# No suppressions: any report fails the run. Both builds also check the signals' internal invariants at every exit
# of a signal's lock (`SIGNALS_INTERNAL_CHECKS`, see Sources/Signals/Internal/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

for sanitizer in thread address; do
    scratch=".build-$sanitizer"
    echo "--- swift test --sanitize=$sanitizer"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" -Xswiftc -DSIGNALS_INTERNAL_CHECKS
    log=$(mktemp)
    # halt_on_error makes TSan stop at the first race instead of only printing it.
    if ! TSAN_OPTIONS="halt_on_error=1" ASAN_OPTIONS="detect_leaks=0" \
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" -Xswiftc -DSIGNALS_INTERNAL_CHECKS 2>&1 | tee "$log"; then
        echo "Tests failed under the $sanitizer sanitizer" >&2
        exit 1
    fi
    if grep -qE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log"; then
        echo "The $sanitizer sanitizer reported a problem" >&2
        exit 1
    fi
done
