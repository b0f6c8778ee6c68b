#!/usr/bin/env bash
# Typechecks the UIKit adapters of ReactiveNavigation against the test-only UIKit stub.
exec "$(dirname "$0")/../../scripts/typecheck-uikit.sh"
