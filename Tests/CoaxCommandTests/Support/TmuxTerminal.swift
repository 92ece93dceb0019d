import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A real terminal for end-to-end tests: one tmux pane on a private server, running a shell
/// command (usually `"$COAX" FILE`) in the package root.
///
/// The command is wrapped so that, when it ends, the pane shows `[tty restored]` if the terminal
/// settings are back as they were and `[exit N]` with its status. Every check polls the pane
/// until the text appears or the time runs out, never sleeping a fixed time; a failure records
/// an issue that names the step and shows the pane.
///
/// ```swift
/// let pane = try TmuxTerminal(command: #""$COAX" SampleData/type-drift.json"#)
/// pane.waitFor("line 1 of 19")
/// pane.send("j")
/// pane.waitFor("$.products")
/// ```
final class TmuxTerminal {
    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// How long a check waits for its text (generous: the machine may be busy building).
    static let timeout = 10.0

    let directory: TemporaryDirectory
    private let socket: String

    /// Starts a server with one pane of `columns` × `rows` running `command` (through `sh -c`,
    /// with `$COAX` set to the binary, `$WORK` to a private directory, and a UTF-8 locale).
    /// With `wrap` false the command runs as is (e.g. an interactive shell).
    init(
        columns: Int = 100, rows: Int = 30, command: String, wrap: Bool = true,
        environment: [String: String] = [:]
    ) throws {
        let coax = try #require(CoaxRun.binary, "the coax binary is not built (swift build --product coax)")
        directory = try TemporaryDirectory()
        socket = directory.path + "/tmux.sock"
        let wrapped =
            wrap
            ? "B=$(stty -g); \(command); rc=$?; [ \"$(stty -g)\" = \"$B\" ] && echo '[tty restored]'; "
                + "echo \"[exit $rc]\"; sleep 600"
            : command
        var arguments = [
            "new-session", "-d", "-x", String(columns), "-y", String(rows), "-c", CoaxRun.packageRoot,
            "-e", "LANG=C.UTF-8", "-e", "LC_ALL=C.UTF-8", "-e", "COAX=\(coax)", "-e", "WORK=\(directory.path)",
        ]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        let started = try tmux(arguments + [wrapped])
        try #require(started.status == 0, "tmux new-session failed: \(started.output)")
        _ = try tmux(["set-option", "-g", "set-clipboard", "on"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Runs a tmux command on this server and returns its status and output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let output = directory.path + "/tmux-output"
        let status = try Self.spawn(["tmux", "-S", socket, "-f", "/dev/null"] + arguments, output: output)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return (status, text)
    }

    /// The pane's text now.
    var screen: String {
        (try? tmux(["capture-pane", "-p"]).output) ?? ""
    }

    /// The pane's text with its colour and attribute sequences.
    var screenWithAttributes: String {
        (try? tmux(["capture-pane", "-p", "-e"]).output) ?? ""
    }

    /// Sends keys by tmux's names (`j`, `Enter`, `C-c`, `PgDn`, `Escape`).
    func send(_ keys: String...) {
        _ = try? tmux(["send-keys"] + keys)
    }

    /// Types text literally, one key per character.
    func type(_ text: String) {
        _ = try? tmux(["send-keys", "-l", text])
    }

    /// Sends raw bytes given in hex (mouse reports).
    func sendBytes(_ hex: String...) {
        _ = try? tmux(["send-keys", "-H"] + hex)
    }

    /// Resizes the pane's window.
    func resize(columns: Int, rows: Int) {
        _ = try? tmux(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// The tmux paste buffer (what an OSC 52 copy stored), nil when there is none.
    var pasteBuffer: String? {
        guard let result = try? tmux(["show-buffer"]), result.status == 0 else { return nil }
        return result.output
    }

    /// The process id of the command the pane runs (the child of the pane's shell).
    var commandProcess: pid_t? {
        guard
            let pane = try? tmux(["display", "-p", "#{pane_pid}"]).output.trimmingCharacters(
                in: .whitespacesAndNewlines),
            let children = try? String(contentsOfFile: "/proc/\(pane)/task/\(pane)/children", encoding: .utf8)
        else { return nil }
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// Waits until the pane shows `text`; records an issue with the pane when it does not.
    @discardableResult
    func waitFor(
        _ text: String, _ step: Comment? = nil, timeout: Double = TmuxTerminal.timeout,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        poll(timeout: timeout, until: { $0.contains(text) }) { shown in
            Issue.record(
                "\(step.map { "\($0): " } ?? "")'\(text)' not on screen after \(timeout) s:\n\(Self.framed(shown))",
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until `condition` holds for the pane's text.
    @discardableResult
    func waitUntil(
        _ step: Comment, timeout: Double = TmuxTerminal.timeout, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) -> Bool {
        poll(timeout: timeout, until: condition) { shown in
            Issue.record(
                "\(step) (not seen after \(timeout) s):\n\(Self.framed(shown))", sourceLocation: sourceLocation)
        }
    }

    /// Records an issue when the pane shows `text` now.
    func expectAbsent(_ text: String, _ step: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let shown = screen
        if shown.contains(text) {
            Issue.record(
                "\(step.map { "\($0): " } ?? "")'\(text)' should not be on screen:\n\(Self.framed(shown))",
                sourceLocation: sourceLocation)
        }
    }

    /// Checks that alternate screen, keypad mode and mouse reporting are all off (the terminal is
    /// restored).
    func expectModesRestored(sourceLocation: SourceLocation = #_sourceLocation) {
        let flags =
            (try? tmux(["display", "-p", "#{alternate_on}#{keypad_cursor_flag}#{mouse_any_flag}"]).output) ?? ""
        #expect(
            flags.trimmingCharacters(in: .whitespacesAndNewlines) == "000",
            "alternate screen / keypad / mouse modes left on", sourceLocation: sourceLocation)
    }

    /// Waits for the wrapped command to end with `status`, with the terminal settings restored.
    func expectExit(_ status: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        waitFor("[exit \(status)]", sourceLocation: sourceLocation)
        waitFor("[tty restored]", sourceLocation: sourceLocation)
        expectModesRestored(sourceLocation: sourceLocation)
    }

    private func poll(timeout: Double, until condition: (String) -> Bool, failure: (String) -> Void) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var shown = screen
        while !condition(shown) {
            guard Date() < deadline else {
                failure(shown)
                return false
            }
            usleep(40_000)
            shown = screen
        }
        return true
    }

    private static func framed(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { "    | " + $0 }.joined(separator: "\n")
    }

    /// Spawns with an empty signal mask and default handlers: Swift Testing blocks most signals,
    /// a child would inherit that, and the inspector would never see Ctrl-C or a resize. Output
    /// goes to a file: a tmux server would hold a pipe open forever.
    /// A child still running after `timeout` seconds is killed and reported as a `SpawnError`, so a
    /// test that hangs fails instead of holding the whole run.
    static func spawn(_ arguments: [String], output: String, timeout: Double = 300) throws -> Int32 {
        let ending = try ChildProcess.run(
            arguments, input: "/dev/null", output: output, error: nil, timeLimit: timeout)
        if ending.timedOut { throw SpawnError(code: ETIMEDOUT, command: arguments.joined(separator: " ")) }
        return ending.status
    }

    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var command: String? = nil
        var description: String {
            if code == ETIMEDOUT, let command { return "\(command) did not finish in time and was killed" }
            return "posix_spawnp failed: \(String(cString: strerror(code)))"
        }
    }
}
