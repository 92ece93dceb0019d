import Testing

@testable import Coax

/// Loading from paths that are not ordinary files: devices, endless streams, failing reads.
@Suite struct DocumentLoadingTests {
    @Test func anEndlessStreamStopsAtTheByteLimit() {
        #expect(
            throws: JSONLoadError.unreadable(
                path: "/dev/zero", reason: "more than 1,048,576 bytes, the most one document can hold")
        ) {
            try JSONDocument.readSource(path: "/dev/zero", byteLimit: 1 << 20)
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
