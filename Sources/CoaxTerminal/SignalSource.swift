/// Where a ``TerminalSession`` learns of the signals that concern it: the process's handlers
/// (``TerminalSignals``) in the program, a script in tests.
protocol SignalSource: AnyObject {
    /// The terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) received since the last call, if any.
    func takeTerminatingSignal() -> Int32?
    /// Whether Ctrl-Z arrived since the last call.
    func takeSuspendRequest() -> Bool
    /// Stops the process until it is continued (`fg`).
    func stopUntilContinued()
    /// Forgets Ctrl-C and Ctrl-Z recorded while another program had the terminal (they were
    /// that program's); SIGTERM and SIGHUP stay.
    func dropInteractiveSignals()
}

/// The process's own signals, as recorded by ``TerminalSignals``' handlers.
final class ProcessSignals: SignalSource {
    func takeTerminatingSignal() -> Int32? { TerminalSignals.takeTerminatingSignal() }
    func takeSuspendRequest() -> Bool { TerminalSignals.takeSuspendRequest() }
    func stopUntilContinued() { TerminalSignals.stopUntilContinued() }
    func dropInteractiveSignals() { TerminalSignals.dropInteractiveSignals() }
}
