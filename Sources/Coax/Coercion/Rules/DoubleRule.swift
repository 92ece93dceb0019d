import Foundation

/// The `Double` reading, beyond EBTExtractor's set (models and the lenient decoder need it): a JSON
/// number from its literal, anything else from its exact decimal (`"8.45"` → 8.45, `true` → 1);
/// nothing when there is none or it is not finite. Read and explained here, once.
enum DoubleRule {
    /// The reading, for ``Coercion/double``.
    static func read<Value: JSONReadable>(_ value: Value?) -> Double? {
        if let literal = value?.number?.literal {
            guard let double = Double(literal), double.isFinite else { return nil }
            return double
        }
        return DecimalReading(value).decimal.flatMap(double(from:))
    }

    /// The reading with its reason, for ``ExplainedCoercion/double``.
    static func explained<Value: JSONReadable>(_ value: Value?) -> Coerced<Double?> {
        if let literal = value?.number?.literal {
            guard let double = Double(literal), double.isFinite else {
                return Coerced(value: nil, why: "\(literal) is beyond Double's range → nil", loss: [])
            }
            return Coerced(value: double, why: "\(literal) → Double \(double)")
        }
        let decimal = ExplainedCoercion(value).decimal
        guard let exact = decimal.value, let double = double(from: exact) else {
            return Coerced(value: nil, why: decimal.why, loss: decimal.loss)
        }
        return Coerced(value: double, why: "\(decimal.why) → Double \(double)", loss: decimal.loss)
    }

    /// The nearest `Double` to an exact decimal, read from its plain text so it is correctly rounded.
    static func double(from decimal: Decimal) -> Double? {
        guard let double = Double(decimal.description), double.isFinite else { return nil }
        return double
    }
}
