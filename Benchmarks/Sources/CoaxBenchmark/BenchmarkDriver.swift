import Foundation

/// Runs every contender over every file in child processes and prints figures and ratios.
struct BenchmarkDriver {
    var files: [String] = []

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--files", let list = iterator.next() {
                files = list.split(separator: ",").map(String.init)
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
            for other in results where other.contender != coax.contender {
                print(String(format: "coax-parse is %.1fx faster than %@", other.seconds / coax.seconds, other.contender))
            }
        }
    }

    private func machineDescription() -> String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }) else { return "unknown CPU" }
        return line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    }
}
