import Foundation
import Testing

/// Reading a large collection uses the same memory block after block: its blocks (8 MiB) and
/// their tapes are freed once read, and the next ones are taken from that memory rather than
/// from fresh pages that the system must fault in and zero (see `AllocatorSetup`). With glibc's
/// defaults every block and tape was new memory: about one page fault per page of input, a third
/// of `coax check`'s CPU time spent in the kernel. Page faults are counted rather than timed, so
/// that a busy machine does not change the result. (Not run under the sanitizers, whose
/// allocators are their own.)
@Suite(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"),
    .enabled(
        if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil
            && ProcessInfo.processInfo.environment["TSAN_OPTIONS"] == nil,
        "the sanitizers bring their own allocator"))
struct CollectionMemoryReuseTests {
    /// Runs the command and prints its minor page faults (from the child's resource usage) as the
    /// last line of standard error.
    static let countingFaults = [
        "/usr/bin/python3", "-c",
        "import resource, subprocess, sys; "
            + "status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode; "
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt, file=sys.stderr); "
            + "sys.exit(status)",
    ]

    /// The minor page faults of `coax check PATH`.
    static func faults(checking path: String) throws -> Int {
        let run = try CoaxRun(["check", path], inputBytes: [], timeLimit: 600, launcher: countingFaults)
        #expect(run.status == 0, "\(run.error.suffix(300))")
        let last = run.error.split(separator: "\n").last.map(String.init) ?? ""
        return try #require(Int(last), "no fault count: \(run.error.suffix(300))")
    }

    @Test func checkingALargeCollectionFaultsInItsBuffersOnce() throws {
        let directory = try TemporaryDirectory()
        // 96 MB of order records (twelve blocks), and one record: what starting the process costs.
        var text = ""
        var number = 0
        while text.utf8.count < 96 << 20 {
            number += 1
            text +=
                #"{"id":\#(number),"status":"shipped","customer":{"id":"c-\#(number % 90_000)","vip":\#(number % 3 == 0)},"#
                + #""price":"\#(number % 500).\#(number % 90 + 10)","items":[{"sku":"SKU-\#(number % 9_000)","qty":2}],"#
                + #""note":"deliver to the back door, ring twice"}"# + "\n"
        }
        let large = try directory.write(text, named: "orders.jsonl")
        let small = try directory.write(#"{"id":1}"# + "\n", named: "one.jsonl")
        let pages = text.utf8.count / 4096
        let starting = try Self.faults(checking: small)
        let reading = try Self.faults(checking: large) - starting
        // Fresh memory for every block and its tape: more faults than pages of input (34,700
        // for these 24,600 pages). The same memory again: the first blocks and tapes alone.
        #expect(reading < pages / 2, "\(reading) page faults reading \(pages) pages (\(starting) to start)")
    }
}
