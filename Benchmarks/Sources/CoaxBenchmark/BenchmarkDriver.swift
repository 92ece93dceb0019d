import BenchmarkSupport
import CoaxSamples
import Foundation

/// Generates the files, runs every group's contenders in child processes (so each peak-memory
/// figure is its own) and prints figures and ratios.
struct BenchmarkDriver {
    var directory = "generated"
    var sizes: [SampleSize] = SampleSize.benchmarkSizes
    var groupFilter: String?

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--dir": directory = iterator.next() ?? directory
            case "--sizes":
                sizes = (iterator.next() ?? "").split(separator: ",").compactMap { SampleSize(String($0)) }
            case "--group": groupFilter = iterator.next()
            default:
                print("usage: coax-benchmark [--dir DIR] [--sizes 10MB,100MB] [--group TEXT]")
                exit(64)
            }
        }
    }

    func run() {
        print(RunConditions.header("Coax benchmarks"))
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for size in sizes {
            for group in BenchmarkGroup.all
            where groupFilter.map({ group.title.localizedCaseInsensitiveContains($0) }) ?? true {
                let file =
                    "\(directory)/\(group.variant.rawValue)-\("\(size)".replacingOccurrences(of: " ", with: "")).json"
                guard ensureFile(file, variant: group.variant, size: size) else { continue }
                let results = group.contenders.compactMap { measureInChild(contender: $0, file: file) }
                report(results, title: group.title, file: file)
            }
        }
    }

    private func ensureFile(_ path: String, variant: APIDocumentGenerator.Variant, size: SampleSize) -> Bool {
        if FileManager.default.fileExists(atPath: path) { return true }
        print("generating \(path) …")
        do {
            try APIDocumentGenerator(variant: variant, seed: 2026).write(size: size, toFile: path)
            return true
        } catch {
            print("cannot generate \(path): \(error)")
            return false
        }
    }

    private func measureInChild(contender: String, file: String) -> Measurement? {
        MeasurementChild.decoded(Measurement.self, ["measure", contender, file])
    }

    private func report(_ results: [Measurement], title: String, file: String) {
        guard let reference = results.first else { return }
        print("\n## \(title): \(file) (\(Self.fixed(Double(reference.bytes) / 1_000_000, 1)) MB)\n")
        print("| contender | time | MB/s | peak memory | peak / file size |")
        print("|---|---:|---:|---:|---:|")
        for result in results {
            print(
                "| \(result.contender) | \(Self.fixed(result.seconds, 3)) s | \(Self.fixed(result.megabytesPerSecond, 1)) | "
                    + "\(Self.fixed(Double(result.peakBytes) / 1_000_000, 1)) MB | \(Self.fixed(result.memoryRatio, 2))× |"
                    + (result.cpuSeconds.map { " CPU \(Self.fixed($0, 3)) s" } ?? "")
                    + (result.note.map { " \($0)" } ?? ""))
        }
        print("")
        for other in results.dropFirst() where other.seconds.isFinite {
            var line =
                "- \(reference.contender) is **\(Self.fixed(other.seconds / reference.seconds, 1))×** faster than \(other.contender)"
            if let cpu = reference.cpuSeconds, let otherCPU = other.cpuSeconds, cpu > 0 {
                line += " (\(Self.fixed(otherCPU / cpu, 1))× in processor time)"
            }
            print(line)
        }
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "n/a" }
        return String(format: "%.\(digits)f", value)
    }
}
