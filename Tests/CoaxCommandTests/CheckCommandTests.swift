import Coax
import Foundation
import Testing

/// `coax check`, run as the built binary: the summary line, the diagnostic for invalid JSON, and
/// a clear message with exit status 2 for every kind of input that cannot be read.
@Suite struct CheckCommandTests {
    /// The part of the summary after the counts: time and throughput vary between runs.
    static let timing = #", parsed in [0-9]+\.[0-9] (ms|s) \([0-9]+\.[0-9] MB/s\)\n"#

    @Test func aValidFilePrintsOneSummaryLineWithExactCounts() throws {
        let path = CoaxRun.sample("type-drift.json")
        let document = try JSONDocument.load(path: path)
        let run = try CoaxRun(["check", path])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let counts =
            "\(path): valid JSON, \(NumberText.grouped(document.byteCount)) bytes, "
            + "\(NumberText.grouped(document.valueCount)) values, depth \(document.maximumDepth)"
        #expect(document.byteCount > 1000, "the grouping of thousands is exercised")
        #expect(run.output.hasPrefix(counts))
        let rest = String(run.output.dropFirst(counts.count))
        #expect(try rest.wholeMatch(of: Regex(Self.timing)) != nil, "unexpected timing part: \(rest)")
    }

    @Test func oneByteOneValueAreSingular() throws {
        let run = try CoaxRun(["check", "-"], input: "7")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<stdin>: valid JSON, 1 byte, 1 value, depth 0, parsed in "))
    }

