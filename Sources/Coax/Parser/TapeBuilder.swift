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
    /// Set when memory ran out: later slots were dropped and the parse must fail.
    private(set) var isOutOfMemory = false
    private var prefaulter: TapePrefaulter?

    init(initialCapacity: Int, prefault: Bool) {
        if let buffer = TapeBuilder.reallocate(nil, count: initialCapacity) {
            capacity = initialCapacity
            base = buffer
        } else {
            // The estimate was too large to reserve; start small and let growth find out.
            capacity = 16
            base = UnsafeMutablePointer<TapeEntry>.allocate(capacity: 16)
        }
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
            guard let larger = TapeBuilder.reallocate(base, count: count + other.count) else {
                isOutOfMemory = true
                free(other.baseAddress)
                return
            }
            base = larger
            capacity = count + other.count
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
        if count == capacity, !grow() { return }
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
        if let fitted = TapeBuilder.reallocate(base, count: max(count, 1)) {
            base = fitted
            capacity = max(count, 1)
        }
        return UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Stops the page-faulting thread, if any.
    mutating func stopPrefaulting() {
        prefaulter?.stop()
        prefaulter = nil
    }

    /// Releases the buffer after a failed parse.
    mutating func discard() {
        prefaulter?.stop()
        prefaulter = nil
        free(base)
        count = 0
        capacity = 0
    }

    /// Makes room for more slots; false (and ``isOutOfMemory``) when memory ran out.
    private mutating func grow() -> Bool {
        prefaulter?.stop()
        prefaulter = nil
        guard !isOutOfMemory else { return false }
        let larger = capacity + capacity / 2 + 16
        guard let buffer = TapeBuilder.reallocate(base, count: larger) else {
            isOutOfMemory = true
            return false
        }
        base = buffer
        capacity = larger
        return true
    }

    /// `realloc`, or nil when memory ran out (the old block is then left as it was).
    private static func reallocate(
        _ pointer: UnsafeMutablePointer<TapeEntry>?, count: Int
    ) -> UnsafeMutablePointer<TapeEntry>? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<TapeEntry>.stride)
        guard !overflow, let raw = realloc(pointer, bytes) else { return nil }
        HugePages.advise(raw, byteCount: bytes)
        return raw.bindMemory(to: TapeEntry.self, capacity: count)
    }
}
