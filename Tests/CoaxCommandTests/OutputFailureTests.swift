import Foundation
import Testing

/// Output that cannot be written (a full disk, a failing device) ends `coax` with a message and
/// exit status 2, never a crash.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is not available"))
struct OutputFailureTests {
    @Test(arguments: [
        ["check", CoaxRun.sample("type-drift.json")],
        ["get", CoaxRun.sample("type-drift.json"), "$"],
        ["coerce", CoaxRun.sample, "table.array"],
        ["coerce", CoaxRun.sample, "table.array", "--format", "json"],
        ["rules"],
        ["expand", CoaxRun.sample("jsonapi-blog.json")],
        ["drift", CoaxRun.sample("type-drift.json")],
        ["drift", CoaxRun.sample("type-drift.json"), "--format", "json"],
        ["model", CoaxRun.sample("type-drift.json"), "$.products", "--name", "Product"],
        ["query", CoaxRun.sample("type-drift.json"), "$..sku"],
        ["query", CoaxRun.sample("type-drift.json"), "$..sku", "--paths"],
        [CoaxRun.sample("type-drift.json")],
    ])
    func aFullStandardOutputExitsTwoWithAMessage(arguments: [String]) throws {
        let run = try CoaxRun(arguments, inputBytes: [], outputDevice: "/dev/full")
        #expect(run.signal == nil)
        #expect(run.status == 2)
        #expect(run.error.hasSuffix("coax: cannot write to standard output: No space left on device\n"))
    }

    /// The help, the version and the completion script are output too: on a full disk
    /// `coax --generate-completion-script bash > coax.bash` must not leave an empty file and succeed.
    @Test(arguments: [
        ["--help"], ["check", "--help"], ["help", "query"], ["--version"],
        ["--generate-completion-script", "bash"], ["--experimental-dump-help"],
    ])
    func helpVersionAndCompletionOnAFullStandardOutputExitTwo(arguments: [String]) throws {
        let run = try CoaxRun(arguments, inputBytes: [], outputDevice: "/dev/full")
        #expect(run.signal == nil)
        #expect(run.status == 2)
        #expect(run.error == "coax: cannot write to standard output: No space left on device\n")
    }

    /// A collection's output failing is reported once, and reading stops there: not one message
    /// per document.
    @Test(arguments: [["get", "$.id"], ["query", "$.id"], ["query", "$.id", "--with-source"], []])
    func aCollectionOnAFullStandardOutputReportsOnce(command: [String]) throws {
        let directory = try TemporaryDirectory()
        let lines = (0..<20_000).map { "{\"id\": \($0), \"name\": \"record \($0)\"}\n" }.joined()
        let path = try directory.write(Array(lines.utf8), named: "many.jsonl")
        let arguments = command.isEmpty ? [path] : [command[0], path] + command.dropFirst()
        let run = try CoaxRun(arguments, inputBytes: [], outputDevice: "/dev/full")
        #expect(run.signal == nil)
        #expect(run.status == 2)
        #expect(run.error == "coax: cannot write to standard output: No space left on device\n")
    }

    @Test func aFullStandardErrorStillGivesTheExitStatus() throws {
        let missing = try CoaxRun(["check", "/nonexistent/data.json"], inputBytes: [], errorDevice: "/dev/full")
        #expect(missing.signal == nil)
        #expect(missing.status == 2)
        let invalid = try CoaxRun(["get", "-", "a"], inputBytes: Array("[1,".utf8), errorDevice: "/dev/full")
        #expect(invalid.signal == nil)
        #expect(invalid.status == 1)
    }
}
