import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens text in the user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, on a read-only
/// temporary file that is removed afterwards.
///
/// The editor command is run by `/bin/sh` with the file as its argument, so `EDITOR="code -w"`
/// works as it does for git. The editor's standard input and output are the terminal, even
/// when the inspector's own are pipes. Ctrl-C and Ctrl-Z typed in the editor are the editor's:
/// the inspector drops the ones it recorded meanwhile.
///
/// ```swift
/// let launcher = EditorLauncher(environment: ProcessInfo.processInfo.environment)
/// let result = session.outside { launcher.open(text, named: "price.json") }
/// ```
public struct EditorLauncher: Sendable {
    /// How opening went.
    public enum Outcome: Hashable, Sendable {
        /// The editor ran and exited with status 0.
        case closed(editor: String)
        /// The editor could not be started, failed, or the file could not be written.
        case failed(String)
    }

    /// The editor command.
    public let command: String
    /// The terminal the editor reads and draws on.
    public let terminal: String

    /// Picks the editor from `VISUAL`, `EDITOR`, or `vi`.
    ///
    /// ```swift
    /// EditorLauncher(environment: ["EDITOR": "nano"]).command   // "nano"
    /// ```
    ///
    /// - Parameters:
    ///   - environment: the process environment; blank `VISUAL`/`EDITOR` values are skipped.
    ///   - terminal: the device the editor gets as its standard input and output.
    public init(environment: [String: String], terminal: String = "/dev/tty") {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        command = chosen ?? "vi"
        self.terminal = terminal
    }

    /// Writes `text` to a read-only temporary file named `name`, runs the editor on it, waits for
    /// it, and removes the file.
    ///
    /// - Parameters:
    ///   - text: what the editor shows.
    ///   - name: the temporary file's name, so the editor picks its syntax (`value.json`).
    /// - Returns: `.closed` once the editor exits, or `.failed` with why it could not run; the file
    ///   is removed either way.
    public func open(_ text: String, named name: String) -> Outcome {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("coax-XXXXXX").path
        var directoryTemplate = Array(template.utf8CString)
        guard let made = mkdtemp(&directoryTemplate) else {
            return .failed("cannot make a temporary directory: \(String(cString: strerror(errno)))")
        }
        let directory = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/" + Self.safeFileName(name)
        guard
            FileManager.default.createFile(
                atPath: file, contents: Data(text.utf8), attributes: [.posixPermissions: 0o400])
        else {
            return .failed("cannot write the temporary file \(file)")
        }
        let status: Int32
        do {
            status = try spawnAndWait(["/bin/sh", "-c", command + " \"$1\"", "sh", file])
        } catch {
            return .failed("cannot start the editor '\(command)': \(error)")
        }
        if status == 127 { return .failed("the editor '\(command)' was not found (set VISUAL or EDITOR)") }
        if status != 0 { return .failed("the editor '\(command)' exited with status \(status)") }
        return .closed(editor: command)
    }

    /// A file name made of letters, digits, `.`, `-` and `_` only.
    static func safeFileName(_ name: String) -> String {
        let allowed = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        }
        let cleaned = String(allowed.prefix(80))
        return cleaned.isEmpty || cleaned.hasPrefix(".") ? "value.json" : cleaned
    }

    private func spawnAndWait(_ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_addopen(&actions, 1, terminal, O_RDWR, 0)
        posix_spawn_file_actions_addopen(&actions, 2, terminal, O_RDWR, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The editor starts with the default actions for the signals the inspector handles.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGQUIT] {
            sigaddset(&defaults, signal)
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 1 }
        }
        let exited = status & 0x7F == 0
        return exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }
}
