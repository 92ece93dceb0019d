/// How Coax's JSON output writes one character inside a string: the one escaping policy of
/// ``JSONWriter`` and ``JSONEmitter``.
///
/// Quote and backslash, and the controls JSON has short escapes for, take them (`\"`, `\n`); the
/// other characters that change a terminal's state or end a line (``PrintableText/isControl(_:)``:
/// C0, DEL, C1, U+2028/U+2029) become `\u` and four lowercase hex digits; everything else is
/// written as itself, as JSON tools do. Text shown to people escapes more
/// (``PrintableText/escape(_:style:)``).
///
/// ```swift
/// JSONEscape("\n")        // → .short(UInt8(ascii: "n")), written \n
/// JSONEscape("\u{1B}")    // → .unicode(0x1B), written \u001b
/// JSONEscape("é")         // → .none
/// ```
enum JSONEscape: Equatable {
    /// The character is written as itself.
    case none
    /// A backslash and this letter (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`).
    case short(UInt8)
    /// `\u` and the value in four lowercase hex digits (every value escaped is below U+10000).
    case unicode(UInt32)

    /// The escape for `scalar`.
    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\"": self = .short(UInt8(ascii: "\""))
        case "\\": self = .short(UInt8(ascii: "\\"))
        case "\n": self = .short(UInt8(ascii: "n"))
        case "\r": self = .short(UInt8(ascii: "r"))
        case "\t": self = .short(UInt8(ascii: "t"))
        case "\u{08}": self = .short(UInt8(ascii: "b"))
        case "\u{0C}": self = .short(UInt8(ascii: "f"))
        default: self = PrintableText.isControl(scalar) ? .unicode(scalar.value) : .none
        }
    }

    /// The escape's bytes (at most six, all ASCII), one at a time; nothing for ``none``.
    @inline(__always)
    func write(_ append: (UInt8) -> Void) {
        switch self {
        case .none:
            return
        case .short(let letter):
            append(UInt8(ascii: "\\"))
            append(letter)
        case .unicode(let value):
            let hex: StaticString = "0123456789abcdef"
            append(UInt8(ascii: "\\"))
            append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                append(hex.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
            }
        }
    }
}

// MARK: - Raw string contents

extension JSONEscape {
    /// The next character to escape in raw string contents from a parsed source, at or after
    /// `start`: its position, its length in bytes and its escape.
    ///
    /// Raw contents are valid UTF-8 that is already valid inside a JSON string (no raw quote,
    /// backslash or C0 control: the parser checked), so only DEL, C1 controls and U+2028/U+2029,
    /// which JSON allows raw, can need escaping; their UTF-8 starts with 0x7F, 0xC2 or 0xE2, and
    /// text without those bytes is skipped eight bytes at a time.
    ///
    /// - Precondition: `raw` is readable for `length` bytes.
    static func nextInRawContents(
        _ raw: UnsafePointer<UInt8>, length: Int, from start: Int
    ) -> (position: Int, length: Int, escape: JSONEscape)? {
        var position = start
        while position < length {
            if position + 8 <= length,
                !hasEscapeLead(UnsafeRawPointer(raw + position).loadUnaligned(as: UInt64.self))
            {
                position += 8
                continue
            }
            let byte = raw[position]
            if byte == 0x7F {
                return (position, 1, .unicode(0x7F))
            }
            if byte == 0xC2, position + 1 < length, raw[position + 1] >= 0x80, raw[position + 1] <= 0x9F {
                return (position, 2, .unicode(UInt32(raw[position + 1])))
            }
            if byte == 0xE2, position + 2 < length, raw[position + 1] == 0x80,
                raw[position + 2] == 0xA8 || raw[position + 2] == 0xA9
            {
                return (position, 3, .unicode(0x2000 + UInt32(raw[position + 2]) - 0xA8 + 0x28))
            }
            position += 1
        }
        return nil
    }

    /// Whether a byte of `word` is DEL or could start a C1 control or U+2028/U+2029 (0xC2, 0xE2).
    @inline(__always)
    private static func hasEscapeLead(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
        }
        return hasZeroByte(word ^ 0x7F7F_7F7F_7F7F_7F7F) || hasZeroByte(word ^ 0xC2C2_C2C2_C2C2_C2C2)
            || hasZeroByte(word ^ 0xE2E2_E2E2_E2E2_E2E2)
    }
}
