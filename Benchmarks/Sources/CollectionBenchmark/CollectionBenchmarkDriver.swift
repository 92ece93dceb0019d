import BenchmarkSupport
import Foundation

/// Generates the inputs once, runs each measurement in a child process (best of `runs`), runs
/// `coax get` and `jq -c` on the same file, and prints Markdown tables with ratios.
struct CollectionBenchmarkDriver {
    var directory = "/work/scratch/collection"
    var megabytes = 1_000
    var coax: String?
    var runs = 3
    /// Only these measurements (and no get/jq comparison unless `get` is named).
    var only: Set<String>?

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--dir": directory = iterator.next() ?? directory
            case "--size":
                let text = (iterator.next() ?? "").uppercased()
                if text.hasSuffix("GB"), let value = Int(text.dropLast(2)) { megabytes = value * 1_000 }
                if text.hasSuffix("MB"), let value = Int(text.dropLast(2)) { megabytes = value }
            case "--coax": coax = iterator.next()
            case "--runs": runs = Int(iterator.next() ?? "") ?? runs
            case "--only": only = Set((iterator.next() ?? "").split(separator: ",").map(String.init))
            default:
                print("usage: collection-benchmark [--dir DIR] [--size 1GB] [--coax PATH] [--runs N] [--only a,b]")
                exit(64)
            }
        }
    }

    func run() {
        let size = megabytes >= 1_000 && megabytes % 1_000 == 0 ? "\(megabytes / 1_000)GB" : "\(megabytes)MB"
        let lines = "\(directory)/records-\(size).jsonl"
        let array = "\(directory)/records-\(size).json"
        print(RunConditions.header("Coax collection benchmarks"))
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // One array of more than 4 GiB is over the document limit: beyond it, JSON Lines only.
        let hasArray = megabytes * 1_000_000 < Int(UInt32.max)
        if !FileManager.default.fileExists(atPath: lines)
            || (hasArray && !FileManager.default.fileExists(atPath: array))
        {
            print("generating \(lines)\(hasArray ? " and \(array)" : "") …")
            var generator = RecordGenerator(seed: 2026)
            do {
                let count = try generator.write(
                    bytes: megabytes * 1_000_000, jsonLines: lines, array: hasArray ? array : nil)
                print("\(count) records")
            } catch {
                print("cannot generate: \(error)")
                exit(1)
            }
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: lines)[.size] as? Int) ?? 1
        print("\n## \(lines) (\(String(format: "%.1f", Double(bytes) / 1e6)) MB)\n")
        print("| measurement | time | MB/s | peak memory | peak / file size | |")
        print("|---|---:|---:|---:|---:|---|")
        // Every file is read once first, so that no measurement includes reading it from disk.
        for file in hasArray ? [lines, array] : [lines] { warm(file) }
        var best: [String: CollectionResult] = [:]
        for name in ["index-jsonl", "index-array", "stream-jsonl", "first-screen"] where only?.contains(name) ?? true {
            if name == "index-array", !hasArray { continue }
            let file = name == "index-array" ? array : lines
            for _ in 0..<runs {
                guard let result = measureInChild(name, file: file) else { continue }
                if result.seconds < best[name]?.seconds ?? .infinity { best[name] = result }
            }
            guard let result = best[name] else { continue }
            print(
                "| \(name) | \(String(format: "%.3f", result.seconds)) s | \(String(format: "%.0f", Double(bytes) / 1e6 / result.seconds)) | "
                    + "\(String(format: "%.0f", Double(result.peakBytes) / 1e6)) MB | \(String(format: "%.2f", Double(result.peakBytes) / Double(bytes)))× | \(result.note) |"
            )
        }
        if let lines = best["index-jsonl"], let array = best["index-array"] {
            print(
                "\n- indexing JSON Lines runs at **\(String(format: "%.0f", array.seconds / lines.seconds * 100)) %** of the speed of the same records as one array"
            )
        }
        if let coax, only?.contains("get") ?? true {
            let coaxTime = time([coax, "get", lines, "price"])
            let jqTime = time(["jq", "-c", ".price", lines])
            print("\n| `get` of every record's price | time |\n|---|---:|")
            print("| `coax get FILE price` | \(String(format: "%.3f", coaxTime)) s |")
            print("| `jq -c .price FILE` | \(String(format: "%.3f", jqTime)) s |")
            print("\n- `coax get` is **\(String(format: "%.1f", jqTime / coaxTime))×** as fast as `jq -c`")
        }
    }

    /// Reads a file to its end, leaving it in the page cache.
    private func warm(_ file: String) {
        guard let handle = FileHandle(forReadingAtPath: file) else { return }
        defer { try? handle.close() }
        while let data = try? handle.read(upToCount: 8 << 20), !data.isEmpty {}
    }

    private func measureInChild(_ name: String, file: String) -> CollectionResult? {
        MeasurementChild.decoded(CollectionResult.self, ["measure", name, file])
    }

    /// Best wall-clock time of a command with its output thrown away.
    private func time(_ command: [String]) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            let start = DispatchTime.now().uptimeNanoseconds
            do { try process.run() } catch { return .infinity }
            process.waitUntilExit()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }
}
