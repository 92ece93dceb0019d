#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one allocation policy for memory whose size input decides: byte buffers come from
/// `malloc` and a failure is a value (nil or false), never a crash; Swift arrays that input can
/// make large are grown only after checking that the larger storage can be had.
///
/// Swift's runtime ends the process when an allocation fails, so memory for an array is checked
/// before the array asks for it: the new size is allocated with `malloc` and released at once,
/// and only then is the array grown (to exactly that size). Under an address-space limit
/// (`ulimit -v`), which is how running out of memory shows on Linux, the check fails where the
/// growth would have aborted.
///
/// ```swift
/// var nodes: [Int] = []
/// MemoryBudget.reserve(&nodes, adding: 1_000)   // true: room for 1,000 more
/// MemoryBudget.bytes(1 << 60)                   // nil: no such memory
/// ```
///
/// For tests and fuzzing, ``failAllocation(number:)`` makes the Nth request of the calling
/// thread fail, so that every reader's out-of-memory path can be reached without exhausting the
/// machine (other threads, such as other tests', are not affected).
package enum MemoryBudget {
    /// A thread whose requests are counted: the requests left before the one made to fail, and
    /// whether every request after it fails too.
    private struct ChosenFailure: Sendable {
        let thread: pthread_t
        var remaining: Int
        let continuing: Bool
    }

    /// The threads whose requests are counted, each set by itself (tests running in parallel
    /// each have their own).
    private static let failures = LockedValue<[ChosenFailure]>([])

    /// Makes request `number` of the calling thread from now (1: the next one) fail, or none
    /// when nil.
    ///
    /// ```swift
    /// MemoryBudget.failAllocation(number: 1)
    /// MemoryBudget.bytes(16)   // nil
    /// MemoryBudget.bytes(16)   // a pointer
    /// ```
    package static func failAllocation(number: Int?) {
        choose(number.map { ChosenFailure(thread: pthread_self(), remaining: $0, continuing: false) })
    }

    /// Makes request `number` of the calling thread from now and every one after it fail, until
    /// ``failAllocation(number:)`` is called: memory that has run out for good.
    ///
    /// ```swift
    /// MemoryBudget.failAllocations(from: 2)
    /// MemoryBudget.bytes(16)   // a pointer
    /// MemoryBudget.bytes(16)   // nil, and nil from then on
    /// ```
    package static func failAllocations(from number: Int) {
        choose(ChosenFailure(thread: pthread_self(), remaining: number, continuing: true))
    }

    /// Replaces the calling thread's chosen failure.
    private static func choose(_ failure: ChosenFailure?) {
        let thread = pthread_self()
        failures.withLock { chosen in
            chosen.removeAll { pthread_equal($0.thread, thread) != 0 }
            if let failure { chosen.append(failure) }
        }
    }

    /// Whether the request being made is one chosen to fail.
    private static func isChosenToFail() -> Bool {
        let thread = pthread_self()
        return failures.withLock { chosen in
            guard let index = chosen.firstIndex(where: { pthread_equal($0.thread, thread) != 0 }) else { return false }
            if chosen[index].remaining <= 1 {
                if !chosen[index].continuing { chosen.remove(at: index) }
                return true
            }
            chosen[index].remaining -= 1
            return false
        }
    }

    /// `count` bytes from `malloc` (release them with `free`), or nil when they cannot be had.
    static func bytes(_ count: Int) -> UnsafeMutablePointer<UInt8>? {
        guard count >= 0, !isChosenToFail() else { return nil }
        return malloc(max(1, count))?.assumingMemoryBound(to: UInt8.self)
    }

    /// `pointer`'s bytes moved into `count` bytes (as `realloc`), or nil — with `pointer` still
    /// valid and unchanged — when they cannot be had.
    static func resize(_ pointer: UnsafeMutablePointer<UInt8>, to count: Int) -> UnsafeMutablePointer<UInt8>? {
        guard count >= 0, !isChosenToFail() else { return nil }
        return realloc(pointer, max(1, count))?.assumingMemoryBound(to: UInt8.self)
    }

    /// `realloc` under the budget for untyped blocks: a new block of `count` bytes for a nil
    /// `pointer`, else `pointer`'s block resized; nil — with `pointer` still valid and unchanged —
    /// when the memory cannot be had. Release the block with `free`.
    static func reallocate(_ pointer: UnsafeMutableRawPointer?, byteCount count: Int) -> UnsafeMutableRawPointer? {
        guard count >= 0, !isChosenToFail() else { return nil }
        return realloc(pointer, max(1, count))
    }

    /// Whether `count` bytes can be had now: they are allocated and released at once.
    ///
    /// Not optimized: an optimizing build removes an allocation that is only tested and freed
    /// (it takes `malloc` to have no other effect) and answers true for any size, so every check
    /// passed and the growth after it aborted in release builds.
    @inline(never)
    @_optimize(none)
    static func isAvailable(_ count: Int) -> Bool {
        guard let probe = bytes(count) else { return false }
        free(probe)
        return true
    }

    /// Makes room in `array` for `additional` more elements, doubling its capacity when it must
    /// grow (as appending would); false, with the array unchanged, when that memory cannot be had.
    ///
    /// - Complexity: Amortized O(1) per element when called before each append.
    @discardableResult
    static func reserve<Element>(_ array: inout [Element], adding additional: Int) -> Bool {
        let needed = array.count + additional
        guard needed > array.capacity else { return true }
        let capacity = max(needed, array.capacity * 2, 16)
        let (byteCount, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        // The array's header and the allocator's rounding are within a page.
        guard !overflow, isAvailable(byteCount + 4096) else { return false }
        array.reserveCapacity(capacity)
        return true
    }
}
