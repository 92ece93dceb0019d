import Foundation
import Testing

/// `coax get FILE "<printed DecodingError>"` prints the value the error is about. The errors are
/// made by the real `JSONDecoder` failing on SampleData, printed as Swift prints them.
@Suite struct GetPrintedErrorTests {
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

    struct Stock: Decodable {
        struct Product: Decodable { var inStock: Bool }
        var products: [Product]
    }

    static let file = CoaxRun.sample("type-drift.json")

    static func printedError<T: Decodable>(_ type: T.Type, snakeCase: Bool = false) throws -> String {
        let decoder = JSONDecoder()
        if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        do {
            _ = try decoder.decode(type, from: try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            return "\(error)"
        }
        Issue.record("\(type) decoded")
        return ""
    }

    @Test func aTypeMismatchPrintsTheValueAndWhatItMeans() throws {
        let printed = try Self.printedError(Shop.self)
        #expect(
            printed.hasPrefix("DecodingError.typeMismatch: expected value of type Double. Path: products[1].price."))
        let run = try CoaxRun(["get", Self.file, printed])
        #expect(run.status == 0)
        #expect(run.output == "\"12.90\"\n")
        #expect(run.error == "JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9\n")
    }

    @Test func keyNotFoundPrintsTheObjectAndNamesTheKey() throws {
        let run = try CoaxRun(["get", Self.file, try Self.printedError(Vendors.self)])
        #expect(run.status == 0)
        #expect(run.output == #"{"id":7,"name":"Kyoto Leaf Co."}"# + "\n")
        #expect(run.error == "this object has no key \"country\"\n")
    }

    @Test func valueNotFoundPrintsTheNull() throws {
        let run = try CoaxRun(["get", Self.file, try Self.printedError(Discounts.self)])
        #expect(run.status == 0)
        #expect(run.output == "null\n")
        #expect(run.error.hasPrefix("JSONDecoder expected Double; this is null"))
    }

    @Test func snakeCaseNamesAreMatchedToTheDocument() throws {
        let printed = try Self.printedError(Stock.self, snakeCase: true)
        #expect(printed.contains("Path: products[1].inStock."))
        let run = try CoaxRun(["get", Self.file, printed])
        #expect(run.status == 0)
        #expect(run.output == "1\n")
    }

    @Test func theOlderFormAndACodingPathWorkToo() throws {
        let older =
            #"typeMismatch(Swift.Double, Swift.DecodingError.Context(codingPath: [CodingKeys(stringValue: "products", intValue: nil), _JSONKey(stringValue: "Index 1", intValue: 1), CodingKeys(stringValue: "price", intValue: nil)], debugDescription: "Expected to decode Double but found a string/data instead.", underlyingError: nil))"#
        #expect(try CoaxRun(["get", Self.file, older]).output == "\"12.90\"\n")
        let list =
            #"[CodingKeys(stringValue: "products", intValue: nil), _CodingKey(stringValue: "Index 2", intValue: 2), CodingKeys(stringValue: "sku", intValue: nil)]"#
        let run = try CoaxRun(["get", Self.file, list])
        #expect(run.output == "\"MUG-CER-350\"\n")
        #expect(run.error.isEmpty)
    }

    @Test func coerceAndModelAcceptPrintedErrors() throws {
        let printed = try Self.printedError(Shop.self)
        let coerce = try CoaxRun(["coerce", Self.file, printed])
        #expect(coerce.status == 0)
        #expect(coerce.output.hasPrefix("path   $['products'][1]['price']\n"))
        let model = try CoaxRun(["model", Self.file, try Self.printedError(Vendors.self), "--name", "Vendor"])
        #expect(model.status == 0)
        #expect(model.output.contains("struct Vendor"))
    }

    @Test func unreadableErrorsAndMissingValuesAreReported() throws {
        let garbled = try CoaxRun(["get", Self.file, "DecodingError.typeMismatch: something else"])
        #expect(garbled.status == 64)
        #expect(garbled.error.contains("looks like a printed DecodingError"))
        let gone = try CoaxRun([
            "get", Self.file, "DecodingError.typeMismatch: expected value of type Double. Path: products[99].price",
        ])
        #expect(gone.status == 1)
        #expect(gone.error.contains("has no index 99"))
    }
}
