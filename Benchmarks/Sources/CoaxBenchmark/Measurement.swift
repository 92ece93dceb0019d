import Foundation

/// One timed run of one contender over one file, measured in a fresh child process so that
/// each peak-memory figure is its own.
struct Measurement: Codable {
    var contender: String
    var file: String
    var bytes: Int
    var seconds: Double
    /// Peak resident memory during the run, minus the resident memory before the file was read.
    var peakBytes: Int
    var note: String?

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / seconds }
    var memoryRatio: Double { Double(peakBytes) / Double(bytes) }
}

/// Best-of-N wall-clock timing.
func bestTime(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return best
}
