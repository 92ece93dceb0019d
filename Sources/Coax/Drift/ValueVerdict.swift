import Foundation

/// What each scalar coercion makes of one value, as the coercion engine reports it.
///
/// Built from ``ExplainedCoercion``: a reading is exact when it gives a value and reports no
/// ``CoercionLoss``. The Boolean reading is stricter than `Coercion.bool` on purpose: `2` reads as `true`
/// without a reported loss, but a model declaring `Bool` would lose the 2, so it counts as
/// collapsed.
struct ValueVerdict: Hashable, Sendable {
    var bool: ReadingOutcome
    var integer: ReadingOutcome
    var decimal: ReadingOutcome
    var unixDate: ReadingOutcome
    var string: ReadingOutcome
    /// Whether the decimal reading lies where Unix seconds of real events do (1973 to 2286).
    var isPlausibleUnixSeconds: Bool

    /// The verdict for a value, straight from the engine.
    init<Value: JSONReadable>(evaluating value: Value) {
        let explained = ExplainedCoercion(value)
        let number = explained.number
        integer = ValueVerdict.outcome(isRead: number.value != nil, loss: number.loss)
        if value.kind == .bool {
            bool = .exact
        } else if integer.isExact, let read = number.value, read != 0, read != 1 {
            bool = .collapsed
        } else {
            bool = integer
        }
        let decimalReading = explained.decimal
        decimal = ValueVerdict.outcome(isRead: decimalReading.value != nil, loss: decimalReading.loss)
        let date = explained.unixDate
        unixDate = ValueVerdict.outcome(isRead: date.value != nil, loss: date.loss)
        let text = explained.string
        string = ValueVerdict.outcome(isRead: text.value != nil, loss: text.loss)
        if let seconds = decimalReading.value, unixDate.isExact {
            isPlausibleUnixSeconds = seconds >= ValueVerdict.earliestSeconds && seconds < ValueVerdict.latestSeconds
        } else {
            isPlausibleUnixSeconds = false
        }
    }

    /// The outcome of `reading` (nil for the container readings, which are not scalar).
    func outcome(of reading: DriftReading) -> ReadingOutcome? {
        switch reading {
        case .bool: bool
        case .integer: integer
        case .decimal: decimal
        case .unixDate: unixDate
        case .string: string
        case .array, .object: nil
        }
    }

    private static let earliestSeconds = Decimal(100_000_000)
    private static let latestSeconds = Decimal(10_000_000_000)

    private static func outcome(isRead: Bool, loss: CoercionLoss) -> ReadingOutcome {
        isRead ? .read(loss: loss) : .unread
    }
}
