import Foundation

/// A directory for model files and builds a test makes: a fresh one, removed when the last
/// reference goes, or a named one that stays, so that suites sharing a build across their tests
/// (and across runs: builds are cached by content) leave one set of files behind, not one per run.
final class ExactScratch: Sendable {
    let path: String
    private let isKept: Bool

    /// A fresh directory, removed when the last reference goes.
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("coax-exact-\(UUID().uuidString)").path
        isKept = false
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The directory `coax-exact-tests-KEY/NAME` under the temporary directory, kept between runs
    /// of one test build (KEY is ``buildKey``).
    init(kept name: String) throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "coax-exact-tests-\(Self.buildKey)/\(name)"
            ).path
        isKept = true
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A hash of the test executable's path: runs from different build folders (a sanitizer run
    /// beside a plain one, two checkouts) would otherwise write the same model files while the
    /// other compiles them; runs of one build still share their cached builds.
    static let buildKey: String = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in executable.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }()

    deinit {
        if !isKept { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Writes `text` to `name` (creating folders in it) and returns the file's path.
    @discardableResult
    func write(_ text: String, named name: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        return file
    }
}
