// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReactiveNavigation",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "ReactiveNavigation", targets: ["ReactiveNavigation"]),
        // The UIKit adapters (iOS, iPadOS, tvOS, Mac Catalyst, visionOS; empty on watchOS, macOS and Linux).
        .library(name: "ReactiveNavigationUIKit", targets: ["ReactiveNavigationUIKit"]),
        // The SwiftUI views over the view states (iOS 17, macOS 14, tvOS 17, watchOS 10 and later).
        .library(name: "ReactiveNavigationSwiftUI", targets: ["ReactiveNavigationSwiftUI"]),
        .library(name: "ReactiveNavigationTesting", targets: ["ReactiveNavigationTesting"]),
        .library(name: "SignalsTesting", targets: ["SignalsTesting"]),
        .library(name: "SignalsNetworking", targets: ["SignalsNetworking"]),
        .executable(name: "ItemListExample", targets: ["ItemListExample"]),
    ],
    targets: [
        // The atomic operations Signals uses: the standard library's `Atomic` needs iOS 18 and macOS 15.
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"], exclude: ["Internal/README.md"]),
        // The platform-neutral core: no UIKit and no SwiftUI, so that it builds on every platform and on Linux.
        .target(name: "ReactiveNavigation", dependencies: ["Signals"]),
        // Thin adapters over the core. Linux cannot build them (their code is under `#if canImport(UIKit)` or
        // `canImport(SwiftUI)`); scripts/typecheck-uikit.sh checks them against the SDK-checked stubs in
        // Tests/UIKitStub.
        .target(name: "ReactiveNavigationUIKit", dependencies: ["Signals", "ReactiveNavigation"]),
        .target(name: "ReactiveNavigationSwiftUI", dependencies: ["Signals", "ReactiveNavigation"]),
        // Marble strings, recordings with virtual times and readable diffs, for tests of signals and producers.
        .target(name: "SignalsTesting", dependencies: ["Signals"]),
        // URLSession.reactive, apart so that Signals does not link FoundationNetworking (libcurl on Linux).
        .target(name: "SignalsNetworking", dependencies: ["Signals"]),
        // The navigation explorer, for apps' own tests.
        .target(name: "ReactiveNavigationTesting", dependencies: ["Signals", "ReactiveNavigation"]),
        .target(name: "ItemListApp", dependencies: ["Signals", "ReactiveNavigation"]),
        .executableTarget(name: "ItemListExample", dependencies: ["ItemListApp"]),
        // Helpers that several test targets use (time limits, a seeded generator, draining the main queue). Not a
        // product: only test targets depend on it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SignalsTests", dependencies: ["Signals", "TestSupport"]),
        .testTarget(name: "SignalsTestingTests", dependencies: ["Signals", "SignalsTesting"]),
        .testTarget(name: "SignalsNetworkingTests", dependencies: ["Signals", "SignalsNetworking"]),
        .testTarget(name: "RealWorldTests", dependencies: ["Signals"]),
        .testTarget(
            name: "ReactiveNavigationTests",
            dependencies: ["Signals", "ReactiveNavigation", "ReactiveNavigationTesting", "TestSupport"]),
        .testTarget(
            name: "ItemListExampleTests",
            dependencies: ["ItemListApp", "Signals", "ReactiveNavigation", "ReactiveNavigationTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
