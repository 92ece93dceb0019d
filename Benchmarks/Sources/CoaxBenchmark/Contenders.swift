import Coax
import CoaxSamples
import Foundation

/// The things being measured. Each reads the file into memory first (not timed), then times
/// the work over the bytes, best of three.
enum Contenders {
    typealias Work = @Sendable (_ bytes: Data) throws -> Void

    static let all: [(name: String, work: Work)] = [
        ("coax-parse", { data in
            _ = try data.withUnsafeBytes { raw in try JSONDocument(parsing: raw.bindMemory(to: UInt8.self)) }
        }),
        ("JSONSerialization", { data in
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }),
        ("JSONDecoder", { data in
            _ = try JSONDecoder().decode(RecursiveJSON.self, from: data)
        }),
        // The model pair: the same bytes into the same realistic model (a consistent generated
        // feed), parsing included on both sides. Other files fail here by design.
        ("lenient-decode-model", { data in
            _ = try data.withUnsafeBytes { raw in
                try LenientDecoder().decode(GeneratedFeed.self, from: raw.bindMemory(to: UInt8.self))
            }
        }),
        ("JSONDecoder-model", { data in
            _ = try JSONDecoder().decode(GeneratedFeed.self, from: data)
        }),
    ]

    static func measure(contender name: String, file: String) -> Measurement {
        let baseline = PeakMemory.current
        if name == "coax-parse" {
            // Coax reads the file straight into its own buffer, so reading is timed too.
            PeakMemory.reset()
            var bytes = 0
            let seconds = bestTime(runs: 3) {
                bytes = (try? JSONDocument.load(path: file))?.byteCount ?? 0
            }
            return Measurement(contender: name, file: file, bytes: bytes, seconds: seconds,
                               peakBytes: max(0, PeakMemory.peak - baseline), note: bytes == 0 ? "failed" : nil)
        }
        guard let work = all.first(where: { $0.name == name })?.work,
              let data = FileManager.default.contents(atPath: file) else {
            return Measurement(contender: name, file: file, bytes: 0, seconds: .nan, peakBytes: 0, note: "unknown contender or unreadable file")
        }
        PeakMemory.reset()
        do {
            let runs = data.count > 200_000_000 ? 1 : 3
            let seconds = try bestTime(runs: runs) { try autoreleasepool { try work(data) } }
            return Measurement(contender: name, file: file, bytes: data.count, seconds: seconds,
                               peakBytes: max(0, PeakMemory.peak - baseline), note: nil)
        } catch {
            return Measurement(contender: name, file: file, bytes: data.count, seconds: .nan,
                               peakBytes: max(0, PeakMemory.peak - baseline), note: "failed: \(error)")
        }
    }
}

#if !canImport(ObjectiveC)
/// Linux has no autorelease pool; run the body directly.
func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
