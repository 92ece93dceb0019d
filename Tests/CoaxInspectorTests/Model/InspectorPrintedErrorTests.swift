import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// `:` with a `DecodingError` pasted from a console. The errors are made by the real
/// `JSONDecoder` failing on SampleData and printed as Swift prints them.
@Suite("Inspector go to a printed DecodingError")
struct InspectorPrintedErrorTests {
    struct Shop: Decodable {
        struct Product: Decodable { var price: Double }
        var products: [Product]
    }

    struct Vendors: Decodable {
        struct Product: Decodable { var vendor: Vendor }
        struct Vendor: Decodable { var country: String }
        var products: [Product]
    }

    struct Discounts: Decodable {
        struct Product: Decodable { var discount: Double }
        var products: [Product]
    }

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SampleData/type-drift.json")

    static func printedError<T: Decodable>(_ type: T.Type) throws -> String {
        do {
            _ = try JSONDecoder().decode(type, from: try Data(contentsOf: url))
        } catch {
            return "\(error)"
        }
        Issue.record("\(type) decoded")
        return ""
    }

    static func harness() throws -> Harness {
        try Harness(String(decoding: try Data(contentsOf: url), as: UTF8.self), rows: 24, columns: 80, openDepth: 1)
    }

    @Test func aTypeMismatchLandsOnTheValueAndSaysWhatItMeans() throws {
        let harness = try Self.harness()
        harness.prompt(":", try Self.printedError(Shop.self))
        #expect(harness.path == "$.products[1].price")
        #expect(harness.inspector.messages.current?.isError == false)
        #expect(
            harness.inspector.messageText == "JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9")
    }

    @Test func keyNotFoundLandsOnTheObjectAndNamesTheKey() throws {
        let harness = try Self.harness()
        harness.prompt(":", try Self.printedError(Vendors.self))
        #expect(harness.path == "$.products[0].vendor")
        #expect(harness.inspector.messageText == "this object has no key \"country\"")
    }

    @Test func valueNotFoundLandsOnTheNull() throws {
        let harness = try Self.harness()
        harness.prompt(":", try Self.printedError(Discounts.self))
        #expect(harness.path == "$.products[0].discount")
        #expect(harness.inspector.tree.selectedNode.isNull)
    }

    @Test func aCodingPathListLandsOnTheValue() throws {
        let harness = try Self.harness()
        harness.prompt(
            ":",
            #"[CodingKeys(stringValue: "products", intValue: nil), _CodingKey(stringValue: "Index 2", intValue: 2)]"#)
        #expect(harness.path == "$.products[2]")
        #expect(harness.inspector.messageText == "at $.products[2]")
    }

    @Test func aPathThatIsNotThereStopsAtTheNearestValue() throws {
        let harness = try Self.harness()
        harness.prompt(":", "DecodingError.typeMismatch: expected value of type Double. Path: products[42].price")
        #expect(harness.path == "$.products")
        #expect(harness.inspector.messages.current?.isError == true)
    }
}
