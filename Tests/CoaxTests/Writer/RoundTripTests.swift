import CoaxSamples
import Testing

@testable import Coax

/// Parse → write → parse is the identity, over seeded random documents of every shape.
@Suite struct RoundTripTests {
    @Test(arguments: 0..<300)
    func randomValuesSurviveWritingAndParsing(seed: Int) throws {
        let limits = RandomJSONGenerator.Limits(maximumDepth: 6, maximumBreadth: 7, maximumStringLength: 24)
        let value = RandomJSONGenerator.value(seed: UInt64(seed), limits: limits)
        for writer in [JSONWriter.compact, JSONWriter.pretty] {
            let text = writer.bytes(for: value)
            let document = try JSONDocument(parsing: text)
            #expect(JSONValue(document.root) == value, "seed \(seed)")
            // Writing the parsed document gives the same bytes as writing the value.
            #expect(writer.bytes(for: document.root) == text, "seed \(seed)")
        }
    }

    @Test func generatedAPIDocumentsSurviveWritingAndParsing() throws {
        for variant in APIDocumentGenerator.Variant.allCases {
            let bytes = APIDocumentGenerator(variant: variant, seed: 7).bytes(size: .kilobytes(300))
            let document = try JSONDocument(parsing: bytes)
            let compact = JSONWriter.compact.bytes(for: document.root)
            let reparsed = try JSONDocument(parsing: compact)
            #expect(JSONValue(reparsed.root) == JSONValue(document.root), "\(variant)")
            #expect(JSONWriter.compact.bytes(for: reparsed.root) == compact, "\(variant)")
            let pretty = JSONWriter.pretty.bytes(for: document.root)
            #expect(JSONWriter.compact.bytes(for: try JSONDocument(parsing: pretty).root) == compact, "\(variant)")
        }
    }

    @Test func documentsBuiltFromValuesReadBackTheSameValue() {
        for seed in 0..<50 {
            let value = RandomJSONGenerator.value(seed: UInt64(1_000 + seed))
            #expect(JSONValue(JSONDocument(value).root) == value)
        }
    }
}
