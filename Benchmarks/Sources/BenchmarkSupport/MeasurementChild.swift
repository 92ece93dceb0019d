import Foundation

/// Runs this benchmark's own executable with `measure …` arguments in a child process, so that
/// each measurement has a process (and a peak memory) of its own.
public enum MeasurementChild {
    /// What the child wrote to its standard output, nil when it could not be started.
    ///
    /// ```swift
    /// MeasurementChild.output(["measure", "coax-parse", "generated/drifting-10MB.json"])
    /// ```
    public static func output(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// The child's output decoded from JSON, nil when it could not be started or wrote no such
    /// value.
    public static func decoded<Result: Decodable>(_ type: Result.Type, _ arguments: [String]) -> Result? {
        output(arguments).flatMap { try? JSONDecoder().decode(Result.self, from: $0) }
    }
}
