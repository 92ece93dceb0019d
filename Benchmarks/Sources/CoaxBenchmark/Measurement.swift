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
    /// Processor time of the best run (this process and the programs it ran, all threads): the
    /// work without the waiting for a processor that wall-clock time also counts on a busy machine.
    var cpuSeconds: Double?

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / seconds }
    var memoryRatio: Double { Double(peakBytes) / Double(bytes) }
}

/// Best-of-N wall-clock timing.
func bestTime(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try bestTimes(runs: runs, body).wall
}

/// Best-of-N wall-clock timing, with the processor time of the run that was fastest.
func bestTimes(runs: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    var best = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<runs {
        let cpuStart = processorSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if elapsed < best.wall { best = (elapsed, processorSeconds() - cpuStart) }
    }
    return best
}

/// User and system time of this process and of the child processes it has waited for.
func processorSeconds() -> Double {
    func seconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
}
