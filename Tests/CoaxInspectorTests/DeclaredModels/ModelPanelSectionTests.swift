import Coax
import Foundation
import Testing

@testable import CoaxInspector

@Suite("The panel's \"your model\" section and the failure list")
struct ModelPanelSectionTests {
    @Test("on the failing value: the model's place and type, JSONDecoder's error, LenientDecoder, the change")
    func failingValue() throws {
        let verdicts = ModelFixture.verdicts(suggesting: true)
        let price = try #require(ModelFixture.collection.document(at: 1)?.root["price"])
        let lines = ModelPanelSection.lines(verdicts: verdicts, document: 1, index: price.index, width: 200)
        #expect(
            lines.map(\.text) == [
                "your model",
                "Product.price: Double → typeMismatch: Expected to decode Double but found a string instead.",
                "  codingPath      price",
                "  LenientDecoder  decodes",
                "  change          Product.price: `let price: Double` → `let price: NumberOrText<Double>?`",
            ])
        #expect(lines[1].segments.first?.role == .error)
    }

    @Test("a missing key names the key; the object is where it fails")
    func missingKey() {
        let verdicts = ModelFixture.verdicts(suggesting: true)
        let lines = ModelPanelSection.lines(verdicts: verdicts, document: 2, index: 0, width: 200).map(\.text)
        #expect(lines.count >= 3)
        #expect(lines[1].hasPrefix("Product.price → keyNotFound 'price': No value associated with key"))
        #expect(lines[2] == "  codingPath      (empty)")
    }

    @Test("elsewhere in a failing document, one line saying where it fails; a decoding document says so")
    func otherValues() throws {
        let verdicts = ModelFixture.verdicts()
        let id = try #require(ModelFixture.collection.document(at: 1)?.root["id"])
        #expect(
            ModelPanelSection.lines(verdicts: verdicts, document: 1, index: id.index, width: 200).map(\.text) == [
                "your model", "this document fails to decode as Product at $.price (typeMismatch); u goes there",
            ])
        #expect(
            ModelPanelSection.lines(verdicts: verdicts, document: 0, index: 0, width: 200).map(\.text) == [
                "your model", "this document decodes as Product",
            ])
        #expect(ModelPanelSection.lines(verdicts: verdicts, document: nil, index: 0, width: 200).isEmpty)
    }

    @Test("the section wraps to the panel's width")
    func wraps() throws {
        let verdicts = ModelFixture.verdicts()
        let price = try #require(ModelFixture.collection.document(at: 1)?.root["price"])
        let lines = ModelPanelSection.lines(verdicts: verdicts, document: 1, index: price.index, width: 30)
        #expect(lines.allSatisfy { TerminalText.width(of: $0.text) <= 30 })
        #expect(lines.map(\.text).joined(separator: " ").contains("Expected to decode"))
    }

    @Test("the list groups as the text report: a line per group, its messages, its documents; Enter targets")
    func list() throws {
        let verdicts = ModelFixture.verdicts(suggesting: true)
        let lines = ModelFailureList.lines(verdicts)
        let texts = lines.map(\.text)
        #expect(texts.first == "$.price  typeMismatch (Double): 2 documents")
        #expect(texts.contains("  #2  $.price"))
        #expect(texts.contains("  #5  $.price"))
        #expect(texts.contains("$.price  keyNotFound 'price': 1 document"))
        #expect(texts.contains("  #4  $.tags[1]"))
        #expect(texts.contains { $0.hasPrefix("  change          Product.price:") })
        #expect(lines.allSatisfy { !$0.isHeading })
        let fifth = try #require(lines.first { $0.text == "  #5  $.price" })
        let price = try #require(ModelFixture.collection.document(at: 4)?.root["price"])
        #expect(fifth.document == 4)
        #expect(fifth.target == price.index)
    }
}
