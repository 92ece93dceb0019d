import Coax
import Foundation
import Testing

/// The committed model generated for `SampleData/type-drift.json` (`Generated/TypeDriftModel.swift`)
/// compiles with the tests and reads every product with the lenient decoder, losing nothing.
@Suite struct GeneratedModelDecodingTests {
    let document: JSONDocument
    let products: [TypeDriftProduct]
    let log: CoercionLog

    init() throws {
        document = try JSONDocument(parsing: SampleDataFile.bytes("type-drift.json"))
        var log = CoercionLog()
        products = try LenientDecoder().decode(
            [TypeDriftProduct].self, from: try #require(document.root["products"]), log: &log)
        self.log = log
    }

    @Test func everyProductDecodesWithTheDefaultPolicies() {
        #expect(products.count == 10)
        #expect(products.map(\.id) == Array(1042...1051))
        #expect(products.map(\.sku).first == "TEA-GRN-100")
    }

    @Test func driftingValuesComeOutWhole() {
        #expect(products[0].price == Decimal(string: "8.45"))
        #expect(products[1].price == Decimal(string: "12.90"))
        #expect(products[2].price == 14)
        #expect(products.map(\.inStock) == ["1", "1", "true", "0", "false", "0", "1", "1", "1", "yes"])
        #expect(products.map(\.stock) == [112, 40, 9, 0, 0, 0, 58, 23, 77, 7])
        #expect(products[3].createdAt == "2014-11-18T09:30:00Z")
        #expect(products[1].createdAt == "1415248634")
        #expect(products[4].updatedAt == "1700560800.25")
        #expect(products[2].updatedAt == nil)
        #expect(products[3].rating == nil)
        #expect(products[1].rating == 4.2)
        #expect(products[1].discount == Decimal(string: "0.10"))
        #expect(products[4].discount == nil)
        #expect(products[0].vendor.name == "Kyoto Leaf Co.")
        #expect(products[7].variants == nil)
        #expect(products[0].variants?[1].priceDelta == Decimal(string: "-1.5"))
        #expect(products[5].variants?[0].priceDelta == nil)
        #expect(products[1].variants?[0].id == 3)
        #expect(products[1].variants?[0].available == "true")
    }

    @Test func theDecoderCoercedOnlyWithoutLoss() {
        // Values of a drifting type are coerced (and logged); none may be cut, cleaned, replaced or dropped.
        #expect(!log.isEmpty)
        for entry in log.entries where entry.kind != "null" && entry.kind != "missing" {
            for word in ["truncated", "trimmed", "saturated", "rounded", "fallback", "dropped"] {
                #expect(!entry.reason.contains(word) && !entry.result.contains(word), "\(entry)")
            }
            #expect(entry.result != "nil", "\(entry)")
        }
    }
}