    @Test func standardInputIsReadWithADash() throws {
        let run = try CoaxRun(["check", "-"], input: #"{"a": [1, 2, {"b": null}]}"#)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<stdin>: valid JSON, 26 bytes, 6 values, depth 3, parsed in "))
    }

    @Test func invalidJSONPrintsTheLocationTheLineAndACaret() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("{\n  \"a\": 1\n  \"b\": 2\n}\n", named: "orders.json")
        let run = try CoaxRun(["check", path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.error == """
                \(path):3:3: error: unexpected '"': expected ',' or '}' after an object member
                  "b": 2
                  ^

                """)
    }

    @Test func invalidStandardInputIsNamedStdin() throws {
        let run = try CoaxRun(["check", "-"], input: "[1,]")
        #expect(run.status == 1)
        #expect(run.error == "<stdin>:1:4: error: unexpected ']': expected a value after ','\n[1,]\n   ^\n")
    }

    @Test func aLogLineStartingWithANumberIsOneBadRecordOfANamedFile() throws {
        let directory = try TemporaryDirectory()
        let text = "2026-11-28 06:00:00 INFO started\n{\"a\":1}\n{\"a\":2}\n"
        for (name, arguments) in [("log.jsonl", []), ("log.jsonl", ["--input-format", "jsonl"]), ("log.txt", [])] {
            let path = try directory.write(text, named: name)
            let run = try CoaxRun(["check", path] + arguments)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("\(path): 2 documents, 1 bad record, 49 bytes, 4 values"), "\(run.output)")
            #expect(
                run.error == """
                    \(path):1:5: error: unexpected '-': expected the end of the line after the value \
                    (JSON Lines hold one value per line)
                    2026-11-28 06:00:00 INFO started
                        ^

                    """)
        }
    }

    @Test func aMissingFileExitsTwo() throws {
        let run = try CoaxRun(["check", "/nonexistent/orders.json"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "/nonexistent/orders.json: no such file\n")
    }

    @Test func aDirectoryExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let run = try CoaxRun(["check", directory.path])
        #expect(run.status == 2)
        #expect(run.error == "\(directory.path): a directory with no .json, .jsonl, .ndjson or .har file below it\n")
    }

    /// `coax check - < DIR`: the error alone, no summary line of an empty collection besides it.
    @Test func standardInputFromADirectoryExitsTwoWithTheErrorAlone() throws {
        let directory = try TemporaryDirectory()
        let run = try CoaxRun(["check", "-"], inputBytes: [], inputFile: directory.path)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "<stdin>: is a directory, not a JSON file\n")
    }

    /// Random bytes are refused at their first invalid value, not after reading 4 GiB of them
    /// (`cat /dev/urandom | coax check -`). The first byte is fixed, not a digit: a number first
    /// would make the rest records, read as long as they come.
    @Test func anEndlessStreamThatIsNotJSONIsRefusedAtOnce() throws {
        let start = Date()
        let producer = #"(printf '\200 not JSON\n\001\n'; cat /dev/urandom) | exec "$@""#
        let run = try CoaxRun(
            ["check", "-"], inputBytes: [], timeLimit: 30, launcher: ["/bin/sh", "-c", producer, "sh"])
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("<stdin>:1:"), "\(run.error.prefix(200))")
        #expect(run.error.contains(": error: "))
        #expect(run.rawControlCharactersInError.isEmpty)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// `coax check /dev/zero` and `coax check - < /dev/zero`: endless NUL bytes, no newline. A NUL
    /// starts neither a JSON value nor a line of text, so the input is refused at its first byte
    /// instead of being read, waiting for a line that never ends, until memory runs out.
    @Test(arguments: ["/dev/zero", "-"])
    func endlessNULBytesAreRefusedAtTheFirstByte(input: String) throws {
        let start = Date()
        let run = try CoaxRun(["check", input], inputBytes: [], inputFile: "/dev/zero", timeLimit: 60)
        #expect(!run.timedOut)
        #expect(run.signal == nil)
        #expect(run.status == 1)
        let name = input == "-" ? "<stdin>" : input
        #expect(
            run.error.hasPrefix("\(name):1:1: error: unexpected character U+0000: expected a value\n"),
            "\(run.error.prefix(200))")
        #expect(run.rawControlCharactersInError.isEmpty)
        #expect(run.outputBytes.isEmpty)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func aFileWhoseReadFailsPrintsNoSummary() throws {
        let run = try CoaxRun(["check", "/proc/self/mem"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
    }

    // Root reads any file whatever its mode, so a `chmod 000` file proves nothing when the tests run
    // as root. The check then runs as `nobody` through setpriv, which honours the mode; without
    // setpriv the case is skipped, and `aFileWhoseReadFailsExitsTwo` still covers a failing read.
    @Test(.enabled(if: CoaxRun.unprivilegedLauncher != nil, "running as root without /usr/bin/setpriv"))
    func aFileWithoutReadPermissionExitsTwo() throws {
        let launcher = try #require(CoaxRun.unprivilegedLauncher)
        let directory = try TemporaryDirectory()
        let path = try directory.write("[1]", named: "locked.json")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let run = try CoaxRun(["check", path], launcher: launcher)
        #expect(run.status == 2)
        #expect(run.error == "\(path): cannot read: Permission denied\n")
    }

    // /proc/self/mem opens fine but reading its first page fails with EIO: an honest failing read
    // that works for every user and never blocks (unlike a FIFO without a writer).
    @Test func aFileWhoseReadFailsExitsTwo() throws {
        let run = try CoaxRun(["check", "/proc/self/mem"])
        #expect(run.status == 2)
        #expect(run.error == "/proc/self/mem: cannot read: Input/output error\n")
    }

    @Test(arguments: [
        ("empty", ""),
        ("whitespace", " \n\t\r\n  "),
        ("byte order mark only", "\u{FEFF}\n"),
    ])
    func emptyInputExitsTwo(name: String, content: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(content, named: "\(name).json")
        let run = try CoaxRun(["check", path])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "\(path): empty input: expected a JSON value\n")
        let piped = try CoaxRun(["check", "-"], input: content)
        #expect(piped.status == 2)
        #expect(piped.error == "<stdin>: empty input: expected a JSON value\n")
    }

    @Test func aFileNameWithControlCharactersIsShownEscaped() throws {
        let run = try CoaxRun(["check", "/nonexistent/\u{1B}[31mred.json"])
        #expect(run.status == 2)
        #expect(run.error == "/nonexistent/\\u001b[31mred.json: no such file\n")
    }

    @Test func aMissingArgumentIsAUsageError() throws {
        let run = try CoaxRun(["check"])
        #expect(run.status == 64)
        #expect(run.error.contains("Missing expected argument '<file>'"))
    }
}
