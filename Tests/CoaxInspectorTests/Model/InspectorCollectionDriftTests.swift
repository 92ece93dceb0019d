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
        let collection = JSONCollection(parsing: orders, format: .jsonLines, name: "orders.jsonl")
        let configuration = InspectorConfiguration(
            fileName: "orders.jsonl", theme: .color, reporters: reporters, expander: nil)
        let inspector = Inspector(
            collection: collection, configuration: configuration, size: ScreenSize(rows: rows, columns: columns))
        inspector.finishPendingWork()
        return Harness(inspector: inspector)
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
        #expect(harness.inspector.driftMarks != nil, "the analysis ran as queued work once loading ended")
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
                " truncated toward zero → 8)",
            ])
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

    @Test func whileTheCollectionIsFollowedTheAnalysisWaitsAndTheKeysSaySo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("live.jsonl")
        try Data("{\"price\": 1}\n{\"price\": \"2\"}\n".utf8).write(to: file)
        let collection = JSONCollection.open(paths: [file.path], follow: true)
        defer { collection.stopLoading() }
        let inspector = Inspector(
            collection: collection,
            configuration: InspectorConfiguration(fileName: file.path, reporters: [], expander: nil),
            size: ScreenSize(rows: 12, columns: 120))
        let harness = Harness(inspector: inspector)
        #expect(
            waitUntil {
                inspector.collectLoaded(waitingUntil: Date() + 0.05) || true
            } condition: {
                inspector.tree.content.itemCount == 2 && inspector.loaded.phase == .following
            })
        inspector.performPendingWork(until: Date() + 0.05)
        #expect(inspector.driftJob == nil, "no analysis while documents may still come")
        harness.type("D")
        #expect(harness.inspector.overlay == nil)
        #expect(
            harness.inspector.messageText
                == "following: type drift across documents is found when the input ends (2 documents so far; Esc)")
        // When the input ends, the analysis runs and the list the key asked for opens.
        collection.stopLoading()
        #expect(
            waitUntil {
                _ = inspector.collectLoaded(waitingUntil: Date() + 0.05)
                inspector.performPendingWork(until: Date() + 0.05)
                return true
            } condition: {
                inspector.overlay != nil
            })
        #expect(harness.screen.contains("$.price"))
        #expect(harness.screen.contains("number ×1 ("))
    }

    /// Calls `step` until `condition` holds or 10 s pass.
    private func waitUntil(_ step: () -> Bool, condition: () -> Bool) -> Bool {
        let deadline = Date() + 10
        while !condition() {
            guard Date() < deadline else { return false }
            _ = step()
        }
        return true
    }
}
