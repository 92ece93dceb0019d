import Foundation
import Testing

/// Running out of memory is a message and exit status 2 ("too large"), never a crash: `coax`
/// runs under an address-space limit (`prlimit --as`) that lets it start and read the file but
/// not index it. (Not run under the sanitizers, whose shadow memory needs no such limit.)
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "prlimit is not installed"))
struct OutOfMemoryTests {
    /// `[123456,123456,…]`: 42 MB and 6,000,000 values, whose tape (eight bytes per value, 48 MB)
    /// does not fit in the limit once the process (about 80 MB of libraries) has read the file.
    static let bytes: [UInt8] = Array(
        ("[" + Array(repeating: "123456", count: 6_000_000).joined(separator: ",") + "]").utf8)

    static let limit = ["/usr/bin/prlimit", "--as=\(150 << 20)", "--"]

    @Test(arguments: [["check"], ["get", "$[0]"], ["query", "$[0]"]])
    func runningOutOfMemoryWhileIndexingIsTooLargeWithStatus2(command: [String]) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.bytes, named: "many-values.json")
        let arguments = [command[0], path] + command.dropFirst()
        let run = try CoaxRun(arguments, inputBytes: [], launcher: Self.limit)
        #expect(run.signal == nil)
        #expect(run.status == 2)
        #expect(run.error == "\(path): too large: not enough memory to index 42,000,001 bytes\n")
        #expect(run.outputBytes.isEmpty)
    }

    @Test func theSameFileLoadsWithoutTheLimit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.bytes, named: "many-values.json")
        let run = try CoaxRun(["get", path, "$[0]"], inputBytes: [])
        #expect(run.status == 0)
        #expect(run.output == "123456\n")
    }
}

/// Running out of memory anywhere — reading a stream, indexing piped input, selecting nodes,
/// coercing — is a message and exit status 2, or is avoided by bounding the work; never a crash.
/// `coax` runs under an address-space limit (`prlimit --as`) of a total size: the debug binary
/// maps about 90 MB before it reads anything (libraries, stacks, the reader thread).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "prlimit is not installed"))
struct MemoryPressureTests {
    /// An address-space limit of `megabytes` in all.
    static func limit(_ megabytes: Int) -> [String] {
        ["/usr/bin/prlimit", "--as=\(megabytes << 20)", "--"]
    }

    /// A shell pipeline feeding `coax`, limited to `megabytes`, from `producer`.
    static func piped(from producer: String, megabytes: Int) -> [String] {
        ["/bin/sh", "-c", "\(producer) | exec \"$@\"", "sh"] + limit(megabytes)
    }

    /// Generous: the machine running the tests may be busy.
    static let timeLimit: TimeInterval = 600

    /// An endless first line that is not JSON and never ends (`tr '\0' x < /dev/zero`): no newline
    /// comes to say whether a good record follows, so it is read until memory runs out. That
    /// crashed (SIGSEGV) writing past a one-byte fallback block (`coax check - < /dev/zero` did,
    /// before NUL bytes were refused at once).
    @Test(arguments: [["check", "-"], ["get", "-", "$"]])
    func anEndlessLineRunsOutOfMemoryWithAMessage(command: [String]) throws {
        let run = try CoaxRun(
            command, inputBytes: [], timeLimit: Self.timeLimit,
            launcher: Self.piped(from: "tr '\\0' x < /dev/zero", megabytes: 200))
        #expect(run.signal == nil)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("<stdin>: too large: not enough memory to read "), "\(run.error)")
        #expect(run.outputBytes.isEmpty)
    }

