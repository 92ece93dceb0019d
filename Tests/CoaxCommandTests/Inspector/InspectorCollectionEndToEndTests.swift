import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension InspectorInTmux {
    /// Collections in a real terminal: a row per document, `]`/`[`, `:#N PATH`, bad records in
    /// place, records arriving through a pipe or a growing file while keys work.
    @Suite("Collections")
    struct Collections {
        static let writeOrders =
            #"printf '{"id": 1, "price": "8.45"}\n{"id": 2, "price": 9.5}\n{"id": 3, "price": oops}\n\n{"id": 4, "price": "12"}\n' > "$WORK/orders.jsonl""#

        @Test func documentRowsBracketsAndDocumentPaths() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24, command: Self.writeOrders + #"; cd "$WORK" && "$COAX" orders.jsonl"#)
            pane.waitFor("#1  orders.jsonl:1  {2}", "the first document's row")
            pane.waitFor("orders.jsonl:3  error: unexpected 'o'", "the bad record in its place")
            pane.waitFor("#3  orders.jsonl:5", "the document after it")
            pane.waitFor("document 1 of 3 · 1 bad record", "the status line")
            pane.send("]")
            pane.waitFor("#2 orders.jsonl:2  $", "] names the next document")
            pane.send("]")
            pane.waitFor("bad record orders.jsonl:3", "] stops at the bad record")
            pane.send("Enter")
            pane.waitFor("{\"id\": 3, \"price\": oops}", "Enter shows the record's line")
            pane.waitFor("orders.jsonl:3:20: error:", "and where the error is")
            pane.send("Escape")
            pane.send("[")
            pane.waitFor("#2 orders.jsonl:2  $", "[ goes back")
            pane.send(":")
            pane.type("#3 $.price")
            pane.send("Enter")
            pane.waitFor("#3 orders.jsonl:5  $.price", "#3 $.price selects the price of document 3")
            pane.waitFor("at $.price in #3 orders.jsonl:5")
            pane.send("q")
            pane.waitFor("coax: 1 bad record (coax check lists them)", "q says the input had a bad record")
            pane.expectExit(1)
        }

        @Test func quittingACollectionWithABadRecordPrintsThePathAndExitsOne() throws {
            // A script gets the path it asked for, and the exit status every command gives for the input.
            let pane = try TmuxTerminal(
                columns: 100, rows: 24,
                command: Self.writeOrders + #"; cd "$WORK" && "$COAX" --print-path orders.jsonl > path.txt; "#
                    + #"rc=$?; echo "path=$(cat path.txt)"; (exit $rc)"#)
            pane.waitFor("#1  orders.jsonl:1  {2}")
            pane.send("]")
            pane.waitFor("#2 orders.jsonl:2  $")
            pane.send("q")
            pane.waitFor("path=#2 $", "the path, naming its document, is printed on standard output")
            pane.waitFor("coax: 1 bad record (coax check lists them)")
            pane.expectExit(1)
        }

        @Test func quittingACleanCollectionExitsZero() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24,
                command: #"printf '{"n": 1}\n{"n": 2}\n' > "$WORK/ok.jsonl"; "$COAX" "$WORK/ok.jsonl""#)
            pane.waitFor("document 1 of 2")
            pane.send("q")
            pane.expectExit(0)
            pane.expectAbsent("bad record")
        }

        @Test func severalFilesAndADirectoryAreOneCollection() throws {
            let write =
                #"mkdir -p "$WORK/api/v2" && printf '{"a": 1}' > "$WORK/api/one.json" && "#
                + #"printf '{"b": 2}\n{"b": "3"}\n' > "$WORK/api/v2/two.jsonl""#
            let pane = try TmuxTerminal(columns: 100, rows: 24, command: write + #"; cd "$WORK" && "$COAX" api"#)
            pane.waitFor("#1  one.json  {1} {\"a\": 1}", "a whole file is labelled by its name")
            pane.waitFor("#3  two.jsonl:2  {1} {\"b\": \"3\"}", "records by file (the shortest unique ending) and line")
            pane.send("G")
            pane.waitFor("document 3 of 3")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func aGrowingFileIsFollowedAndTheSelectionStays() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24,
                command: #"printf '{"n": 1}\n{"n": 2}\n' > "$WORK/live.jsonl"; "$COAX" --follow "$WORK/live.jsonl""#)
            pane.waitFor("document 1 of 2+ · following", "following, once the end is reached")
            pane.send("]")
            pane.waitFor("document 2 of 2+")
            let file = try #require(FileHandle(forWritingAtPath: pane.directory.path + "/live.jsonl"))
            file.seekToEndOfFile()
            file.write(Data("{\"n\": 3}\n{\"n\": \"4\"}\n".utf8))
            try file.close()
            pane.waitFor("#4  ", "appended records appear")
            pane.waitFor("document 2 of 4+ · following", "the selection did not move")
            pane.send("G")
            pane.waitFor("document 4 of 4+", "G goes to the newest")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func whileFollowingTheDriftOfTheRecordsSoFarComesAndUpdatesAsRecordsArrive() throws {
            let pane = try TmuxTerminal(
                columns: 130, rows: 24,
                command:
                    #"printf '{"price": 1}\n{"price": 2}\n' > "$WORK/live.jsonl"; "$COAX" --follow "$WORK/live.jsonl""#)
            pane.waitFor("document 1 of 2+ · following")
            pane.send("]")
            pane.send("l")
            pane.send("j")
            pane.waitFor("  $.price", "the second record's price is selected")
            pane.send("D")
            pane.waitFor("no type drift: every member agrees across 2 documents so far", timeout: 60)
            let file = try #require(FileHandle(forWritingAtPath: pane.directory.path + "/live.jsonl"))
            file.seekToEndOfFile()
            file.write(Data("{\"price\": \"3.50\"}\n".utf8))
            try file.close()
            pane.waitFor(
                "drift    ~ number ×2", "the panel's drift line comes with the record that drifts", timeout: 60)
            pane.waitFor("~    price: 2", "the selected value is marked")
            pane.send("D")
            pane.waitFor("1 drifting member in the 3 documents so far", timeout: 60)
            pane.waitFor("   string ×1 (")
            pane.send("Escape")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func aPipeThatStaysOpenShowsRecordsAsTheyComeAndQQuits() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24, command: #"mkfifo "$WORK/in"; "$COAX" < "$WORK/in""#)
            let writer = try openFIFOForWriting(pane.directory.path + "/in")
            defer { close(writer) }
            pane.waitFor("reading standard input… (q quits)", "a slow pipe shows what it waits for")
            write(writer, "{\"n\": 1}\n{\"n\": 2}\n")
            pane.waitFor("#2  <stdin>:2", "records appear while the pipe is open")
            pane.send("]")
            pane.waitFor("document 2 of 2+")
            write(writer, "{\"n\": 3}\n")
            pane.waitFor("#3  <stdin>:3", "keys pressed meanwhile kept working")
            pane.waitFor("document 2 of 3+")
            pane.send("q")
            pane.expectExit(0)
        }

        /// `(printf '{"n":1}\n'; sleep 120) | coax`: one value so far on a pipe that stays open;
        /// `q` ends `coax` at once, while the writer still holds the pipe.
        @Test func qQuitsWithOneValueOnAPipeThatStaysOpen() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24, command: #"mkfifo "$WORK/in"; "$COAX" < "$WORK/in""#)
            let writer = try openFIFOForWriting(pane.directory.path + "/in")
            defer { close(writer) }
            write(writer, "{\"n\":1}\n")
            pane.waitFor("#1  <stdin>:1")
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func ctrlCQuitsWhileStandardInputIsStillEmpty() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24, command: #"mkfifo "$WORK/in"; "$COAX" < "$WORK/in""#)
            let writer = try openFIFOForWriting(pane.directory.path + "/in")
            defer { close(writer) }
            pane.waitFor("reading standard input…")
            pane.send("C-c")
            pane.expectExit(130)
        }

        @Test func oneDocumentArrivingSlowlyIsShownAsOneDocument() throws {
            let pane = try TmuxTerminal(
                columns: 100, rows: 24, command: #"mkfifo "$WORK/in"; "$COAX" < "$WORK/in""#)
            let writer = try openFIFOForWriting(pane.directory.path + "/in")
            pane.waitFor("reading standard input…")
            write(writer, "{\"a\": 1,")
            pane.waitFor("loading")
            write(writer, " \"b\": [1, 2]}\n")
            close(writer)
            pane.waitFor("line 1 of 5 · document", "shown exactly as one document")
            pane.expectAbsent("#1")
            pane.send("q")
            pane.expectExit(0)
        }

        /// Opens a FIFO for writing once its reader has opened it (within the usual timeout).
        private func openFIFOForWriting(_ path: String) throws -> Int32 {
            let deadline = Date() + TmuxTerminal.timeout
            while Date() < deadline {
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 {
                    // Blocking writes from here on.
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                    return descriptor
                }
                usleep(20_000)
            }
            throw FIFOError.noReader(path)
        }

        private func write(_ descriptor: Int32, _ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        }

        enum FIFOError: Error {
            case noReader(String)
        }
    }
}
