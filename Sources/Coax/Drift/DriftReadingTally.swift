/// How one coercion read every non-null value of a member.
///
/// A value counts as ``exact`` when the coercion engine gives a result and reports no
/// ``CoercionLoss``; as ``lossy`` when it gives a result but reports a loss (truncated, cleaned,
/// rounded, saturated…); as ``unread`` when it gives none (`"yes"` as an integer, an object as
/// text); as ``collapsed`` when the Boolean reading turns a number other than 0 or 1 into `true`.
///
/// ```swift
/// let integer = report.member(at: "$.products[*].price")?.tally(.integer)
/// integer?.exact          // 2
/// integer?.lossy          // 8
/// integer?.loss           // [.truncated]
/// integer?.readsAll       // false
/// ```
public struct DriftReadingTally: Sendable, Hashable {
    /// The coercion.
    public var reading: DriftReading
    /// Values read without loss.
    public var exact: Int
    /// Values read with a loss the engine reports.
    public var lossy: Int
    /// Values the coercion gives nothing for.
    public var unread: Int
    /// Numbers other than 0 and 1 that the Boolean reading turns into `true`.
    public var collapsed: Int
    /// Every loss the lossy values had.
    public var loss: CoercionLoss
    /// The first value, in document order, not read exactly.
    public var firstFailure: DriftExample?

    /// Creates a tally.
    ///
    /// - Parameters:
    ///   - reading: the coercion.
    ///   - exact: values read without loss.
    ///   - lossy: values read with a loss the engine reports.
    ///   - unread: values the coercion gives nothing for.
    ///   - collapsed: numbers other than 0 and 1 that the Boolean reading turns into `true`.
    ///   - loss: every loss the lossy values had.
    ///   - firstFailure: the first value, in document order, not read exactly.
    init(
        reading: DriftReading, exact: Int, lossy: Int = 0, unread: Int = 0, collapsed: Int = 0,
        loss: CoercionLoss = [], firstFailure: DriftExample? = nil
    ) {
        self.reading = reading
        self.exact = exact
        self.lossy = lossy
        self.unread = unread
        self.collapsed = collapsed
        self.loss = loss
        self.firstFailure = firstFailure
    }

    /// Values not read exactly.
    ///
    /// ```swift
    /// DriftReadingTally(reading: .bool, exact: 6, unread: 3, collapsed: 1).failed   // 4
    /// ```
    public var failed: Int { lossy + unread + collapsed }

    /// Whether every value was read exactly (and there was at least one).
    ///
    /// ```swift
    /// DriftReadingTally(reading: .integer, exact: 5).readsAll   // true
    /// ```
    public var readsAll: Bool { failed == 0 && exact > 0 }

    /// What the coercion would do to the values it does not read exactly, as a verb phrase:
    /// `"would truncate 2 values"`, `"would not read 3 values"`, `"would lose 4 values (truncated, not read)"`.
    ///
    /// ```swift
    /// DriftReadingTally(reading: .integer, exact: 3, lossy: 2, loss: .truncated).failureSummary
    /// // "would truncate 2 values"
    /// ```
    package var failureSummary: String {
        let count = DriftText.values(failed)
        var causes: [String] = loss.names
        if unread > 0 { causes.append("not read") }
        if collapsed > 0 { causes.append("collapsed") }
        if causes.count == 1 {
            switch causes[0] {
            case "not read": return "would not read \(count)"
            case "collapsed": return "would turn \(count) into true"
            case "fallback": return "would fall back on \(count)"
            case "cleaned": return "would clean \(count)"
            case "truncated": return "would truncate \(count)"
            case "rounded": return "would round \(count)"
            case "saturated": return "would saturate \(count)"
            case "clamped": return "would clamp \(count)"
            default: break
            }
        }
        return "would lose \(count) (\(causes.joined(separator: ", ")))"
    }
}
