import Foundation

/// When and where a benchmark ran and how busy the machine was: the first line of every
/// benchmark's report, so that figures copied from it keep their conditions.
///
/// ```swift
/// print(RunConditions.header("Coax benchmarks"))
/// // Coax benchmarks — 2026-11-24T10:47:33Z — AMD EPYC 7B13, 2 cores, 24 GiB — load 1.52 1.20 0.98
/// ```
public enum RunConditions {
    /// `title`, the time, the machine and its load, separated by dashes.
    public static func header(_ title: String) -> String {
        "\(title) — \(ISO8601DateFormatter().string(from: Date())) — \(machine()) — load \(loadAverages())"
    }

    /// The processor's model name, the processors available and the memory:
    /// `AMD EPYC 7B13, 2 cores, 24 GiB`.
    public static func machine() -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        var cpu = "unknown CPU"
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let name = line.split(separator: ":").last
        {
            cpu = name.trimmingCharacters(in: .whitespaces)
        }
        return "\(cpu), \(cores) cores, \(String(format: "%.0f", memory)) GiB"
    }

    /// The 1-, 5- and 15-minute load averages (`1.52 1.20 0.98`), from /proc/loadavg.
    public static func loadAverages() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).map {
            $0.split(separator: " ").prefix(3).joined(separator: " ")
        } ?? "unknown"
    }
}
