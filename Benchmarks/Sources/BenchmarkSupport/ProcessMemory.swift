import Foundation

/// Resident-memory readings of this process from `/proc/self/status` (Linux), shared by the
/// benchmarks.
///
/// ```swift
/// ProcessMemory.reset()
/// let before = ProcessMemory.current
/// // … the work …
/// let added = ProcessMemory.peak - before   // bytes
/// ```
public enum ProcessMemory {
    /// Resets the kernel's peak-RSS counter for this process (Linux 4.0+).
    public static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// Peak resident set size in bytes since start or the last reset (`VmHWM`); 0 when unknown.
    public static var peak: Int { bytes(of: "VmHWM") }

    /// Current resident set size in bytes (`VmRSS`); 0 when unknown.
    public static var current: Int { bytes(of: "VmRSS") }

    /// A field of this process's status in bytes; 0 when the file or the field is missing.
    public static func bytes(of field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        return (kilobytes(of: field, in: status) ?? 0) * 1024
    }

    /// The number of kilobytes a status field holds, as in `VmHWM:\t12774812 kB` or
    /// `VmRSS:\t    1404 kB`: the kernel pads the number with spaces to eight characters after a
    /// tab, so a number of eight digits or more follows the tab directly.
    ///
    /// ```swift
    /// ProcessMemory.kilobytes(of: "VmHWM", in: "VmHWM:\t12774812 kB\n")   // → 12774812
    /// ```
    public static func kilobytes(of field: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon] == field else { continue }
            let words = line[line.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            return words.first.flatMap { Int($0) }
        }
        return nil
    }
}
