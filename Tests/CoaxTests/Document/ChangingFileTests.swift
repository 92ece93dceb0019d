import Foundation
import Testing

@testable import Coax

/// Files that change under the reader: a document never depends on pages the file can take
/// away, and a file whose size changes while it is read is an error, not part of a document.
@Suite struct ChangingFileTests {
    static func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString).json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// An array of about `megabytes` MB of small objects.
    static func document(megabytes: Int) -> [UInt8] {
        let element = #"{"id": 123456, "name": "a name of some length", "tags": ["x", "y"]},"#
        let count = megabytes * 1_000_000 / element.utf8.count
        return Array(("[" + String(repeating: element, count: count) + "1]").utf8)
    }

    @Test func aDocumentOutlivesItsFileBeingTruncatedAndRemoved() throws {
        let path = try Self.temporaryFile(Self.document(megabytes: 4))
        let document = try JSONDocument.load(path: path)
        // Another program empties the file, then deletes it. A memory-mapped source would now
        // end the process with SIGBUS at the first touch of a page that is gone.
        #expect(truncate(path, 0) == 0)
        try FileManager.default.removeItem(atPath: path)
        let value = JSONValue(document.root)
        #expect(value.elements?.count == document.root.count)
        #expect(document.root[1000]?["name"]?.string == "a name of some length")
    }

    @Test func aFileThatShrankWhileReadIsAnError() throws {
        let path = try Self.temporaryFile(Array(#"[1, 2, 3]"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        // As if the file had 20 bytes when it was opened and 9 were left to read.
        #expect(throws: JSONLoadError.changedWhileReading(path: path, expected: 20, read: 9)) {
            try JSONDocument.readAll(descriptor: descriptor, path: path, expectedSize: 20, byteLimit: 1 << 20)
        }
    }

    @Test func aFileThatGrewWhileReadIsAnError() throws {
        let path = try Self.temporaryFile(Array(#"[1, 2, 3]"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let error = JSONLoadError.changedWhileReading(path: path, expected: 4, read: 5)
        #expect(throws: error) {
            try JSONDocument.readAll(descriptor: descriptor, path: path, expectedSize: 4, byteLimit: 1 << 20)
        }
        #expect(error.code == .changedWhileReading)
        #expect(
            error.description
                == "\(path): changed while it was read: 4 bytes when opened, more read; nothing was loaded")
    }

    @Test func standardInputRedirectedFromAFileIsReadFromItsPosition() throws {
        let path = try Self.temporaryFile(Array(#"xx[1, 2]"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(lseek(descriptor, 2, SEEK_SET) == 2)
        let source = try JSONDocument.readAll(descriptor: descriptor, path: "-", expectedSize: 6, byteLimit: 1 << 20)
        #expect(Array(source.bytes) == Array("[1, 2]".utf8))
    }
}

extension ChangingFileTests {
    @Test func aCollectionOutlivesItsFileBeingTruncated() throws {
        let line = #"{"id": 1, "name": "a record of some length", "tags": ["x", "y"]}"# + "\n"
        let path = try Self.temporaryFile(Array(String(repeating: line, count: 60_000).utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let collection = try JSONCollection.load(path: path, format: .jsonLines)
        #expect(collection.count == 60_000)
        #expect(truncate(path, 0) == 0)
        var names = 0
        collection.forEachDocument { _, document in
            if document.root["name"]?.string == "a record of some length" { names += 1 }
        }
        #expect(names == 60_000)
    }
}
