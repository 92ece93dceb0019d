import Foundation
import Testing

extension InspectorInTmux {
    /// Long strings, big values and resizing on the real binary.
    @Suite("Long values and resizing")
    struct LongValues {
        /// A document with a 1,500-character sentence in the middle.
        static let command =
            #"printf '{"id": 7, "note": "%s", "after": true}' "$(for i in $(seq 1 150); do printf 'sentence%03d ' $i; done)END" > "$WORK/long.json"; "$COAX" "$WORK/long.json""#

        @Test func aLongStringCanBeReadWholeInTheTree() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 40, command: Self.command)
            pane.waitFor("line 1 of 4")
            pane.send("j", "j")
            pane.waitFor("line 3 of 4")
            pane.expectAbsent("sentence100", "one line shows only the start")
            pane.send("W")
            pane.waitFor("sentence100", "W wraps the string over the lines it needs")
            pane.send("z", "t")
            pane.send("9", "j")
            pane.waitFor(#"END""#, "j reads on down to its closing quote")
            pane.send("j")
            pane.waitFor("line 4 of 4", "then moves on")
        }

        @Test func growingTheTerminalBackFillsItAgain() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 40,
                command: #"printf '[%s0]' "$(seq -s, 1 29)," > "$WORK/list.json"; "$COAX" "$WORK/list.json""#)
            pane.waitFor("line 1 of 31")
            pane.send("G")
            pane.waitFor("line 31 of 31")
            pane.resize(columns: 100, rows: 8)
            pane.waitUntil("the last row shows at 8 rows") { $0.contains("29: 0") && !$0.contains("▾ [30]") }
            pane.resize(columns: 100, rows: 40)
            pane.waitUntil("the whole document shows again, from its first row") { screen in
                screen.split(separator: "\n").first?.contains("▾ [30]") == true && screen.contains("line 31 of 31")
            }
        }

        @Test func aSixMegabyteStringIsShownCutWithItsSize() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 30,
                command:
                    #"{ printf '{"big": "'; head -c 6000000 /dev/zero | tr '\0' 'x'; printf '", "n": 1}'; } > "$WORK/big.json"; "$COAX" "$WORK/big.json""#
            )
            pane.waitFor("line 1 of 3")
            pane.send("j")
            pane.waitFor("$.big")
            pane.waitFor("6,000,000 bytes", "the panel gives the string's length")
            pane.send("j")
            pane.waitFor("$.n ")
        }
    }
}
