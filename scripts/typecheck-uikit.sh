#!/usr/bin/env bash
# Compiles the UIKit and SwiftUI adapters (Sources/ReactiveNavigationUIKit, Sources/ReactiveNavigationSwiftUI) on
# Linux, where UIKit and SwiftUI do not exist, against the test-only stubs in Tests/UIKitStub, whose every
# declaration cites the SDK file it was checked against (scripts/check-stub-citations.py enforces that). The
# fixtures in Tests/UIKitStub/Fixtures are apps' own code, compiled as clients of the adapter modules, as users
# write it. Exits nonzero on any error or warning.
set -euo pipefail
cd "$(dirname "$0")/.."

stub=Tests/UIKitStub
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT

python3 scripts/check-stub-citations.py "$stub"

common=(-swift-version 6 -parse-as-library -D DEBUG -package-name ReactiveNavigation -warnings-as-errors -I "$modules"
    -I Sources/CSignalsAtomics/include) # Signals and its clients import the C atomics module
# DEBUG is set, as in `swift build`, so that debug-only code is checked too.
# Objective-C interop is on for the stubs, the adapters and the fixtures, so that the stubs can declare @objc
# protocols with optional requirements as UIKit's are. ObjectiveC is a clang module declaring NSObject, plus a
# Swift overlay declaring Selector. Signals and the core are built as on Linux: they import neither.
objc=(-Xfrontend -enable-objc-interop -I "$stub/ObjectiveC")

emit() {
    local name=$1
    shift
    swiftc -emit-module "${common[@]}" -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" "$@"
}

# The adapters and fixtures go through the compiler's mandatory SIL passes (-emit-sil): definite initialization,
# region-based isolation (`sending`), exclusivity and the rest of the diagnostics a typecheck never runs. Emitting
# a module or object code goes no further on Linux: IRGen of @objc classes needs the Objective-C runtime's
# metadata, which the Linux toolchain does not emit. SIL is written to /dev/null.
sil() {
    local name=$1
    shift
    swiftc -emit-sil -wmo -o /dev/null "${common[@]}" "${objc[@]}" -module-name "$name" "$@"
}

emit Signals $(find Sources/Signals -name '*.swift' | sort)
emit ReactiveNavigation $(find Sources/ReactiveNavigation -name '*.swift' | sort)
emit ObjectiveC "${objc[@]}" "$stub/ObjectiveC.swift"
emit Foundation "${objc[@]}" "$stub/Foundation.swift"
emit UIKit "${objc[@]}" "$stub/UIKit.swift"
emit SwiftUI "${objc[@]}" "$stub/SwiftUI.swift"

uikit=$(find Sources/ReactiveNavigationUIKit -name '*.swift' | sort)
swiftui=$(find Sources/ReactiveNavigationSwiftUI -name '*.swift' | sort)
echo "compiling ReactiveNavigationUIKit to SIL"
sil ReactiveNavigationUIKit $uikit
echo "compiling ReactiveNavigationSwiftUI to SIL"
sil ReactiveNavigationSwiftUI $swiftui
emit ReactiveNavigationUIKit "${objc[@]}" $uikit
emit ReactiveNavigationSwiftUI "${objc[@]}" $swiftui

# Each fixture is a client of the adapter modules it imports, compiled with the package files its
# `// typecheck-with: FILE ...` lines name, one fixture at a time so that fixtures may declare the same names.
for fixture in $(find "$stub/Fixtures" -name '*.swift' | sort); do
    echo "compiling $fixture to SIL"
    sil Fixture "$fixture" $(sed -n 's|^// typecheck-with: ||p' "$fixture" | tr ' ' '\n' | sed '/^$/d')
done
echo "The UIKit and SwiftUI adapters and the fixtures compile to SIL against the stubs."
