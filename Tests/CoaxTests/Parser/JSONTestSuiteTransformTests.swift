import Foundation
import Testing

@testable import Coax

/// JSONTestSuite's `test_transform` files: every accepted one is written back byte for byte
/// (whitespace aside), so big integers, `1E-999`, `-0` and duplicate keys survive.
@Suite struct JSONTestSuiteTransformTests {
    static let folder: URL? = PackageRoot.jsonTestSuite.map {
        $0.deletingLastPathComponent().appendingPathComponent("test_transform")
    }

    static let files: [URL] = {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test(.enabled(if: folder != nil, "JSONTestSuite not found beside the package"), arguments: files)
    func acceptedFilesAreWrittenBackExactly(_ file: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: file))
        guard let document = try? JSONDocument(parsing: bytes) else {
            // Only raw invalid UTF-8 is refused; see docs/json-parsing.md.
            #expect(file.lastPathComponent.contains("invalid_codepoint"))
            return
        }
        let withoutWhitespace = bytes.filter { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        #expect(JSONWriter.compact.bytes(for: document.root) == withoutWhitespace)
    }
}
