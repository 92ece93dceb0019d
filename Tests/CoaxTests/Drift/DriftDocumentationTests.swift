import Coax
import Foundation
import Testing

/// `docs/drift.md` shows real output: the report and the model for `SampleData/type-drift.json`.
@Suite struct DriftDocumentationTests {
    private let documentation: String
    private let document: JSONDocument

    init() throws {
        documentation = try String(contentsOf: PackageRoot.file("docs/drift.md"), encoding: .utf8)
        document = try JSONDocument(parsing: SampleDataFile.bytes("type-drift.json"))
    }

    @Test func theDocumentedReportIsTheCurrentOutput() {
        let text = DriftAnalyzer().analyze(document).text(name: "SampleData/type-drift.json")
        #expect(
            documentation.contains("```\n" + text + "```\n"),
            "update docs/drift.md with `coax drift SampleData/type-drift.json`")
    }

    @Test func theDocumentedModelIsTheCurrentOutput() throws {
        let path = try JSONPath(parsing: "$.products")
        let model = try ModelGenerator(typeName: "Product", sourceName: "type-drift.json")
            .generate(for: try path.resolve(in: document.root), at: path)
        #expect(
            documentation.contains("```swift\n" + model + "```\n"),
            "update docs/drift.md with `coax model SampleData/type-drift.json '$.products' --name Product`")
    }
}
