/// A JSON value the document generator builds and breaks: members in order, repeated keys allowed,
/// numbers as their literals.
///
/// Not `indirect`: the arrays already hold the children out of line. An indirect enum keeps its
/// case in the spare high bits of the pointer to its box, where LeakSanitizer does not see a
/// pointer, so the boxes of a corpus kept in a `static let` were reported as leaked.
enum GeneratedJSON: Sendable, Equatable {
    case literal(String)
    case string(String)
    case array([GeneratedJSON])
    case object([Member])

    struct Member: Sendable, Equatable {
        var key: String
        var value: GeneratedJSON
    }

    /// One step into a value: a member by its position among the members, or an element.
    enum Step: Sendable, Hashable {
        case member(Int)
        case element(Int)
    }

    var text: String {
        switch self {
        case .literal(let literal): literal
        case .string(let string): Self.quoted(string)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// This value with the value at `path` replaced by what `change` makes of it (nil removes a
    /// member or element).
    func changing(at path: ArraySlice<Step>, _ change: (GeneratedJSON) -> [GeneratedJSON]) -> GeneratedJSON {
        guard let step = path.first else { return self }
        let rest = path.dropFirst()
        switch (self, step) {
        case (.object(var members), .member(let position)):
            if rest.isEmpty {
                let replaced = change(members[position].value).map { Member(key: members[position].key, value: $0) }
                members.replaceSubrange(position...position, with: replaced)
            } else {
                members[position].value = members[position].value.changing(at: rest, change)
            }
            return .object(members)
        case (.array(var elements), .element(let position)):
            if rest.isEmpty {
                elements.replaceSubrange(position...position, with: change(elements[position]))
            } else {
                elements[position] = elements[position].changing(at: rest, change)
            }
            return .array(elements)
        default:
            return self
        }
    }

    /// This value with the member at `path` (ending in a member step) also written once more,
    /// before or after itself, with `value`.
    func duplicatingMember(at path: ArraySlice<Step>, with value: GeneratedJSON, before: Bool) -> GeneratedJSON {
        guard let step = path.first else { return self }
        let rest = path.dropFirst()
        switch (self, step) {
        case (.object(var members), .member(let position)):
            if rest.isEmpty {
                let copy = Member(key: members[position].key, value: value)
                members.insert(copy, at: before ? position : position + 1)
            } else {
                members[position].value = members[position].value.duplicatingMember(
                    at: rest, with: value, before: before)
            }
            return .object(members)
        case (.array(var elements), .element(let position)):
            elements[position] = elements[position].duplicatingMember(at: rest, with: value, before: before)
            return .array(elements)
        default:
            return self
        }
    }
}
