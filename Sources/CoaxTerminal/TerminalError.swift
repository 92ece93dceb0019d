import CoaxInspector

/// Why the terminal user interface could not start.
///
/// ```swift
/// do { _ = try TerminalSession(colors: true) }
/// catch { print("coax: \(error)") }   // "coax: no terminal: cannot open /dev/tty (...)"
/// ```
public enum TerminalError: Error, Sendable, Hashable {
    /// There is no controlling terminal to draw on or read keys from.
    case noTerminal(reason: String)
    /// `TERM` names a terminal type that has no terminfo entry, or is not set.
    case unknownTerminal(name: String?)
    /// `TERM` names a terminal that cannot move the cursor to a cell (such as `dumb`).
    case noCursorAddressing(name: String)
}

extension TerminalError: CustomStringConvertible {
    /// A one-line message for people. The terminal name comes from the environment and may hold
    /// anything, so it is escaped as all text shown to people is.
    ///
    /// ```swift
    /// "\(TerminalError.unknownTerminal(name: "vt999"))"
    /// // → "unknown terminal type 'vt999' (TERM): no terminfo entry; try TERM=xterm-256color"
    /// ```
    public var description: String {
        switch self {
        case .noTerminal(let reason):
            return "no terminal: cannot open /dev/tty (\(reason)); "
                + "pipe the output (coax FILE | less) to print the JSON instead"
        case .unknownTerminal(let name?):
            return "unknown terminal type '\(TerminalText.escaped(name))' (TERM): no terminfo entry; "
                + "try TERM=xterm-256color"
        case .noCursorAddressing(let name):
            return
                "terminal type '\(TerminalText.escaped(name))' (TERM) cannot place the cursor, which the inspector needs; "
                + "try TERM=xterm-256color, or pipe the output (coax FILE | less) to print the JSON"
        case .unknownTerminal(nil):
            return "TERM is not set: cannot drive the terminal; try TERM=xterm-256color"
        }
    }
}
