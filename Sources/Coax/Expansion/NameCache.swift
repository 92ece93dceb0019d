#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers, for each position in a `relationships` object, the last key seen there and its
/// interned name: resources of one type list the same relationships in the same order, so
/// most keys are recognised by comparing bytes, without decoding or hashing a string.
struct NameCache {
    private var recent: [(keyIndex: Int, name: Int)] = []

    /// The interned name of the key at `keyIndex`, the `ordinal`-th of its object.
    mutating func name(
        of keyIndex: Int, at ordinal: Int, in document: JSONDocument, names: inout RelationshipNames
    ) -> Int {
        if ordinal < recent.count, NameCache.sameBytes(recent[ordinal].keyIndex, keyIndex, in: document) {
            return recent[ordinal].name
        }
        let name = names.id(for: document.decodedString(at: keyIndex))
        if ordinal < recent.count {
            recent[ordinal] = (keyIndex, name)
        } else if ordinal == recent.count {
            recent.append((keyIndex, name))
        }
        return name
    }

    /// Whether two keys are written with the same bytes (and so are the same string).
    private static func sameBytes(_ first: Int, _ second: Int, in document: JSONDocument) -> Bool {
        let one = document.rawStringRange(at: first)
        let other = document.rawStringRange(at: second)
        return one.length == other.length
            && memcmp(document.source.base + one.start, document.source.base + other.start, one.length) == 0
    }
}
