import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// Type drift across the documents of a collection: `~` in every document, the panel's drift
/// lines for the selected member, `m`/`M` and the `D` list across documents.
@Suite("Inspector type drift across a collection")
struct InspectorCollectionDriftTests {
    /// `price` is a number in #1, #2 and #4 and a string in #3 and #5; the fourth line is a bad
    /// record, so document #4 is item 4 and #5 is item 5.
    static let orders = """
        {"id": 1, "price": 8.45}
        {"id": 2, "price": 9.5}
        {"id": 3, "price": "12.00"}
        {"id": oops}
        {"id": 4, "price": 3}
        {"id": 5, "price": "7"}
        """

    static func harness(rows: Int = 24, columns: Int = 110, reporters: [any ValueReporting] = []) -> Harness {
        Harness(
            jsonLines: orders, name: "orders.jsonl",
            configuration: InspectorConfiguration(
                fileName: "orders.jsonl", theme: .color, reporters: reporters, expander: nil),
            rows: rows, columns: columns)
    }

    /// An inspector over `orders` on a 24×110 screen, with no reporters and no expansion.
    static func ordersInspector() -> Inspector {
        Inspector(
            collection: JSONCollection(parsing: orders, format: .jsonLines, name: "orders.jsonl"),
            configuration: InspectorConfiguration(fileName: "orders.jsonl", reporters: [], expander: nil),
            size: ScreenSize(rows: 24, columns: 110))
    }

    /// The screen's row showing `fragment`.
    private func row(containing fragment: String, in harness: Harness) -> String? {
        harness.screen.split(separator: "\n").map(String.init).first { $0.contains(fragment) }
    }

