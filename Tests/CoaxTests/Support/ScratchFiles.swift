import Foundation

/// A fresh directory for files a test reads back, removed when the last reference goes.
final class ScratchFiles {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("coax-lib-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to `name` (creating folders in it) and returns the file's path.
    @discardableResult
    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes `text` as UTF-8 to `name` and returns the file's path.
    @discardableResult
    func write(_ text: String, named name: String) throws -> String {
        try write(Array(text.utf8), named: name)
    }

    /// Appends `text` to an existing file.
    func append(_ text: String, to file: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
