import CNcursesw

/// The ncursesw version this adapter was built against, e.g. `ncurses 6.4.20221231`.
///
/// ```swift
/// print(TerminalLink.cursesVersion)
/// ```
public enum TerminalLink {
    /// The curses library's own version string.
    public static var cursesVersion: String { String(cString: curses_version()) }
}
