/// Arrays, dictionaries and extractors: the value itself when it already is the container asked
/// for, nothing otherwise. Text is never parsed as JSON (`"[1, 2]"` is not an array).
enum ContainerRule {
    /// `value` when it is a container of `kind`, else nil.
    static func read<Value: JSONReadable>(_ value: Value?, as kind: JSONKind) -> Value? {
        guard let value, value.kind == kind else { return nil }
        return value
    }

    /// ``read(_:as:)`` with its reason; `result` names what a match gives (`itself`, `extractor`).
    static func explained<Value: JSONReadable>(_ value: Value?, as kind: JSONKind, result: String) -> Coerced<Value?> {
        guard let value else { return Coerced(value: nil, why: "missing → nil") }
        if value.kind == kind {
            return Coerced(value: value, why: "\(ReasonText.describe(value)) → \(result)")
        }
        let noun = kind == .array ? "an array" : "an object"
        switch value.kind {
        case .null:
            return Coerced(value: nil, why: "null → nil")
        case .string:
            return Coerced(value: nil, why: "\(ReasonText.describe(value)) is a string, not \(noun) → nil")
        default:
            return Coerced(value: nil, why: "\(ReasonText.describe(value)) is not \(noun) → nil")
        }
    }
}
