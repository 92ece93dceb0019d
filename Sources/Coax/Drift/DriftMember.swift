/// The values found at one pattern, compared with each other: the members with one key across
/// the objects of an array (`$.posts[*].id`), or the elements of arrays of objects (`$.posts[*]`).
///
/// It says how many objects have the key, which JSON kinds the values have (with counts and the
/// first path of each), how often the key is missing or `null`, how each coercion reads the
/// values, the narrowest coercion that reads every value without loss (``best``), and how bad
/// the drift is (``severity``, nil when there is none).
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONDocument.load(path: "SampleData/type-drift.json"))
/// let id = report.member(at: "$.products[*].id")
/// id?.description       // "$.products[*].id: number ×6 ($.products[0].id), string ×4 ($.products[1].id)"
/// id?.best              // .integer
/// id?.severity          // .kindChange
/// id?.readingSummary    // "integer reads all 10 values exactly"
/// ```
public struct DriftMember: Sendable, Hashable {
    /// Where the values are.
    public var pattern: DriftPattern
    /// The objects that could have the key (for a member), or the number of elements (for elements).
    public var containerCount: Int
    /// How many of those objects have the key (for elements: all of them).
    public var presentCount: Int
    /// The kinds seen, most frequent first (ties in document order).
    public var kinds: [DriftKindCount]
    /// How each evaluated coercion read the non-null values, in ``DriftReading`` order. Numbers
    /// and Booleans are read by every scalar coercion; text only once a number or Boolean shows
    /// up beside it (until then it is simply text, read exactly as a string).
    public var readings: [DriftReadingTally]
    /// The narrowest coercion that reads every non-null value without loss, or nil when none does
    /// (or every value is `null`).
    public var best: DriftReading?
    /// How bad the drift is; nil when the values agree.
    public var severity: DriftSeverity?
    /// Number literals written as integers (`14`).
    package var integerLiteralCount: Int
    /// Number literals written with a fraction or an exponent (`8.45`, `1e3`).
    package var fractionLiteralCount: Int
    /// Values whose Unix-seconds reading is exact and falls between 1973 and 2286.
    package var plausibleUnixSecondsCount: Int
    /// Integers of 12 or 13 digits that read as Unix milliseconds between 1973 and 2286.
    package var plausibleUnixMillisecondsCount = 0
    /// The forms (dates, UUIDs, URLs, emails) that every string value has; empty when some
    /// string has none, or there is no string.
    package var stringForms: DriftStringForms = []
    /// The distinct string values, sorted, while there are at most 64 of them (none longer than
    /// 64 bytes); nil otherwise. What enumerations are made of (`DriftEnumRule`).
    package var stringValues: [String]?
    /// For a collection of HTTP exchanges, the endpoint whose documents hold the values.
    package var endpoint: DriftEndpoint?
    /// Bit n set when a number literal had n fraction digits.
    var fractionDigitCounts: UInt32
    /// The pattern's node in the analysis, for locating its values again.
    var node: Int32
    /// The analysis the node belongs to (one per endpoint).
    var section: Int32 = 0

    /// The variants of tagged unions the member lies in, outermost first (empty outside unions).
    ///
    /// ```swift
    /// report.member(at: "$.payload.size")?.variants.first?.description   // "type is \"PushEvent\""
    /// ```
    package var variants: [DriftVariant] { pattern.variants }

    /// The key, for a member; nil for the elements of arrays.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].id")?.key   // "id"
    /// ```
    public var key: String? { pattern.lastKey }

    /// Objects without the key.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].discount")?.missingCount   // 2
    /// ```
    public var missingCount: Int { containerCount - presentCount }

    /// The count of values of `kind`.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].id")?.count(of: .string)   // 4
    /// ```
    ///
    /// - Parameter kind: a JSON kind.
    /// - Returns: How many values of the member have that kind; 0 for a kind never seen.
    package func count(of kind: JSONKind) -> Int {
        kinds.first { $0.kind == kind }?.count ?? 0
    }

    /// Values that are `null`.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].rating")?.nullCount   // 1
    /// ```
    package var nullCount: Int { count(of: .null) }

    /// Values that are not `null`.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].rating")?.valueCount   // 9
    /// ```
    package var valueCount: Int { kinds.reduce(0) { $0 + ($1.kind == .null ? 0 : $1.count) } }

    /// The kinds other than `null`, most frequent first.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].variants")?.valueKinds   // [.array]
    /// ```
    package var valueKinds: [JSONKind] { kinds.map(\.kind).filter { $0 != .null } }