    /// The panel's rows, trailing blanks cut.
    private func panelRows(_ harness: Harness) throws -> [String] {
        let grid = harness.grid
        let panel = try #require(harness.inspector.layout.panel)
        return (panel.row..<(panel.row + panel.rows)).map {
            String(grid.line($0).dropFirst(panel.column))
                .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    @Test func tildeMarksTheDriftingMemberInEveryDocumentAndNothingElse() throws {
        let harness = Self.harness()
        #expect(harness.inspector.drift.marks != nil, "the analysis ran as queued work once loading ended")
        harness.prompt(":", "#3 $.price")
        harness.prompt(":", "#1 $.price")
        harness.prompt(":", "#5 $.price")
        #expect(row(containing: "price: 8.45", in: harness)?.hasPrefix("~") == true)
        #expect(row(containing: #"price: "12.00""#, in: harness)?.hasPrefix("~") == true)
        #expect(row(containing: #"price: "7""#, in: harness)?.hasPrefix("~") == true)
        #expect(row(containing: "id: 1", in: harness)?.hasPrefix(" ") == true)
        #expect(row(containing: "id: 3", in: harness)?.hasPrefix(" ") == true)
        // The document rows themselves do not drift.
        #expect(row(containing: "#2  orders.jsonl:2", in: harness)?.hasPrefix(" ") == true)
        let grid = harness.grid
        let lines = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
        let third = try #require(lines.firstIndex { $0.contains(#"price: "12.00""#) })
        let fifth = try #require(lines.firstIndex { $0.contains(#"price: "7""#) })
        #expect(grid.cell(row: third, column: 0)?.style.role == .drift)
        #expect(grid.cell(row: fifth, column: 0)?.style.role == .drift)
    }

    @Test func thePanelShowsTheMembersDriftAcrossDocumentsInTheWordsOfCoaxDrift() throws {
        let harness = Self.harness(columns: 150, reporters: [CoercionReporter(timeZone: TimeZone(identifier: "UTC")!)])
        harness.prompt(":", "#3 $.price")
        // On screen: the drift lines under the value, in the drift colour.
        let rows = try panelRows(harness)
        #expect(
            Array(rows.prefix(4)) == [
                " EBTExtractor rules · Tab: scroll · r: reasons",
                #"string   "12.00""#,
                "drift    ~ number ×3 (orders.jsonl:1 $.price), string ×2 (orders.…",
                "         decimal reads all 5 values exactly; integer would trunca…",
            ])
        let panel = try #require(harness.inspector.layout.panel)
        #expect(harness.grid.cell(row: panel.row + 2, column: panel.column + 9)?.style.role == .drift)
        // In full at a wider panel.
        let lines = harness.inspector.panelLines(width: 120).map {
            $0.text.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        #expect(lines.contains("drift    ~ number ×3 (orders.jsonl:1 $.price), string ×2 (orders.jsonl:3 $.price)"))
        // The same words as `coax drift` over the same records.
        let collection = JSONCollection(parsing: Self.orders, format: .jsonLines, name: "orders.jsonl")
        let report = DriftAnalyzer().analyze(collection)
        let text = report.text(name: "orders.jsonl")
        #expect(text.contains("$.price: number ×3 (orders.jsonl:1 $.price), string ×2 (orders.jsonl:3 $.price)"))
        #expect(text.contains(try #require(report.findings.first).readingSummary))
        #expect(harness.screen.contains("~ type drifts (D lists) · document 3 of 5"))
        // A value of the fifth document (item 5, after the bad record) belongs to the same member.
        harness.prompt(":", "#5 $.price")
        #expect(try panelRows(harness)[2].hasPrefix("drift    ~ number ×3 (orders.jsonl:1 $.price)"))
        // A member that agrees has no drift line.
        harness.prompt(":", "#5 $.id")
        #expect(!harness.screen.contains("drift    ~"))
        #expect(!harness.screen.contains("~ type drifts"))
    }

    @Test func mAndShiftMJumpAcrossDocumentsAndWrap() throws {
        let harness = Self.harness()
        harness.type("m")
        #expect(harness.inspector.tree.selection.item == 0)
        #expect(harness.path == "$.price")
        #expect(
            harness.inspector.messageText
                == "drift 1 of 5 (#1): $.price: number ×3 (orders.jsonl:1 $.price), string ×2 (orders.jsonl:3 $.price)")
        harness.type("mm")
        #expect(harness.inspector.tree.selection.item == 2)
        harness.type("m")
        #expect(harness.inspector.tree.selection.item == 4, "past the bad record: document #4")
        #expect(harness.inspector.messageText?.hasPrefix("drift 4 of 5 (#4): $.price") == true)
        harness.type("M")
        #expect(harness.inspector.tree.selection.item == 2)
        harness.type("G")
        harness.type("m")
        #expect(harness.inspector.tree.selection.item == 5, "G selects the last document's row")
        harness.type("m")
        #expect(harness.inspector.tree.selection.item == 0)
        #expect(harness.inspector.messageText?.hasSuffix("(wrapped to the top)") == true)
        harness.type("M")
        #expect(harness.inspector.tree.selection.item == 5)
        #expect(harness.path == "$.price")
        #expect(harness.inspector.messageText?.hasSuffix("(wrapped to the bottom)") == true)
    }

    @Test func theDriftListShowsTheCollectionsFindingsAndEnterJumpsToTheFirstDocumentOfAKind() throws {
        let harness = Self.harness(columns: 110)
        harness.type("D")
        #expect(harness.inspector.overlay == .drift(selection: 1, scroll: 0))
        let list = harness.screen.split(separator: "\n").prefix(7).map {
            $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        #expect(
            list == [
                " 1 drifting member · j/k move · Enter jumps · any other key closes",
                " Kinds differ; a typed coercion reads every value (1)",
                " $.price",
                "   number ×3 (orders.jsonl:1 $.price)",
                "   string ×2 (orders.jsonl:3 $.price)",
                "   decimal reads all 5 values exactly; integer would truncate 3 values (orders.jsonl:1 $.price: 8.45",
                "     truncated toward zero → 8)",
            ], "a long line goes on under its own text, not at column 0")
        #expect(!harness.screen.contains("kindChange"))
        harness.type("jj")
        #expect(harness.inspector.overlay == .drift(selection: 3, scroll: 0))
        harness.press(.key(.enter))
        #expect(harness.inspector.overlay == nil)
        #expect(harness.inspector.tree.selection.item == 2, "the first string is in document #3")
        #expect(harness.path == "$.price")
        #expect(row(containing: #"price: "12.00""#, in: harness)?.hasPrefix("~") == true)
        harness.type("Dj")
        harness.press(.key(.enter))
        #expect(harness.inspector.tree.selection.item == 0, "the first number is in document #1")
    }

    @Test func whileFollowingDriftAppearsForTheDocumentsSoFarOnceRecordsThatDriftArrive() throws {
        let live = try FollowedJSONLines(#"{"id": 1, "price": 8.45}"# + "\n" + #"{"id": 2, "price": 9.5}"# + "\n")
        let inspector = live.inspector
        #expect(
            live.run {
                inspector.tree.content.itemCount == 2 && inspector.loaded.phase == .following
                    && inspector.drift.marks != nil && !inspector.hasPendingWork
            })
        // Nothing drifts yet, and the inspector says it is about the documents so far.
        live.harness.type("D")
        #expect(inspector.overlay == nil)
        #expect(inspector.messageText == "no type drift: every member agrees across 2 documents so far")
        try live.append(#"{"id": 3, "price": "12.00"}"# + "\n")
        #expect(live.run { inspector.drift.marks?.count == 3 })
        #expect(inspector.loaded.phase == .following, "still following: the input has not ended")
        live.harness.prompt(":", "#3 $.price")
        // The cell grid: `~` in the drift colour on the drifting values, the panel's drift lines,
        // and the status line's words for the documents so far.
        let screen = live.harness.screen
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let third = try #require(lines.firstIndex { $0.contains(#"price: "12.00""#) })
        #expect(lines[third].hasPrefix("~"))
        #expect(live.harness.grid.cell(row: third, column: 0)?.style.role == .drift)
        #expect(live.row(containing: "id: 3")?.hasPrefix(" ") == true)
        let path = live.file.path
        #expect(
            live.panelText.contains(
                "drift    ~ number ×2 (\(path):1 $.price), string ×1 (\(path):3 $.price)"))
        #expect(screen.contains("~ type drifts in the documents so far (D lists) · document 3 of 3+ · following"))
        live.harness.type("gm")
        #expect(
            inspector.messageText
                == "drift 1 of 3 so far (#1): $.price: number ×2 (\(path):1 $.price), string ×1 (\(path):3 $.price)")
        #expect(live.row(containing: "price: 8.45")?.hasPrefix("~") == true)
        live.harness.type("D")
        #expect(live.harness.screen.contains(" 1 drifting member in the 3 documents so far · j/k move"))
        #expect(live.harness.screen.contains("   string ×1 (\(path):3 $.price)"))
    }

