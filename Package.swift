// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Coax",
    products: [
        .library(name: "Coax", targets: ["Coax"]),
        // Reads `Decodable` models from Swift source for `DeclaredModelChecker`; a product of its
        // own so that only the programs that read models build swift-syntax.
        .library(name: "CoaxSwiftModels", targets: ["CoaxSwiftModels"]),
        // Not for use outside this repository (the leading underscore says so, as in
        // swift-collections): the benchmarks package needs them, nothing else should.
        .library(name: "_CoaxSamples", targets: ["CoaxSamples"]),
        .library(name: "_CoaxInspector", targets: ["CoaxInspector"]),
        .executable(name: "coax", targets: ["coax"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The core: document, parser, writer, paths, coercion, expansion, models, decoding, drift.
        // It knows nothing of terminals.
        .target(name: "Coax", dependencies: ["CCoaxBlocks"]),
        // The parser's first pass: 64-byte blocks into bitmasks, escapes, strings, token starts and
        // UTF-8, with AVX-512, AVX2, SSE4.2 or NEON chosen at run time (see Sources/Coax/Parser/StructuralIndexer.swift).
        .target(name: "CCoaxBlocks"),
        // Reads the user's Decodable models from Swift source with swift-syntax and describes them
        // in Coax's plain terms (DeclaredModelSet); the core never builds swift-syntax.
        .target(
            name: "CoaxSwiftModels",
            dependencies: [
                "Coax",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Deterministic sample and benchmark documents for tests and benchmarks; not in the binary.
        .target(name: "CoaxSamples", dependencies: ["Coax"]),
        // The inspector's state, actions and rendering into an abstract screen, and the built-in demo
        // document. Terminal-free.
        .target(name: "CoaxInspector", dependencies: ["Coax"]),
        // ncursesw through a system library (Debian: libncurses-dev); only CoaxTerminal imports it.
        // No pkgConfig: Debian's ncursesw.pc adds only -D flags SwiftPM refuses with a warning, so
        // shim.h defines what they would enable and module.modulemap names the libraries.
        .systemLibrary(name: "CNcursesw"),
        // The one adapter between the inspector's screen protocol and ncursesw.
        .target(name: "CoaxTerminal", dependencies: ["Coax", "CoaxInspector", "CNcursesw"]),
        // The command line: parses arguments and wires the libraries together.
        .executableTarget(
            name: "coax",
            dependencies: [
                "Coax", "CoaxInspector", "CoaxTerminal", "CoaxSwiftModels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CoaxTests",
            dependencies: ["Coax", "CoaxSamples", "CoaxInspector"],
            // Input/expected pairs read from disk by the expansion tests, not compiled or bundled.
            exclude: ["Expansion/Fixtures"]
        ),
        .testTarget(name: "CoaxSwiftModelsTests", dependencies: ["CoaxSwiftModels", "Coax", "CoaxSamples"]),
        .testTarget(name: "CoaxInspectorTests", dependencies: ["CoaxInspector", "Coax"]),
        .testTarget(name: "CoaxTerminalTests", dependencies: ["CoaxTerminal", "CoaxInspector", "CNcursesw"]),
        .testTarget(name: "CoaxCommandTests", dependencies: ["Coax", "CoaxSamples"]),
    ],
    swiftLanguageModes: [.v6]
)
