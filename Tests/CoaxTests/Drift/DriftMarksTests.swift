import Coax
import Foundation
import Testing

/// Where a view finds the drifting values: marks, jumps, paths and findings.
@Suite struct DriftMarksTests {
    let document: JSONDocument
    let marks: DriftMarks

    init() throws {
        document = try JSONDocument(parsing: SampleDataFile.bytes("type-drift.json"))
        marks = DriftMarks(document: document)
    }

    @Test func everyValueOfEveryFindingIsMarkedInDocumentOrder() {
        #expect(marks.indices == marks.indices.sorted())
        let values = marks.report.findings.reduce(0) { $0 + $1.kinds.reduce(0) { $0 + $1.count } }
        #expect(marks.indices.count == values)
        for finding in marks.report.findings {
            for kind in finding.kinds {
                #expect(marks.contains(kind.firstIndex))
                #expect(marks.finding(at: kind.firstIndex)?.pattern == finding.pattern)
                #expect(finding.pattern.matches(marks.path(of: kind.firstIndex)))
            }
        }
    }

    @Test func consistentMembersAreNotMarked() throws {
        let sku = try #require(JSONPath(parsing: "$.products[0].sku").value(in: document.root))
        #expect(!marks.contains(sku.index))
        #expect(marks.finding(at: sku.index) == nil)
        let vendor = try #require(JSONPath(parsing: "$.products[3].vendor.id").value(in: document.root))
        #expect(!marks.contains(vendor.index))
    }

    @Test func nextAndPreviousStepThroughTheMarksAndStopAtTheEnds() throws {
        let first = try #require(marks.next(after: -1))
        #expect(marks.path(of: first).shortForm == "$.products[0].id")
        let second = try #require(marks.next(after: first))
        #expect(marks.path(of: second).shortForm == "$.products[0].price")
        #expect(marks.previous(before: second) == first)
        #expect(marks.previous(before: first) == nil)
        let last = try #require(marks.previous(before: .max))
        #expect(marks.next(after: last) == nil)
        #expect(marks.path(of: last).shortForm == "$.products[9].variants[1].available")
        // From an unmarked value (the first product's sku), the next mark is its price.
        let sku = try #require(JSONPath(parsing: "$.products[0].sku").value(in: document.root))
        #expect(marks.next(after: sku.index) == second)
        #expect(marks.previous(before: sku.index) == first)
    }

    @Test func aConsistentDocumentHasNoMarks() throws {
        let marks = DriftMarks(document: try JSONDocument(parsing: #"[{"a": 1}, {"a": 2}]"#))
        #expect(marks.indices.isEmpty)
        #expect(marks.next(after: -1) == nil)
        #expect(marks.previous(before: .max) == nil)
    }
}
