#!/usr/bin/env bash
# Typechecks Sources/ReactiveNavigation, including its UIKit adapters, against the test-only UIKit
# stub in Tests/UIKitStub, so the adapters are checked on Linux where UIKit does not exist.
# Exits nonzero on any error or warning.
set -euo pipefail
cd "$(dirname "$0")/.."

stub=Tests/UIKitStub
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT

common=(-swift-version 6 -parse-as-library -package-name ReactiveNavigation -warnings-as-errors -I "$modules")
# Objective-C interop is on for the stub and the adapters, so that the stub can declare @objc protocols
# with optional requirements as UIKit's are; the ObjectiveC module is a clang module declaring NSObject.
# Signals is built as usual, since it uses the platform's C library.
objc=(-Xfrontend -enable-objc-interop -I "$stub/ObjectiveC")

emit() {
    local name=$1
    shift
    swiftc -emit-module "${common[@]}" -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" "$@"
}

emit Signals $(find Sources/Signals -name '*.swift' | sort)
emit Foundation "${objc[@]}" "$stub/Foundation.swift"
emit UIKit "${objc[@]}" "$stub/UIKit.swift"
swiftc -typecheck "${common[@]}" "${objc[@]}" -module-name ReactiveNavigation \
    $(find Sources/ReactiveNavigation -name '*.swift' | sort)
echo "UIKit adapters typecheck against the stub."
