#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONDocument {
    /// Whether the key at a tape index is `name` (compared decoded, so `"\u0069d"` is `id`),
    /// without making a string when the key has no escapes.
    func key(at keyIndex: Int, is name: StaticString) -> Bool {
        if tape[keyIndex].stringFlags & TapeEntry.Flag.hasEscapes != 0 {
            return decodedString(at: keyIndex).utf8.elementsEqual(
                UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        let range = rawStringRange(at: keyIndex)
        return range.length == name.utf8CodeUnitCount
            && memcmp(source.base + range.start, name.utf8Start, range.length) == 0
    }
}

extension JSONDocument {
    /// Whether the key at a tape index is `name` as Swift compares strings (canonical
    /// equivalence, as `JSONObject` lookups do); without making a string when both are ASCII,
    /// for which that is byte equality.
    func key(at keyIndex: Int, equals name: String) -> Bool {
        if tape[keyIndex].stringFlags & TapeEntry.Flag.hasEscapes == 0 {
            let range = rawStringRange(at: keyIndex)
            var name = name
            let ascii: Bool? = name.withUTF8 { wanted in
                let raw = UnsafeBufferPointer(start: source.base + range.start, count: range.length)
                guard !raw.contains(where: { $0 >= 0x80 }), !wanted.contains(where: { $0 >= 0x80 }) else { return nil }
                return raw.elementsEqual(wanted)
            }
            if let ascii { return ascii }
        }
        return decodedString(at: keyIndex) == name
    }
}
