// swift-tools-version: 6.2
import PackageDescription

// The benchmarks live in a package of their own so that the library package keeps zero dependencies: this one
// depends on the library by path and on OpenCombine, the peer it is measured against.
let package = Package(
    name: "SignalsBenchmarks",
    platforms: [.macOS(.v12)],
    products: [
        .executable(name: "SignalsBenchmarks", targets: ["SignalsBenchmarks"])
    ],
    dependencies: [
        .package(name: "ReactiveNavigation", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "SignalsBenchmarks",
            dependencies: [
                "MallocCounter",
                .product(name: "Signals", package: "ReactiveNavigation"),
                .product(name: "ReactiveNavigation", package: "ReactiveNavigation"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "SignalsBenchmarks"
        ),
        .target(name: "MallocCounter", path: "MallocCounter"),
    ],
    swiftLanguageModes: [.v6]
)
