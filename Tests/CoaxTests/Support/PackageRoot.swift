import Foundation

/// Locations the tests read from: the package root and the shared folder beside it.
enum PackageRoot {
    /// The package root, found from this file's path (Tests/CoaxTests/Support/…).
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// `../shared/conformance/JSONTestSuite/test_parsing` beside the package, when present.
    static var jsonTestSuite: URL? {
        let suite = url.deletingLastPathComponent()
            .appendingPathComponent("shared/conformance/JSONTestSuite/test_parsing")
        return FileManager.default.fileExists(atPath: suite.path) ? suite : nil
    }
}
