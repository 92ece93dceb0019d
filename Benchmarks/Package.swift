// swift-tools-version: 6.0
import PackageDescription

// A separate package so that the root's `swift build` and `swift test` never build it.
// Run: swift run -c release --package-path Benchmarks coax-benchmark
let package = Package(
    name: "CoaxBenchmarks",
    dependencies: [
        .package(name: "Coax", path: "..")
    ],
    targets: [
        // What the benchmarks share: resident-memory readings, the report's header line, measuring
        // in a child process.
        .target(name: "BenchmarkSupport", path: "Sources/BenchmarkSupport"),
        .executableTarget(
            name: "coax-benchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Coax", package: "Coax"),
                .product(name: "_CoaxSamples", package: "Coax"),
                .product(name: "_CoaxInspector", package: "Coax"),
            ],
            path: "Sources/CoaxBenchmark"
        ),
        // The inspector's first screen, keystroke cost and memory: swift run -c release --package-path Benchmarks inspector-benchmark
        .executableTarget(
            name: "inspector-benchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Coax", package: "Coax"),
                .product(name: "_CoaxSamples", package: "Coax"),
                .product(name: "_CoaxInspector", package: "Coax"),
            ],
            path: "Sources/InspectorBenchmark"
        ),
        // Collections at scale (JSON Lines vs one array, first screen, memory, get vs jq):
        // swift run -c release --package-path Benchmarks collection-benchmark --coax .build-release/release/coax
        .executableTarget(
            name: "collection-benchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Coax", package: "Coax"),
                .product(name: "_CoaxInspector", package: "Coax"),
            ],
            path: "Sources/CollectionBenchmark"
        ),
        // Coax's parse against simdjson's DOM on look-alikes of twitter.json, citm_catalog.json and
        // canada.json (simdjson from the system, Debian's libsimdjson-dev, compiled in at run time):
        // swift run -c release --package-path Benchmarks --scratch-path .build-bench parse-benchmark
        .executableTarget(
            name: "parse-benchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Coax", package: "Coax"),
                .product(name: "_CoaxSamples", package: "Coax"),
            ],
            path: "Sources/ParseBenchmark"
        ),
        // coax drift against coax check over the 1 GB JSON Lines file, with CPU time and peak memory:
        // swift run -c release --package-path Benchmarks --scratch-path .build-bench drift-benchmark
        .executableTarget(
            name: "drift-benchmark",
            dependencies: ["BenchmarkSupport"],
            path: "Sources/DriftBenchmark"
        ),
        // coax decode's simulation against JSONDecoder decoding the same JSON Lines into the same
        // types compiled with swiftc -O (SampleData/AppModels):
        // swift run -c release --package-path Benchmarks --scratch-path .build-bench decode-benchmark --size 1GB
        .executableTarget(
            name: "decode-benchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Coax", package: "Coax"),
                .product(name: "_CoaxSamples", package: "Coax"),
                .product(name: "CoaxSwiftModels", package: "Coax"),
            ],
            path: "Sources/DecodeBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