    /// Whether the values drift at all.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].sku")?.isDrifting   // false
    /// ```
    public var isDrifting: Bool { severity != nil }

    /// Whether the values are sometimes `null` or missing (while some are not).
    ///
    /// ```swift
    /// report.member(at: "$.products[*].updated_at")?.isSometimesAbsent   // true
    /// ```
    public var isSometimesAbsent: Bool { missingCount > 0 || (nullCount > 0 && valueCount > 0) }

    /// The tally of `reading`, when it was evaluated.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].price")?.tally(.decimal)?.readsAll   // true
    /// ```
    ///
    /// - Parameter reading: one of the readings drift analysis tries.
    /// - Returns: How many values it read exactly, lossily or not at all; nil when the reading was
    ///   not tried for this member.
    public func tally(_ reading: DriftReading) -> DriftReadingTally? {
        readings.first { $0.reading == reading }
    }

    /// The kinds with their counts and first paths, then `missing ×N`:
    /// `number ×5 ($.products[0].updated_at), null ×2 ($.products[1].updated_at),
    /// string ×2 ($.products[3].updated_at), missing ×1`.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].id")?.kindSummary
    /// // "number ×6 ($.products[0].id), string ×4 ($.products[1].id)"
    /// ```
    package var kindSummary: String {
        var parts = kinds.map(\.description)
        if missingCount > 0 { parts.append("missing ×\(DriftText.grouped(missingCount))") }
        return parts.joined(separator: ", ")
    }

    /// Which coercion reads every value, and what the narrower ones would do:
    /// `decimal reads all 10 values exactly; integer would truncate 8 values
    /// ($.products[0].price: 8.45 truncated toward zero → 8)`.
    ///
    /// ```swift
    /// report.member(at: "$.products[*].id")?.readingSummary   // "integer reads all 10 values exactly"
    /// ```
    package var readingSummary: String {
        let total = valueCount
        guard total > 0 else { return "always null" }
        var parts: [String] = []
        let natural = naturalReadings
        if let best {
            parts.append("\(best) reads \(Self.all(total)) exactly")
            var previous: DriftReadingTally?
            for reading in natural where reading != best {
                guard let position = DriftReading.preference.firstIndex(of: reading),
                    let bestPosition = DriftReading.preference.firstIndex(of: best), position < bestPosition,
                    let tally = tally(reading), tally.exactCount > 0
                else { continue }
                // A wider reading that misses exactly the same values adds nothing (integer and
                // decimal both miss `"yes"`): name only the first.
                if let previous, previous.failedCount == tally.failedCount,
                    previous.firstFailure?.index == tally.firstFailure?.index
                {
                    continue
                }
                parts.append(Self.failure(tally))
                previous = tally
            }
        } else {
            parts.append("no coercion reads every value")
            let closest = natural.compactMap { tally($0) }.max { $0.exactCount < $1.exactCount }
            if let closest, closest.exactCount > 0 {
                let share = "\(DriftText.grouped(closest.exactCount)) of \(DriftText.grouped(total))"
                parts.append("\(closest.reading) reads \(share) and " + Self.consequence(closest))
            }
        }
        if DriftNaming.isTimeLike(key), plausibleUnixSecondsCount > 0, let date = tally(.unixDate) {
            parts.append(date.readsAll ? "unix date reads \(Self.all(total))" : Self.failure(date))
        }
        return parts.joined(separator: "; ")
    }

    /// The readings the kinds present suggest, in preference order.
    var naturalReadings: [DriftReading] {
        let present = valueKinds
        return DriftReading.preference.filter { reading in present.contains { reading.isNatural(for: $0) } }
    }

    /// `all 10 values`, or `the one value`.
    private static func all(_ count: Int) -> String {
        count == 1 ? "the one value" : "all \(DriftText.values(count))"
    }

    private static func failure(_ tally: DriftReadingTally) -> String {
        "\(tally.reading) \(consequence(tally))"
    }

    private static func consequence(_ tally: DriftReadingTally) -> String {
        var text = tally.failureSummary
        if let example = tally.firstFailure { text += " (\(example))" }
        return text
    }
}

extension DriftMember: CustomStringConvertible {
    /// `$.products[*].id: number ×6 ($.products[0].id), string ×4 ($.products[1].id)`.
    ///
    /// ```swift
    /// let report = DriftAnalyzer().analyze(try JSONDocument.load(path: "SampleData/type-drift.json"))
    /// "\(report.member(at: "$.products[*].id")!)"
    /// // → "$.products[*].id: number ×6 ($.products[0].id), string ×4 ($.products[1].id)"
    /// ```
    public var description: String { "\(pattern): \(kindSummary)" }
}
