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
