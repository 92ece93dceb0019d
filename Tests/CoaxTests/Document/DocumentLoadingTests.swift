import Foundation
import Testing

@testable import Coax

/// Loading from paths that are not ordinary files: devices, endless streams, failing reads.
@Suite struct DocumentLoadingTests {
    @Test func anEndlessStreamStopsAtTheByteLimit() {
        #expect(
            throws: JSONLoadError.tooLarge(
                path: "/dev/zero", reason: "more than 1,048,576 bytes, the most one document can hold")
        ) {
            try JSONDocument.readSource(path: "/dev/zero", byteLimit: 1 << 20)
        }
    }

    @Test func aFileOverTheLimitIsRefusedWithTheSameErrorAsAStream() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Sparse: two megabytes of zeros that were never written.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 20) == 0)
        let expected = JSONLoadError.tooLarge(
            path: path, reason: "more than 1,048,576 bytes, the most one document can hold")
        #expect(throws: expected) { try JSONDocument.readSource(path: path, byteLimit: 1 << 20) }
        #expect(expected.code == .tooLarge)
        #expect(expected.description == "\(path): too large: more than 1,048,576 bytes, the most one document can hold")
    }

    @Test func runningOutOfMemoryWhileIndexingIsTooLargeNotInvalidJSON() throws {
        var options = JSONParseOptions()
        options.tapeAllocator = CheckedTapeAllocator(failing: { _ in true }).allocator
        #expect {
            _ = try JSONDocument.load(path: PackageRoot.file("SampleData/type-drift.json").path, options: options)
        } throws: { error in
            (error as? JSONLoadError)?.code == .tooLarge
                && (error as? JSONLoadError)?.detail?.hasPrefix("not enough memory to index") == true
        }
    }

    @Test func theDefaultByteLimitIsWhatATapeCanAddress() {
        #expect(JSONDocument.byteLimit == TapeEntry.maximumOffset)
    }

    @Test func aStreamWithinTheLimitIsReadWhole() throws {
        let source = try JSONDocument.readSource(path: "/proc/self/cmdline", byteLimit: 1 << 20)
        #expect(source.count > 0)
    }

    @Test func anEmptyDeviceIsEmptyInput() {
        #expect(throws: JSONLoadError.empty(path: "/dev/null")) {
            try JSONDocument.load(path: "/dev/null")
        }
    }

    @Test func aReadThatFailsIsUnreadable() {
        #expect(throws: JSONLoadError.unreadable(path: "/proc/self/mem", reason: "Input/output error")) {
            try JSONDocument.load(path: "/proc/self/mem")
        }
    }
}
