import Coax

/// A deliberately naive second opinion for drift counts: walks an owned ``JSONValue`` tree
/// recursively and counts, for every pattern with a wildcard, the kinds of its values and how
/// many objects had each key. The analyzer's single tape pass must agree with it.
struct ReferenceDriftCounts {
    /// Kind counts by pattern description (`$.posts[*].id`).
    private(set) var kinds: [String: [JSONKind: Int]] = [:]
    /// Objects holding each key, by member pattern.
    private(set) var present: [String: Int] = [:]
    /// Objects found at each pattern.
    private(set) var objects: [String: Int] = [:]

    init(_ value: JSONValue) {
        visit(value, pattern: "$", grouped: false)
    }

    private mutating func visit(_ value: JSONValue, pattern: String, grouped: Bool) {
        if grouped { kinds[pattern, default: [:]][value.kind, default: 0] += 1 }
        switch value {
        case .array(let elements):
            for element in elements { visit(element, pattern: pattern + "[*]", grouped: true) }
        case .object(let object):
            if grouped { objects[pattern, default: 0] += 1 }
            var seen: Set<String> = []
            for member in object.members {
                let child = pattern + DriftPattern(steps: [.key(member.key)]).description.dropFirst()
                if grouped, seen.insert(member.key).inserted { present[child, default: 0] += 1 }
                visit(member.value, pattern: child, grouped: grouped)
            }
        default:
            break
        }
    }
}
