import CoaxSamples
import Foundation
import Testing

extension InspectorInTmux {
    /// A large single document in a real terminal: its first screen while the rest is parsed,
    /// sizes still growing marked `+`, `G` waiting for the whole document, an invalid document's
    /// error, and a pipe that stays open.
    @Suite("A large document's start")
    struct DocumentStart {
        /// A generated API document of about 40 MB (the debug build parses it in a few seconds),
        /// in a directory of its own; its last value is `$.pagination.next_cursor`.
        static func largeDocument() throws -> (directory: TemporaryDirectory, path: String) {
            let directory = try TemporaryDirectory()
            let path = directory.path + "/large.json"
            try APIDocumentGenerator(variant: .drifting, seed: 25).write(size: .megabytes(40), toFile: path)
            return (directory, path)
        }

        @Test func theFirstScreenComesWhileTheRestIsParsedAndGWaitsForIt() throws {
            let (directory, path) = try Self.largeDocument()
            let pane = try TmuxTerminal(columns: 120, rows: 24, command: #""$COAX" "\#(path)""#)
            pane.waitUntil("the start, with the posts' count still growing") { screen in
                screen.contains("▾ posts: [") && screen.contains("+]")
            }
            pane.waitFor("parsing", "the status line shows the parse's progress")
            pane.waitFor("line 1 of …", "the whole document's line count is not known yet")
            pane.send("j")
            pane.waitFor("$.meta", "moving works on the start")
            pane.send("G")
            pane.waitFor(
                "$.pagination.next_cursor", "G lands on the last value once the document is parsed", timeout: 120)
            pane.expectAbsent("+]", "every size is final")
            pane.send("q")
            pane.expectExit(0)
            _ = directory
        }

        @Test func printValueOnTheFirstScreenPrintsTheWholeDocumentNotItsStart() throws {
            let (directory, path) = try Self.largeDocument()
            let output = directory.path + "/value.json"
            // Both read back by one printer: the value printed holds the whole document.
            let command =
                #""$COAX" --print-value "\#(path)" > "\#(output)"; rc=$?; "#
                + #""$COAX" get --pretty "\#(output)" '$' > "\#(output).1"; "#
                + #""$COAX" get --pretty "\#(path)" '$' > "\#(output).2"; "#
                + #"cmp "\#(output).1" "\#(output).2" && echo '[the whole document]'; (exit $rc)"#
            let pane = try TmuxTerminal(columns: 120, rows: 24, command: command)
            pane.waitUntil("the start, shown while the file is parsed") { screen in
                screen.contains("▾ posts: [") && screen.contains("+]")
            }
            pane.send("q")
            pane.waitFor(
                "[the whole document]", "the value printed is the whole root, as coax FILE | cat prints it",
                timeout: 120)
            pane.expectExit(0)
        }

        @Test func anInvalidDocumentEndsTheInspectorWithItsErrorAndCaret() throws {
            let (directory, path) = try Self.largeDocument()
            let bad = directory.path + "/bad.json"
            let pane = try TmuxTerminal(
                columns: 120, rows: 24, command: #"head -c 30000000 "\#(path)" > "\#(bad)"; "$COAX" "\#(bad)""#)
            pane.waitUntil("the start, shown while the file is parsed") { screen in
                screen.contains("▾ posts: [") && screen.contains("+]")
            }
            pane.waitUntil("the error where the file ends inside a string", timeout: 120) { screen in
                screen.contains("bad.json:1:") && screen.contains(": error: unexpected end of input")
            }
            pane.waitUntil("the caret under the line") { $0.split(separator: "\n").contains { $0.hasSuffix("^") } }
            pane.expectExit(1)
        }

        @Test func standardInputShowsItsStartAndAPipeThatStaysOpenStillQuits() throws {
            let (directory, path) = try Self.largeDocument()
            let fifo = directory.path + "/fifo"
            // The writer keeps the pipe open after two megabytes: the document never ends.
            let command =
                #"mkfifo "\#(fifo)"; (head -c 2000000 "\#(path)"; sleep 600) > "\#(fifo)" & "#
                + #""$COAX" - < "\#(fifo)""#
            let pane = try TmuxTerminal(columns: 120, rows: 24, command: command)
            pane.waitUntil("the start of the piped document") { screen in
                screen.contains("▾ posts: [") && screen.contains("+]")
            }
            pane.waitFor("reading standard input: ", "the status line shows what was read")
            pane.send("G")
            pane.waitFor("G waits for the whole document")
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
