#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers the last few strings of the tape that were interned, by their raw bytes: the same
/// few names (relationship names, resource types) recur throughout a document, so most are
/// recognised by comparing bytes, without decoding or hashing a string. Raw bytes that are equal
/// make equal strings, so a hit is always right; a miss only costs the full look-up.
struct NameCache {
    private var recent: [(tapeIndex: Int, id: Int32)] = []
    private var next = 0
    private static let size = 8

    /// The interned number of the string or key at `tapeIndex`.
    mutating func id(of tapeIndex: Int, in document: JSONDocument, interned: inout InternedStrings) -> Int32 {
        let range = document.rawStringRange(at: tapeIndex)
        let base = document.source.base
        for entry in recent {
            let other = document.rawStringRange(at: entry.tapeIndex)
            if other.length == range.length, memcmp(base + other.start, base + range.start, range.length) == 0 {
                return entry.id
            }
        }
        let id = interned.id(for: document.decodedString(at: tapeIndex))
        if recent.count < NameCache.size {
            recent.append((tapeIndex, id))
        } else {
            recent[next] = (tapeIndex, id)
            next = (next + 1) % NameCache.size
        }
        return id
    }
}
