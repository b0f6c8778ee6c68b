#!/usr/bin/env bash
# Benchmark smoke run: every scenario runs briefly in a release build and its output is checked for sanity
# (finite positive timings, nonzero checksum, allocations counted), not for speed.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift run -c release --package-path Benchmarks SignalsBenchmarks --quick
