import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The command tests' way of running a program: its status or signal as a shell reports them,
/// a time limit that kills, and nothing of the test process but its standard streams.
@Suite struct ChildProcessTests {
    func run(_ script: String, timeLimit: TimeInterval = 120) throws -> (ChildProcess.Ending, String) {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/stdout"
        let ending = try ChildProcess.run(
            ["/bin/sh", "-c", script], input: "/dev/null", output: output, error: "/dev/null", timeLimit: timeLimit)
        return (ending, String(decoding: try CoaxRun.contents(of: output), as: UTF8.self))
    }

    @Test func theExitStatusAndTheEndingSignalAreReported() throws {
        let (exited, _) = try run("exit 3")
        #expect(exited.status == 3 && exited.signal == nil && !exited.timedOut)
        let (killed, _) = try run("kill -TERM $$")
        #expect(killed.status == 128 + SIGTERM && killed.signal == SIGTERM && !killed.timedOut)
    }

    @Test func aChildThatOutlivesItsLimitIsKilled() throws {
        let (ending, _) = try run("exec sleep 60", timeLimit: 0.2)
        #expect(ending.timedOut)
        #expect(ending.signal == SIGKILL)
    }

    /// A descriptor the test process holds open (not close-on-exec, like another test's pipe)
    /// does not reach the child.
    @Test func theChildGetsOnlyItsStandardStreams() throws {
        let held = open("/dev/null", O_RDONLY)
        #expect(held > 2)
        defer { close(held) }
        let (ending, output) = try run("ls /proc/$$/fd")
        #expect(ending.status == 0)
        #expect(output.split(separator: "\n") == ["0", "1", "2"])
    }
}
