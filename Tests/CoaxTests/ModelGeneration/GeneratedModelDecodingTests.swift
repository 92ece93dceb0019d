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

    /// The value a kind enum's case holds (`number(8.45)` → 8.45).
    private func payload(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return Mirror(reflecting: value).children.first?.value
    }

    @Test func everyProductDecodesWithTheDefaultPolicies() {
        #expect(products.count == 10)
        // Each kind enum tries its string case first, which the lenient decoder reads from any
        // scalar as written.
        #expect(products.map { payload($0.id) as? String } == (1042...1051).map { String($0) })
        #expect(products.map(\.sku).first == "TEA-GRN-100")
    }

    @Test func driftingValuesComeOutWhole() {
        #expect(payload(products[0].price) as? String == "8.45")
        #expect(payload(products[1].price) as? String == "12.90")
        #expect(payload(products[2].price) as? String == "14")
        #expect(
            products.map { payload($0.inStock) as? String } == [
                "1", "1", "true", "0", "false", "0", "1", "1", "1", "yes",
            ])
        #expect(payload(products[3].createdAt) as? String == "2014-11-18T09:30:00Z")
        #expect(payload(products[1].createdAt) as? String == "1415248634")
        #expect(payload(products[4].updatedAt) as? String == "1700560800.25")
        #expect(products[2].updatedAt == nil)
        #expect(products[3].rating == nil)
        #expect(payload(products[1].rating) as? String == "4.2")
        #expect(payload(products[1].discount) as? String == "0.10")
        #expect(products[4].discount == nil)
        #expect(products[0].vendor.name == "Kyoto Leaf Co.")
        #expect(products[7].variants == nil)
        #expect(payload(products[0].variants?[1].priceDelta) as? String == "-1.5")
        #expect(products[5].variants?[0].priceDelta == nil)
        #expect(payload(products[1].variants?[0].id) as? String == "3")
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
