import Foundation
import Testing

@testable import Coax

@Suite struct JSONValueTests {
    @Test func objectLookupReturnsTheLastDuplicate() {
        let object: JSONObject = ["a": 1, "b": 2, "a": 3]
        #expect(object["a"] == .number(3))
        #expect(object.keys == ["a", "b", "a"])
        #expect(object.hasDuplicateKey("a"))
        #expect(!object.hasDuplicateKey("b"))
    }

    @Test func settingAKeyKeepsItsPositionAndDropsEarlierDuplicates() {
        var object: JSONObject = ["a": 1, "b": 2, "a": 3]
        object["a"] = "x"
        #expect(object.keys == ["b", "a"])
        #expect(object["a"] == "x")
        object["a"] = nil
        #expect(object.keys == ["b"])
    }

    @Test func numberLiteralsAreValidatedAgainstTheJSONGrammar() {
        for good in ["0", "-0", "12", "1.5", "1e400", "-2.5006e3", "123456789012345678901234567890"] {
            #expect(JSONNumber(literal: good) != nil, "\(good)")
        }
        for bad in ["01", "+1", ".5", "1.", "1e", "NaN", "", "-", "0x1F"] {
            #expect(JSONNumber(literal: bad) == nil, "\(bad)")
        }
    }

    @Test func decimalsAreReadExactlyFromTheLiteral() throws {
        let number = try #require(JSONNumber(literal: "1415250000.34642456"))
        let decimal = try #require(number.decimalValue)
        #expect(decimal == Decimal(string: "1415250000.34642456"))
        #expect(JSONNumber(literal: "1e400")?.decimalValue == nil)
        #expect(JSONNumber(literal: "0.10")?.decimalValue == Decimal(string: "0.1"))
        #expect(JSONNumber(literal: "-2.5006e3")?.decimalValue == Decimal(string: "-2500.6"))
    }
}
