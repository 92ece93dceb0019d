/// How JSON:API resources are found: by (`type`, `id`), or by (`type`, `lid`) for resources
/// that have only a local id. Types are interned (see ``InternedStrings``); ids are compared as
/// text, a numeric id by its literal.
///
/// An id whose text is a decimal number (`"9"`, `"12345"`, or the literal `9`; no sign, no
/// leading zero, at most 18 digits) is held as that number: such a text equals another only
/// byte for byte (no other string is canonically equivalent to ASCII digits), so comparing the
/// numbers is comparing the texts, without making or hashing a string.
enum ResourceKey: Hashable {
    case number(type: Int32, value: UInt64, isLocal: Bool)
    case text(type: Int32, value: String, isLocal: Bool)

    init(type: Int32, text: String, isLocal: Bool) {
        var text = text
        if let value = text.withUTF8({ ResourceKey.decimal($0) }) {
            self = .number(type: type, value: value, isLocal: isLocal)
        } else {
            self = .text(type: type, value: text, isLocal: isLocal)
        }
    }

    /// The value of a decimal text as described above, or nil.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard !bytes.isEmpty, bytes.count <= 18, bytes.count == 1 || bytes[0] != UInt8(ascii: "0") else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    var isLocal: Bool {
        switch self {
        case .number(_, _, let isLocal), .text(_, _, let isLocal): isLocal
        }
    }

    /// The id's text.
    var text: String {
        switch self {
        case .number(_, let value, _): String(value)
        case .text(_, let value, _): value
        }
    }
}
