import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A program run to its end with `posix_spawn`, for the command tests: standard input, output
/// and error are files, and it is killed when it outlives its time limit.
///
/// The child inherits no other descriptor of the test process (the tests run in parallel, and a
/// child holding another test's pipe or file open would change what that test sees), starts with
/// no blocked signal and default handlers (Swift Testing blocks some; `coax` must see SIGPIPE and
/// SIGINT as a shell would give them), and gets the test process's environment. Foundation's
/// `Process` is not used: now and then it kept the objects of a finished run alive until exit,
/// which LeakSanitizer reports.
enum ChildProcess {
    /// How a run ended.
    struct Ending {
        /// The exit status, or 128 + the signal number when a signal ended the process.
        let status: Int32
        /// The signal that ended the process, when one did (a crash, or the time limit's SIGKILL).
        let signal: Int32?
        /// Whether the run was killed for exceeding its time limit.
        let timedOut: Bool
    }

    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        let program: String
        var description: String { "cannot run \(program): \(String(cString: strerror(code)))" }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare: every descriptor from the given one up is closed in the child.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static var closeFrom: AddCloseFrom? {
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: AddCloseFrom.self) }
    }

    /// Runs `arguments[0]` (a path, or a name looked up in `PATH`) with the other arguments, reading `input` and writing
    /// `output` and `error` (created or truncated; devices such as `/dev/full` work; a nil `error`
    /// goes to `output` too), and waits for it to end, for at most `timeLimit` seconds.
    static func run(
        _ arguments: [String], input: String, output: String, error: String?, timeLimit: TimeInterval
    ) throws -> Ending {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let error {
            posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        _ = closeFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT, SIGPIPE, SIGQUIT, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw SpawnError(code: spawned, program: arguments[0]) }

        var status: Int32 = 0
        var timedOut = false
        let deadline = Date(timeIntervalSinceNow: timeLimit)
        // Polled, from every millisecond up to every 20 ms: most runs end within a few.
        var pause: useconds_t = 1_000
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { throw SpawnError(code: errno, program: arguments[0]) }
            if Date() > deadline {
                timedOut = true
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                break
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        // The wait status: the low 7 bits are the signal that ended the process (0 for an exit),
        // the next byte the exit status.
        let signal = status & 0x7F
        if signal != 0 {
            return Ending(status: 128 + signal, signal: signal, timedOut: timedOut)
        }
        return Ending(status: (status >> 8) & 0xFF, signal: nil, timedOut: timedOut)
    }
}
