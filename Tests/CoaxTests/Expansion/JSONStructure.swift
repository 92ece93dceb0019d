@testable import Coax

/// Structural comparison for values whose key order carries no meaning (outputs printed from
/// unordered dictionaries). Test-only; recursion is fine for fixture-sized values.
enum JSONStructure {
    static func equalIgnoringKeyOrder(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { equalIgnoringKeyOrder($0, $1) }
        case (.object(let left), .object(let right)):
            guard left.count == right.count, Set(left.keys) == Set(right.keys) else { return false }
            return left.allSatisfy { member in
                right[member.key].map { equalIgnoringKeyOrder(member.value, $0) } ?? false
            }
        default:
            return lhs == rhs
        }
    }
}
