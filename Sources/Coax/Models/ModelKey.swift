/// How a model accessor's key string finds its value: the member with exactly that key when the
/// object has one; otherwise, when the key contains dots, a path of keys through nested objects
/// (a component made of digits indexes an array). So `"my_name"` and `"user.name"` both work, and
/// a JSON key that itself contains a dot still wins over the path reading.
enum ModelKey {
    /// The value at `key` in `object`, following the rules above.
    static func value(in object: JSONObject, at key: String) -> JSONValue? {
        if let direct = object[key] { return direct }
        let components = pathComponents(of: key)
        guard components.count > 1 else { return nil }
        var current = JSONValue.object(object)
        for component in components {
            switch current {
            case .object(let nested):
                guard let next = nested[component] else { return nil }
                current = next
            case .array(let elements):
                guard let position = Int(component), elements.indices.contains(position) else { return nil }
                current = elements[position]
            default:
                return nil
            }
        }
        return current
    }

    /// Sets (or, with nil, removes) the value at `key`: the member itself when it exists or the key
    /// has no dot; otherwise the path, creating the missing objects on the way (a removal never
    /// creates anything).
    static func setValue(_ value: JSONValue?, in object: inout JSONObject, at key: String) {
        let components = pathComponents(of: key)
        if object[key] != nil || components.count < 2 {
            object[key] = value
            return
        }
        var root = JSONValue.object(object)
        setValue(value, in: &root, at: components[...])
        if case .object(let updated) = root { object = updated }
    }

    private static func setValue(_ value: JSONValue?, in container: inout JSONValue, at components: ArraySlice<String>)
    {
        guard let first = components.first else { return }
        let rest = components.dropFirst()
        switch container {
        case .object(var nested):
            if rest.isEmpty {
                nested[first] = value
            } else {
                var child: JSONValue
                switch nested[first] {
                case .object(let object)?: child = .object(object)
                case .array(let elements)?: child = .array(elements)
                default:
                    // Nothing to remove below a missing or scalar member; a value makes the path.
                    guard value != nil else { return }
                    child = .object(JSONObject())
                }
                setValue(value, in: &child, at: rest)
                nested[first] = child
            }
            container = .object(nested)
        case .array(var elements):
            guard let position = Int(first), elements.indices.contains(position) else { return }
            if rest.isEmpty {
                elements[position] = value ?? .null
            } else {
                setValue(value, in: &elements[position], at: rest)
            }
            container = .array(elements)
        default:
            return
        }
    }

    /// The dot-separated parts of a key.
    static func pathComponents(of key: String) -> [String] {
        guard key.utf8.contains(UInt8(ascii: ".")) else { return [key] }
        return key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether a change at `changed` can affect what `cached` reads: one is the other or a
    /// dotted prefix of it.
    static func overlaps(_ changed: String, _ cached: String) -> Bool {
        changed == cached || cached.hasPrefix(changed + ".") || changed.hasPrefix(cached + ".")
    }
}
