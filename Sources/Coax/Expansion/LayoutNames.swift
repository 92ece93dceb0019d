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
/// other pair is compared decoded (so `"\u212A"`, the Kelvin sign, still equals `"K"`). One
/// instance serves every resource in turn (``reset(for:)``), so its storage is reused.
struct LayoutNames {
    /// A key's bytes when it is ASCII without escapes (nil otherwise), and its tape index.
    private struct Name {
        let plain: UnsafeBufferPointer<UInt8>?
        let keyIndex: Int
    }

    private let document: JSONDocument
    private var identity = ResourceIdentity.none
    private var hasAttributesMember = false
    private var names: [Name] = []
    /// Names added but not yet taken (``commit()``): relationships do not clash with each other.
    private var visible = 0
    /// One bit per taken plain name (see ``bit(_:)``), and whether a taken name is not plain:
    /// a plain name whose bit is clear is not taken, found without comparing.
    private var takenBits: UInt64 = 0
    private var pendingBits: UInt64 = 0
    private var takenOpaque = false
    private var pendingOpaque = false
    /// The names decoded, once there are too many to compare one by one.
    private var hashed: Set<String>?
    private static let listLimit = 16

    init(document: JSONDocument) {
        self.document = document
    }

    /// Starts over for a resource with these `type`, `id` and `lid` members.
    mutating func reset(for identity: ResourceIdentity) {
        self.identity = identity
        hasAttributesMember = false
        names.removeAll(keepingCapacity: true)
        visible = 0
        hashed = nil
        takenBits = 0
        pendingBits = 0
        takenOpaque = false
        pendingOpaque = false
    }

    /// Whether the key at a tape index is `type`, `id` or `lid` of a member the resource has.
    func isHeadName(_ keyIndex: Int) -> Bool {
        switch MemberName.of(keyIndex, in: document) {
        case .type: identity.type >= 0
        case .id: identity.id >= 0
        case .lid: identity.lid >= 0
        default: false
        }
    }

    /// Adds a name, taken from the next ``commit()``.
    mutating func add(_ keyIndex: Int) {
        let plain = plainBytes(keyIndex)
        if let plain {
            pendingBits |= LayoutNames.bit(plain)
        } else {
            pendingOpaque = true
        }
        names.append(Name(plain: plain, keyIndex: keyIndex))
    }

    /// Takes the names added so far.
    mutating func commit() {
        if hashed != nil || names.count > LayoutNames.listLimit {
            hashed = Set(names.map { document.decodedString(at: $0.keyIndex) })
        }
        visible = names.count
        takenBits |= pendingBits
        takenOpaque = takenOpaque || pendingOpaque
    }

    /// A bit chosen by a name's length and its first and last bytes.
    @inline(__always)
    private static func bit(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let first = name.first, let last = name.last else { return 1 }
        return 1 << ((UInt64(name.count) &* 7 &+ UInt64(first) &* 3 &+ UInt64(last)) & 63)
    }

    /// `attributes` itself is a member (its value is not an object).
    mutating func addAttributesMember() {
        hasAttributesMember = true
    }

    /// Whether the name of the key at a tape index is taken.
    func contains(_ keyIndex: Int) -> Bool {
        if isHeadName(keyIndex) || (hasAttributesMember && MemberName.of(keyIndex, in: document) == .attributes) {
            return true
        }
        if let hashed { return hashed.contains(document.decodedString(at: keyIndex)) }
        guard let wanted = plainBytes(keyIndex) else {
            let decoded = document.decodedString(at: keyIndex)
            return names[..<visible].contains { document.decodedString(at: $0.keyIndex) == decoded }
        }
        if !takenOpaque, takenBits & LayoutNames.bit(wanted) == 0 { return false }
        return names[..<visible].contains { matches($0, wanted) }
    }

    /// Whether `name` (ASCII; none of `type`, `id`, `lid`, `attributes`) is taken.
    func contains(_ name: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if let hashed { return hashed.contains(String(decoding: wanted, as: UTF8.self)) }
        if !takenOpaque, takenBits & LayoutNames.bit(wanted) == 0 { return false }
        return names[..<visible].contains { matches($0, wanted) }
    }

    /// Whether a taken name is the ASCII text `wanted`.
    private func matches(_ name: Name, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let plain = name.plain else {
            return document.decodedString(at: name.keyIndex) == String(decoding: wanted, as: UTF8.self)
        }
        guard plain.count == wanted.count else { return false }
        guard let first = plain.baseAddress, let second = wanted.baseAddress else { return true }
        return memcmp(first, second, plain.count) == 0
    }

    /// The raw bytes of a key without escapes, when all ASCII.
    private func plainBytes(_ keyIndex: Int) -> UnsafeBufferPointer<UInt8>? {
        let reader = document.reader
        guard !reader.hasEscapes(at: keyIndex) else { return nil }
        let raw = reader.rawString(at: keyIndex)
        for byte in raw where byte >= 0x80 { return nil }
        return raw
    }
}
