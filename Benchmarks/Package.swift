// swift-tools-version: 6.0
import PackageDescription

// A separate package so that the root's `swift build` and `swift test` never build it.
// Run: swift run -c release --package-path Benchmarks coax-benchmark
let package = Package(
    name: "CoaxBenchmarks",
    dependencies: [
        .package(name: "Coax", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "coax-benchmark",
            dependencies: [
                .product(name: "Coax", package: "Coax"),
                .product(name: "CoaxSamples", package: "Coax"),
            ],
            path: "Sources/CoaxBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
