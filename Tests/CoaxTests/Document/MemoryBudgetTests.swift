import Foundation
import Testing

@testable import Coax

/// The one allocation policy: memory that cannot be had is a value, and the readers and the
/// query evaluator turn it into their errors. Failures are made with the test hook, which only
/// counts the calling thread's requests.
@Suite struct MemoryBudgetTests {
    @Test func theChosenRequestFailsAndOnlyItAndOnlyOnThisThread() throws {
        MemoryBudget.failAllocation(number: 2)
        defer { MemoryBudget.failAllocation(number: nil) }
        let first = MemoryBudget.bytes(16)
        #expect(first != nil)
        // Another thread's request is not counted.
        let otherThreadGot = LockedValue(false)
        let thread = Thread { otherThreadGot.withLock { $0 = MemoryBudget.isAvailable(16) } }
        thread.start()
        while thread.isExecuting || !thread.isFinished { usleep(1_000) }
        #expect(otherThreadGot.withLock { $0 })
        #expect(MemoryBudget.bytes(16) == nil)
        let third = MemoryBudget.bytes(16)
        #expect(third != nil)
        free(first)
        free(third)
    }

    /// A petabyte cannot be had, in any build: an optimizing build removed the probe (an
    /// allocation only tested and freed), so the check said yes and the growth after it aborted.
    @Test func aPetabyteIsNotAvailableAndCannotBeReserved() {
        #expect(!MemoryBudget.isAvailable(1 << 50))
        var array: [Int] = []
        #expect(!MemoryBudget.reserve(&array, adding: 1 << 47))
        #expect(array.capacity == 0)
    }

    @Test func memoryThatCannotExistIsRefusedWithoutACrash() {
        #expect(MemoryBudget.bytes(Int.max / 2) == nil)
        var array: [Int] = []
        #expect(!MemoryBudget.reserve(&array, adding: Int.max / 16))
        #expect(array.capacity == 0)
        #expect(MemoryBudget.reserve(&array, adding: 100))
        #expect(array.capacity >= 100)
    }

    /// Reading a pipe whole with its first allocation failing: "too large", as for a file.
    @Test func readingWithNoMemoryIsTooLarge() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = "[1, 2, 3]".withCString { write(ends[1], $0, 9) }
        close(ends[1])
        defer { close(ends[0]) }
        MemoryBudget.failAllocation(number: 1)
        defer { MemoryBudget.failAllocation(number: nil) }
        #expect(throws: JSONLoadError.tooLarge(path: "-", reason: "not enough memory to read 65,601 bytes")) {
            try JSONDocument.readAll(
                descriptor: ends[0], path: "-", expectedSize: nil, byteLimit: JSONDocument.byteLimit)
        }
    }

    /// A stream whose first block cannot be had fails as a whole with the same error (it wrote
    /// past a one-byte fallback block).
    @Test func aStreamWithNoMemoryForItsBlockIsTooLarge() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = "{\"a\": 1}\n".withCString { write(ends[1], $0, 9) }
        close(ends[1])
        defer { close(ends[0]) }
        let collection = JSONCollection()
        MemoryBudget.failAllocation(number: 1)
        StreamReader(
            collection: collection, input: "-", descriptor: ends[0], mode: .detecting, options: JSONParseOptions(),
            isOnlyInput: true, followPath: nil
        ).run()
        MemoryBudget.failAllocation(number: nil)
        let blockSize = NumberText.grouped(StreamReader.blockSize)
        #expect(
            collection.status.failure
                == JSONLoadError.tooLarge(path: "-", reason: "not enough memory to read \(blockSize) bytes"))
        #expect(collection.status.documentCount == 0)
    }

    /// The tape's memory comes under the budget too: a tape that cannot grow fails the parse with
    /// "not enough memory" (the first failing request is the estimate, which falls back to a small
    /// block and grows; the next is that growth).
    @Test func aTapeThatCannotGrowIsNotEnoughMemory() {
        let bytes = Array(("[" + Array(repeating: "123456", count: 40_000).joined(separator: ",") + "]").utf8)
        var options = JSONParseOptions()
        options.parallelThreshold = .max
        #expect(options.tapeAllocator == TapeAllocator.system)
        var outOfMemory: [Int] = []
        for number in 1...6 {
            MemoryBudget.failAllocation(number: number)
            defer { MemoryBudget.failAllocation(number: nil) }
            do {
                let document = try JSONDocument(parsing: bytes, options: options)
                #expect(document.valueCount == 40_001)
            } catch {
                #expect(error.message.contains("not enough memory"), "\(error)")
                outOfMemory.append(number)
            }
        }
        #expect(!outOfMemory.isEmpty)
    }

    /// A query whose nodes cannot be listed stops with an error; counted, they need no list.
    @Test func aQueryWithNoMemoryForItsNodesStopsAndCountingNeedsNone() throws {
        let document = try JSONDocument(parsing: #"{"a": [1, 2, {"b": [3, 4]}], "c": {"d": 5}}"#)
        let query = try JSONQuery(parsing: "$..*")
        MemoryBudget.failAllocation(number: 1)
        defer { MemoryBudget.failAllocation(number: nil) }
        #expect(throws: JSONQueryEvaluationError.outOfMemory(nodes: 0)) { try query.evaluate(on: document) }
        MemoryBudget.failAllocation(number: 1)
        #expect(try query.count(on: document) == 9)
        #expect(
            "\(JSONQueryEvaluationError.outOfMemory(nodes: 1_500))"
                == "not enough memory for the nodes the query selects (more than 1,500); stopped")
    }
}
