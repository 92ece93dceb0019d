import Foundation
import Testing

extension InspectorInTmux {
    /// The coercion panel on a small terminal.
    @Suite("Panel")
    struct Panel {
        @Test func thePanelStartsAtItsTopForTheNextValue() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[1].price")
            pane.send("Enter")
            pane.waitFor("at $.products[1].price")
            pane.send("Tab", "C-d", "Tab", "j")
            pane.waitFor("$.products[1].in_stock")
            pane.waitUntil("the next value's panel starts with its kind and literal") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("number") && $0.contains("1") }
            }
        }

        @Test func aNumberShowsItsMainReadingsAt80By24() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[0].price")
            pane.send("Enter")
            pane.waitFor("at $.products[0].price")
            // Each decoder's answer first, then the readings that matter most for a number.
            pane.waitFor("JSONDecoder: ", "what JSONDecoder gives is visible without scrolling")
            pane.waitFor("LenientDecoder: ", "what LenientDecoder gives is visible without scrolling")
            for name in ["integer", "decimal", "string"] {
                pane.waitFor(" \(name)  ", "\(name) is visible without scrolling")
            }
        }
    }
}

extension InspectorInTmux {
    /// Messages longer than the last line, and overlays that wrap.
    @Suite("Messages")
    struct Messages {
        @Test func aLongMessageIsReadWholeWithBang() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send("x")
            pane.waitFor("(! shows all)", "the cut message names the key that shows it")
            pane.send("!")
            pane.waitFor("Last message", "! opens it")
            pane.waitFor("JSON:API members beside it)", "down to its last words")
        }

        @Test func theWarningsOverlayWrapsInsteadOfCutting() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" SampleData/jsonapi-blog.json"#)
            pane.waitFor("line 1 of")
            pane.send("w")
            pane.waitFor("expansion warning")
            pane.waitFor("it stays an identifier object", "the warning is there to its end")
        }
    }
}
