import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The last terminating signal received (SIGINT, SIGTERM, SIGHUP, SIGQUIT), or 0.
private let terminatingSignal = Atomic<Int32>(0)
/// Whether SIGTSTP (Ctrl-Z) arrived and the screen should be handed back to the shell.
private let suspendRequested = Atomic<Bool>(false)

/// The inspector's signal handling: handlers only record the signal; the input loop acts on it.
///
/// Handlers are installed before curses starts so that ncurses does not install its own
/// (which would exit with status 1 and skip Coax's clean-up), and without `SA_RESTART` so a
/// blocking read returns at once when a signal arrives.
///
/// ```swift
/// TerminalSignals.install()
/// if let signal = TerminalSignals.takeTerminatingSignal() { exit(128 + signal) }
/// ```
public enum TerminalSignals {
    /// The signals that end the inspector (the terminal restored, exit 128 + the signal).
    static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Unblocks the signals the inspector relies on and installs the recording handlers.
    public static func install() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] {
            sigaddset(&unblocked, signal)
        }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        // SIGQUIT too: its default action hands the terminal to Swift's backtracer, which draws
        // over the inspector and leaves the alternate screen and mouse mode on.
        for signal in terminatingSignals {
            setHandler(signal) { terminatingSignal.store($0, ordering: .sequentiallyConsistent) }
        }
        installSuspendHandler()
    }

    /// The terminating signal received since the last call, if any.
    ///
    /// ```swift
    /// TerminalSignals.takeTerminatingSignal()   // 2 after Ctrl-C
    /// ```
    ///
    /// - Returns: `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT`, once; nil when none arrived.
    public static func takeTerminatingSignal() -> Int32? {
        let signal = terminatingSignal.exchange(0, ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// Whether Ctrl-Z arrived since the last call.
    ///
    /// - Returns: `true` once per Ctrl-Z.
    public static func takeSuspendRequest() -> Bool {
        suspendRequested.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Forgets a recorded SIGINT and Ctrl-Z; a recorded SIGTERM or SIGHUP stays.
    static func dropInteractiveSignals() {
        _ = terminatingSignal.compareExchange(expected: SIGINT, desired: 0, ordering: .sequentiallyConsistent)
        suspendRequested.store(false, ordering: .sequentiallyConsistent)
    }

    /// Stops the process with the default SIGTSTP action, and re-arms the handler once continued.
    static func stopUntilContinued() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(SIGTSTP, &action, nil)
        raise(SIGTSTP)
        installSuspendHandler()
    }

    private static func installSuspendHandler() {
        setHandler(SIGTSTP) { _ in suspendRequested.store(true, ordering: .sequentiallyConsistent) }
    }

    private static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}
