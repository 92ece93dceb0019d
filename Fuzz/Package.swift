// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Coax: a separate package so that the root's `swift build` and `swift test`
// never build it. Run one with `Fuzz/run.sh TARGET SECONDS` (see docs/fuzzing.md).
//
// The checks read internals (`@testable import Coax`: the parser's thread threshold, sources
// without padding), so the package is built with `-enable-testing`, as run.sh does. The same
// check files are compiled into the root package's tests, which replay Fuzz/Crashes/.

/// The fuzz targets: each is `fuzz-NAME`, running `FuzzTarget.NAME`'s check.
let targetNames = [
    "parser", "paths", "coercion", "expansion", "lenient-decoder", "drift", "writer", "terminal-text", "readers",
    "records", "har",
]

let package = Package(
    name: "CoaxFuzz",
    dependencies: [
        .package(name: "Coax", path: "..")
    ],
    targets: [
        // Declares libFuzzer's entry points for Swift.
        .target(name: "CFuzzerDriver"),
        // What each target checks on one input; also replayed by the root package's tests.
        .target(
            name: "FuzzChecks",
            dependencies: [.product(name: "Coax", package: "Coax")]
        ),
        // The model reader's check: its own target, so that only fuzz-model-reader builds
        // swift-syntax.
        .target(
            name: "ModelReaderChecks",
            dependencies: [
                "FuzzChecks",
                .product(name: "Coax", package: "Coax"),
                .product(name: "CoaxSwiftModels", package: "Coax"),
            ]
        ),
        .executableTarget(
            name: "fuzz-model-reader",
            dependencies: ["CFuzzerDriver", "ModelReaderChecks"],
            path: "Sources/Targets/model-reader",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
        + targetNames.map { name in
            .executableTarget(
                name: "fuzz-\(name)",
                dependencies: ["CFuzzerDriver", "FuzzChecks"],
                path: "Sources/Targets/\(name)",
                // One file with an `@_cdecl` entry and no top-level code.
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]
            )
        },
    swiftLanguageModes: [.v6]
)
