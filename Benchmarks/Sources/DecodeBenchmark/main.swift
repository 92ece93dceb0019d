import BenchmarkSupport
import Coax
import CoaxSamples
import CoaxSwiftModels
import Foundation

// Checking a JSON Lines file against the app's model, against Foundation's JSONDecoder decoding
// the same records into the same types compiled with swiftc -O, in the same run:
//   decode-benchmark [--size 1GB] [--file PATH] [--models DIR] [--runs N] [--coax-only]
// (--coax-only leaves out JSONDecoder: for profiling Coax's side, with no ratio.)
// The file is written once (deterministic, ≈275 bytes a record, one in eight broken as real feeds
// are) unless it exists; the models default to SampleData/AppModels and the type to Product.
var sizeText = "100MB"
var file: String?
var models = "SampleData/AppModels"
var runs = 3
var coaxOnly = false
var iterator = CommandLine.arguments.dropFirst().makeIterator()
while let argument = iterator.next() {
    switch argument {
    case "--size": sizeText = iterator.next() ?? sizeText
    case "--file": file = iterator.next()
    case "--models": models = iterator.next() ?? models
    case "--runs": runs = max(1, Int(iterator.next() ?? "") ?? runs)
    case "--coax-only": coaxOnly = true
    default:
        print("usage: decode-benchmark [--size 1GB] [--file PATH] [--models DIR] [--runs N] [--coax-only]")
        exit(64)
    }
}
let runCount = runs
// A constant: the timed functions read it outside the main actor.
let modelDirectory = models
guard let bytes = try? SampleSize(parsing: sizeText).bytes else {
    print("--size: '\(sizeText)' is not a size (100MB, 1GB)")
    exit(64)
}

let scratch = NSTemporaryDirectory() + "coax-decode-benchmark"
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
let input = file ?? scratch + "/products-\(sizeText).jsonl"
if !FileManager.default.fileExists(atPath: input) {
    var lines = ProductLines(seed: 2026)
    let count = try lines.write(bytes: bytes, to: input)
    print("wrote \(input): \(count) records")
}
let fileBytes = (try FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? 0

// The JSONDecoder side: the model files and a timing driver compiled with swiftc -O.
let modelFiles = ((try? FileManager.default.contentsOfDirectory(atPath: models)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted().map { models + "/" + $0 }
guard !modelFiles.isEmpty else {
    print("\(models) holds no .swift files (run from the package root, or pass --models)")
    exit(1)
}
let environment = ProcessInfo.processInfo.environment
let swiftc =
    environment["SWIFTC"]
    ?? (environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swiftc" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
guard let swiftc else {
    print("no swiftc on PATH (set SWIFTC)")
    exit(1)
}
let driverDirectory = scratch + "/driver"
try FileManager.default.createDirectory(atPath: driverDirectory, withIntermediateDirectories: true)
try Data(TimingDriver.source(type: "Product").utf8).write(to: URL(fileURLWithPath: driverDirectory + "/main.swift"))
let executable = scratch + "/decode-timing"
let compile = Process()
compile.executableURL = URL(fileURLWithPath: swiftc)
compile.arguments = ["-O", "-o", executable, driverDirectory + "/main.swift"] + modelFiles
try compile.run()
compile.waitUntilExit()
guard compile.terminationStatus == 0 else {
    print("the models do not compile with the timing driver")
    exit(1)
}

/// What one timed side found: its best time over the runs and its counts.
struct Timing {
    var seconds: Double
    /// User and system time of this process during the run (both threads and the loader's); nil
    /// for the JSONDecoder side, a child process timing itself.
    var cpuSeconds: Double? = nil
    var records: Int
    var failures: Int
}

func jsonDecoderRun() -> Timing? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [input]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let document = try? JSONDocument(parsing: Array(output)),
        let seconds = document.root["seconds"]?.numberLiteral.flatMap(Double.init),
        let records = document.root["records"]?.numberLiteral.flatMap(Int.init),
        let failures = document.root["failures"]?.numberLiteral.flatMap(Int.init)
    else { return nil }
    return Timing(seconds: seconds, records: records, failures: failures)
}

/// Coax reading the same file into documents: every check of the model starts from this, so it is
/// the floor under the simulator's figure.
func coaxParseRun() -> Timing? {
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = processCPUSeconds()
    var records = 0
    guard (try? JSONCollection.stream(paths: [input], format: .jsonLines) { _, _, _ in records += 1 }) != nil else {
        return nil
    }
    return Timing(
        seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
        cpuSeconds: processCPUSeconds() - startCPU, records: records, failures: 0)
}

/// Coax's simulation of JSONDecoder: the models read from source with SwiftModelReader (timed too,
/// it is part of every `coax decode`), then every document of the stream checked against `Product`
/// with snake-case keys and ISO 8601 dates, as the app decodes them, by
/// `DeclaredModelChecker.stream(paths:)` (two checking threads), counting failures (they must equal
/// JSONDecoder's).
func simulatorRun() -> Timing? {
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = processCPUSeconds()
    guard let declared = try? SwiftModelReader.read(files: [modelDirectory]),
        let type = try? TypeExpressionParser.parse("Product", in: declared)
    else { return nil }
    let checker = DeclaredModelChecker(
        models: declared, type: type, strategies: DecodeStrategies(keys: .convertFromSnakeCase, dates: .iso8601))
    var records = 0
    var failures = 0
    // The checker's own stream: documents checked on two threads as they are parsed.
    let streamed = try? checker.stream(paths: [input], format: .jsonLines) { _, _, _, verdict in
        records += 1
        if case .failed = verdict { failures += 1 }
    }
    guard streamed != nil else { return nil }
    return Timing(
        seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
        cpuSeconds: processCPUSeconds() - startCPU, records: records, failures: failures)
}

/// User plus system time of this process so far, every thread included.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func best(_ run: () -> Timing?) -> Timing? {
    var best: Timing?
    for _ in 0..<runCount {
        guard let timing = run() else { return nil }
        if best.map({ timing.seconds < $0.seconds }) ?? true { best = timing }
    }
    return best
}

print(RunConditions.header("Coax decode benchmark"))
print("\(input): \(String(format: "%.1f", Double(fileBytes) / 1e6)) MB, model \(models) (Product), best of \(runs)\n")
let decoder = coaxOnly ? nil : best(jsonDecoderRun)
let parse = best(coaxParseRun)
let simulator = best(simulatorRun)
func row(_ name: String, _ timing: Timing?) {
    guard let timing else {
        print("| \(name) | not measured | | | | |")
        return
    }
    let rate = Double(fileBytes) / timing.seconds / 1e6
    let ratio = decoder.map { String(format: "%.2f×", $0.seconds / timing.seconds) } ?? "?"
    let cpu = timing.cpuSeconds.map { String(format: "%.2f s", $0) } ?? "(its own)"
    print(
        "| \(name) | \(String(format: "%.2f", timing.seconds)) s | \(String(format: "%.0f", rate)) MB/s | \(cpu) | "
            + "\(timing.records) records, \(timing.failures) failing | \(ratio) |")
}
print("| side | time | rate | CPU time | records | vs JSONDecoder |")
print("|---|---|---|---|---|---|")
row("JSONDecoder into compiled types", decoder)
row("coax: parse only (floor)", parse)
row("coax: simulated decode", simulator)
if let decoder, let simulator, decoder.failures != simulator.failures || decoder.records != simulator.records {
    print("\nThe simulation disagrees with JSONDecoder on the failure count: the figures do not stand.")
    exit(1)
}
