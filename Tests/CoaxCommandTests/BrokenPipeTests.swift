import Foundation
import Testing

/// A reader of standard output that goes away early (`coax … | head`): `coax` stops at once
/// without a word, ended by SIGPIPE like other Unix filters (status 141 in the shell, never 0, so
/// a pipeline with `pipefail` knows the output was cut); when SIGPIPE is ignored, it says so and
/// exits 2. Never a crash report.
@Suite struct BrokenPipeTests {
    /// A document large enough that the output cannot fit in a pipe's buffer.
    static let bigFile: String = {
        let element = #"{"id": 1, "name": "a name of some length", "tags": ["x", "y"]}"#
        return sharedFile(
            named: "coax-broken-pipe-array.json",
            text: "[" + Array(repeating: element, count: 40_000).joined(separator: ",") + "]")
    }()

    /// A JSON:API document whose expansion cannot fit in a pipe's buffer either.
    static let bigJSONAPIFile: String = {
        let resources = (0..<20_000).map {
            #"{"type": "posts", "id": "\#($0)", "attributes": {"title": "post \#($0)"}}"#
        }
        return sharedFile(
            named: "coax-broken-pipe-jsonapi.json", text: #"{"data": ["# + resources.joined(separator: ",") + "]}")
    }()

    /// A file under the temporary directory with a fixed name, rewritten whole (atomically, so a
    /// test run beside this one reads either copy complete) by each run: the inputs are the same
    /// every time, and one copy stays behind, not one per run.
    private static func sharedFile(named name: String, text: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    struct Outcome {
        let status: Int32
        let error: String
    }

    /// Runs `coax ARGUMENTS | head -c 100` in bash and returns coax's status and standard error.
    static func pipeToHead(_ arguments: [String], ignoringSIGPIPE: Bool = false) throws -> Outcome {
        let coax = try #require(CoaxRun.binary)
        let directory = try TemporaryDirectory()
        let errorPath = directory.path + "/stderr"
        let quoted = ([coax] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let script =
            (ignoringSIGPIPE ? "trap '' PIPE; " : "")
            + "\(quoted.joined(separator: " ")) 2> '\(errorPath)' | head -c 100 > /dev/null; echo ${PIPESTATUS[0]}"
        let statusPath = directory.path + "/status"
        let ending = try ChildProcess.run(
            ["/bin/bash", "-c", script], input: "/dev/null", output: statusPath, error: "/dev/null", timeLimit: 120)
        #expect(!ending.timedOut)
        let data = try CoaxRun.contents(of: statusPath)
        let status = Int32(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        let error = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return Outcome(status: status, error: error)
    }

    static let commands: [[String]] = [
        ["get", bigFile, "$", "--pretty"],
        [bigFile],
        ["query", bigFile, "$..name"],
        ["expand", bigJSONAPIFile],
    ]

    @Test(arguments: commands)
    func aReaderThatGoesAwayEndsCoaxQuietly(arguments: [String]) throws {
        let outcome = try Self.pipeToHead(arguments)
        #expect(outcome.status == 128 + SIGPIPE)
        #expect(outcome.error.isEmpty, "\(outcome.error)")
    }

    @Test(arguments: commands)
    func withSIGPIPEIgnoredItSaysSoAndExits2(arguments: [String]) throws {
        let outcome = try Self.pipeToHead(arguments, ignoringSIGPIPE: true)
        #expect(outcome.status == 2)
        #expect(outcome.error == "coax: cannot write to standard output: Broken pipe\n")
    }
}
