/// The counts of one grouped pattern that are single numbers (kinds and readings are counted in
/// ``PatternTrie``'s flat arrays): plain data, so that updating them per value copies nothing
/// and retains nothing.
struct PatternCounters {
    /// Whether strings are evaluated as they come: only once a number or a Boolean has been seen
    /// here, since until then text is simply read as text.
    var evaluatesStrings = false
    /// Number literals written without fraction or exponent (`14`), and with one (`8.45`, `1e3`).
    var integerLiterals = 0
    var fractionLiterals = 0
    /// Bit n set when some number literal has n fraction digits (n capped at 31).
    var fractionDigitCounts: UInt32 = 0
    /// Values whose Unix-seconds reading lies between 1973 and 2286.
    var plausibleUnixSeconds = 0
    /// Objects found at this pattern (they make a group) and members that were present.
    var objectCount = 0
    var present = 0
    var lastObjectSerial = -1

    /// Notes the literal's shape: whether it has a fraction or exponent, and how many fraction digits.
    mutating func countLiteral(_ bytes: UnsafeBufferPointer<UInt8>) {
        var fractionDigits = -1
        var hasExponent = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."): fractionDigits = 0
            case UInt8(ascii: "e"), UInt8(ascii: "E"): hasExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if fractionDigits >= 0, !hasExponent { fractionDigits += 1 }
            default: break
            }
        }
        if fractionDigits < 0, !hasExponent {
            integerLiterals += 1
        } else {
            fractionLiterals += 1
            if fractionDigits >= 0 { fractionDigitCounts |= 1 << UInt32(min(fractionDigits, 31)) }
        }
    }
}
