#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The member names a resource's copy has written so far, while its layout is worked out:
/// `type`, `id` and `lid` (those it has), then attribute names (or `attributes`), then written
/// relationship names. A later member with a name already written is left out.
///
/// Names are keys on the tape, compared as Swift compares strings (canonical equivalence).
/// For ASCII keys without escapes that is byte equality, checked without making strings; any
/// other pair is compared decoded (so `"\u212A"`, the Kelvin sign, still equals `"K"`).
struct LayoutNames {
    /// A key's bytes when it is ASCII without escapes (nil otherwise), and its tape index.
    private struct Name {
        let plain: UnsafeBufferPointer<UInt8>?
        let keyIndex: Int
    }

    private let document: JSONDocument
    private let identity: ResourceIdentity
    private var hasAttributesMember = false
    private var names: [Name] = []
    /// The names decoded, once there are too many to compare one by one.
    private var hashed: Set<String>?
    private static let listLimit = 16

    init(document: JSONDocument, identity: ResourceIdentity) {
        self.document = document
        self.identity = identity
    }

    /// Whether the key at a tape index is `type`, `id` or `lid` of a member the resource has.
    func isHeadName(_ keyIndex: Int) -> Bool {
        (identity.type >= 0 && document.key(at: keyIndex, is: "type"))
            || (identity.id >= 0 && document.key(at: keyIndex, is: "id"))
            || (identity.lid >= 0 && document.key(at: keyIndex, is: "lid"))
    }

    mutating func add(_ keys: [Int]) {
        for keyIndex in keys {
            names.append(Name(plain: plainBytes(keyIndex), keyIndex: keyIndex))
        }
        if hashed != nil || names.count > LayoutNames.listLimit {
            hashed = Set(names.map { document.decodedString(at: $0.keyIndex) })
        }
    }

    /// `attributes` itself is a member (its value is not an object).
    mutating func addAttributesMember() {
        hasAttributesMember = true
    }

    /// Whether the name of the key at a tape index is taken.
    func contains(_ keyIndex: Int) -> Bool {
        if isHeadName(keyIndex) || (hasAttributesMember && document.key(at: keyIndex, is: "attributes")) {
            return true
        }
        if let hashed { return hashed.contains(document.decodedString(at: keyIndex)) }
        guard let wanted = plainBytes(keyIndex) else {
            let decoded = document.decodedString(at: keyIndex)
            return names.contains { document.decodedString(at: $0.keyIndex) == decoded }
        }
        return names.contains { name in
            guard let plain = name.plain else { return document.decodedString(at: name.keyIndex) == String(decoding: wanted, as: UTF8.self) }
            return LayoutNames.equal(plain, wanted)
        }
    }

    /// Whether `name` (ASCII; none of `type`, `id`, `lid`, `attributes`) is taken.
    func contains(_ name: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if let hashed { return hashed.contains(String(decoding: wanted, as: UTF8.self)) }
        return names.contains { taken in
            guard let plain = taken.plain else { return document.decodedString(at: taken.keyIndex) == String(decoding: wanted, as: UTF8.self) }
            return LayoutNames.equal(plain, wanted)
        }
    }

    private static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        guard let first = one.baseAddress, let second = other.baseAddress else { return true }
        return memcmp(first, second, one.count) == 0
    }

    /// The raw bytes of a key without escapes, when all ASCII.
    private func plainBytes(_ keyIndex: Int) -> UnsafeBufferPointer<UInt8>? {
        guard document.tape[keyIndex].stringFlags & TapeEntry.Flag.hasEscapes == 0 else { return nil }
        let range = document.rawStringRange(at: keyIndex)
        let raw = document.source.slice(range.start, range.length)
        for byte in raw where byte >= 0x80 { return nil }
        return raw
    }
}
