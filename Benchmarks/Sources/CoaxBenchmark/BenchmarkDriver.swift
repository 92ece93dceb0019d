import CoaxSamples
import Foundation

/// Runs every contender over every file in child processes and prints figures and ratios.
struct BenchmarkDriver {
    var files: [String] = []

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--files", let list = iterator.next() {
                files += list.split(separator: ",").map(String.init)
            } else if argument == "--consistent", let list = iterator.next() {
                files += list.split(separator: ",").compactMap { BenchmarkDriver.consistentFile(size: String($0)) }
            }
        }
    }

    mutating func run() {
        let date = ISO8601DateFormatter().string(from: Date())
        print("Coax benchmarks, \(date), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machineDescription())")
        for file in files {
            var results: [Measurement] = []
            for contender in Contenders.all.map(\.name) {
                if let measurement = measureInChild(contender: contender, file: file) {
                    results.append(measurement)
                }
            }
            report(results, file: file)
        }
    }

    /// Writes a consistent generated feed of `size` (e.g. `10MB`) to the temporary directory,
    /// for the model decoders, which need a document `JSONDecoder` accepts.
    static func consistentFile(size: String) -> String? {
        guard let sampleSize = try? SampleSize(parsing: size) else { return nil }
        let path = NSTemporaryDirectory() + "/coax-feed-consistent-\(size).generated.json"
        if !FileManager.default.fileExists(atPath: path) {
            do {
                try APIDocumentGenerator(variant: .consistent).write(size: sampleSize, toFile: path)
            } catch {
                return nil
            }
        }
        return path
    }

    private func measureInChild(contender: String, file: String) -> Measurement? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["measure", contender, file]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try? JSONDecoder().decode(Measurement.self, from: data)
    }

    private func report(_ results: [Measurement], file: String) {
        guard let first = results.first else { return }
        print("\n\(file) (\(String(format: "%.1f", Double(first.bytes) / 1_000_000)) MB)")
        print("contender".padding(toLength: 22, withPad: " ", startingAt: 0) + "     time       MB/s    peak MB  peak/file")
        for result in results {
            let name = result.contender.padding(toLength: 22, withPad: " ", startingAt: 0)
            print(name + String(format: "%8.3f s %10.1f %10.1f %9.2fx", result.seconds, result.megabytesPerSecond,
                                Double(result.peakBytes) / 1_000_000, result.memoryRatio) + (result.note.map { "  \($0)" } ?? ""))
        }
        if let coax = results.first(where: { $0.contender == "coax-parse" }) {
            for other in results where other.contender != coax.contender && !other.contender.hasSuffix("-model") {
                print(String(format: "coax-parse is %.1fx faster than %@", other.seconds / coax.seconds, other.contender))
            }
        }
        if let lenient = results.first(where: { $0.contender == "lenient-decode-model" }),
           let foundation = results.first(where: { $0.contender == "JSONDecoder-model" }),
           lenient.note == nil, foundation.note == nil {
            print(String(format: "lenient-decode-model is %.1fx faster than JSONDecoder-model", foundation.seconds / lenient.seconds))
        }
    }

    private func machineDescription() -> String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }) else { return "unknown CPU" }
        return line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    }
}