    @Test func whileFollowingALaterRecordWithANewKindUpdatesTheDriftLinesAndTheList() throws {
        let live = try FollowedJSONLines(
            #"{"id": 1, "price": 8.45}"# + "\n" + #"{"id": 2, "price": "9.50"}"# + "\n")
        let inspector = live.inspector
        #expect(live.run { inspector.drift.marks?.count == 2 && inspector.tree.content.itemCount == 2 })
        let path = live.file.path
        live.harness.prompt(":", "#2 $.price")
        #expect(live.panelText.contains("drift    ~ number ×1 (\(path):1 $.price), string ×1 (\(path):2 $.price)"))
        // A Boolean price, and an id that turns into text: a new kind, and a new drifting member.
        try live.append(#"{"id": "3", "price": true}"# + "\n")
        #expect(live.run { inspector.drift.marks?.report.findings.count == 2 })
        // The selection stayed where it was; its drift line now has the new kind.
        #expect(live.harness.path == "$.price")
        #expect(inspector.tree.selection.item == 1)
        #expect(
            live.panelText.contains(
                "drift    ~ number ×1 (\(path):1 $.price), string ×1 (\(path):2 $.price), bool ×1 (\(path):3 $.price)"))
        #expect(live.harness.screen.contains("~ type drifts in the documents so far (D lists) · document 2 of 3+"))
        live.harness.type("G")
        live.harness.type("l")
        #expect(live.row(containing: #"id: "3""#)?.hasPrefix("~") == true)
        #expect(live.row(containing: "price: true")?.hasPrefix("~") == true)
        live.harness.type("D")
        #expect(live.harness.screen.contains(" 2 drifting members in the 3 documents so far"))
        #expect(live.harness.screen.contains(" $.id"))
        // When the input ends, the drift is that of every document: no more "so far".
        live.harness.press(.key(.escape))
        live.collection.stopLoading()
        #expect(live.run { inspector.loaded.isFinished && !inspector.hasPendingWork })
        live.harness.type("gm")
        #expect(inspector.messageText?.hasPrefix("drift 1 of 6 (#1): $.id: number ×2") == true)
        live.harness.type("D")
        #expect(live.harness.screen.contains(" 2 drifting members · j/k move"))
    }

    @Test func keysPressedBeforeAnyRecordArrivesWaitForTheFirstDocuments() throws {
        let live = try FollowedJSONLines("")
        let inspector = live.inspector
        #expect(live.run { inspector.loaded.phase == .following })
        live.harness.type("D")
        #expect(inspector.overlay == nil)
        #expect(
            inspector.messageText == "type drift is found as documents arrive: none so far (Esc stops waiting)")
        // One record whose own array drifts: the list the key asked for opens once it is in.
        try live.append(#"{"items": [{"n": 1}, {"n": "2"}, {"n": 3}]}"# + "\n")
        #expect(live.run { inspector.overlay != nil })
        #expect(live.harness.screen.contains("$.items[*].n"))
        #expect(live.harness.screen.contains("in the 1 documents so far"))
    }

    @Test func aCountBeforeMWhileTheAnalysisIsPendingMakesThatManyJumpsOnceItIsDone() throws {
        let inspector = Self.ordersInspector()
        _ = inspector.collectLoaded()
        #expect(inspector.drift.marks == nil, "nothing analysed before the first slice of work")
        inspector.handle(.character("3"))
        inspector.handle(.character("m"))
        #expect(
            inspector.messageText
                == "finding type drift across 5 documents… (3m waits for it; Esc stops waiting)")
        inspector.finishPendingWork()
        #expect(inspector.tree.selection.item == 2, "the third drifting value: $.price of #3")
        #expect(inspector.messageText?.hasPrefix("drift 3 of 5 (#3): $.price") == true)
        // Backwards too, and a count larger than the marks goes round once at most.
        inspector.handle(.character("2"))
        inspector.handle(.character("M"))
        #expect(inspector.tree.selection.item == 0)
        #expect(inspector.messageText?.hasPrefix("drift 1 of 5 (#1)") == true)
    }

