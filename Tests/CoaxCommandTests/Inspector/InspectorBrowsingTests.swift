import Foundation
import Testing

extension InspectorInTmux {
    /// Moving, opening, searching, going to a path, the panel, copying, the mouse and help.
    @Suite("Browsing")
    struct Browsing {
        static let typeDrift = #""$COAX" SampleData/type-drift.json"#

        @Test func movingAndOpeningUpdateTheStatusLine() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19", "first frame")
            pane.send("j")
            pane.waitFor("$.products ", "j moves down")
            pane.send("j")
            pane.waitFor("$.products[0]", "j again")
            pane.send("l")
            pane.waitFor("line 3 of 34", "l opens products[0]")
            pane.waitFor(#"sku: "TEA-GRN-100""#)
            pane.send("G")
            pane.waitFor("$.meta.generated_at", "G goes to the last row")
            pane.send("g")
            pane.waitFor("line 1 of 34", "g goes back to the top")
        }

        @Test func searchCountsAndWrapsMatches() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("/", "s", "k", "u", "Enter")
            pane.waitFor("match 1 of 10 for 'sku'", "the search counts matches")
            pane.send("n")
            pane.waitFor("match 2 of 10 for 'sku'", "n goes to the next match")
            pane.send("N", "N")
            pane.waitFor("match 10 of 10 for 'sku' (wrapped to the bottom)", "N wraps")
        }

        @Test func goingToAPathShowsItsCoercionsInThePanel() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[1].price")
            pane.send("Enter")
            pane.waitFor("$.products[1].price", "go to a path")
            pane.waitFor(#"string   "12.90""#, "the panel shows the kind and the exact literal")
            pane.waitFor("! integer", "the integer reading is flagged as losing information")
            pane.waitFor("→ integer prefix", "with the start of its reason")
            pane.send("r")
            pane.waitFor("path     $['products'][1]['price']", "r: the full form shows the normalized path")
            pane.waitFor(#""12.90" → integer prefix 12"#, "and every reason whole")
            pane.send("Tab")
            pane.waitFor("Tab back to the tree", "Tab focuses the panel")
            pane.send("PgDn")
            pane.waitFor("forced unix date", "the panel scrolls to the forced variants")
            pane.send("Tab")
            pane.waitFor("? help", "Tab gives the focus back to the tree")
        }

        @Test func copyingSendsOSC52ThatTmuxKeepsAsABuffer() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[1].price")
            pane.send("Enter")
            pane.waitFor("at $.products[1].price")
            pane.type("y$")
            pane.waitFor("copied JSONPath $.products[1].price")
            let deadline = Date(timeIntervalSinceNow: TmuxTerminal.timeout)
            while pane.pasteBuffer != "$.products[1].price", Date() < deadline { usleep(40_000) }
            #expect(pane.pasteBuffer == "$.products[1].price")
        }

        @Test func openingAndClosingEverything() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("E")
            pane.waitFor("expanded the whole document")
            pane.send("g")
            pane.waitFor("line 1 of 279", "E opens every container")
            pane.send("C")
            pane.waitFor("line 1 of 3", "C closes all but the root's children")
        }

        @Test func theWheelScrollsAndAClickSelects() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("E", "g")
            pane.waitFor("line 1 of 279")
            pane.sendBytes("1b", "5b", "4d", "61", "2b", "26")  // X10 wheel down at column 10, row 5
            pane.waitFor("$.products[0].id ", "the wheel scrolls three rows and takes the selection along")
            pane.sendBytes("1b", "5b", "4d", "20", "2b", "23")  // X10 press at column 10, row 2
            pane.waitFor("$.products[0].name", "a click selects the row under the pointer")
        }

        @Test func helpListsTheKeysAndAnyKeyClosesIt() throws {
            // Tall enough for the help down to the copy keys.
            let pane = try TmuxTerminal(columns: 100, rows: 76, command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("?")
            pane.waitFor("Keys · j/k scroll", "help opens")
            pane.waitFor("copy the selection's value, pretty-printed (OSC 52)")
            pane.send("q")
            pane.waitUntil("any other key closes help without quitting") {
                $0.contains("line 1 of 19") && !$0.contains("Keys · j/k scroll")
            }
        }

        @Test func theExpandedViewKeepsTheSelectionAndListsItsWarnings() throws {
            let pane = try TmuxTerminal(command: #""$COAX" SampleData/jsonapi-blog.json"#)
            pane.waitFor("line 1 of")
            pane.send(":")
            pane.type("data[0].id")
            pane.send("Enter")
            pane.waitFor("$.data[0].id ")
            pane.send("x")
            pane.waitFor("expanded view (JSON:API)", "x switches to the expanded view")
            pane.waitFor("$.data[0].id ", "the same path stays selected")
            pane.send("w")
            pane.waitFor("expansion warning", "w lists the expansion's warnings")
            pane.send("Escape", "x")
            pane.waitFor("document view")
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
