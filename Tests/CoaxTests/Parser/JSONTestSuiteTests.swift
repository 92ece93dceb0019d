import Foundation
import Testing

@testable import Coax

/// Runs every file of JSONTestSuite's `test_parsing`: `y_` must parse, `n_` must fail with a
/// located error, `i_` may go either way but must finish.
@Suite struct JSONTestSuiteTests {
    static let files: [URL] = {
        guard let folder = PackageRoot.jsonTestSuite,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    /// CI has the suite beside the package: its absence fails here instead of passing silently.
    @Test func suiteIsPresent() throws {
        try #require(
            PackageRoot.jsonTestSuite != nil,
            "JSONTestSuite not found at ../shared/conformance/JSONTestSuite/test_parsing")
        #expect(Self.files.count > 300)
    }

    @Test(
        .enabled(if: PackageRoot.jsonTestSuite != nil, "JSONTestSuite not found beside the package"),
        arguments: files)
    func conformance(_ file: URL) throws {
        let name = file.lastPathComponent
        let bytes = try [UInt8](Data(contentsOf: file))
        let outcome = Result { () throws(JSONParseError) -> JSONDocument in try JSONDocument(parsing: bytes) }
        switch name.prefix(2) {
        case "y_":
            if case .failure(let error) = outcome { Issue.record("\(name) was rejected: \(error)") }
        case "n_":
            switch outcome {
            case .success: Issue.record("\(name) was accepted")
            case .failure(let error):
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(error.location.byteOffset <= bytes.count)
            }
        default:
            // Implementation-defined: either answer, documented in docs/json-parsing.md.
            if case .success(let document) = outcome {
                #expect(document.valueCount >= 1)
            }
        }
    }

    @Test func implementationDefinedChoicesAreTheDocumentedOnes() throws {
        let accepted: [String] = ["\"\\uD800\"", "1e400", "-1e400", "123456789012345678901234567890", "\u{FEFF}{}"]
        for text in accepted {
            #expect(throws: Never.self, "\(text)") { try JSONDocument(parsing: text) }
        }
        let rejected: [[UInt8]] = [[0x22, 0xFF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22]]
        for bytes in rejected {
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: bytes) }
        }
        #expect(try JSONDocument(parsing: "\"\\uD800\"").root.string == "\u{FFFD}")
    }
}
