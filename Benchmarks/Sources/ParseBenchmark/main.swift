import BenchmarkSupport
import Coax
import CoaxSamples
import Foundation

#if canImport(Glibc)
import Glibc
#endif

// Coax's parse against simdjson's DOM parser on look-alikes of twitter.json, citm_catalog.json
// and canada.json, in the same run, in the form parser benchmarks use (MB/s on one core and on
// two, CPU time, the ratio):
//   parse-benchmark [--size 100MB] [--runs 7] [--dir generated] [--coax PATH-TO-coax]
//                   [--beside-memory 2GB | --beside-busy-processor]
// Each measurement is a child process that loads the file (already in the page cache) and parses
// it: `JSONDocument.load(path:)` for Coax (what `coax check` does), `padded_string::load` and
// `dom::parser::parse` for simdjson. "One core" pins the child to processor 0 with taskset.
// Contenders alternate within each round; the medians are reported. With --coax, whole-process
// CPU time of `coax check FILE` is compared with the simdjson driver's too. With --beside-memory or
// --beside-busy-processor, every run happens beside a neighbour process (see `Neighbour`).
// For work on the parser, `parse-benchmark repeat FILE N` parses one file N times in one process
// and prints the thread's CPU time per parse, which the kernel counts to the nanosecond: user time
// is counted in ticks (4 ms at 250 Hz) and split from system time by sampling, so the medians
// above need 15 runs or more to settle.

/// What one measured child reports: the work's wall time, CPU times and peak memory.
struct Figures: Codable {
    var seconds: Double
    var user: Double
    var system: Double
    var peakBytes: Int
    var cpu: Double { user + system }
}

func measureInThisProcess(_ path: String) -> Never {
    var before = rusage()
    var after = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &before)
    let start = DispatchTime.now().uptimeNanoseconds
    let loaded = Result { try JSONDocument.load(path: path) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &after)
    guard case .success(let document) = loaded else {
        FileHandle.standardError.write(Data("cannot parse \(path)\n".utf8))
        exit(1)
    }
    withExtendedLifetime(document) {}
    let figures = Figures(
        seconds: seconds, user: after.ru_utime.seconds - before.ru_utime.seconds,
        system: after.ru_stime.seconds - before.ru_stime.seconds, peakBytes: ProcessMemory.peak)
    print(String(decoding: (try? JSONEncoder().encode(figures)) ?? Data(), as: UTF8.self))
    exit(0)
}

/// For work on the parser: parses the file's bytes `times` times on this thread and prints the
/// median and least of one parse's CPU time on the thread (user and system; the kernel counts it
/// to the nanosecond, where user time alone comes in ticks) and of its user time.
func repeatInThisProcess(_ path: String, times: Int) -> Never {
    guard let data = FileManager.default.contents(atPath: path) else { exit(1) }
    let bytes = [UInt8](data)
    var options = JSONParseOptions()
    options.allowsParallelParsing = false
    var cpu: [Double] = []
    var user: [Double] = []
    func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    for _ in 0..<times {
        var before = rusage()
        var after = rusage()
        getrusage(__rusage_who_t(1 /* RUSAGE_THREAD */), &before)
        let start = threadCPU()
        let parsed = try? JSONDocument(parsing: bytes, options: options)
        cpu.append(threadCPU() - start)
        getrusage(__rusage_who_t(1 /* RUSAGE_THREAD */), &after)
        guard parsed != nil else { exit(1) }
        user.append(after.ru_utime.seconds - before.ru_utime.seconds)
    }
    print(
        String(
            format: "per parse: CPU median %.4f s, least %.4f s; user median %.4f s (%d parses)", median(cpu),
            cpu.min() ?? 0, median(user), times))
    exit(0)
}

/// Runs a program, returns its standard output and the CPU time and peak memory the kernel
/// counted for the whole process.
func spawn(_ arguments: [String]) -> (output: String, wholeProcess: Figures)? {
    let outputPath = NSTemporaryDirectory() + "parse-benchmark-\(getpid()).out"
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    guard let run = ChildProcess.run(arguments, outputPath: outputPath), run.exitStatus == 0,
        let output = try? String(contentsOfFile: outputPath, encoding: .utf8)
    else { return nil }
    return (
        output,
        Figures(seconds: run.seconds, user: run.userSeconds, system: run.systemSeconds, peakBytes: run.peakBytes)
    )
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

var size = 100_000_000
var runs = 7
var directory = "generated"
var coax: String?
var neighbourKind: Neighbour.Kind?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "measure":
        guard let path = arguments.next() else { exit(64) }
        measureInThisProcess(path)
    case "repeat":
        guard let path = arguments.next(), let times = Int(arguments.next() ?? "") else { exit(64) }
        repeatInThisProcess(path, times: max(1, times))
    case "hold-memory":
        guard let text = arguments.next(), let bytes = Int(text) else { exit(64) }
        Neighbour.holdMemory(bytes: bytes)
    case "spin": Neighbour.spin()
    case "--beside-memory":
        guard let text = arguments.next(), let parsed = try? SampleSize(parsing: text) else { exit(64) }
        neighbourKind = .memory(bytes: parsed.bytes)
    case "--beside-busy-processor": neighbourKind = .busyProcessor
    case "--size":
        guard let text = arguments.next(), let parsed = try? SampleSize(parsing: text) else { exit(64) }
        size = parsed.bytes
    case "--runs": runs = max(1, Int(arguments.next() ?? "") ?? runs)
    case "--dir": directory = arguments.next() ?? directory
    case "--coax": coax = arguments.next()
    default:
        print(
            "usage: parse-benchmark [--size 100MB] [--runs 7] [--dir generated] [--coax PATH]"
                + " [--beside-memory 2GB | --beside-busy-processor]")
        exit(64)
    }
}

