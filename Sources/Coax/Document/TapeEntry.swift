/// One 8-byte slot of a document's tape.
///
/// Layout: the low 32 bits hold the byte offset where the value starts in the source; the high
/// 32 bits hold the kind (4 bits) and a 28-bit payload. Containers take two slots, an opening
/// one whose payload is the index of its closing slot (so a subtree is skipped in O(1)), and a
/// closing one whose payload is the number of children. Strings and keys carry their raw byte
/// length and flags; numbers their literal length.
struct TapeEntry: Hashable {
    enum Kind: UInt8 {
        case null = 0, `false`, `true`, number, string, key, arrayOpen, objectOpen, arrayClose, objectClose

        /// The JSON kind of the value a slot belongs to (a key is a string; both slots of a
        /// container are the container).
        var jsonKind: JSONKind {
            switch self {
            case .null: .null
            case .false, .true: .bool
            case .number: .number
            case .string, .key: .string
            case .arrayOpen, .arrayClose: .array
            case .objectOpen, .objectClose: .object
            }
        }
    }

    /// Flag bits in a string or key payload.
    enum Flag {
        static let hasEscapes: UInt32 = 1
    }

    /// Largest payload; also marks a length too long to store (the length is then re-scanned).
    static let maximumPayload: UInt32 = (1 << 28) - 1
    /// String payloads keep 3 flag bits below the length.
    static let maximumStoredStringLength = Int(maximumPayload >> 3)
    /// The largest byte offset a tape can address.
    static let maximumOffset = Int(UInt32.max)

    let rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }

    init(kind: Kind, offset: Int, payload: UInt32) {
        let info = (UInt32(kind.rawValue) << 28) | (payload & TapeEntry.maximumPayload)
        rawValue = (UInt64(info) << 32) | UInt64(UInt32(truncatingIfNeeded: offset))
    }

    var offset: Int { Int(UInt32(truncatingIfNeeded: rawValue)) }

    /// The kind's raw value, read without making the enum.
    @inline(__always)
    var rawKind: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 60) }

    /// The kind. Spelled out rather than `Kind(rawValue:)`, whose failable initializer stays an
    /// out-of-line call in hot loops.
    @inline(__always)
    var kind: Kind {
        switch rawValue >> 60 {
        case 1: .false
        case 2: .true
        case 3: .number
        case 4: .string
        case 5: .key
        case 6: .arrayOpen
        case 7: .objectOpen
        case 8: .arrayClose
        case 9: .objectClose
        default: .null
        }
    }
    var payload: UInt32 { UInt32(truncatingIfNeeded: rawValue >> 32) & TapeEntry.maximumPayload }

    /// The raw length of a string or key's contents, or nil when it was too long to store.
    var storedStringLength: Int? {
        let length = Int(payload >> 3)
        return length == TapeEntry.maximumStoredStringLength ? nil : length
    }

    var stringFlags: UInt32 { payload & 7 }

    func settingPayload(_ payload: UInt32) -> TapeEntry {
        TapeEntry(kind: kind, offset: offset, payload: payload)
    }
}
