import Foundation
import Testing

extension InspectorInTmux {
    /// The filter view and JSON-aware search on the real binary.
    @Suite("Filter and search")
    struct FilterAndSearch {
        static let typeDrift = #""$COAX" SampleData/type-drift.json"#

        @Test func fFiltersNStepsAndCapitalFShowsEverythingAgain() throws {
            let pane = try TmuxTerminal(columns: 100, rows: 30, command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("f")
            pane.waitFor("line 1 of 19")
            pane.type("$..variants[?@.available == true].label")
            pane.send("Enter")
            pane.waitFor("filter: $..variants[?@.available == true].label (9 matches)")
            pane.waitFor("$.products[0].variants[0].label", "the first match is selected")
            pane.send("n")
            pane.waitFor("match 2 of 9 for the filter")
            pane.expectAbsent("Sencha green tea", "values outside the filter are hidden")
            pane.send("F")
            pane.waitFor("filter removed: the whole document")
            pane.waitFor("$.products[0].variants[1].label", "the selection is kept")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func anInvalidFilterSaysWhere() throws {
            let pane = try TmuxTerminal(columns: 100, rows: 30, command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("f")
            pane.type("$..price = 1")
            pane.send("Enter")
            pane.waitFor("not a query: column 10")
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
