import BenchmarkSupport
import Coax
import CoaxSamples
import Foundation

/// One measurable piece of work. `.path` work reads the file itself (its reading is timed);
/// `.data` work gets the file's bytes already in memory (reading is not timed); `.document` work
/// gets the file already parsed by Coax (reading and parsing are not timed).
struct Contender: Sendable {
    enum Input: Sendable {
        case path(@Sendable (String) throws -> Void)
        case data(@Sendable (Data) throws -> Void)
        case document(@Sendable (JSONDocument) throws -> Void)
        /// Work done by another program: timed the same way, its peak memory read from the
        /// kernel's figure for child processes.
        case process(@Sendable (String) throws -> Void)
    }

    let name: String
    let input: Input
    /// An untimed run that says what the work produced (its number of output lines), shown
    /// beside the figures so that both sides of a comparison can be seen to agree.
    var check: (@Sendable (String) throws -> Int)?

    init(name: String, input: Input, check: (@Sendable (String) throws -> Int)? = nil) {
        self.name = name
        self.input = input
        self.check = check
    }
}

/// Every contender the benchmark knows, by name.
enum Contenders {
    static let all: [Contender] =
        [
            Contender(
                name: "coax-parse",
                input: .path { path in _ = try JSONDocument.load(path: path) }),
            Contender(
                name: "coax-parse-one-thread",
                input: .path { path in
                    var options = JSONParseOptions()
                    options.allowsParallelParsing = false
                    _ = try JSONDocument.load(path: path, options: options)
                }),
            Contender(
                name: "JSONSerialization",
                input: .data { data in
                    _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                }),
            Contender(
                name: "JSONDecoder-any",
                input: .data { data in
                    _ = try JSONDecoder().decode(RecursiveJSON.self, from: data)
                }),
            Contender(
                name: "coax-drift",
                input: .document { document in
                    _ = DriftAnalyzer().analyze(document)
                }),
            Contender(
                name: "coax-parse+drift",
                input: .path { path in
                    _ = DriftAnalyzer().analyze(try JSONDocument.load(path: path))
                }),
            // The model pair: the same bytes into the same realistic model (a consistent generated
            // feed), parsing included on both sides.
            Contender(
                name: "lenient-decode-model",
                input: .data { data in
                    _ = try data.withUnsafeBytes { raw in
                        try LenientDecoder().decode(GeneratedFeed.self, from: raw.bindMemory(to: UInt8.self))
                    }
                }),
            Contender(
                name: "JSONDecoder-model",
                input: .data { data in
                    _ = try JSONDecoder().decode(GeneratedFeed.self, from: data)
                }),
            // Expansion: what `coax expand FILE [--include …] > /dev/null` does (load, expand, stream
            // the pretty JSON), with the include list the generated document's `links.self` names,
            // and without one (everything, down to the default depth, within the work limit); what
            // the inspector's expanded view does (the expansion indexed as a document); and the
            // owned-value API (`Expander.expand`, then `JSONWriter`), the reference.
            Contender(
                name: "coax-expand-include",
                input: .path { path in
                    try ExpansionWork.stream(path: path, include: ExpansionWork.generatedInclude)
                }),
            Contender(
                name: "coax-expand-all",
                input: .path { path in
                    try ExpansionWork.stream(path: path, include: nil)
                }),
            Contender(
                name: "coax-expand-document",
                input: .path { path in
                    try ExpansionWork.document(path: path)
                }),
            Contender(
                name: "expand-value-include",
                input: .path { path in
                    try ExpansionWork.value(path: path, include: ExpansionWork.generatedInclude)
                }),
            // Coercion: every scalar of the parsed document through the plain coercions, the same
            // with reasons, and the inspector's full report; the rule table's inputs, plain.
            Contender(name: "coax-coerce", input: .document { try CoercionWork.plain($0) }),
            Contender(name: "coax-coerce-explained", input: .document { try CoercionWork.explained($0) }),
            Contender(name: "coax-coerce-report", input: .document { try CoercionWork.report($0) }),
            Contender(name: "coax-coerce-arrays", input: .document { try CoercionWork.arrays($0) }),
            Contender(name: "coax-coerce-arrays-explained", input: .document { try CoercionWork.explainedArrays($0) }),
            Contender(name: "coax-coerce-rule-inputs", input: .document { _ in try CoercionWork.ruleInputs() }),
        ] + queryContenders

    /// `coax-query-NAME` and `jq-NAME` for each of ``QueryWork/pairs``.
    static let queryContenders: [Contender] = QueryWork.pairs.flatMap { pair in
        [
            Contender(
                name: "coax-query-\(pair.name)",
                input: .path { path in try QueryWork.coax(path: path, query: pair.query) },
                check: { path in try QueryWork.coax(path: path, query: pair.query) }),
            Contender(
                name: "jq-\(pair.name)",
                input: .process { path in try QueryWork.jq(path: path, filter: pair.jq) },
                check: { path in try QueryWork.jqLineCount(path: path, filter: pair.jq) }),
        ]
    }

    static func named(_ name: String) -> Contender? {
        all.first { $0.name == name }
    }

    /// Runs one contender over one file (best of five, one run for files over 200 MB) and
    /// reports time and peak memory above the process's resident memory before the run.
    static func measure(contender name: String, file: String) -> Measurement {
        let baseline = ProcessMemory.current
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard let contender = named(name) else {
            return Measurement(
                contender: name, file: file, bytes: bytes, seconds: .nan, peakBytes: 0, note: "unknown contender")
        }
        // COAX_BENCHMARK_RUNS=1 runs the work once, for profilers (valgrind --tool=callgrind).
        let runs =
            ProcessInfo.processInfo.environment["COAX_BENCHMARK_RUNS"].flatMap { Int($0) }
            ?? (bytes > 200_000_000 ? 1 : 5)
        do {
            let seconds: Double
            var cpu: Double?
            switch contender.input {
            case .path(let work):
                ProcessMemory.reset()
                (seconds, cpu) = try bestTimes(runs: runs) { try work(file) }
            case .data(let work):
                guard let data = FileManager.default.contents(atPath: file) else {
                    return Measurement(
                        contender: name, file: file, bytes: bytes, seconds: .nan, peakBytes: 0, note: "unreadable file")
                }
                ProcessMemory.reset()
                seconds = try bestTime(runs: runs) { try work(data) }
            case .document(let work):
                let document = try JSONDocument.load(path: file)
                ProcessMemory.reset()
                seconds = try bestTime(runs: runs) { try work(document) }
            case .process(let work):
                (seconds, cpu) = try bestTimes(runs: runs) { try work(file) }
            }
            let peak: Int
            if case .process = contender.input {
                peak = QueryWork.childrenPeak
            } else {
                peak = max(0, ProcessMemory.peak - baseline)
            }
            let note = try contender.check.map { check in "\(try check(file)) lines" }
            return Measurement(
                contender: name, file: file, bytes: bytes, seconds: seconds, peakBytes: peak, note: note,
                cpuSeconds: cpu)
        } catch {
            return Measurement(
                contender: name, file: file, bytes: bytes, seconds: .nan,
                peakBytes: max(0, ProcessMemory.peak - baseline), note: "failed: \(error)")
        }
    }
}
