// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReactiveNavigation",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "ReactiveNavigation", targets: ["ReactiveNavigation"]),
        .library(name: "ReactiveNavigationTesting", targets: ["ReactiveNavigationTesting"]),
        .library(name: "SignalsTesting", targets: ["SignalsTesting"]),
        .library(name: "SignalsNetworking", targets: ["SignalsNetworking"]),
        .executable(name: "ItemListExample", targets: ["ItemListExample"]),
    ],
    targets: [
        // The atomic operations Signals uses: the standard library's `Atomic` needs iOS 18 and macOS 15.
        .target(name: "CSignalsAtomics"),
        .target(name: "Signals", dependencies: ["CSignalsAtomics"], exclude: ["Internal/README.md"]),
        .target(name: "ReactiveNavigation", dependencies: ["Signals"]),
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
