/// Remembers the last few strings of the tape that were interned, by their raw bytes: the same
/// few names (relationship names, resource types) recur throughout a document, so most are
/// recognised by comparing bytes, without decoding or hashing a string. Raw bytes that are equal
/// make equal strings, so a hit is always right; a miss only costs the full look-up.
struct NameCache {
    private var recent: [(tapeIndex: Int, id: Int32)] = []
    private var next = 0
    /// The entry that matched last: runs of the same name (a to-many array of one type) are
    /// then one comparison each.
    private var lastHit = 0
    private static let size = 8

    /// The interned number of the string or key at `tapeIndex`.
    mutating func id(of tapeIndex: Int, in document: JSONDocument, interned: inout InternedStrings) -> Int32 {
        let range = document.rawStringRange(at: tapeIndex)
        if lastHit < recent.count, NameCache.equal(recent[lastHit].tapeIndex, range, in: document) {
            return recent[lastHit].id
        }
        for (position, entry) in recent.enumerated() where NameCache.equal(entry.tapeIndex, range, in: document) {
            lastHit = position
            return entry.id
        }
        let id = interned.id(for: document.decodedString(at: tapeIndex))
        if recent.count < NameCache.size {
            lastHit = recent.count
            recent.append((tapeIndex, id))
        } else {
            lastHit = next
            recent[next] = (tapeIndex, id)
            next = (next + 1) % NameCache.size
        }
        return id
    }

    /// Whether the string at `tapeIndex` has the raw bytes at `range`.
    @inline(__always)
    private static func equal(_ tapeIndex: Int, _ range: (start: Int, length: Int), in document: JSONDocument) -> Bool {
        let reader = document.reader
        let other = reader.rawString(at: tapeIndex)
        let wanted = reader.bytes(from: range.start, count: range.length)
        guard other.count == wanted.count else { return false }
        for offset in 0..<wanted.count where other[offset] != wanted[offset] {
            return false
        }
        return true
    }
}
