import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// One run of the built `coax` binary: its exit status (or the signal that ended it), its
/// standard output and standard error, and whether it outlived its time limit.
///
/// Shared by every command test. Input is fed from a file and output is collected into files,
/// so that no pipe can fill up and block either side, and a child that exits without reading
/// its input cannot kill the test process with SIGPIPE.
struct CoaxRun {
    /// The package root, found from this file's path (Tests/CoaxCommandTests/Support/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The coercion table sample, the coerce tests' usual input.
    static let sample = packageRoot + "/SampleData/coercion-table.json"

    /// A file of `SampleData/`.
    static func sample(_ name: String) -> String {
        packageRoot + "/SampleData/" + name
    }

    /// `coax` in the test bundle's build directory (the scratch path in use), else `.build/debug/coax`.
    static var binary: String? {
        let bundleDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidates = [bundleDirectory.appendingPathComponent("coax").path, packageRoot + "/.build/debug/coax"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The exit status, or 128 + the signal number when a signal ended the process.
    let status: Int32
    /// The signal that ended the process, when one did (a crash, or the time limit's SIGKILL).
    let signal: Int32?
    /// Whether the run was killed for exceeding its time limit.
    let timedOut: Bool
    let outputBytes: [UInt8]
    let errorBytes: [UInt8]

    /// Standard output, decoded leniently.
    var output: String { String(decoding: outputBytes, as: UTF8.self) }
    /// Standard error, decoded leniently.
    var error: String { String(decoding: errorBytes, as: UTF8.self) }

    /// Runs `coax` with text on standard input (empty when nil).
    init(_ arguments: [String], input: String? = nil, timeLimit: TimeInterval = 120, launcher: [String] = []) throws {
        try self.init(arguments, inputBytes: Array((input ?? "").utf8), timeLimit: timeLimit, launcher: launcher)
    }

    /// Runs `coax` with raw bytes on standard input. `launcher` is a command that runs the
    /// binary for us, such as ``unprivilegedLauncher``. Standard input comes from `inputFile`
    /// instead of `inputBytes` when given; standard output or error go to `outputDevice` or
    /// `errorDevice` (such as `/dev/full`) instead of being collected, when given.
    init(
        _ arguments: [String], inputBytes: [UInt8], inputFile: String? = nil, timeLimit: TimeInterval = 120,
        launcher: [String] = [], outputDevice: String? = nil, errorDevice: String? = nil
    ) throws {
        let executable = try #require(CoaxRun.binary, "the coax binary is not built (swift build --product coax)")
        let directory = try TemporaryDirectory()
        let inputPath = try directory.write(inputBytes, named: "stdin")
        let outputPath = try directory.write([], named: "stdout")
        let errorPath = try directory.write([], named: "stderr")

        let ending = try ChildProcess.run(
            launcher + [executable] + arguments, input: inputFile ?? inputPath, output: outputDevice ?? outputPath,
            error: errorDevice ?? errorPath, timeLimit: timeLimit)
        status = ending.status
        signal = ending.signal
        timedOut = ending.timedOut
        outputBytes = try CoaxRun.contents(of: outputPath)
        errorBytes = try CoaxRun.contents(of: errorPath)
    }

    /// The bytes of a file, read with `read(2)`: `Data(contentsOf:)` leaks a 4 KiB buffer now
    /// and then (reported by LeakSanitizer in FoundationEssentials' `readBytesFromFile`), which
    /// would fail the sanitizer runs.
    static func contents(of path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let received = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if received < 0, errno == EINTR { continue }
            guard received > 0 else {
                if received < 0 { throw CocoaError(.fileReadUnknown) }
                return bytes
            }
            bytes += buffer[..<received]
        }
    }

    /// A command that runs a program as the unprivileged user `nobody`, when the tests run as root
    /// (for whom file permissions do not apply); `[]` when they already run unprivileged; nil when
    /// running as root without `setpriv`.
    static var unprivilegedLauncher: [String]? {
        guard geteuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }
}

extension CoaxRun {
    /// Whether the process ended by itself with one of the statuses `coax` documents: 0 success,
    /// 1 invalid input, 2 no readable input, 64 a usage error.
    var exitedCleanly: Bool {
        signal == nil && !timedOut && [0, 1, 2, 64].contains(status)
    }

    /// Bytes of standard error that must never reach a terminal raw: C0 controls other than
    /// newline, DEL, and the C1 controls (as UTF-8, U+0080...U+009F).
    var rawControlCharactersInError: [UInt32] {
        error.unicodeScalars.map(\.value).filter { value in
            (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        }
    }
}
