/// A coercion's result together with the reason it came out that way.
///
/// `why` is one short line a person can read, built from the steps the rules took:
/// `"the 21.5 slices" → trimmed to "21.5" → integer prefix 21`. It never contains raw
/// control characters (text from the document is escaped), so it is safe for a terminal.
///
/// ```swift
/// let price = Coercion(JSONValue.number(JSONNumber(literal: "5.94")!)).explained.integer
/// price.value    // 5
/// price.why      // "5.94 truncated toward zero → 5"
/// price.isLossy  // true
/// ```
public struct Coerced<Value> {
    /// The result, exactly what the plain coercion returns.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).explained.integer.value   // 8
    /// ```
    public var value: Value
    /// A short, exact explanation of how the result was reached.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).explained.integer.why   // "\"8.45\" → integer prefix 8"
    /// ```
    public var why: String
    /// What information the coercion gave up; empty when nothing was lost.
    ///
    /// ```swift
    /// Coercion(JSONValue.string("8.45")).explained.integer.loss   // [.truncated]
    /// ```
    public var loss: CoercionLoss

    /// Creates a result with its reason.
    ///
    /// - Parameters:
    ///   - value: the result.
    ///   - why: the reason, as a person reads it (`"8.45" → integer prefix 8`).
    ///   - loss: what was given up on the way; empty for an exact result.
    package init(value: Value, why: String, loss: CoercionLoss = []) {
        self.value = value
        self.why = why
        self.loss = loss
    }

    /// Whether the coercion gave up any information (truncation, clamping, cleaning, fallback…).
    ///
    /// ```swift
    /// Coercion(JSONValue.number(8)).explained.integer.isLossy   // false
    /// ```
    package var isLossy: Bool { !loss.isEmpty }

    /// The same reason and losses with a transformed value.
    func map<T>(_ transform: (Value) -> T) -> Coerced<T> {
        Coerced<T>(value: transform(value), why: why, loss: loss)
    }

    /// The forced form of an optional result: the result itself, or `fallback` where it is nil,
    /// with the reason saying so (`null → nil → forced fallback ""`).
    init(forcing result: Coerced<Value?>, fallback: Value, shown: String) {
        guard let value = result.value else {
            self.init(
                value: fallback, why: result.why + " → forced fallback \(shown)", loss: result.loss.union(.fallback))
            return
        }
        self.init(value: value, why: result.why, loss: result.loss)
    }
}

extension Coerced: Sendable where Value: Sendable {}
extension Coerced: Equatable where Value: Equatable {}
extension Coerced: Hashable where Value: Hashable {}

extension Coerced: CustomStringConvertible {
    /// The reason, followed by the losses in brackets when there are any.
    ///
    /// ```swift
    /// "\(Coercion(JSONValue.number(-3)).explained.unsignedInteger)"   // "-3 is negative → 0 [clamped]"
    /// ```
    public var description: String {
        loss.isEmpty ? why : "\(why) [\(loss)]"
    }
}
