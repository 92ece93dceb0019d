@testable import Coax

#if canImport(Glibc)
import Glibc
#endif

/// A tape allocator for tests: it fails the requests a test chooses, keeps a guard zone as large
/// as the block after every block and checks it when the block moves or is released (so a write past the end is
/// caught without a sanitizer), and records which blocks are live (so a block released any other
/// way, or never, is caught too).
final class CheckedTapeAllocator: Sendable {
    /// One call to `reallocate`.
    struct Request {
        /// Growing (or shrinking) an existing block, rather than allocating a new one.
        let isResize: Bool
        let bytes: Int
        /// Made on the thread that created the allocator (the parse's main thread in tests).
        let isOnCreatingThread: Bool
    }

    private struct State {
        var live: [UInt: Int] = [:]
        var problems: [String] = []
        var failures = 0
    }

    /// The guard zone after a block of `bytes`: as large as the block, so that a slot index up to
    /// twice the capacity lands in it.
    static func guardBytes(after bytes: Int) -> Int { max(256, bytes) }
    private static let pattern: UInt8 = 0xA5

    // LockedValue, not Mutex: the parse's two threads contend for it, and ThreadSanitizer does not
    // see Mutex's contended path (see LockedValue).
    private let state = LockedValue(State())
    private let creatingThread = pthread_self()
    private let shouldFail: @Sendable (Request) -> Bool

    init(failing shouldFail: @escaping @Sendable (Request) -> Bool = { _ in false }) {
        self.shouldFail = shouldFail
    }

    /// The allocator to put in ``JSONParseOptions``.
    var allocator: TapeAllocator {
        TapeAllocator(
            reallocate: { [self] pointer, bytes in reallocate(pointer, bytes) },
            release: { [self] pointer in release(pointer) })
    }

    /// Requests refused so far.
    var failures: Int { state.withLock { $0.failures } }
    /// Blocks handed out and not released through this allocator.
    var liveBlocks: Int { state.withLock { $0.live.count } }
    /// Guard zones found overwritten and blocks released that this allocator did not hand out.
    var problems: [String] { state.withLock { $0.problems } }

    private func reallocate(_ pointer: UnsafeMutableRawPointer?, _ bytes: Int) -> UnsafeMutableRawPointer? {
        let request = Request(
            isResize: pointer != nil, bytes: bytes,
            isOnCreatingThread: pthread_equal(pthread_self(), creatingThread) != 0)
        if shouldFail(request) {
            state.withLock { $0.failures += 1 }
            return nil
        }
        let guardBytes = Self.guardBytes(after: bytes)
        guard let block = malloc(bytes + guardBytes) else { return nil }
        memset(block + bytes, Int32(Self.pattern), guardBytes)
        if let pointer {
            let oldBytes = take(pointer)
            memcpy(block, pointer, min(oldBytes, bytes))
            free(pointer)
        }
        state.withLock { $0.live[UInt(bitPattern: block)] = bytes }
        return block
    }

    private func release(_ pointer: UnsafeMutableRawPointer) {
        _ = take(pointer)
        free(pointer)
    }

    /// Forgets a live block after checking its guard zone; returns its size.
    private func take(_ pointer: UnsafeMutableRawPointer) -> Int {
        state.withLock { state in
            guard let bytes = state.live.removeValue(forKey: UInt(bitPattern: pointer)) else {
                state.problems.append("released a block this allocator did not hand out")
                return 0
            }
            let zone = UnsafeRawBufferPointer(start: pointer + bytes, count: Self.guardBytes(after: bytes))
            if zone.contains(where: { $0 != Self.pattern }) {
                state.problems.append("a write past the end of a \(bytes)-byte block")
            }
            return bytes
        }
    }
}