// The simdjson driver, compiled now against the system's simdjson.
let driverSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("simdjson/simdjson-driver.cpp").path
let driver = NSTemporaryDirectory() + "coax-simdjson-driver"
guard
    spawn(["c++", "-O3", "-std=c++17", "-o", driver, driverSource, "-lsimdjson"]) != nil,
    FileManager.default.isExecutableFile(atPath: driver)
else {
    print(
        "could not compile \(driverSource): install simdjson (Debian: apt-get install libsimdjson-dev) and a C++ compiler"
    )
    exit(1)
}

print(RunConditions.header("Coax parse benchmark against simdjson"))
try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let label = size % 1_000_000 == 0 ? "\(size / 1_000_000)MB" : "\(size)B"
let benchmark = CommandLine.arguments[0]
var neighbour: Neighbour?
if let neighbourKind {
    guard let started = Neighbour.start(neighbourKind, benchmark: benchmark) else {
        print("could not start the neighbour process (\(neighbourKind))")
        exit(1)
    }
    neighbour = started
    print("every run \(neighbourKind)")
}
defer { neighbour?.stop() }

print("medians of \(runs) alternating runs; MB/s = file size ÷ wall time of load + parse; ratios are Coax ÷ simdjson")
print(
    "| file | contender | one core | two cores | user (one core) | CPU (one core) | peak / file |"
        + " user ÷ simdjson | CPU ÷ simdjson | wall ÷ simdjson (one / two) |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for file in LookalikeFile.allCases {
    let path = "\(directory)/\(file.rawValue)-lookalike-\(label).json"
    if !FileManager.default.fileExists(atPath: path) {
        do { try file.write(bytes: size, to: path) } catch {
            print("cannot write \(path): \(error)")
            exit(1)
        }
    }
    let bytes = Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? size)
    _ = try? Data(contentsOf: URL(fileURLWithPath: path))  // into the page cache
    let contenders: [(name: String, command: [String])] = [
        ("Coax", [benchmark, "measure", path]),
        ("simdjson", [driver, path]),
    ]
    var oneCore: [String: [Figures]] = [:]
    var twoCores: [String: [Figures]] = [:]
    var failed = false
    for _ in 0..<runs {
        for contender in contenders {
            for pinned in [true, false] {
                let command = pinned ? ["taskset", "-c", "0"] + contender.command : contender.command
                guard let (output, _) = spawn(command),
                    let figures = try? JSONDecoder().decode(Figures.self, from: Data(output.utf8))
                else {
                    failed = true
                    continue
                }
                if pinned {
                    oneCore[contender.name, default: []].append(figures)
                } else {
                    twoCores[contender.name, default: []].append(figures)
                }
            }
        }
    }
    if failed { print("(some runs failed on \(path))") }
    func stats(_ name: String) -> (wall1: Double, wall2: Double, user: Double, cpu: Double, peak: Double) {
        let one = oneCore[name] ?? []
        let two = twoCores[name] ?? []
        return (
            median(one.map(\.seconds)), median(two.map(\.seconds)), median(one.map(\.user)), median(one.map(\.cpu)),
            median(one.map { Double($0.peakBytes) })
        )
    }
    let peer = stats("simdjson")
    for contender in contenders {
        let mine = stats(contender.name)
        let ratios =
            contender.name == "simdjson"
            ? "| | | |"
            : String(
                format: "| %.2f | %.2f | %.2f / %.2f |", mine.user / peer.user, mine.cpu / peer.cpu,
                mine.wall1 / peer.wall1, mine.wall2 / peer.wall2)
        print(
            String(
                format: "| %@ %.0f MB | %@ | %.0f MB/s | %.0f MB/s | %.3f s | %.3f s | %.2f× ", file.rawValue,
                bytes / 1e6,
                contender.name, bytes / 1e6 / mine.wall1, bytes / 1e6 / mine.wall2, mine.user, mine.cpu,
                mine.peak / bytes) + ratios)
    }
    if let coax {
        var check: [Figures] = []
        var peerProcess: [Figures] = []
        for _ in 0..<runs {
            if let (_, figures) = spawn([coax, "check", path]) { check.append(figures) }
            if let (_, figures) = spawn([driver, path]) { peerProcess.append(figures) }
        }
        let checkCPU = median(check.map(\.cpu))
        let peerCPU = median(peerProcess.map(\.cpu))
        print(
            String(
                format:
                    "|  | `coax check` whole process: CPU %.3f s, simdjson driver %.3f s: **%.2f×**; wall %.3f s ÷ %.3f s |||||||||",
                checkCPU, peerCPU, checkCPU / peerCPU, median(check.map(\.seconds)), median(peerProcess.map(\.seconds)))
        )
    }
}
