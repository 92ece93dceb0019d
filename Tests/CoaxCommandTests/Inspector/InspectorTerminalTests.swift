import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension InspectorInTmux {
    /// Sizes, signals, suspending, and giving the terminal back.
    @Suite("The terminal")
    struct Terminal {
        static let typeDrift = #""$COAX" SampleData/type-drift.json"#

        @Test func resizingDownToTwentyByFiveAndBack() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("E", "g", "j", "j", "j", "j", "j")
            pane.waitFor("line 6 of 279")
            pane.resize(columns: 40, rows: 12)
            pane.waitFor("6/279", "the narrow status line")
            pane.resize(columns: 20, rows: 5)
            pane.waitFor("? help", "a 20×5 screen still draws")
            pane.resize(columns: 100, rows: 30)
            pane.waitFor("line 6 of 279")
        }

        @Test func quittingWithQExitsZeroWithTheTerminalRestored() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" SampleData/unicode.json"#)
            pane.waitFor("line 1 of")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func ctrlCExits130WithTheTerminalRestored() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("C-c")
            pane.expectExit(130)
        }

        @Test func sigtermExits143WithTheTerminalRestored() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            let process = try #require(pane.commandProcess)
            kill(process, SIGTERM)
            pane.expectExit(143)
        }

        /// SIGQUIT (Ctrl-\\) ends the inspector like SIGTERM: its default action handed the
        /// terminal to Swift's backtracer, which drew over the inspector.
        @Test func sigquitExits131WithTheTerminalRestored() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            let process = try #require(pane.commandProcess)
            kill(process, SIGQUIT)
            pane.expectExit(131)
            #expect(!pane.screen.contains("Crash"))
        }

        /// A crash while the inspector has the terminal (a Swift runtime trap, an abort, a memory
        /// fault; made on purpose by a debug-build-only variable) still dies of its signal, with
        /// its exit status, but leaves the normal screen, echo on, the cursor visible and mouse
        /// reporting off: the terminal stayed in the alternate screen with mouse mode on.
        @Test(arguments: [("trap", SIGILL), ("abort", SIGABRT), ("segv", SIGSEGV)])
        func aFatalSignalLeavesTheTerminalRestored(kind: String, signal: Int32) throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: Self.typeDrift,
                environment: ["COAX_TEST_FATAL_SIGNAL": kind, "SWIFT_BACKTRACE": "enable=no"])
            pane.expectExit(128 + signal)
            let cursor = try pane.tmux(["display", "-p", "#{cursor_flag}"]).output
            #expect(cursor.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "the cursor is hidden")
        }

        @Test func ctrlZSuspendsAndFgRedraws() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: "env PS1='shell$ ' bash --norc --noprofile -i", wrap: false)
            pane.waitFor("shell$")
            pane.type(#""$COAX" SampleData/type-drift.json"#)
            pane.send("Enter")
            pane.waitFor("line 1 of 19")
            pane.send("j")
            pane.waitFor("$.products")
            pane.send("C-z")
            pane.waitFor("Stopped", "Ctrl-Z gives the shell back")
            pane.expectModesRestored()
            pane.type("fg")
            pane.send("Enter")
            pane.waitFor("line 2 of 19", "fg redraws the inspector")
            pane.send("q")
            pane.type(#"echo "[exit $?]""#)
            pane.send("Enter")
            pane.waitFor("[exit 0]")
            pane.expectModesRestored()
        }

        @Test func pipedInputIsReadAndKeysComeFromTheTerminal() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #"cat SampleData/type-drift.json | "$COAX""#)
            pane.waitFor("<stdin>", "the status line names standard input")
            pane.send("j")
            pane.waitFor("$.products")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func theDemoOpensWithNoFile() throws {
            let pane = try TmuxTerminal(command: #""$COAX""#)
            pane.waitFor("(built-in demo)")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func printPathPrintsTheSelectionAfterQuitting() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24,
                command: #""$COAX" --print-path SampleData/type-drift.json > "$WORK/path.txt"; cat "$WORK/path.txt""#)
            pane.waitFor("line 1 of 19")
            pane.send("j", "j")
            pane.waitFor("$.products[0]")
            pane.send("q")
            pane.waitFor("$['products'][0]", "the normalized path is printed")
        }

        @Test func printPathTakesAFormat() throws {
            for (format, printed) in [
                ("jq", ".products[0].id"), ("jq-any", ".products[].id"), ("pointer", "/products/0/id"),
            ] {
                let pane = try TmuxTerminal(
                    columns: 80, rows: 24,
                    command: #""$COAX" --print-path="# + format
                        + #" SampleData/type-drift.json > "$WORK/path.txt"; echo "printed: $(cat "$WORK/path.txt")""#)
                pane.waitFor("line 1 of 19")
                pane.send(":")
                pane.type("products[0].id")
                pane.send("Enter")
                pane.waitFor("at $.products[0].id")
                pane.send("q")
                pane.waitFor("printed: \(printed)", "--print-path=\(format)")
            }
        }

        @Test func noColorDrawsWithoutColourSequences() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24, command: Self.typeDrift, environment: ["NO_COLOR": "1"])
            pane.waitFor("line 1 of 19")
            let colour = try Regex("\u{1b}\\[(3[0-7]|38;)")
            #expect(pane.screenWithAttributes.firstMatch(of: colour) == nil, "colour sequences with NO_COLOR")
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
