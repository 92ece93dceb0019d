import Foundation
import Testing

extension InspectorInTmux {
    /// Handing the terminal to an editor, and reloading the file.
    @Suite("Editor and reload")
    struct EditorAndReload {
        /// A fake editor: shows that it runs, keeps a copy of what it was given and its mode, and
        /// waits until the test lets it exit.
        static let editor = #"""
            printf '#!/bin/sh\necho "EDITOR RAN on $(basename "$1")"\ncp "$1" "$WORK/seen.json"\nstat -c %%a "$1" > "$WORK/mode"\nwhile [ ! -e "$WORK/go" ]; do sleep 0.05; done\n' > "$WORK/editor"; chmod +x "$WORK/editor"
            """#

        @Test func vOpensThePrettyValueInTheEditorWithTheTerminalRestoredAroundIt() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 30,
                command: Self.editor + #"; EDITOR="$WORK/editor" "$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[0].vendor")
            pane.send("Enter")
            pane.waitFor("at $.products[0].vendor")
            pane.send("v")
            pane.waitFor("EDITOR RAN on vendor.json", "the editor runs on a file named after the value")
            pane.expectModesRestored()
            let work = pane.directory.path
            let seen = try String(contentsOfFile: work + "/seen.json", encoding: .utf8)
            #expect(seen == "{\n  \"id\": 7,\n  \"name\": \"Kyoto Leaf Co.\"\n}", "the value, pretty-printed")
            #expect(try String(contentsOfFile: work + "/mode", encoding: .utf8) == "400\n", "read-only")
            _ = FileManager.default.createFile(atPath: work + "/go", contents: nil)
            pane.waitFor("back from", "the inspector takes the terminal back")
            pane.waitFor("$.products[0].vendor")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func rReadsTheChangedFileAndStaysOnThePath() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 30,
                command:
                    #"printf '{"orders": [{"id": 1, "total": "8.45"}, {"id": 2, "total": "9.10"}]}' > "$WORK/o.json"; "$COAX" "$WORK/o.json""#
            )
            pane.waitFor("line 1 of")
            pane.send(":")
            pane.type("orders[1].total")
            pane.send("Enter")
            pane.waitFor(#"total: "9.10""#)
            let file = pane.directory.path + "/o.json"
            try #"{"orders": [{"id": 1, "total": 8.45}, {"id": 2, "total": 12.5}, {"id": 3}]}"#.write(
                toFile: file, atomically: true, encoding: .utf8)
            pane.send("R")
            pane.waitFor("still at $.orders[1].total", "R reloads and keeps the path")
            pane.waitFor("total: 12.5", "the new value is shown")
            pane.waitFor("▸ 2: {1}", "and the new element")
        }
    }
}
