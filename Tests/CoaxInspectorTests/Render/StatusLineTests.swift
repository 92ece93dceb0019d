import Coax
import Testing

@testable import CoaxInspector

/// The status line: the file's name, the selection's path and the position, in the room there is.
@Suite("Status line")
struct StatusLineTests {
    static let text = #"{"orders": [{"lines": [{"product": {"price": "8.45"}}]}]}"#

    static func inspector(fileName: String, columns: Int) throws -> Inspector {
        let configuration = InspectorConfiguration(
            fileName: fileName, openDepth: 9, reporters: [], expander: nil, drift: nil)
        let inspector = Inspector(
            document: try JSONDocument(parsing: Self.text), configuration: configuration,
            size: ScreenSize(rows: 24, columns: columns))
        inspector.finishPendingWork()
        for _ in 0..<6 { inspector.handle(.character("j")) }
        inspector.finishPendingWork()
        return inspector
    }

    static func statusLine(_ inspector: Inspector) -> String {
        let grid = CellGrid(size: inspector.size)
        inspector.render(into: grid)
        return grid.line(inspector.size.rows - 2)
    }

    @Test func aLongFileNameGivesWayToTheSelectionsPath() throws {
        let name = "/home/someone/projects/shop-client/fixtures/responses/2026-11/orders.json"
        let inspector = try Self.inspector(fileName: name, columns: 80)
        #expect(inspector.selectionPath == "$.orders[0].lines[0].product.price")
        let line = Self.statusLine(inspector)
        #expect(line.contains("$.orders[0].lines[0].product.price"), "the whole path: \(line)")
        #expect(line.contains("…"), "the name is cut: \(line)")
        #expect(line.contains("orders.json"), "keeping its end: \(line)")
        #expect(line.contains("line 7 of 7"), "and the position: \(line)")
    }

    @Test func aShortFileNameAndPathAreShownWhole() throws {
        let line = Self.statusLine(try Self.inspector(fileName: "orders.json", columns: 80))
        #expect(line.contains(" orders.json  $.orders[0].lines[0].product.price "), "\(line)")
    }

    @Test func aPathTooLongForTheLineKeepsItsEndAndSomeOfTheName() throws {
        let name = "/home/someone/projects/shop-client/fixtures/responses/2026-11/orders.json"
        let line = Self.statusLine(try Self.inspector(fileName: name, columns: 62))
        #expect(line.contains("product.price"), "the path's end: \(line)")
        #expect(line.contains("…rders.json") || line.contains("orders.json"), "the name's end: \(line)")
    }
}
