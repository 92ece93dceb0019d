import BenchmarkSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif

// `coax drift` and `coax schema` over a large collection, end to end, against `coax check` on the
// same file in the same run (parse alone), with the CPU time and peak memory of each:
//   drift-benchmark [--file PATH] [--coax PATH-TO-coax] [--baseline PATH-TO-OLDER-coax] [--runs N]
// The file is the collection benchmark's JSON Lines file (generate it once with
// `collection-benchmark --size 1GB`); each command runs --runs times, alternating, best time kept.
// With --baseline, an older build's `coax drift` and `coax schema` are timed in the same run, to
// show the ratio of each to what it was.
var file = "/work/scratch/collection/records-1GB.jsonl"
var coax = ".build-release/release/coax"
var runs = 3
var baseline: String?
var iterator = CommandLine.arguments.dropFirst().makeIterator()
while let argument = iterator.next() {
    switch argument {
    case "--file": file = iterator.next() ?? file
    case "--coax": coax = iterator.next() ?? coax
    case "--runs": runs = max(1, Int(iterator.next() ?? "") ?? runs)
    case "--baseline": baseline = iterator.next()
    default:
        print("usage: drift-benchmark [--file PATH] [--coax PATH] [--baseline PATH] [--runs N]")
        exit(64)
    }
}

guard let attributes = try? FileManager.default.attributesOfItem(atPath: file), let bytes = attributes[.size] as? Int
else {
    print("\(file) is missing: generate it with collection-benchmark --size 1GB (see docs/performance.md)")
    exit(1)
}
guard FileManager.default.isExecutableFile(atPath: coax) else {
    print(
        "\(coax) is not an executable: build it with swift build -c release --product coax --scratch-path .build-release"
    )
    exit(1)
}

print(RunConditions.header("Coax drift benchmark"))
print("\(file): \(String(format: "%.1f", Double(bytes) / 1e6)) MB\n")
if let baseline, !FileManager.default.isExecutableFile(atPath: baseline) {
    print("\(baseline) is not an executable")
    exit(1)
}
let commands: [(name: String, arguments: [String])] =
    [
        ("coax check FILE", [coax, "check", file]),
        ("coax drift FILE", [coax, "drift", file]),
        // The schema is written from the same analysis: it should cost what drift costs.
        ("coax schema FILE", [coax, "schema", file]),
    ]
    + (baseline.map {
        [("baseline coax drift FILE", [$0, "drift", file]), ("baseline coax schema FILE", [$0, "schema", file])]
    } ?? [])
let report = FileManager.default.temporaryDirectory.appendingPathComponent("coax-drift-benchmark-\(getpid()).txt").path
defer { try? FileManager.default.removeItem(atPath: report) }
var best: [String: ChildProcess.Run] = [:]
for _ in 0..<runs {
    for command in commands {
        guard
            let result = ChildProcess.run(
                command.arguments, outputPath: command.name == "coax drift FILE" ? report : "/dev/null"),
            result.exitStatus == 0
        else {
            print("\(command.name) failed")
            exit(1)
        }
        if result.seconds < best[command.name]?.seconds ?? .infinity { best[command.name] = result }
    }
}
print("| command | best of \(runs) | MB/s | CPU time (user + system) | peak memory | peak / file size |")
print("|---|---:|---:|---:|---:|---:|")
for command in commands {
    guard let result = best[command.name] else { continue }
    print(
        "| `\(command.name)` | \(String(format: "%.2f", result.seconds)) s | "
            + "\(String(format: "%.0f", Double(bytes) / 1e6 / result.seconds)) | "
            + "\(String(format: "%.2f", result.cpuSeconds)) s | "
            + "\(String(format: "%.0f", Double(result.peakBytes) / 1e6)) MB | "
            + "\(String(format: "%.2f", Double(result.peakBytes) / Double(bytes)))× |")
}
if let check = best["coax check FILE"], let drift = best["coax drift FILE"] {
    print(
        "\n- `coax drift` takes **\(String(format: "%.2f", drift.seconds / check.seconds))×** the time of `coax check`"
            + " and \(String(format: "%.2f", drift.cpuSeconds / check.cpuSeconds))× its CPU time")
}
if let drift = best["coax drift FILE"], let schema = best["coax schema FILE"] {
    print(
        "- `coax schema` takes **\(String(format: "%.2f", schema.seconds / drift.seconds))×** the time of `coax drift`")
}
if let drift = best["coax drift FILE"], let older = best["baseline coax drift FILE"] {
    print(
        "- `coax drift` takes **\(String(format: "%.2f", drift.seconds / older.seconds))×** the time of the baseline's"
            + " and \(String(format: "%.2f", drift.cpuSeconds / older.cpuSeconds))× its CPU time")
}
if let schema = best["coax schema FILE"], let older = best["baseline coax schema FILE"] {
    print(
        "- `coax schema` takes **\(String(format: "%.2f", schema.seconds / older.seconds))×** the time of the"
            + " baseline's and \(String(format: "%.2f", schema.cpuSeconds / older.cpuSeconds))× its CPU time")
}
if let summary = (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: "\n").first {
    print("- drift found: \(summary.split(separator: ": ", maxSplits: 1).last ?? "")")
}
print("- load after the runs: \(RunConditions.loadAverages())")
