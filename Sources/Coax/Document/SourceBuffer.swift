#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The source bytes of a document, owned, with zeroed padding after the end so that
/// scanning loops may read a machine word past the last byte without bounds checks.
///
/// Unchecked Sendable: the bytes are written while the buffer is filled, before it is shared, and
/// only read afterwards (a followed file's buffer grows by appending past the bytes already
/// published, which no reader has been given); `base` and `count` never change.
final class SourceBuffer: @unchecked Sendable {
    static let padding = 64

    private enum Storage {
        /// Allocated by Coax, with `padding` zeroed bytes after the end.
        case allocated
        /// Allocated with `malloc` (so that it could grow with `realloc`), with `padding`
        /// zeroed bytes after the end; released with `free`.
        case mallocated
        /// A slice of bytes another object owns (a collection's chunk); no padding of its own:
        /// the bytes after the end belong to the owner's next record, or end its buffer.
        case borrowed(AnyObject)
    }

    let base: UnsafeMutablePointer<UInt8>
    let count: Int
    private let storage: Storage

    /// Takes ownership of an allocated buffer of at least `count + padding` bytes whose first
    /// `count` bytes are the source.
    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        self.storage = .allocated
        (base + count).initialize(repeating: 0, count: SourceBuffer.padding)
    }

    /// Takes ownership of a `malloc`ed buffer of at least `count + padding` bytes whose first
    /// `count` bytes are the source.
    init(adoptingMallocated base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        self.storage = .mallocated
        (base + count).initialize(repeating: 0, count: SourceBuffer.padding)
    }

    /// A view of `count` bytes at `base`, which `owner` keeps alive.
    init(borrowing base: UnsafeMutablePointer<UInt8>, count: Int, owner: AnyObject) {
        self.base = base
        self.count = count
        self.storage = .borrowed(owner)
    }

    convenience init(copying bytes: some Collection<UInt8>) {
        let count = bytes.count
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count + SourceBuffer.padding)
        // As for sources read from a file: filling a large copy 4 KiB page by page costs a page
        // fault each (about a tenth of decoding a 100 MB document from memory).
        HugePages.advise(base, byteCount: count + SourceBuffer.padding)
        let copied = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            if let address = buffer.baseAddress { base.initialize(from: address, count: buffer.count) }
            return true
        }
        if copied == nil {
            var index = 0
            for byte in bytes {
                base[index] = byte
                index += 1
            }
        }
        self.init(adopting: base, count: count)
    }

    deinit {
        switch storage {
        case .allocated: base.deallocate()
        case .mallocated: free(base)
        case .borrowed: break
        }
    }

    /// Eight bytes starting at `offset`, zero-filled past the end of the source.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        if offset + 8 <= count { return UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var position = offset
        while position < count {
            word |= UInt64(base[position]) << shift
            shift += 8
            position += 1
        }
        return word
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    var hasLeadingByteOrderMark: Bool {
        count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
    }

    subscript(offset: Int) -> UInt8 { base[offset] }

    func slice(_ start: Int, _ length: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: max(0, min(length, count - start)))
    }

    func string(_ start: Int, _ length: Int) -> String {
        String(decoding: slice(start, length), as: UTF8.self)
    }

    /// The offset of the first `byte` in `start..<end`, or nil: what the scanners search for
    /// newlines and record separators with (`memchr`, many bytes at a time).
    func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Offsets at which each line starts; a line ends at `\n` (a `\r\n` pair counts once).
    func lineStarts() -> [Int] {
        var starts = [0]
        while let newline = firstIndex(of: UInt8(ascii: "\n"), from: starts[starts.count - 1], to: count) {
            starts.append(newline + 1)
        }
        return starts
    }

    /// Where the text of the line starting at `lineStart` begins: past a leading byte order mark
    /// on the first line, which editors do not show and so must not count as a column.
    func textStart(ofLineAt lineStart: Int) -> Int {
        lineStart == 0 && hasLeadingByteOrderMark ? 3 : lineStart
    }

    /// Characters (UTF-8 lead bytes) from `start` up to `end`, eight bytes at a time.
    ///
    /// - Complexity: O(`end - start`).
    func characterCount(from start: Int, to end: Int) -> Int {
        var continuations = 0
        var offset = start
        let high: UInt64 = 0x8080_8080_8080_8080
        while offset + 8 <= end {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // A continuation byte is 10xxxxxx: its top bit set and the next one clear.
            continuations += (word & high & ~(word << 1)).nonzeroBitCount
            offset += 8
        }
        while offset < end {
            if base[offset] & 0xC0 == 0x80 { continuations += 1 }
            offset += 1
        }
        return max(0, end - start) - continuations
    }
}
