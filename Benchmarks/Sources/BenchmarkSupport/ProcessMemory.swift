import Foundation

/// Resident-memory readings from /proc (Linux).
enum PeakMemory {
    /// Resets the kernel's peak-RSS counter for this process (Linux 4.0+).
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// Peak resident set size in bytes since start or the last reset.
    static var peak: Int { field("VmHWM:") }

    /// Current resident set size in bytes.
    static var current: Int { field("VmRSS:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return digits * 1024
        }
        return 0
    }
}
