#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way tape memory is obtained, grown and released.
///
/// Every tape block, on either parsing thread, is allocated and grown with ``reallocate`` and
/// released with ``release`` of the same allocator, and a document keeps the allocator its tape
/// came from. Production code uses ``system`` (`realloc`/`free`, so that large tapes grow by
/// remapping pages instead of copying); tests substitute allocators that fail on demand or check
/// for writes past the end of a block, which is how out-of-memory paths are exercised.
///
/// Equality is identity, so that ``JSONParseOptions`` stays `Hashable`.
final class TapeAllocator: Sendable, Hashable {
    /// `realloc` semantics: `nil` grows nothing and allocates; a `nil` result means out of memory
    /// and leaves the old block as it was.
    let reallocate: @Sendable (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer?
    /// Releases a block obtained from ``reallocate``.
    let release: @Sendable (UnsafeMutableRawPointer) -> Void

    init(
        reallocate: @escaping @Sendable (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer?,
        release: @escaping @Sendable (UnsafeMutableRawPointer) -> Void
    ) {
        self.reallocate = reallocate
        self.release = release
    }

    /// `realloc` and `free`, under ``MemoryBudget`` (the one allocation policy, whose test hook
    /// can then fail a tape's allocation or growth like any other).
    static let system = TapeAllocator(
        reallocate: { MemoryBudget.reallocate($0, byteCount: $1) }, release: { free($0) })

    /// A block of `count` slots grown (or allocated, for `nil`) from `pointer`; nil when the byte
    /// count overflows or memory ran out, leaving `pointer` as it was.
    func slots(
        resizing pointer: UnsafeMutablePointer<TapeEntry>?, to count: Int
    ) -> UnsafeMutablePointer<TapeEntry>? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<TapeEntry>.stride)
        guard !overflow, bytes > 0, let raw = reallocate(pointer.map(UnsafeMutableRawPointer.init), bytes) else {
            return nil
        }
        HugePages.advise(raw, byteCount: bytes)
        return raw.bindMemory(to: TapeEntry.self, capacity: count)
    }

    /// Releases a tape block; nil is ignored.
    func release(_ pointer: UnsafeMutablePointer<TapeEntry>?) {
        guard let pointer else { return }
        release(UnsafeMutableRawPointer(pointer))
    }

    static func == (lhs: TapeAllocator, rhs: TapeAllocator) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
