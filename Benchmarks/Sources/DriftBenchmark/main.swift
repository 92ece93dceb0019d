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
// With --baseline, an older build's `coax drift` is timed in the same run, to show that drift is
// not slower than it was.
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

/// One run of a command with its output thrown away: wall time, CPU time (user + system, all
/// threads), peak resident memory, exit status.
struct Run {
    var seconds: Double
    var cpuSeconds: Double
    var peakBytes: Int
    var status: Int32
}

func run(_ arguments: [String], output: String = "/dev/null") -> Run? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = arguments.map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard let program = arguments[0], posix_spawn(&pid, program, &actions, nil, arguments, environ) == 0 else {
        return nil
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { return nil }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpuSeconds =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        / 1e6
    // ru_maxrss is in kilobytes on Linux.
    return Run(
        seconds: seconds, cpuSeconds: cpuSeconds, peakBytes: Int(usage.ru_maxrss) * 1024, status: (status >> 8) & 0xff)
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
    ] + (baseline.map { [("baseline coax drift FILE", [$0, "drift", file])] } ?? [])
let report = FileManager.default.temporaryDirectory.appendingPathComponent("coax-drift-benchmark-\(getpid()).txt").path
defer { try? FileManager.default.removeItem(atPath: report) }
var best: [String: Run] = [:]
for _ in 0..<runs {
    for command in commands {
        guard let result = run(command.arguments, output: command.name == "coax drift FILE" ? report : "/dev/null"),
            result.status == 0
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
if let summary = (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: "\n").first {
    print("- drift found: \(summary.split(separator: ": ", maxSplits: 1).last ?? "")")
}
print("- load after the runs: \(RunConditions.loadAverages())")
