/// How one coercion read every non-null value of a member.
///
/// A value counts in ``exactCount`` when the coercion engine gives a result and reports no
/// ``CoercionLoss``; in ``lossyCount`` when it gives a result but reports a loss (truncated,
/// cleaned, rounded, saturated…); in ``unreadCount`` when it gives none (`"yes"` as an integer, an
/// object as text); in ``collapsedCount`` when the Boolean reading turns a number other than 0 or
/// 1 into `true`.
///
/// ```swift
/// let integer = report.member(at: "$.products[*].price")?.tally(.integer)
/// integer?.exactCount     // 2
/// integer?.lossyCount     // 8
/// integer?.loss           // [.truncated]
/// integer?.readsAll       // false
/// ```
public struct DriftReadingTally: Sendable, Hashable {
    /// The coercion.
    public var reading: DriftReading
    /// How many values it reads without loss.
    public var exactCount: Int
    /// How many values it reads with a loss the engine reports.
    public var lossyCount: Int
    /// How many values it gives nothing for.
    public var unreadCount: Int
    /// How many numbers other than 0 and 1 the Boolean reading turns into `true`.
    public var collapsedCount: Int
    /// Every loss the lossy values had.
    public var loss: CoercionLoss
    /// The first value, in document order, not read exactly.
    public var firstFailure: DriftExample?

    /// Creates a tally.
    ///
    /// - Parameters:
    ///   - reading: the coercion.
    ///   - exactCount: how many values it reads without loss.
    ///   - lossyCount: how many values it reads with a loss the engine reports.
    ///   - unreadCount: how many values it gives nothing for.
    ///   - collapsedCount: how many numbers other than 0 and 1 the Boolean reading turns into `true`.
    ///   - loss: every loss the lossy values had.
    ///   - firstFailure: the first value, in document order, not read exactly.
    init(
        reading: DriftReading, exactCount: Int, lossyCount: Int = 0, unreadCount: Int = 0, collapsedCount: Int = 0,
        loss: CoercionLoss = [], firstFailure: DriftExample? = nil
    ) {
        self.reading = reading
        self.exactCount = exactCount
        self.lossyCount = lossyCount
        self.unreadCount = unreadCount
        self.collapsedCount = collapsedCount
        self.loss = loss
        self.firstFailure = firstFailure
    }

    /// How many values it does not read exactly.
    ///
    /// ```swift
    /// DriftReadingTally(reading: .bool, exactCount: 6, unreadCount: 3, collapsedCount: 1).failedCount   // 4
    /// ```
    public var failedCount: Int { lossyCount + unreadCount + collapsedCount }

    /// Whether every value was read exactly (and there was at least one).
    ///
    /// ```swift
    /// DriftReadingTally(reading: .integer, exactCount: 5).readsAll   // true
    /// ```
    public var readsAll: Bool { failedCount == 0 && exactCount > 0 }

    /// What the coercion would do to the values it does not read exactly, as a verb phrase:
    /// `"would truncate 2 values"`, `"would not read 3 values"`, `"would lose 4 values (truncated, not read)"`.
    ///
    /// ```swift
    /// DriftReadingTally(reading: .integer, exactCount: 3, lossyCount: 2, loss: .truncated).failureSummary
    /// // "would truncate 2 values"
    /// ```
    package var failureSummary: String {
        let count = DriftText.values(failedCount)
        var causes: [String] = loss.names
        if unreadCount > 0 { causes.append("not read") }
        if collapsedCount > 0 { causes.append("collapsed") }
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
