#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer of tape slots. It grows with `realloc`, which for large blocks remaps
/// pages instead of copying, and shrinks to fit at the end, keeping peak memory near the
/// final tape size.
struct TapeBuilder {
    private var base: UnsafeMutablePointer<TapeEntry>
    private var capacity: Int
    private(set) var count = 0
    private var prefaulter: TapePrefaulter?

    init(initialCapacity: Int, prefault: Bool) {
        capacity = initialCapacity
        base = TapeBuilder.reallocate(nil, count: initialCapacity)
        if prefault {
            prefaulter = TapePrefaulter(base: base, byteCount: initialCapacity * MemoryLayout<TapeEntry>.stride)
        }
    }

    /// Appends another builder's finished tape, whose container links are relative to its own
    /// start, and frees it.
    mutating func append(shifted other: UnsafeMutableBufferPointer<TapeEntry>) {
        prefaulter?.stop()
        prefaulter = nil
        if count + other.count > capacity {
            capacity = count + other.count
            base = TapeBuilder.reallocate(base, count: capacity)
        }
        let shift = UInt32(count)
        for index in 0..<other.count {
            let entry = other[index]
            switch entry.kind {
            case .arrayOpen, .objectOpen: base[count + index] = entry.settingPayload(entry.payload + shift)
            default: base[count + index] = entry
            }
        }
        count += other.count
        free(other.baseAddress)
    }

    subscript(index: Int) -> TapeEntry {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ entry: TapeEntry) {
        if count == capacity { grow() }
        base[count] = entry
        count += 1
        if count & 0xFFFF == 0, let prefaulter {
            prefaulter.parserReached(count * MemoryLayout<TapeEntry>.stride)
        }
    }

    /// Hands over the finished tape, sized to fit; the builder must not be used afterwards.
    mutating func finish() -> UnsafeMutableBufferPointer<TapeEntry> {
        prefaulter?.stop()
        prefaulter = nil
        base = TapeBuilder.reallocate(base, count: max(count, 1))
        capacity = max(count, 1)
        return UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Releases the buffer after a failed parse.
    mutating func discard() {
        prefaulter?.stop()
        prefaulter = nil
        free(base)
        count = 0
        capacity = 0
    }

    private mutating func grow() {
        prefaulter?.stop()
        prefaulter = nil
        capacity = capacity + capacity / 2 + 16
        base = TapeBuilder.reallocate(base, count: capacity)
    }

    private static func reallocate(_ pointer: UnsafeMutablePointer<TapeEntry>?, count: Int) -> UnsafeMutablePointer<TapeEntry> {
        let bytes = count * MemoryLayout<TapeEntry>.stride
        guard let raw = realloc(pointer, bytes) else {
            // Out of memory: there is no way to continue building the document.
            preconditionFailure("Coax: out of memory while indexing a document (\(bytes) bytes)")
        }
        HugePages.advise(raw, byteCount: bytes)
        return raw.bindMemory(to: TapeEntry.self, capacity: count)
    }
}
