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

    /// The report of a sample collection as `coax drift SampleData/FILE` prints it, cut to its
    /// first `lines` lines.
    private func collectionReport(
        _ file: String, format: JSONInputFormat = .jsonLines, options: DriftOptions = DriftOptions(),
        lines: Int? = nil
    ) throws -> String {
        let name = "SampleData/\(file)"
        let collection = JSONCollection(parsing: try SampleDataFile.bytes(file), format: format, name: name)
        let text = DriftAnalyzer(options: options).analyze(collection).text(name: name)
        guard let lines else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines).joined(separator: "\n")
            + "\n"
    }

    @Test func theDocumentedCollectionReportsAreTheCurrentOutput() throws {
        let reports = [
            ("coax drift SampleData/github-events.jsonl", try collectionReport("github-events.jsonl")),
            (
                "coax drift SampleData/payment-events.jsonl --no-variants",
                try collectionReport(
                    "payment-events.jsonl", options: DriftOptions(findsVariants: false), lines: 8)
            ),
            ("coax drift SampleData/payment-events.jsonl", try collectionReport("payment-events.jsonl")),
            (
                "coax drift SampleData/payment-events.jsonl --by '$.data.object.object'",
                try collectionReport(
                    "payment-events.jsonl",
                    options: DriftOptions(discriminators: [try DriftDiscriminator(parsing: "$.data.object.object")]))
            ),
            (
                "coax drift SampleData/shop-api.har | head -16",
                try collectionReport("shop-api.har", format: .har, lines: 16)
            ),
        ]
        for (command, text) in reports {
            #expect(documentation.contains("```\n" + text + "```\n"), "update docs/drift.md with `\(command)`")
        }
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
