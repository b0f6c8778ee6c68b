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

common=(-swift-version 6 -parse-as-library -D DEBUG -warnings-as-errors -I "$modules"
    -I Sources/CSignalsAtomics/include) # Signals and its clients import the C atomics module
# The package's modules share its package name; the fixtures, apps' code, do not, so they see only public API.
package=(-package-name ReactiveNavigation)
# DEBUG is set, as in `swift build`, so that debug-only code is checked too.
# Objective-C interop is on for the stubs, the adapters and the fixtures, so that the stubs can declare @objc
# protocols with optional requirements as UIKit's are. ObjectiveC is a clang module declaring NSObject, plus a
# Swift overlay declaring Selector. Signals and the core are built as on Linux: they import neither.
objc=(-Xfrontend -enable-objc-interop -I "$stub/ObjectiveC")

emit() {
    local name=$1
    shift
    swiftc -emit-module "${common[@]}" "${package[@]}" -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" \
        "$@"
}

# The SwiftUI adapters, and the fixtures that use only them, go through the compiler's mandatory SIL passes
# (-emit-sil): definite initialization, region-based isolation (`sending`), exclusivity, infinite recursion and the
# other diagnostics a typecheck never runs. The UIKit adapters, and the fixtures that use them, are typechecked only:
# their @objc members need Objective-C bridging thunks, and SILGen of those calls the standard library's bridging
# entry points (`_bridgeAnythingToObjectiveC`, `_bridgeAnyObjectToAny`), which only a standard library built for the
# Objective-C runtime has; the Linux toolchain crashes there (in emitNativeToForeignThunk, for
# `CocoaAction.execute(_:)`), whether asked for SIL, a module or object code. The UIKit module is emitted with its
# function bodies skipped (after a full typecheck), which needs no SIL, so that fixtures import it as apps do.
sil() {
    local name=$1
    shift
    swiftc -emit-sil -wmo -o /dev/null "${common[@]}" "${objc[@]}" -module-name "$name" "$@"
}

# The same for a module of the package.
package_sil() {
    local name=$1
    shift
    sil "$name" "${package[@]}" "$@"
}

# A fixture's files: the fixture and the package files its `// typecheck-with: FILE ...` lines name.
fixture_files() {
    echo "$1"
    sed -n 's|^// typecheck-with: ||p' "$1" | tr ' ' '\n' | sed '/^$/d'
}

emit Signals $(find Sources/Signals -name '*.swift' | sort)
emit ReactiveNavigation $(find Sources/ReactiveNavigation -name '*.swift' | sort)
emit ObjectiveC "${objc[@]}" "$stub/ObjectiveC.swift"
emit Foundation "${objc[@]}" "$stub/Foundation.swift"
emit UIKit "${objc[@]}" "$stub/UIKit.swift"
emit SwiftUI "${objc[@]}" "$stub/SwiftUI.swift"

uikit=$(find Sources/ReactiveNavigationUIKit -name '*.swift' | sort)
swiftui=$(find Sources/ReactiveNavigationSwiftUI -name '*.swift' | sort)
echo "typechecking ReactiveNavigationUIKit"
swiftc -typecheck "${common[@]}" "${package[@]}" "${objc[@]}" -module-name ReactiveNavigationUIKit $uikit
emit ReactiveNavigationUIKit "${objc[@]}" -Xfrontend -experimental-skip-all-function-bodies $uikit
echo "compiling ReactiveNavigationSwiftUI to SIL"
package_sil ReactiveNavigationSwiftUI $swiftui
emit ReactiveNavigationSwiftUI "${objc[@]}" $swiftui

# Each fixture is an app's code, compiled as a client of the adapter modules it imports, one at a time so that
# fixtures may declare the same names.
for fixture in $(find "$stub/Fixtures" -name '*.swift' | sort); do
    if grep -q '^import ReactiveNavigationUIKit$' "$fixture"; then
        echo "typechecking $fixture"
        swiftc -typecheck "${common[@]}" "${objc[@]}" -module-name Fixture $(fixture_files "$fixture")
    else
        echo "compiling $fixture to SIL"
        sil Fixture $(fixture_files "$fixture")
    fi
done
echo "The stubs cite the SDK; the SwiftUI adapters compile to SIL, the UIKit adapters typecheck, and so do the fixtures."
