import Coax

/// A JSON tree that keeps key order and repeated keys, written back as text: the documents the
/// differential tests derive from a valid one, each breaking one place.
indirect enum MutableJSON {
    case object([(String, MutableJSON)])
    case array([MutableJSON])
    case literal(String)

    init(_ node: JSONNode) {
        switch node.kind {
        case .object:
            self = .object(node.entries.map { entries in entries.map { ($0.key, MutableJSON($0.value)) } } ?? [])
        case .array: self = .array((node.elements ?? .init()).map(MutableJSON.init))
        default: self = .literal(node.description)
        }
    }

    var text: String {
        switch self {
        case .object(let members):
            "{"
                + members.map { "\(JSONWriter.compact.string(for: .string($0.0))): \($0.1.text)" }.joined(
                    separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .literal(let text): text
        }
    }

    /// Values put in place of each value, one at a time.
    static let replacements = [
        "null", #""x""#, #""12.90""#, "1", "1.5", "300", "-1", "70000", "1e400", "1e-400", "true", "[]", "{}",
        #""2024-01-01T00:00:00Z""#, #""aGVsbG8=""#, "[1, 2]", #"[1, "x"]"#, #"{"a": 1}"#, #"{"1": "x"}"#,
        #""DIGITAL""#, "2", "0.5", #""""#, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#,
    ]

    /// Every document that differs from this one in one place: a value replaced, a member
    /// removed, or a member repeated with another value before or after it.
    var mutations: [MutableJSON] {
        var results: [MutableJSON] = Self.replacements.map { .literal($0) }
        switch self {
        case .literal: break
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                for mutated in element.mutations {
                    var copy = elements
                    copy[index] = mutated
                    results.append(.array(copy))
                }
            }
        case .object(let members):
            for (index, member) in members.enumerated() {
                var removed = members
                removed.remove(at: index)
                results.append(.object(removed))
                var repeatedAfter = members
                repeatedAfter.insert((member.0, .literal(#""dup""#)), at: index + 1)
                results.append(.object(repeatedAfter))
                var repeatedBefore = members
                repeatedBefore.insert((member.0, .literal("null")), at: index)
                results.append(.object(repeatedBefore))
                for mutated in member.1.mutations {
                    var copy = members
                    copy[index] = (member.0, mutated)
                    results.append(.object(copy))
                }
            }
        }
        return results
    }
}
