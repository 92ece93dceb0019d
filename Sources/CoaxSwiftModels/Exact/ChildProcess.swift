import Foundation

/// How a child process ended and what it wrote.
struct ChildProcessResult: Sendable {
    /// Whether it exited rather than being killed by a signal.
    var exitedNormally: Bool
    /// The exit status, or the signal number.
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: [UInt8]
}

/// Runs a program to its end with its output and errors going to files of their own, so that
/// neither can fill a pipe and stall it however much it writes; standard input is empty.
enum ChildProcess {
    static func run(_ executable: String, arguments: [String], workingDirectory: String) throws -> ChildProcessResult {
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
        try process.run()
        process.waitUntilExit()
        return ChildProcessResult(
            exitedNormally: process.terminationReason == .exit,
            status: process.terminationStatus,
            standardOutput: Array(FileManager.default.contents(atPath: outputPath) ?? Data()),
            standardError: Array(FileManager.default.contents(atPath: errorPath) ?? Data()))
    }
}
