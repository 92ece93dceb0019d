import Testing

@testable import Coax

/// Tape memory under pressure: every block comes from one allocator and goes back to it, the
/// two-thread merge never touches memory it could not get, and out-of-memory on either thread is
/// an error (or, for the second thread alone, no difference at all), never a crash.
@Suite struct TapeMemoryTests {
    /// `[123456,123456,…]`: seven bytes per slot, so the first half's tape fits the main thread's
    /// first estimate (one slot per eight bytes) while the merged tape does not.
    static let numbers: [UInt8] = {
        let count = 40_000
        return Array(("[" + Array(repeating: "123456", count: count).joined(separator: ",") + "]").utf8)
    }()

    static func options(_ allocator: CheckedTapeAllocator, parallel: Bool = true) -> JSONParseOptions {
        var options = JSONParseOptions()
        options.parallelThreshold = parallel ? 1 : .max
        options.tapeAllocator = allocator.allocator
        return options
    }

    func sequentialTape(_ bytes: [UInt8]) throws -> [TapeEntry] {
        var options = JSONParseOptions()
        options.parallelThreshold = .max
        let document = try JSONDocument(parsing: bytes, options: options)
        return withExtendedLifetime(document) { Array(document.tape) }
    }

    @Test func theTestDocumentIsMergedFromTwoThreads() throws {
        let allocator = CheckedTapeAllocator()
        do {
            let document = try JSONDocument(parsing: Self.numbers, options: Self.options(allocator))
            #expect(document.parsedInParallel)
            let tape = withExtendedLifetime(document) { Array(document.tape) }
            #expect(tape == (try sequentialTape(Self.numbers)))
        }
        #expect(allocator.problems.isEmpty)
        #expect(allocator.liveBlocks == 0)
    }

    @Test func aMergeThatCannotGrowTheTapeFailsWithoutTouchingMemoryPastIt() {
        // Only the main thread's growth fails, and on this document the main thread grows only
        // to take in the second thread's tape.
        let allocator = CheckedTapeAllocator(failing: { $0.isResize && $0.isOnCreatingThread && $0.bytes > 1 << 16 })
        #expect {
            _ = try JSONDocument(parsing: Self.numbers, options: Self.options(allocator))
        } throws: { error in
            (error as? JSONParseError)?.message.contains("not enough memory") == true
        }
        #expect(allocator.failures >= 1)
        #expect(allocator.problems.isEmpty, "\(allocator.problems)")
        #expect(allocator.liveBlocks == 0)
    }

    @Test func aSecondThreadOutOfMemoryLeavesTheSequentialResult() throws {
        let allocator = CheckedTapeAllocator(failing: { !$0.isOnCreatingThread && $0.isResize })
        do {
            let document = try JSONDocument(parsing: Self.numbers, options: Self.options(allocator))
            #expect(!document.parsedInParallel)
            let tape = withExtendedLifetime(document) { Array(document.tape) }
            #expect(tape == (try sequentialTape(Self.numbers)))
        }
        #expect(allocator.failures >= 1)
        #expect(allocator.problems.isEmpty, "\(allocator.problems)")
        #expect(allocator.liveBlocks == 0)
    }

    @Test func aSyntaxErrorAfterTheTapeRanOutOfMemoryExpectsWhatItWouldWithMemory() throws {
        // Fifty arrays opened, then a byte that is no value: the tape cannot grow past its first
        // estimate, so its later slots are dropped, and what the error expects must not be read
        // from them (the fuzzer found "a value after ','" here, where no comma is).
        let bytes = Array(repeating: UInt8(ascii: "["), count: 50) + [0xFF, 0xFF]
        var plain = JSONParseOptions()
        plain.parallelThreshold = .max
        let expected = #expect(throws: JSONParseError.self) { _ = try JSONDocument(parsing: bytes, options: plain) }
        #expect(expected?.message.contains("expected a value or ']'") == true, "\(String(describing: expected))")
        let allocator = CheckedTapeAllocator(failing: { $0.isResize })
        let pressed = #expect(throws: JSONParseError.self) {
            _ = try JSONDocument(parsing: bytes, options: Self.options(allocator, parallel: false))
        }
        #expect(allocator.failures >= 1)
        #expect(pressed?.message == expected?.message || pressed?.message.contains("not enough memory") == true)
        #expect(allocator.liveBlocks == 0)
    }

    @Test func outOfMemoryOnBothThreadsIsAnError() {
        for parallel in [true, false] {
            let allocator = CheckedTapeAllocator(failing: { $0.isResize && $0.bytes > 4096 })
            #expect(throws: JSONParseError.self) {
                _ = try JSONDocument(parsing: Self.numbers, options: Self.options(allocator, parallel: parallel))
            }
            #expect(allocator.failures >= 1)
            #expect(allocator.problems.isEmpty, "\(allocator.problems)")
            #expect(allocator.liveBlocks == 0)
        }
    }

    @Test func noMemoryAtAllIsAnError() {
        let allocator = CheckedTapeAllocator(failing: { _ in true })
        #expect(throws: JSONParseError.self) {
            _ = try JSONDocument(parsing: "[1, 2, 3]", options: Self.options(allocator))
        }
        #expect(allocator.liveBlocks == 0)
    }

    @Test func everyTapeBlockGoesBackToItsAllocator() throws {
        let allocator = CheckedTapeAllocator()
        let inputs: [[UInt8]] = [
            Self.numbers,
            Array("[1, [2, {\"a\": 3}], 4]".utf8),
            // A second thread that fails (the split is inside a string) and a parse that fails.
            Array(("[\"" + String(repeating: "a, 1, {, [, ", count: 2_000) + "\", 5]").utf8),
            Self.numbers.dropLast() + Array(",".utf8),
        ]
        for input in inputs {
            for parallel in [true, false] {
                _ = try? JSONDocument(parsing: input, options: Self.options(allocator, parallel: parallel))
            }
        }
        #expect(allocator.problems.isEmpty, "\(allocator.problems)")
        #expect(allocator.liveBlocks == 0)
    }

    @Test func thePrefaulterCoversOnlyTheBlockItWasGiven() {
        // A first estimate too large to reserve: the builder starts with a small block.
        let allocator = CheckedTapeAllocator(failing: { !$0.isResize && $0.bytes > 1 << 20 })
        var builder = TapeBuilder(initialCapacity: 8 << 20, prefault: true, allocator: allocator.allocator)
        #expect(builder.capacity < 8 << 20)
        #expect(builder.prefaultedByteCount <= builder.capacity * MemoryLayout<TapeEntry>.stride)
        builder.discard()
        #expect(allocator.liveBlocks == 0)
    }

    #if os(Linux)
    @Test func thePrefaulterCoversALargeBlock() {
        var builder = TapeBuilder(initialCapacity: 4 << 20, prefault: true, allocator: .system)
        #expect(builder.prefaultedByteCount == builder.capacity * MemoryLayout<TapeEntry>.stride)
        builder.discard()
    }
    #endif
}
