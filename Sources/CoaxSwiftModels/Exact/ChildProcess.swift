import Foundation

/// How a child process ended and what it wrote.
struct ChildProcessResult: Sendable {
    /// Whether it exited rather than being killed by a signal.
    var exitedNormally: Bool
    /// The exit status, or the signal number.
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: [UInt8]
    /// Whether it was killed for writing nothing for longer than the limit it was run with.
    var stalled = false
}

/// Runs a program to its end with its output and errors going to files of their own, so that
/// neither can fill a pipe and stall it however much it writes; standard input is empty.
enum ChildProcess {
    /// Runs `executable` and waits for it, killing it when it goes `stallLimit` without its
    /// standard output or standard error growing (a model's `init(from:)` that never returns, a
    /// compiler that hangs): the result then says `stalled`, with what it wrote until then.
    static func run(
        _ executable: String, arguments: [String], workingDirectory: String, stallLimit: Duration
    ) throws -> ChildProcessResult {
        let outputPath = workingDirectory + "/.stdout"
        let errorPath = workingDirectory + "/.stderr"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            FileManager.default.createFile(atPath: errorPath, contents: nil)
        else { throw CocoaError(.fileWriteNoPermission) }
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        defer { try? output.close() }
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer { try? errors.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // A driver that traps (a model's own fatalError) ends at once instead of symbolicating a
        // backtrace; the runner reports the crash itself.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let stalled = waitForEnd(
            of: process, ended: ended, watching: [outputPath, errorPath], stallLimit: stallLimit)
        return ChildProcessResult(
            exitedNormally: process.terminationReason == .exit,
            status: process.terminationStatus,
            standardOutput: Array(FileManager.default.contents(atPath: outputPath) ?? Data()),
            standardError: Array(FileManager.default.contents(atPath: errorPath) ?? Data()),
            stalled: stalled)
    }

    /// Waits until `process` ends; returns whether it was killed for a stall.
    private static func waitForEnd(
        of process: Process, ended: DispatchSemaphore, watching paths: [String], stallLimit: Duration
    ) -> Bool {
        let limit = Double(stallLimit.components.seconds) + Double(stallLimit.components.attoseconds) * 1e-18
        var lastSize = -1
        var lastProgress = Date()
        while ended.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
            let size = paths.reduce(0) { total, path in
                total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
            }
            if size != lastSize {
                lastSize = size
                lastProgress = Date()
            } else if Date().timeIntervalSince(lastProgress) > limit {
                // The child is ours and still running (its termination handler has not run), so
                // the identifier names it and no other process.
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
                return true
            }
        }
        return false
    }
}
