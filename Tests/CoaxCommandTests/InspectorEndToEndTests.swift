import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Runs `Tests/EndToEnd/inspector.sh` (the inspector in real tmux terminals) against the built
/// `coax` binary.
@Suite("Inspector end to end in tmux")
struct InspectorEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `coax` next to the test bundle (`.build/debug/coax`).
    static var coaxBinary: String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("coax").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            if directory.lastPathComponent.hasSuffix(".xctest") || directory.lastPathComponent == "Contents" {
                directory.deleteLastPathComponent()
            } else {
                break
            }
        }
        return nil
    }

    static var tmuxIsInstalled: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    @Test(.enabled(if: tmuxIsInstalled, "tmux is not installed"))
    func everyEndToEndCheckPasses() throws {
        let coax = try #require(Self.coaxBinary, "the coax binary is built next to the tests")
        let script = Self.packageRoot.appendingPathComponent("Tests/EndToEnd/inspector.sh").path
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("coax-e2e-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let status = try Self.spawn(["bash", script, coax], output: log)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "\(output)")
        #expect(output.contains("checks passed"))
    }

    /// Spawns with an empty signal mask and default handlers: Swift Testing blocks most signals,
    /// and a child would inherit that, so the inspector would never see Ctrl-C or a resize.
    /// Output goes to a file: tmux servers would hold a pipe open forever. The script changes to
    /// the package root itself.
    static func spawn(_ arguments: [String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
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
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "posix_spawnp failed: \(String(cString: strerror(code)))" }
    }
}
