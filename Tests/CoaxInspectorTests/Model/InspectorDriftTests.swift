import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// Type drift in the inspector: `~` marks, `m`/`M` jumps, the `D` list.
@Suite("Inspector type drift")
struct InspectorDriftTests {
    static let text = #"""
        {"meta": {"total": "3"},
         "posts": [{"id": 1, "title": "a", "price": 8.45},
                   {"id": "2", "title": "b", "price": "9.5"},
                   {"id": 3, "title": "c"}]}
        """#

    static let analysis: @Sendable (JSONDocument) -> DriftMarks = { DriftMarks(document: $0) }

    private func harness(_ text: String = Self.text, rows: Int = 20, columns: Int = 60) throws -> Harness {
        try Harness(text, rows: rows, columns: columns, openDepth: 3, drift: Self.analysis)
    }

    /// The screen's row showing `fragment`.
    private func row(containing fragment: String, in harness: Harness) -> String? {
        harness.screen.split(separator: "\n").map(String.init).first { $0.contains(fragment) }
    }

    @Test func drifingMembersAreMarkedInTheGutterAndConsistentOnesAreNot() throws {
        let harness = try harness()
        #expect(harness.inspector.driftMarks != nil, "the analysis ran as queued work")
        #expect(row(containing: #"id: "2""#, in: harness)?.hasPrefix("~") == true)
        #expect(row(containing: "id: 1", in: harness)?.hasPrefix("~") == true)
        #expect(row(containing: "price: 8.45", in: harness)?.hasPrefix("~") == true)
        #expect(row(containing: #"title: "a""#, in: harness)?.hasPrefix(" ") == true)
        #expect(row(containing: #"total: "3""#, in: harness)?.hasPrefix(" ") == true)
        let grid = harness.grid
        let marked = try #require(grid.text.split(separator: "\n").firstIndex { $0.contains(#"id: "2""#) })
        #expect(grid.cell(row: marked, column: 0)?.style.role == .drift)
    }

    @Test func mAndShiftMJumpBetweenDriftingValuesAndWrap() throws {
        let harness = try harness()
        harness.type("m")
        #expect(harness.path == "$.posts[0].id")
        #expect(
            harness.inspector.message?.text
                == "drift 1 of 5: $.posts[*].id (kinds differ; a typed coercion reads every value)")
        harness.type("m")
        #expect(harness.path == "$.posts[0].price")
        harness.type("mm")
        #expect(harness.path == "$.posts[1].price")
        harness.type("M")
        #expect(harness.path == "$.posts[1].id")
        harness.type("G")
        harness.type("m")
        #expect(harness.path == "$.posts[0].id")
        #expect(harness.inspector.message?.text.hasSuffix("(wrapped to the top)") == true)
        harness.type("M")
        #expect(harness.path == "$.posts[2].id")
        #expect(harness.inspector.message?.text.hasSuffix("(wrapped to the bottom)") == true)
    }

    @Test func jumpsRevealCollapsedContainers() throws {
        let harness = try Harness(Self.text, rows: 20, columns: 60, openDepth: 1, drift: Self.analysis)
        harness.type("m")
        #expect(harness.path == "$.posts[0].id")
        #expect(row(containing: "id: 1", in: harness) != nil)
    }

    @Test func aKeyPressedBeforeTheAnalysisEndsWaitsForIt() throws {
        let document = try JSONDocument(parsing: Self.text)
        let configuration = InspectorConfiguration(
            fileName: "t.json", reporters: [], expander: nil, drift: Self.analysis)
        let inspector = Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: 20, columns: 60))
        #expect(inspector.hasPendingWork, "the analysis waits for the first slice of queued work")
        #expect(inspector.handle(.character("m")).isEmpty)
        #expect(inspector.message?.text == "finding type drift… (Esc stops waiting)")
        inspector.finishPendingWork()
        #expect(inspector.selectionPath == "$.posts[0].id")
    }

    @Test func escStopsWaitingWithoutQuitting() throws {
        let document = try JSONDocument(parsing: Self.text)
        let configuration = InspectorConfiguration(
            fileName: "t.json", reporters: [], expander: nil, drift: Self.analysis)
        let inspector = Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: 20, columns: 60))
        inspector.handle(.character("D"))
        #expect(inspector.handle(.key(.escape)).isEmpty)
        #expect(inspector.message?.text == "stopped waiting for the drift analysis")
        inspector.finishPendingWork()
        #expect(inspector.overlay == nil, "the list does not open after Esc")
        #expect(inspector.driftMarks != nil, "the marks still arrive")
    }

    @Test func theDriftListShowsFindingsAndEnterJumpsToAPath() throws {
        let harness = try harness(rows: 20, columns: 70)
        harness.type("D")
        #expect(harness.inspector.overlay == .drift(selection: 0, scroll: 0))
        let screen = harness.screen
        #expect(screen.contains("2 drifting members · j/k move · Enter jumps"))
        #expect(screen.contains("kindChange"))
        #expect(screen.contains("$.posts[*].id"))
        #expect(screen.contains("number ×2  $.posts[0].id"))
        #expect(screen.contains("string ×1  $.posts[1].id"))
        #expect(screen.contains("$.posts[*].price, missing ×1"))
        harness.type("jj")
        #expect(harness.inspector.overlay == .drift(selection: 2, scroll: 0))
        harness.press(.key(.enter))
        #expect(harness.inspector.overlay == nil)
        #expect(harness.path == "$.posts[1].id")
        harness.type("Dx")
        #expect(harness.inspector.overlay == nil, "any other key closes the list")
    }

    @Test func aConsistentDocumentSaysSo() throws {
        let harness = try harness(#"{"a": [{"x": 1}, {"x": 2}]}"#)
        harness.type("m")
        #expect(harness.inspector.message?.text == "no type drift: every member agrees across 1 group of objects")
        harness.type("D")
        #expect(harness.inspector.overlay == nil)
        #expect(!harness.screen.split(separator: "\n").contains { $0.hasPrefix("~") })
    }

    @Test func theExpandedViewPointsBackToTheDocumentView() throws {
        let text =
            #"{"data": [{"type": "a", "id": "1", "attributes": {"n": 1}}, {"type": "a", "id": "2", "attributes": {"n": "2"}}]}"#
        let harness = try harness(text)
        harness.type("x")
        #expect(harness.inspector.view == .expanded)
        harness.type("m")
        #expect(
            harness.inspector.message
                == StatusMessage("type drift is marked in the document view: x switches back", isError: true))
        #expect(!harness.screen.split(separator: "\n").contains { $0.hasPrefix("~") })
        harness.type("x")
        harness.type("m")
        #expect(harness.path == "$.data[0].attributes.n")
    }

    @Test func helpListsTheDriftKeys() {
        #expect(KeyMap.lookup([.character("m")]) == .command(.nextDrift))
        #expect(KeyMap.lookup([.character("M")]) == .command(.previousDrift))
        #expect(KeyMap.lookup([.character("D")]) == .command(.showDrift))
        #expect(KeyMap.commands.contains { $0.keys == "m" && $0.meaning.contains("drifts") })
    }
}
