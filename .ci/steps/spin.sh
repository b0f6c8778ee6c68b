#!/usr/bin/env bash
# Checks the Promela model of the Signals delivery protocol with spin, and that it catches the seeded lost wake-up.
exec "$(dirname "$0")/../../scripts/spin.sh"
