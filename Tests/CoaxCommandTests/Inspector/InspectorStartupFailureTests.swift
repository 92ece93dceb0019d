import Foundation
import Testing

extension InspectorInTmux {
    /// What happens when the inspector cannot or should not start: clear messages, documented
    /// exit statuses, and the terminal untouched.
    @Suite("Starting up")
    struct StartingUp {
        @Test func anUnknownTermGetsAClearMessageAndExit2() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: #"TERM=no-such-terminal "$COAX" SampleData/type-drift.json"#)
            pane.waitFor("unknown terminal type 'no-such-terminal'")
            pane.expectExit(2)
        }

        @Test func anUnknownTermHoldingAnEscapeSequenceIsShownEscaped() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24,
                command: #"TERM="$(printf 'vt\033]2;pwned\007')" "$COAX" SampleData/type-drift.json"#)
            pane.waitFor(#"unknown terminal type 'vt\u001b]2;pwned\u0007'"#)
            pane.expectExit(2)
        }

        @Test func aTerminalThatCannotPlaceTheCursorGetsTheSameKindOfMessageAndExit2() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: #"TERM=dumb "$COAX" SampleData/type-drift.json"#)
            pane.waitFor("terminal type 'dumb' (TERM) cannot place the cursor")
            pane.expectExit(2)
            pane.expectAbsent("products", "no garbled screen before the message")
        }

        @Test func aDumbTerminalWithOutputPipedPrintsTheJSON() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: #"TERM=dumb "$COAX" SampleData/type-drift.json | head -2"#)
            pane.waitFor(#""products": ["#)
            pane.expectExit(0)
        }

        @Test func noControllingTerminalGetsAClearMessageAndExit2() throws {
            let pane = try TmuxTerminal(
                columns: 120, rows: 24, command: #"setsid -w "$COAX" SampleData/type-drift.json"#)
            pane.waitFor("no terminal: cannot open /dev/tty")
            pane.expectExit(2)
        }

        @Test func invalidJSONIsReportedWithLineAndCaretBeforeAnyTerminalSetUp() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24,
                command: #"printf '{\n  "a": 1,\n  "b" 2\n}\n' > "$WORK/bad.json"; "$COAX" "$WORK/bad.json""#)
            pane.waitFor("bad.json:3:7: error:", "FILE:LINE:COL: error:")
            pane.waitFor(#"  "b" 2"#)
            pane.expectExit(1)
        }

        @Test func aMissingFileOrADirectoryExits2() throws {
            let missing = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" "$WORK/missing.json""#)
            missing.waitFor("no such file")
            missing.expectExit(2)
            let directory = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" "$WORK""#)
            directory.waitFor(".ndjson or .har file below it")
            directory.expectExit(2)
        }

        @Test func standardOutputThatIsNotATerminalGetsPrettyJSON() throws {
            let run = try CoaxRun([CoaxRun.sample("type-drift.json")])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("{\n  \"products\": [\n    {"))
        }
    }
}
