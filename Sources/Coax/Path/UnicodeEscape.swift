/// The `\uXXXX` escape of a quoted name in a path or a query, read from Unicode scalars: four hex
/// digits, and after a high surrogate a second `\uXXXX` holding the low one (RFC 8259 strings, as
/// RFC 9535 and the short path form both use them). The one reader both parsers share.
enum UnicodeEscape {
    /// Why an escape was refused, and the scalar offset to report it at.
    struct Failure: Error {
        let reason: JSONPathParseError.Reason
        let offset: Int
    }

    /// Reads the escape whose hex digits start at `position` (just after `\u`), moving `position`
    /// past it (and past the low surrogate's escape).
    ///
    /// - Parameters:
    ///   - scalars: the text being parsed.
    ///   - position: the offset of the first hex digit.
    ///   - escapeStart: the offset of the escape's backslash, where most failures are reported.
    /// - Returns: the scalar the escape (or the surrogate pair) stands for.
    /// - Throws: ``Failure``: `invalidEscape` for a missing or non-hex digit (at the backslash of
    ///   the escape that lacks it), `loneSurrogate` for a surrogate not in a pair (at `escapeStart`).
    static func read(
        _ scalars: [Unicode.Scalar], at position: inout Int, escapeStart: Int
    ) throws(Failure) -> Unicode.Scalar {
        let high = try hex(scalars, at: &position, escapeStart: escapeStart)
        switch high {
        case 0xD800...0xDBFF:
            let lowStart = position
            guard lowStart + 1 < scalars.count, scalars[lowStart] == "\\", scalars[lowStart + 1] == "u" else {
                throw Failure(reason: .loneSurrogate, offset: escapeStart)
            }
            position += 2
            let low = try hex(scalars, at: &position, escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low),
                let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw Failure(reason: .loneSurrogate, offset: escapeStart) }
            return combined
        case 0xDC00...0xDFFF:
            throw Failure(reason: .loneSurrogate, offset: escapeStart)
        default:
            guard let scalar = Unicode.Scalar(high) else { throw Failure(reason: .invalidEscape, offset: escapeStart) }
            return scalar
        }
    }

    /// Four hex digits at `position`, moving past them.
    private static func hex(
        _ scalars: [Unicode.Scalar], at position: inout Int, escapeStart: Int
    ) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < scalars.count, let digit = hexValue(scalars[position]) else {
                throw Failure(reason: .invalidEscape, offset: escapeStart)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: nil
        }
    }
}
