import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Input larger than one document can hold (4 GiB) is refused at once, before any of it is read,
/// with one message and one exit status whether it is a named file or standard input.
@Suite struct TooLargeInputTests {
    /// A sparse file of 5 GB: it takes no disk space and reads as zeros.
    static func sparseFile(in directory: TemporaryDirectory) throws -> String {
        let path = try directory.write([UInt8](), named: "huge.json")
        #expect(truncate(path, 5_000_000_000) == 0)
        return path
    }

    static let message = "too large: more than 4,294,967,295 bytes, the most one document can hold\n"

    @Test(arguments: [["check"], ["get", "$"], ["expand"], ["drift"]])
    func aHugeFileIsRefusedAtOnce(command: [String]) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.sparseFile(in: directory)
        let arguments = [command[0], path] + command.dropFirst()
        let run = try CoaxRun(arguments, inputBytes: [], timeLimit: 60)
        #expect(!run.timedOut)
        #expect(run.status == 2)
        #expect(run.error == "\(path): \(Self.message)")
    }

    @Test func theSameBytesOnStandardInputGiveTheSameMessageAndStatus() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.sparseFile(in: directory)
        let run = try CoaxRun(["check", "-"], inputBytes: [], inputFile: path, timeLimit: 60)
        #expect(!run.timedOut)
        #expect(run.status == 2)
        #expect(run.error == "<stdin>: \(Self.message)")
    }
}
