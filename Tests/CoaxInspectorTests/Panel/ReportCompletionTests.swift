import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The panel's slow parts (typed arrays of a long array) run after the key press and land in
/// the report unless the selection moved on.
@Suite("Report completion")
struct ReportCompletionTests {
    static let long = "[" + (0..<5_000).map { "\"\($0)\"" }.joined(separator: ",") + "]"

    static func typedRow(_ report: ValueReport?) -> ValueReport.Row? {
        report?.sections.first { $0.id == .typedArrays }?.rows.first { $0.name == "array of numbers" }
    }

    @Test func aKeyPressConvertsAFewElementsAndTheRestComesAfter() throws {
        let root = try JSONDocument(parsing: Self.long).root
        let reporter = CoercionReporter(timeZone: TimeZone(identifier: "UTC")!)
        let quick = try #require(Self.typedRow(reporter.report(for: root)))
        #expect(quick.reason.contains("8"), "the quick report says how many it converted: \(quick.reason)")
        let work = try #require(reporter.completion(for: root))
        let sections = work()
        #expect(sections.map(\.id) == [.typedArrays, .forced])
        let full = try #require(sections[0].rows.first { $0.name == "array of numbers" })
        #expect(
            full.reason.contains("1,000") || full.reason.contains("1000"),
            "the full one converts up to 1,000: \(full.reason)")
        #expect(
            reporter.completion(for: try JSONDocument(parsing: "[1, 2]").root) == nil, "short arrays are done at once")
        #expect(reporter.completion(for: try JSONDocument(parsing: "{\"a\": 1}").root) == nil)
    }

    @Test func theInspectorShowsTheCompletedSections() throws {
        let harness = try Harness(
            Self.long, rows: 40, columns: 120, reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!))
        _ = harness.screen  // the panel is drawn, which starts the slow part
        #expect(harness.inspector.hasPendingWork)
        harness.inspector.finishPendingWork()
        let row = try #require(Self.typedRow(harness.inspector.selectionReport))
        #expect(row.reason.contains("1,000") || row.reason.contains("1000"), "after the background work: \(row.reason)")
        #expect(harness.inspector.panel.completion == nil)
    }

    @Test func movingOnDropsTheSlowWorkOfTheValueLeft() throws {
        let text = #"{"list": \#(Self.long), "n": 1}"#
        let document = try JSONDocument(parsing: text)
        let configuration = InspectorConfiguration(
            fileName: "t.json", openDepth: 1, reporters: [CoercionReporter()], expander: nil, drift: nil)
        let inspector = Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: 30, columns: 120))
        inspector.handle(.character("j"))
        inspector.render(into: CellGrid(size: inspector.size))
        #expect(inspector.panel.completion != nil, "the long array's typed arrays are being converted")
        inspector.handle(.character("j"))
        #expect(inspector.panel.completion == nil, "dropped when the selection moved")
        inspector.finishPendingWork()
        #expect(inspector.selectionPath == "$.n")
    }
}
