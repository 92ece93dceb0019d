/// The counts of one grouped pattern that are single numbers (kinds and readings are counted in
/// ``PatternTrie``'s flat arrays): plain data, so that updating them per value copies nothing
/// and retains nothing.
struct PatternCounters {
    /// Whether strings are evaluated as they come: only once a number or a Boolean has been seen
    /// here, since until then text is simply read as text.
    var evaluatesStrings = false
    /// Number literals written without fraction or exponent (`14`), and with one (`8.45`, `1e3`).
    var integerLiteralCount = 0
    var fractionLiteralCount = 0
    /// Bit n set when some number literal has n fraction digits (n capped at 31).
    var fractionDigitCounts: UInt32 = 0
    /// Values whose Unix-seconds reading lies between 1973 and 2286.
    var plausibleUnixSecondsCount = 0
    /// The ``DriftStringForms`` every string here has (all of them before the first string).
    var stringForms: UInt16 = DriftStringForms.all.rawValue
    /// Set once more than ``DriftEnumRule/trackedValues`` distinct strings (or a long one) were
    /// seen: the values are no enumeration.
    var hasManyStrings = false
    /// Integers whose Unix-milliseconds reading lies between 1973 and 2286.
    var plausibleUnixMillisecondsCount = 0
    /// Objects found at this pattern (they make a group) and members that were present.
    var objectCount = 0
    var present = 0
    var lastObjectSerial = -1

    /// Takes `recorder`'s counts of values, keeping this pattern's counts of objects and
    /// members (what the walk itself counts; see ``PatternTrie/adoptValueCounts(from:)``).
    mutating func adoptValueCounts(from recorder: PatternCounters) {
        let (objectCount, present, lastObjectSerial) = (objectCount, present, lastObjectSerial)
        self = recorder
        self.objectCount = objectCount
        self.present = present
        self.lastObjectSerial = lastObjectSerial
    }

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
            integerLiteralCount += 1
            // 13 digits from 100,000,000,000 (1973) below 10,000,000,000,000 (2286), as milliseconds.
            if bytes.count == 12 || bytes.count == 13, bytes.first != UInt8(ascii: "-"),
                bytes.count == 13 || bytes.first != UInt8(ascii: "0")
            {
                plausibleUnixMillisecondsCount += 1
            }
        } else {
            fractionLiteralCount += 1
            if fractionDigits >= 0 { fractionDigitCounts |= 1 << UInt32(min(fractionDigits, 31)) }
        }
    }
}