    /// Under an address-space limit glibc could not reserve a malloc arena for the reader thread
    /// and tried again at its next allocations: a million bad lines on a pipe took 8.6 s of system
    /// time in failed `mmap` calls (0.05 s without the limit), and minutes of wall time in most
    /// runs on a busy machine. One arena serves every thread under a limit. The system time, which
    /// a busy machine does not inflate the way it does wall time, is what is held.
    @Test func manyBadLinesOnAPipeUnderALimitCostNoSystemTime() throws {
        let directory = try TemporaryDirectory()
        let text = "{\"id\": 1}\n" + (0..<1_000_000).map { "bad line \($0)\n" }.joined()
        let path = try directory.write(Array(text.utf8), named: "log.txt")
        // bash's `times` prints the children's user and system time last: "0m2.310s 0m0.050s".
        let script =
            "cat '\(path)' | \(Self.limit(195).joined(separator: " ")) \"$@\"; "
            + "status=${PIPESTATUS[1]}; times >&2; exit $status"
        let run = try CoaxRun(
            ["check", "-"], inputBytes: [], timeLimit: 300, launcher: ["/bin/bash", "-c", script, "bash"])
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.error.contains("999,980 more bad records not shown"), "\(run.error.suffix(300))")
        let children = run.error.split(separator: "\n").last.map { $0.split(separator: " ") } ?? []
        let system = children.count == 2 ? Self.seconds(children[1]) : nil
        let seconds = try #require(system, "no times line: \(run.error.suffix(200))")
        #expect(seconds < 3, "\(seconds) s of system time")
    }

    /// `1m2.500s` as seconds.
    static func seconds(_ text: Substring) -> Double? {
        guard text.hasSuffix("s"), let minutes = text.firstIndex(of: "m") else { return nil }
        guard let whole = Double(text[..<minutes]), let rest = Double(text[text.index(after: minutes)...].dropLast())
        else { return nil }
        return whole * 60 + rest
    }

    /// An endless array on a pipe: read until the memory for a larger block cannot be had.
    @Test func anEndlessPipedDocumentRunsOutOfMemoryWithAMessage() throws {
        let run = try CoaxRun(
            ["check", "-"], inputBytes: [], timeLimit: Self.timeLimit,
            launcher: Self.piped(from: "(printf '['; yes 1,)", megabytes: 150))
        #expect(run.signal == nil)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("<stdin>: too large: not enough memory to read "), "\(run.error)")
    }

    /// A piped document that can be read but not indexed (eight bytes of index per two of input)
    /// is too large, exit 2, as the same file named is — not invalid JSON at 1:1, exit 1.
    @Test func aPipedDocumentTooLargeToIndexIsTooLarge() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            Array(("[" + String(repeating: "1,", count: 6_000_000) + "1]").utf8), named: "ones.json")
        for launcher in [Self.piped(from: "cat '\(path)'", megabytes: 130), Self.limit(130)] {
            let run = try CoaxRun(
                ["check", "-"], inputBytes: [], inputFile: path, timeLimit: Self.timeLimit, launcher: launcher)
            #expect(run.signal == nil)
            #expect(run.status == 2)
            #expect(run.error == "<stdin>: too large: not enough memory to index 12,000,003 bytes\n")
        }
    }

    /// `$..*..*..*` selects every chain of three nested arrays below the root: C(depth - 1, 3)
    /// nodes. `--count` counts them without listing them (the list of 20,584,249 nodes for 500
    /// arrays took 5.5 GB with its doublings); the count is exact.
    @Test func countingNodesNeedsNoList() throws {
        let directory = try TemporaryDirectory()
        let depth = 120
        let path = try directory.write(
            Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8),
            named: "deep.json")
        let counted = try CoaxRun(
            ["query", path, "$..*..*..*", "--count"], inputBytes: [], timeLimit: Self.timeLimit,
            launcher: Self.limit(150))
        #expect(counted.signal == nil)
        #expect(counted.status == 0)
        #expect(counted.output == "\((depth - 1) * (depth - 2) * (depth - 3) / 6)\n")
    }

    /// `coax coerce` converts the first 1,000 elements of a long array, as the inspector's
    /// panel does, and says so: 1,000,000 integers took 568 MB and 7 s.
    @Test func coercingALongArrayConvertsTheFirstElementsAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        let count = 300_000
        let path = try directory.write(
            Array(("{\"ids\": [" + (0..<count).map(String.init).joined(separator: ",") + "]}").utf8), named: "ids.json")
        let run = try CoaxRun(
            ["coerce", path, "ids"], inputBytes: [], timeLimit: Self.timeLimit, launcher: Self.limit(150))
        #expect(run.signal == nil)
        #expect(run.status == 0)
        #expect(run.output.contains("only the first 1000 of \(count) elements"))
        let json = try CoaxRun(
            ["coerce", path, "ids", "--format", "json"], inputBytes: [], timeLimit: Self.timeLimit,
            launcher: Self.limit(150))
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [String: [String: Any]])
        #expect((results["arrayOfNumbers"]?["value"] as? [Int]) == Array(0..<1_000))
    }

    /// A long string: the readings use its first 4,096 bytes and the decoders that would need
    /// all of it are left pending, saying why (a 100 MB one took 49.5 s and 1.1 GB).
    @Test func coercingAHugeStringReadsItsStartAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            Array(("{\"s\": \"42 " + String(repeating: "x", count: 5_000_000) + "\"}").utf8), named: "long.json")
        let run = try CoaxRun(
            ["coerce", path, "s"], inputBytes: [], timeLimit: Self.timeLimit, launcher: Self.limit(150))
        #expect(run.signal == nil)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("readings use the first 4,096 bytes of the string\n\npath   $['s']\n"))
        #expect(run.output.contains(#"→ trimmed to "42" → 42  [cleaned]"#))
        #expect(run.output.contains("a string of 5,000,003 bytes: the lenient rules read all of it"))
    }
}
