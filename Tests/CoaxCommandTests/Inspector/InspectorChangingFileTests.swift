import Foundation
import Testing

extension InspectorInTmux {
    /// The file under an open inspector is truncated and removed by another program: the
    /// inspector goes on showing what it read.
    @Suite("A file that changes while open")
    struct ChangingFile {
        @Test func truncatingTheFileDoesNotCrashTheInspector() throws {
            // About 3 MB, so that it is large enough to have been memory-mapped.
            let make =
                #"python3 -c 'import json; json.dump([{"id": i, "name": "item %d" % i} for i in range(100000)], "#
                + #"open("'"$WORK"'/big.json", "w"))'"#
            let pane = try TmuxTerminal(columns: 100, rows: 24, command: make + #" && "$COAX" "$WORK/big.json""#)
            pane.waitFor("line 1 of", "the first frame")
            let file = pane.directory.path + "/big.json"
            #expect(truncate(file, 0) == 0)
            try FileManager.default.removeItem(atPath: file)
            pane.send("G")
            pane.waitFor("line 300,001 of 300,001", "G reaches the last value, read before the file changed")
            pane.waitFor(#"name: "item 99999""#)
            pane.send("g")
            pane.send("E")
            pane.waitFor("expanded the whole document")
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
