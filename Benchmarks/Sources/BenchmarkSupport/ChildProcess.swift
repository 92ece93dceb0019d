import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs another program as a child process and reports what the kernel counted for the whole
/// process: wall time, CPU time and peak resident memory (`wait4`'s `rusage`), which `Process`
/// does not give.
public enum ChildProcess {
    /// One finished run.
    public struct Run: Sendable {
        /// Wall time from the spawn to the end of the wait.
        public var seconds: Double
        /// User CPU time, all threads.
        public var userSeconds: Double
        /// System CPU time, all threads.
        public var systemSeconds: Double
        /// Peak resident memory.
        public var peakBytes: Int
        /// The exit status (0 to 255); -1 when a signal ended the process.
        public var exitStatus: Int32
        /// User and system CPU time together.
        public var cpuSeconds: Double { userSeconds + systemSeconds }
    }

    /// Runs `arguments` (the program first, looked up in `PATH` when it has no slash) with its
    /// standard output written to the file at `outputPath` and its standard error thrown away,
    /// and waits for it.
    ///
    /// ```swift
    /// ChildProcess.run(["coax", "check", "big.json"], outputPath: "/dev/null")?.exitStatus   // 0
    /// ```
    ///
    /// - Returns: The run, or nil when the program could not be started or waited for.
    public static func run(_ arguments: [String], outputPath: String = "/dev/null") -> Run? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // strdup'd copies live until the spawn returned: posix_spawnp copies them into the child.
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard let program = cArguments[0], posix_spawnp(&pid, program, &actions, nil, cArguments, environ) == 0 else {
            return nil
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // ru_maxrss is in kilobytes on Linux.
        return Run(
            seconds: seconds, userSeconds: usage.ru_utime.seconds, systemSeconds: usage.ru_stime.seconds,
            peakBytes: Int(usage.ru_maxrss) * 1024, exitStatus: status & 0x7f == 0 ? (status >> 8) & 0xff : -1)
    }
}

extension timeval {
    /// The time as seconds.
    public var seconds: Double { Double(tv_sec) + Double(tv_usec) / 1e6 }
}
