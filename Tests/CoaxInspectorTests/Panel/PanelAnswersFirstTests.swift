import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// At 80×24 every rule set's answer is in view without scrolling; keys go from section to section;
/// a wide terminal gives the panel its width.
@Suite("The panel's answers first")
struct PanelAnswersFirstTests {
    static func harness(_ text: String, rows: Int = 24, columns: Int = 80) throws -> Harness {
        let document = try JSONDocument(parsing: text)
        let inspector = Inspector(
            document: document,
            configuration: InspectorConfiguration(
                fileName: "t.json", theme: .monochrome, openDepth: 2,
                reporters: [CoercionReporter(timeZone: TimeZone(identifier: "UTC")!), DecodersReporter()]),
            size: ScreenSize(rows: rows, columns: columns))
        inspector.finishPendingWork()
        return Harness(inspector: inspector)
    }

    static func panel(_ harness: Harness) -> [String] {
        guard let panel = harness.inspector.layout.panel else { return [] }
        let grid = harness.grid
        return (panel.row..<(panel.row + panel.rows)).map { grid.line($0) }
    }

    @Test func anISO8601StringShowsWhatEachDecoderGivesWithoutScrolling() throws {
        let harness = try Self.harness(#"{"created_at": "2013-04-05T06:07:08Z", "n": 1}"#)
        harness.prompt(":", "created_at")
        harness.inspector.finishPendingWork()
        let panel = Self.panel(harness)
        let json = panel.first { $0.hasPrefix("JSONDecoder: ") }
        // Foundation reads no URL from this text (its "scheme" starts with a digit).
        #expect(json?.hasPrefix("JSONDecoder: String · Date.iso8601 · ") == true, "\(panel)")
        #expect(json?.contains(" fail (") == true)
        #expect(panel.contains { $0.hasPrefix("LenientDecoder: ") })
    }

    @Test func theDecodersSummaryIsWhatJSONDecoderGives() {
        let cells: [(DecodingTarget, DecoderCell)] = DecoderComparison(
            try! JSONDocument(parsing: #""12.90""#).root
        ).rows.map { ($0.target, $0.jsonDecoder) }
        let summary = DecodersReporter.summary(title: "JSONDecoder", cells: cells)
        // Each type the summary names is one JSONDecoder decoded on this machine.
        let decoded = cells.filter { $0.1.value.map { !$0.isLossy } ?? false }.map { DecodersReporter.panelName($0.0) }
        #expect(summary.hasPrefix("JSONDecoder: " + decoded.joined(separator: " · ")))
        let failed = cells.filter { $0.1.failure != nil }.count
        #expect(summary.contains("\(failed) fail ("))
    }

    @Test func braceKeysJumpBetweenTheSections() throws {
        let harness = try Self.harness(#"{"price": "12.90"}"#)
        harness.prompt(":", "price")
        harness.inspector.finishPendingWork()
        harness.type("}")
        #expect(harness.inspector.panel.scroll > 0)
        #expect(harness.inspector.messageText?.hasPrefix("panel: EBTExtractor") == true)
        harness.type("}}")
        #expect(harness.inspector.messageText == "panel: LenientDecoder")
        harness.type("{")
        #expect(harness.inspector.messageText == "panel: JSONDecoder")
        harness.type("{{{")
        #expect(harness.inspector.panel.scroll == 0)
    }

    @Test func aWideTerminalGivesThePanelTheRoomTheTreeDoesNotNeed() {
        let layout = Layout(size: ScreenSize(rows: 40, columns: 200), panelFocused: false)
        #expect(layout.tree.columns == 80)
        #expect((layout.panel?.columns ?? 0) == 119)
        let narrow = Layout(size: ScreenSize(rows: 40, columns: 120), panelFocused: false)
        #expect((narrow.panel?.columns ?? 0) == 54)
    }
}
