import Foundation
import Testing

extension InspectorInTmux {
    /// A file with invalid UTF-8: the inspector shows it, with U+FFFD for the bad bytes and a
    /// message; `coax check` and the other commands reject it.
    @Suite("Invalid UTF-8")
    struct InvalidUTF8 {
        static let writeFile = #"printf '{"name": "caf\351", "n": 1}\n' > "$WORK/latin1.json""#

        @Test func theInspectorShowsTheDocumentWithReplacementCharacters() throws {
            let pane = try TmuxTerminal(
                columns: 120, rows: 24, command: Self.writeFile + #"; "$COAX" "$WORK/latin1.json""#)
            pane.waitFor("invalid UTF-8: 1 byte sequence is shown as U+FFFD (the first at 1:14)", "the message")
            pane.waitFor("name: \"caf\u{FFFD}\"", "the string with its replacement character")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func checkAndPipedOutputRejectTheFile() throws {
            let directory = try TemporaryDirectory()
            let path = try directory.write(
                Array(#"{"name": "caf"#.utf8) + [0xE9] + Array("\", \"n\": 1}\n".utf8), named: "latin1.json")
            for arguments in [["check", path], [path], ["get", path, "n"]] {
                let run = try CoaxRun(arguments)
                #expect(run.status == 1, "\(arguments)")
                #expect(run.error.contains("latin1.json:1:14: error: invalid UTF-8"), "\(arguments): \(run.error)")
            }
        }
    }
}
