/// Numbers compared by value, exactly.
extension JSONNumber {
    /// Whether two numbers have the same exact decimal value, however they are written and
    /// however many digits they have (no `Double` in between).
    ///
    /// ```swift
    /// JSONNumber(literal: "1.50")!.hasSameValue(as: JSONNumber(literal: "15e-1")!)   // true
    /// JSONNumber(literal: "12345678901234567890")!.hasSameValue(as: JSONNumber(literal: "12345678901234567891")!)   // false
    /// ```
    ///
    /// - Parameter other: another number, however written.
    /// - Returns: `true` when the exact decimal values are equal.
    /// - Complexity: O(*n*) in the digits of both literals.
    public func hasSameValue(as other: JSONNumber) -> Bool {
        ExactDecimal.compare(Array(literal.utf8), Array(other.literal.utf8)) == 0
    }

    /// Whether this number is less than another, by exact decimal value.
    ///
    /// ```swift
    /// JSONNumber(literal: "-0.5")!.isLess(than: JSONNumber(literal: "0")!)   // true
    /// ```
    ///
    /// - Parameter other: another number, however written.
    /// - Returns: `true` when this value is strictly smaller.
    /// - Complexity: O(*n*) in the digits of both literals.
    public func isLess(than other: JSONNumber) -> Bool {
        ExactDecimal.compare(Array(literal.utf8), Array(other.literal.utf8)) < 0
    }
}
