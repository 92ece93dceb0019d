import Foundation

/// A fresh directory under the system's temporary folder, removed when the last reference goes.
///
/// Readable and searchable by every user, so that a test can run `coax` as `nobody` on a file in it.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("coax-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to a file in the directory and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes `text` as UTF-8 to a file in the directory and returns its path.
    @discardableResult
    func write(_ text: String, named name: String) throws -> String {
        try write(Array(text.utf8), named: name)
    }
}