    @Test func aCountBeforeMInOneDocumentWhileTheAnalysisIsPendingMakesThatManyJumps() throws {
        let document = try JSONDocument(parsing: #"{"posts": [{"id": "7"}, {"id": 7}, {"id": 8}, {"id": "9"}]}"#)
        let inspector = Inspector(
            document: document,
            configuration: InspectorConfiguration(fileName: "posts.json", reporters: [], expander: nil),
            size: ScreenSize(rows: 24, columns: 110))
        inspector.handle(.character("3"))
        inspector.handle(.character("m"))
        #expect(inspector.messageText == "finding type drift… (3m waits for it; Esc stops waiting)")
        inspector.finishPendingWork()
        #expect(inspector.selectionPath == "$.posts[2].id")
        #expect(inspector.messageText?.hasPrefix("drift 3 of 4: $.posts[*].id") == true)
    }

    @Test func escapeStopsACountedJumpFromWaiting() throws {
        let inspector = Self.ordersInspector()
        _ = inspector.collectLoaded()
        inspector.handle(.character("3"))
        inspector.handle(.character("m"))
        inspector.handle(.key(.escape))
        #expect(inspector.messageText == "stopped waiting for the drift analysis")
        inspector.finishPendingWork()
        #expect(inspector.tree.selection.item == 0)
        #expect(inspector.tree.selection.depth == 0, "no jump was made")
        #expect(inspector.drift.marks != nil, "the analysis itself went on")
    }
}

extension FollowedJSONLines {
    /// The panel's lines at a width that leaves them whole, trailing blanks cut.
    fileprivate var panelText: [String] {
        inspector.panelLines(width: 400).map {
            $0.text.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    /// The screen's row showing `fragment`.
    fileprivate func row(containing fragment: String) -> String? {
        harness.screen.split(separator: "\n").map(String.init).first { $0.contains(fragment) }
    }
}
