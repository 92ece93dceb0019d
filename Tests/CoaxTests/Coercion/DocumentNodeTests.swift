import Foundation
import Testing

@testable import Coax

/// The engine runs on a parsed document's nodes directly, with the same results as on owned values.
@Suite struct DocumentNodeTests {
    static let text = #"""
        {"yes": true, "no": false, "zero": 0, "minus": -1, "stamp": 1415162234, "price": 5.94,
         "potato": "potato", "empty": "", "slices": "the 21.5 slices", "nothing": null,
         "huge": 123456789012345678901234567890, "far": 1e400, "list": ["pizza", 9, "pie", null, true, "88", "2", "", 3.45],
         "nested": {"id": "7", "friends": [{"id": 1}, "x"]}, "dup": 1, "dup": "2", "ctl": "\u001b[31m5"}
        """#

    @Test func nodesAndValuesGiveTheSameReports() throws {
        let document = try JSONDocument(parsing: DocumentNodeTests.text)
        let nodes = try #require(Extractor(document.root))
        let value = JSONValue(document.root)
        let values = try #require(Extractor(value))
        #expect(nodes.keys == values.keys)
        for key in nodes.keys + ["absent"] {
            let nodeReport = CoercionReport(nodes[key].value, unconvertibleMarker: -1)
            let valueReport = CoercionReport(values[key].value, unconvertibleMarker: -1)
            #expect(nodeReport.entries.map(\.method) == valueReport.entries.map(\.method), "\(key)")
            #expect(nodeReport.entries.map(\.why) == valueReport.entries.map(\.why), "\(key)")
            #expect(nodeReport.entries.map(\.output.jsonValue) == valueReport.entries.map(\.output.jsonValue), "\(key)")
            #expect(nodeReport.jsonText(path: key) == valueReport.jsonText(path: key), "\(key)")
        }
    }

    @Test func extractorsOverNodes() throws {
        let document = try JSONDocument(parsing: DocumentNodeTests.text)
        let root = try #require(Extractor(document.root))
        #expect(root.integer(forKey: "slices") == 21)
        #expect(root.integer(forKey: "dup") == 2)
        #expect(root.number(forKey: "huge") == .max)
        #expect(root.string(forKey: "huge") == "123456789012345678901234567890")
        #expect(root.decimal(forKey: "far") == nil)
        #expect(root.array(of: .numbers, forKey: "list") == [9, 1, 88, 2, 3])
        let nested = try #require(root.extractor(forKey: "nested"))
        #expect(nested.integer(forKey: "id") == 7)
        #expect(nested.array(of: .extractors, forKey: "friends")?.map { $0.integer(forKey: "id") } == [1])
        #expect(root.dictionary(forKey: "nested")?["id"] == "7")
        #expect(root.array(forKey: "list")?.count == 9)
    }
}
