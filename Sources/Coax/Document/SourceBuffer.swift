#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The source bytes of a document, owned, with zeroed padding after the end so that
/// scanning loops may read a machine word past the last byte without bounds checks.
final class SourceBuffer: @unchecked Sendable {
    static let padding = 64

    let base: UnsafeMutablePointer<UInt8>
    let count: Int
    let capacity: Int

    /// Takes ownership of a buffer of `capacity` bytes whose first `count` bytes are the source.
    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        self.base = base
        self.count = count
        self.capacity = capacity
        (base + count).initialize(repeating: 0, count: capacity - count)
    }

    convenience init(copying bytes: some Collection<UInt8>) {
        let count = bytes.count
        let capacity = count + SourceBuffer.padding
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        var index = 0
        let copied = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            if let address = buffer.baseAddress { base.initialize(from: address, count: buffer.count) }
            return true
        }
        if copied == nil {
            for byte in bytes {
                base[index] = byte
                index += 1
            }
        }
        self.init(adopting: base, count: count, capacity: capacity)
    }

    deinit {
        base.deallocate()
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

    /// Offsets at which each line starts; a line ends at `\n` (a `\r\n` pair counts once).
    func lineStarts() -> [Int] {
        var starts = [0]
        var offset = 0
        while offset < count {
            guard let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) else { break }
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            starts.append(position + 1)
            offset = position + 1
        }
        return starts
    }

    /// Characters (UTF-8 lead bytes) from `start` up to `end`.
    func characterCount(from start: Int, to end: Int) -> Int {
        var characters = 0
        var offset = start
        while offset < end {
            if base[offset] & 0xC0 != 0x80 { characters += 1 }
            offset += 1
        }
        return characters
    }
}
