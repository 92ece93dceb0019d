import Foundation
import Testing

extension InspectorInTmux {
    /// What a jless user does every minute, in a real terminal: search and whole-record filters
    /// over a log, jless's keys, a locale without UTF-8.
    @Suite("In jless hands")
    struct InJlessHands {
        static let writeLog =
            #"printf '{"id":1,"level":"info"}\n{"id":2,"level":"error"}\n{"id":3,"level":"error","msg":"db"}\n' > "$WORK/two.jsonl""#

        @Test func searchGoesAcrossTheDocumentsOfALog() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: Self.writeLog + #"; cd "$WORK" && "$COAX" two.jsonl"#)
            pane.waitFor("#1  two.jsonl:1  {2}")
            pane.send("/")
            pane.type("error")
            pane.send("Enter")
            pane.waitFor("match 1 of 2 for 'error' in #2 two.jsonl:2", "the match is in the second document")
            pane.send("n")
            pane.waitFor("match 2 of 2 for 'error' in #3 two.jsonl:3", "n goes on into the third")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func aWholeRecordFilterKeepsTheErrors() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: Self.writeLog + #"; cd "$WORK" && "$COAX" two.jsonl"#)
            pane.waitFor("#1  two.jsonl:1  {2}")
            pane.send("f")
            pane.type("?@.level == 'error'")
            pane.send("Enter")
            pane.waitFor("filter: ?@.level == 'error' (2 of 3 documents)")
            pane.expectAbsent("two.jsonl:1  {2}", "the info record is hidden")
            pane.send(":")
            pane.type("q")
            pane.send("Enter")
            pane.expectExit(0)
        }

        @Test func standardInputOnATerminalIsReadToItsEndBeforeKeysAreTaken() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" -"#)
            pane.waitFor("coax: reading JSON from the terminal; Ctrl-D ends it")
            pane.type(#"{"q": 1}"#)
            pane.send("Enter", "C-d")
            pane.waitFor("q: 1", "the document typed is shown; its q was not a key")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func aLocaleWithoutUTF8ShowsEscapesAndASCIIMarksAndSaysSo() throws {
            let write = #"printf '{"\346\274\242\345\255\227": {"a": 1}}' > "$WORK/kanji.json""#
            let pane = try TmuxTerminal(
                columns: 100, rows: 24, command: write + #"; cd "$WORK" && LANG=C LC_ALL=C "$COAX" kanji.json"#)
            pane.waitFor(#"\u6f22\u5b57"#, "the key as \\u escapes")
            pane.waitFor("v {1}", "the open mark in ASCII")
            pane.waitFor("the locale is not UTF-8", "the status line says so")
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
