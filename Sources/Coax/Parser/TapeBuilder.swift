import CCoaxBlocks

#if canImport(Glibc)
import Glibc
#endif

/// A growable buffer of tape slots. It grows with its ``TapeAllocator`` (`realloc`, which for
/// large blocks remaps pages instead of copying) and shrinks to fit at the end, keeping peak
/// memory near the final tape size.
///
/// Invariants: `base` holds `capacity` slots obtained from `allocator`, of which the first
/// `count` are written; the prefaulter, when running, covers only those `capacity` slots and is
/// stopped before `base` moves or is handed over. Once ``isOutOfMemory`` is set, appends are
/// dropped and the parse must fail.
struct TapeBuilder {
    private var base: UnsafeMutablePointer<TapeEntry>?
    private(set) var capacity: Int
    private(set) var count = 0
    /// Set when memory ran out: later slots were dropped and the parse must fail.
    private(set) var isOutOfMemory = false
    let allocator: TapeAllocator
    private var prefaulter: TapePrefaulter?

    init(initialCapacity: Int, prefault: Bool, allocator: TapeAllocator) {
        self.allocator = allocator
        if let buffer = allocator.slots(resizing: nil, to: initialCapacity) {
            capacity = initialCapacity
            base = buffer
        } else if let buffer = allocator.slots(resizing: nil, to: 16) {
            // The estimate was too large to reserve; start small and let growth find out.
            capacity = 16
            base = buffer
        } else {
            capacity = 0
            base = nil
            isOutOfMemory = true
        }
        if prefault, let base {
            prefaulter = TapePrefaulter(base: base, byteCount: capacity * MemoryLayout<TapeEntry>.stride)
        }
    }

    /// The bytes the page-faulting thread may touch (0 when none runs); never more than the block.
    var prefaultedByteCount: Int { prefaulter?.byteCount ?? 0 }

    /// Appends another builder's finished tape, whose container links are relative to its own
    /// start, and releases it. Returns false (and sets ``isOutOfMemory``) when the tape could not
    /// grow to hold it; nothing was appended then.
    mutating func append(shifted other: UnsafeMutableBufferPointer<TapeEntry>) -> Bool {
        stopPrefaulting()
        defer { allocator.release(other.baseAddress) }
        guard !isOutOfMemory, let start = base else {
            isOutOfMemory = true
            return false
        }
        var target = start
        if count + other.count > capacity {
            guard let larger = allocator.slots(resizing: start, to: count + other.count) else {
                isOutOfMemory = true
                return false
            }
            base = larger
            target = larger
            capacity = count + other.count
        }
        let shift = UInt32(count)
        var copied = 0
        while copied < other.count {
            let copyEnd = min(other.count, copied + Self.copyChunkSlots)
            for index in copied..<copyEnd {
                let entry = other[index]
                switch entry.kind {
                case .arrayOpen, .objectOpen: target[count + index] = entry.settingPayload(entry.payload + shift)
                default: target[count + index] = entry
                }
            }
            // The copied slots are not read again: their pages go back to the system now rather
            // than when the whole tape is released, so the two tapes are never both resident
            // (half a tape more at the peak otherwise).
            if let otherBase = other.baseAddress {
                Self.returnPages(otherBase + copied, slotCount: copyEnd - copied)
            }
            copied = copyEnd
        }
        count += other.count
        return true
    }

    /// Slots copied between returning pages: 2 MiB, a huge page.
    private static let copyChunkSlots = (2 << 20) / MemoryLayout<TapeEntry>.stride

    /// Gives back the whole pages within `slotCount` slots from `start`, whose contents are no
    /// longer needed; the memory stays allocated (it reads as zeros if touched again).
    private static func returnPages(_ start: UnsafeMutablePointer<TapeEntry>, slotCount: Int) {
        #if os(Linux)
        let pageSize = 4096
        let first = (Int(bitPattern: start) + pageSize - 1) & ~(pageSize - 1)
        let last = (Int(bitPattern: start + slotCount)) & ~(pageSize - 1)
        guard last > first, let pages = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(pages, last - first, 4 /* MADV_DONTNEED */)
        #endif
    }

    /// The slot at `index`, which must be below ``count``.
    subscript(index: Int) -> TapeEntry {
        get {
            precondition(index < count)
            return base.unsafelyUnwrapped[index]
        }
        set {
            precondition(index < count)
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ entry: TapeEntry) {
        if count == capacity, !grow() { return }
        base.unsafelyUnwrapped[count] = entry
        count += 1
        if count & 0xFFFF == 0, let prefaulter {
            prefaulter.parserReached(count * MemoryLayout<TapeEntry>.stride)
        }
    }

    /// Lends the slots to `coax_walk`: their memory (a `TapeEntry` is one `UInt64`, its raw
    /// value), the count, and a limit within the allocation and below the largest payload (so
    /// that every slot the walk writes could have been appended). The walk's count comes back
    /// through ``takeBack(from:)``, before anything else touches the builder. Nothing is lent
    /// once out of memory (the limit is then the count).
    @inline(__always)
    func lend(to walk: inout CoaxWalk) {
        walk.tape = UnsafeMutableRawPointer(base)?.assumingMemoryBound(to: UInt64.self)
        walk.tape_count = count
        walk.tape_limit = isOutOfMemory || base == nil ? count : min(capacity, Int(TapeEntry.maximumPayload) - 1)
    }

    /// Takes the count back after `coax_walk` wrote slots from the old count on (see ``lend(to:)``),
    /// telling the prefaulter as ``append(_:)`` would.
    @inline(__always)
    mutating func takeBack(from walk: CoaxWalk) {
        precondition(walk.tape_count >= count && walk.tape_count <= capacity)
        let crossed = walk.tape_count >> 16 != count >> 16
        count = walk.tape_count
        if crossed, let prefaulter {
            prefaulter.parserReached(count * MemoryLayout<TapeEntry>.stride)
        }
    }

    /// Forgets every slot from `newCount` on (a record that failed to parse).
    mutating func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    /// Hands over the finished tape, sized to fit, to be released with ``allocator``; the builder
    /// must not be used afterwards. Nil when out of memory (the buffer is then released).
    mutating func finish() -> UnsafeMutableBufferPointer<TapeEntry>? {
        stopPrefaulting()
        guard !isOutOfMemory, let start = base else {
            discard()
            return nil
        }
        var finished = start
        if capacity != max(count, 1), let fitted = allocator.slots(resizing: start, to: max(count, 1)) {
            finished = fitted
            capacity = max(count, 1)
        }
        base = nil
        return UnsafeMutableBufferPointer(start: finished, count: count)
    }

    /// Stops the page-faulting thread, if any.
    mutating func stopPrefaulting() {
        prefaulter?.stop()
        prefaulter = nil
    }

    /// Releases the buffer after a failed parse.
    mutating func discard() {
        stopPrefaulting()
        allocator.release(base)
        base = nil
        count = 0
        capacity = 0
    }

    /// Makes room for more slots; false (and ``isOutOfMemory``) when memory ran out.
    private mutating func grow() -> Bool {
        stopPrefaulting()
        guard !isOutOfMemory, let start = base else {
            isOutOfMemory = true
            return false
        }
        let larger = capacity + capacity / 2 + 16
        guard let buffer = allocator.slots(resizing: start, to: larger) else {
            isOutOfMemory = true
            return false
        }
        base = buffer
        capacity = larger
        return true
    }
}
