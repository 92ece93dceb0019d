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

    static let analysis = DriftAnalyzer()

    private func harness(_ text: String = Self.text, rows: Int = 20, columns: Int = 60) throws -> Harness {
        try Harness(text, rows: rows, columns: columns, openDepth: 3, drift: Self.analysis)
    }

    /// The screen's row showing `fragment`.
    private func row(containing fragment: String, in harness: Harness) -> String? {
        harness.screen.split(separator: "\n").map(String.init).first { $0.contains(fragment) }
    }

    @Test func drifingMembersAreMarkedInTheGutterAndConsistentOnesAreNot() throws {
        let harness = try harness()
        #expect(harness.inspector.drift.marks != nil, "the analysis ran as queued work")
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
            harness.inspector.messages.current?.text
                == "drift 1 of 5: $.posts[*].id: number ×2 ($.posts[0].id), string ×1 ($.posts[1].id)")
        harness.type("m")
        #expect(harness.path == "$.posts[0].price")
        harness.type("mm")
        #expect(harness.path == "$.posts[1].price")
        harness.type("M")
        #expect(harness.path == "$.posts[1].id")
        harness.type("G")
        harness.type("m")
        #expect(harness.path == "$.posts[0].id")
        #expect(harness.inspector.messages.current?.text.hasSuffix("(wrapped to the top)") == true)
        harness.type("M")
        #expect(harness.path == "$.posts[2].id")
        #expect(harness.inspector.messages.current?.text.hasSuffix("(wrapped to the bottom)") == true)
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
        #expect(inspector.messages.current?.text == "finding type drift… (Esc stops waiting)")
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
        #expect(inspector.messages.current?.text == "stopped waiting for the drift analysis")
        inspector.finishPendingWork()
        #expect(inspector.overlay == nil, "the list does not open after Esc")
        #expect(inspector.drift.marks != nil, "the marks still arrive")
    }

    @Test func theDriftListUsesTheWordsOfCoaxDriftAndEnterJumpsToAPath() throws {
        let harness = try harness(rows: 20, columns: 70)
        harness.type("D")
        // Headings are not selected: the list starts on the first finding.
        #expect(harness.inspector.overlay == .drift(selection: 1, scroll: 0))
        let list = harness.screen.split(separator: "\n").prefix(11).map {
            $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        #expect(
            list == [
                " 2 drifting members · j/k move · Enter jumps · any other key closes",
                " Kinds differ; a typed coercion reads every value (2)",
                " $.posts[*].id",
                "   number ×2 ($.posts[0].id)",
                "   string ×1 ($.posts[1].id)",
                "   integer reads all 3 values exactly",
                " $.posts[*].price",
                "   number ×1 ($.posts[0].price)",
                "   string ×1 ($.posts[1].price)",
                "   missing ×1",
                "   decimal reads all 2 values exactly",
            ])
        // The same words as `coax drift`'s text, and no internal names.
        let text = DriftAnalyzer().analyze(try JSONDocument(parsing: Self.text)).text(name: "t.json")
        #expect(text.contains("\nKinds differ; a typed coercion reads every value (2)\n"))
        #expect(text.contains("  $.posts[*].id: number ×2 ($.posts[0].id), string ×1 ($.posts[1].id)\n"))
        #expect(!harness.screen.contains("kindChange"))
        harness.type("jj")
        #expect(harness.inspector.overlay == .drift(selection: 3, scroll: 0))
        harness.press(.key(.enter))
        #expect(harness.inspector.overlay == nil)
        #expect(harness.path == "$.posts[1].id")
        harness.type("Dx")
        #expect(harness.inspector.overlay == nil, "any other key closes the list")
        harness.type("DG")
        #expect(harness.inspector.overlay == .drift(selection: 9, scroll: 0))
        harness.type("k")
        harness.type("g")
        #expect(harness.inspector.overlay == .drift(selection: 1, scroll: 0), "g skips the heading")
    }

    @Test func theDriftListHasAHeadingPerVariantOfATaggedUnion() throws {
        let events = """
            {"events": [
              {"type": "push", "payload": {"size": 3, "head": "a1"}},
              {"type": "issue", "payload": {"action": "opened", "number": 7}},
              {"type": "watch", "payload": {"action": "started"}},
              {"type": "push", "payload": {"size": "2", "head": "b2"}},
              {"type": "issue", "payload": {"action": "closed", "number": 8}},
              {"type": "watch", "payload": {"action": "started"}},
              {"type": "push", "payload": {"size": 1, "head": "c3"}}
            ]}
            """
        let harness = try harness(events, rows: 20, columns: 70)
        harness.type("D")
        let lines = harness.screen.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(#" $.events[*] where type is "push" (3 objects)"#) })
        #expect(lines.contains { $0.hasPrefix(" Kinds differ; a typed coercion reads every value (1)") })
        #expect(lines.contains { $0.hasPrefix(" $.events[*].payload.size") })
        // Members of one event type are not reported as sometimes missing.
        #expect(!lines.contains { $0.contains("Sometimes null or missing") })
        #expect(harness.inspector.overlay == .drift(selection: 2, scroll: 0))
    }

    @Test func thePanelShowsTheSelectedMembersDriftInTwoLines() throws {
        let harness = try Harness(
            Self.text, rows: 24, columns: 80, openDepth: 3,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!), drift: Self.analysis)
        harness.prompt(":", "posts[1].id")
        let grid = harness.grid
        let panel = try #require(harness.inspector.layout.panel)
        let rows = (panel.row..<(panel.row + panel.rows)).map {
            grid.line($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        #expect(
            Array(rows.prefix(4)) == [
                " EBTExtractor rules · lines 1–8 of 18 · Tab: scroll · r: reasons",
                #"string   "2""#,
                "drift    ~ number ×2 ($.posts[0].id), string ×1 ($.posts[1].id)",
                "         integer reads all 3 values exactly",
            ])
        let driftRow = panel.row + 3
        #expect(grid.cell(row: driftRow, column: 9)?.style.role == .drift)
        // The status line explains the mark.
        #expect(grid.line(harness.inspector.layout.statusRow ?? 0).contains("~ type drifts (D lists)"))
        // A member that agrees has no drift line, and the status line says nothing of drift.
        harness.prompt(":", "posts[1].title")
        let agreeing = harness.grid
        #expect(!agreeing.text.contains("drift    ~"))
        #expect(!agreeing.line(harness.inspector.layout.statusRow ?? 0).contains("~ type drifts"))
    }

    @Test func theFullPanelWrapsTheDriftLines() throws {
        let harness = try Harness(
            Self.text, rows: 24, columns: 60, openDepth: 3,
            reporter: CoercionReporter(timeZone: TimeZone(identifier: "UTC")!), drift: Self.analysis)
        harness.prompt(":", "posts[2].id")
        harness.type("r")
        let lines = harness.inspector.panelLines(width: 40).map(\.text)
        let start = try #require(lines.firstIndex { $0.hasPrefix("drift") })
        #expect(lines[start] == "drift    ~ number ×2 ($.posts[0].id),")
        let rest = lines[(start + 1)...].prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rest == ["string ×1 ($.posts[1].id)", "integer reads all 3 values", "exactly"])
    }

    @Test func aConsistentDocumentSaysSo() throws {
        let harness = try harness(#"{"a": [{"x": 1}, {"x": 2}]}"#)
        harness.type("m")
        #expect(
            harness.inspector.messages.current?.text == "no type drift: every member agrees across 1 group of objects")
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
            harness.inspector.messages.current
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
        #expect(KeyMap.helpLines.contains { $0.keys == "~" && $0.meaning.contains("other JSON types") })
    }
}
