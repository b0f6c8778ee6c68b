#!/usr/bin/env bash
# Typechecks Sources/ReactiveNavigation, including its UIKit and SwiftUI adapters, against the test-only UIKit and
# SwiftUI stubs in Tests/UIKitStub, so the adapters are checked on Linux where UIKit does not exist, together
# with the fixtures that use them as the seeds do. Exits nonzero on any error or warning.
set -euo pipefail
cd "$(dirname "$0")/.."

stub=Tests/UIKitStub
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT

common=(-swift-version 6 -parse-as-library -D DEBUG -package-name ReactiveNavigation -warnings-as-errors -I "$modules"
    -I Sources/CSignalsAtomics/include) # Signals and its clients import the C atomics module
# DEBUG is set, as in `swift build`, so that debug-only code is checked too.
# Objective-C interop is on for the stub and the adapters, so that the stub can declare @objc protocols
# with optional requirements as UIKit's are. ObjectiveC is a clang module declaring NSObject, plus a
# Swift overlay declaring Selector. Signals is built as usual, since it uses the platform's C library.
objc=(-Xfrontend -enable-objc-interop -I "$stub/ObjectiveC")

emit() {
    local name=$1
    shift
    swiftc -emit-module "${common[@]}" -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" "$@"
}

# Each fixture (an app's UIKit spelling, in Tests/UIKitStub/Fixtures) is typechecked together with the module,
# without its `import ReactiveNavigation`: emitting the module for a separate client would lower the @objc adapters,
# which needs the Objective-C bridging that Linux lacks. One fixture at a time, so that fixtures may declare the same
# names. A fixture's `// typecheck-with: FILE ...` line names source files of the package it uses as they are.
prepare_fixture() {
    local fixture=$1 copy="$modules/$(basename "$1")"
    sed '/^import ReactiveNavigation$/d' "$fixture" >"$copy"
    echo "$copy"
    sed -n 's|^// typecheck-with: ||p' "$fixture" | tr ' ' '\n' | sed '/^$/d'
}

emit Signals $(find Sources/Signals -name '*.swift' | sort)
emit ObjectiveC "${objc[@]}" "$stub/ObjectiveC.swift"
emit Foundation "${objc[@]}" "$stub/Foundation.swift"
emit UIKit "${objc[@]}" "$stub/UIKit.swift"
emit SwiftUI "${objc[@]}" "$stub/SwiftUI.swift"
for fixture in $(find "$stub/Fixtures" -name '*.swift' | sort); do
    echo "typechecking the UIKit adapters with $fixture"
    swiftc -typecheck "${common[@]}" "${objc[@]}" -module-name ReactiveNavigation \
        $(find Sources/ReactiveNavigation -name '*.swift' | sort) $(prepare_fixture "$fixture")
done
echo "UIKit and SwiftUI adapters and fixtures typecheck against the stubs."
