@testable import Coax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The readers of piped input with one allocation made to fail: the first byte of the input
/// chooses which (`byte % 5`: 0 none, else the Nth request to ``MemoryBudget`` from the start),
/// the rest is what arrives on the pipe. Read whole (`readAll`, as `JSONDocument.load` reads a
/// pipe) and as a stream (``StreamReader``, as collections read one), the input gives what it
/// gives with no failure, or — when the chosen allocation was reached — a "too large: not enough
/// memory" error; never a crash, never a partial result taken for the whole.
enum ReaderAllocationCheck {
    /// What reading gave, compared between runs.
    struct Outcome: Equatable, CustomStringConvertible {
        var failure: JSONLoadError.Code?
        var failureText = ""
        var documents = 0
        var badRecords = 0
        var bytes: [UInt8] = []

        var description: String {
            "failure \(failure.map(\.rawValue) ?? "none") (\(failureText)), \(documents) documents, "
                + "\(badRecords) bad records, \(bytes.count) bytes"
        }

        /// Whether this is the error for memory that could not be had.
        var isOutOfMemory: Bool {
            failure == .tooLarge && failureText.contains("not enough memory")
        }
    }

    /// Inputs are written to a pipe whole before they are read, so they must fit its buffer.
    static let largestInput = 60_000

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let first = input.first else { return }
        let failing = Int(first % 5)
        let bytes = Array(input.dropFirst().prefix(largestInput))
        for read in [readWhole, readStream] {
            let expected = read(bytes, nil)
            let outcome = read(bytes, failing == 0 ? nil : failing)
            try expect(
                outcome == expected || outcome.isOutOfMemory,
                "allocation \(failing) failing gave \(outcome); without failure: \(expected)")
            try expect(
                !expected.isOutOfMemory, "no allocation failing still gave \(expected)")
        }
    }

    /// A pipe holding `bytes`, its writing end closed; nil when no pipe can be made.
    private static func filledPipe(_ bytes: [UInt8]) -> Int32? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // Invariant: the pipe's buffer (64 KiB) holds `largestInput` bytes, so this never blocks.
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        guard written == bytes.count else {
            close(ends[0])
            return nil
        }
        return ends[0]
    }

    private static func readWhole(_ bytes: [UInt8], failing: Int?) -> Outcome {
        guard let descriptor = filledPipe(bytes) else { return Outcome() }
        defer { close(descriptor) }
        MemoryBudget.failAllocation(number: failing)
        defer { MemoryBudget.failAllocation(number: nil) }
        do {
            let source = try JSONDocument.readAll(
                descriptor: descriptor, path: "-", expectedSize: nil, byteLimit: JSONDocument.byteLimit,
                allowsBlank: true)
            return Outcome(bytes: Array(source.bytes))
        } catch {
            return Outcome(failure: error.code, failureText: error.description)
        }
    }

    private static func readStream(_ bytes: [UInt8], failing: Int?) -> Outcome {
        guard let descriptor = filledPipe(bytes) else { return Outcome() }
        defer { close(descriptor) }
        let collection = JSONCollection()
        let reader = StreamReader(
            collection: collection, input: "-", descriptor: descriptor, mode: .detecting,
            options: JSONParseOptions(), isOnlyInput: true, followPath: nil)
        MemoryBudget.failAllocation(number: failing)
        reader.run()
        MemoryBudget.failAllocation(number: nil)
        collection.finish()
        let status = collection.status
        let failure = status.failure ?? status.inputErrors.first
        return Outcome(
            failure: failure?.code, failureText: failure?.description ?? "", documents: status.documentCount,
            badRecords: status.badRecordCount)
    }
}
