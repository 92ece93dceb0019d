/// Everything the analysis counts about the values found at one grouped pattern.
struct PatternStatistics {
    /// Values of each kind, indexed by ``JSONKind/index``.
    var kindCounts = [Int](repeating: 0, count: 6)
    /// The first value of each kind, in input order, or ``DriftPosition/none``.
    var first = [DriftPosition](repeating: .none, count: 6)
    /// One counter per scalar reading, in ``DriftReading/scalar`` order.
    var tallies = [ReadingTallyCounter](repeating: ReadingTallyCounter(), count: 5)
    /// Whether strings are evaluated as they come: only once a number or a Boolean has been seen
    /// here, since until then text is simply read as text.
    var evaluatesStrings = false
    /// Strings met before evaluation started, evaluated if a number or Boolean turns up.
    var pendingStrings: [DriftPosition] = []
    /// Past this many waiting strings, evaluation starts anyway (so that what waits stays
    /// bounded by patterns, not values).
    static let pendingLimit = 4_096
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

    var nonNullCount: Int { kindCounts[1] + kindCounts[2] + kindCounts[3] + kindCounts[4] + kindCounts[5] }

    mutating func countKind(_ kind: JSONKind, at position: DriftPosition) {
        let slot = kind.index
        if position < first[slot] { first[slot] = position }
        kindCounts[slot] += 1
    }

    mutating func add(_ verdict: ValueVerdict, at position: DriftPosition) {
        tallies[0].add(verdict.bool, at: position)
        tallies[1].add(verdict.integer, at: position)
        tallies[2].add(verdict.decimal, at: position)
        tallies[3].add(verdict.unixDate, at: position)
        tallies[4].add(verdict.string, at: position)
        if verdict.isPlausibleUnixSeconds { plausibleUnixSeconds += 1 }
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
            integerLiterals += 1
        } else {
            fractionLiterals += 1
            if fractionDigits >= 0 { fractionDigitCounts |= 1 << UInt32(min(fractionDigits, 31)) }
        }
    }
}

extension JSONKind {
    /// The kind's position in `JSONKind.allCases` (null, bool, number, string, array, object).
    var index: Int {
        switch self {
        case .null: 0
        case .bool: 1
        case .number: 2
        case .string: 3
        case .array: 4
        case .object: 5
        }
    }
}
