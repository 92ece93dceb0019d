/// Everything the analysis counted about the values found at one grouped pattern, gathered from
/// ``PatternTrie``'s flat arrays for a report (``PatternTrie/statistics(of:)``).
struct PatternStatistics {
    /// Values of each kind, indexed by ``JSONKind/index``.
    var kindCounts: [Int]
    /// The first value of each kind, in input order, or ``DriftPosition/none``.
    var first: [DriftPosition]
    /// One counter per scalar reading, in ``DriftReading/scalar`` order.
    var tallies: [ReadingTallyCounter]
    /// The counts that are single numbers.
    var counters: PatternCounters

    /// Past this many waiting strings, evaluation starts anyway (so that what waits stays
    /// bounded by patterns, not values).
    static let pendingLimit = 4_096

    var integerLiteralCount: Int { counters.integerLiteralCount }
    var fractionLiteralCount: Int { counters.fractionLiteralCount }
    var fractionDigitCounts: UInt32 { counters.fractionDigitCounts }
    var plausibleUnixSecondsCount: Int { counters.plausibleUnixSecondsCount }
    var objectCount: Int { counters.objectCount }
    var present: Int { counters.present }
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
