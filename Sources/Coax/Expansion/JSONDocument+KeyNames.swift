#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Member names compared on the tape, as the expansion reads resources.
extension JSONDocument {
    /// The value of the last member named `name` of the object at `index` (the one lookups by
    /// key find), or nil.
    func lastMember(named name: MemberName, ofObjectAt index: Int) -> Int? {
        var found: Int?
        for keyIndex in memberKeys(ofObjectAt: index) where MemberName.of(keyIndex, in: self) == name {
            found = keyIndex + 1
        }
        return found
    }

    /// Whether the key at a tape index is `name` (compared decoded, so `"\u0069d"` is `id`),
    /// without making a string when the key has no escapes.
    func key(at keyIndex: Int, is name: StaticString) -> Bool {
        reader.stringEquals(at: keyIndex, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// Whether the key at a tape index is `name` as Swift compares strings (canonical
    /// equivalence, as `JSONObject` lookups do); without making a string when both are ASCII,
    /// for which that is byte equality.
    func key(at keyIndex: Int, equals name: String) -> Bool {
        if let raw = plainASCIIKey(at: keyIndex) {
            var name = name
            let equal: Bool? = name.withUTF8 { wanted in
                guard !wanted.contains(where: { $0 >= 0x80 }) else { return nil }
                return raw.elementsEqual(wanted)
            }
            if let equal { return equal }
        }
        return decodedString(at: keyIndex) == name
    }

    /// The raw bytes of a key without escapes and all ASCII, or nil.
    private func plainASCIIKey(at keyIndex: Int) -> UnsafeBufferPointer<UInt8>? {
        let reader = self.reader
        guard !reader.hasEscapes(at: keyIndex) else { return nil }
        let raw = reader.rawString(at: keyIndex)
        return raw.contains(where: { $0 >= 0x80 }) ? nil : raw
    }
}
