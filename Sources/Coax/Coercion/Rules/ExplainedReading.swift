/// A reading and the reason text of its steps, written once and shared by every coercion made of
/// the reading (a report's `number`, `integer`, `unsignedInteger`, `bool` and `forcedNumber` all
/// start from the same steps).
struct ExplainedReading<Reading> {
    /// What the rules saw and did.
    let reading: Reading
    /// The steps as text, ending with the number read when there is one:
    /// `"the 21.5 slices" → trimmed to "21.5" → integer prefix 21`.
    let steps: String
}

/// A numeric reading whose steps can be told (``IntegerReading``, ``DecimalReading``).
protocol ExplainableReading {
    /// The steps as text, ending with the number when there is one.
    func steps<Value: JSONReadable>(describing value: Value?) -> String
}

extension ExplainableReading {
    /// The reading with its steps written once, for the coercions made of it.
    func explained<Value: JSONReadable>(_ value: Value?) -> ExplainedReading<Self> {
        ExplainedReading(reading: self, steps: steps(describing: value))
    }
}
