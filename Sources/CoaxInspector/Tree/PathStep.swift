/// One step of a path from the root to a value: a member key or an array position.
///
/// ```swift
/// let steps: [PathStep] = [.key("data"), .index(0), .key("id")]
/// PathStep.normalized(steps)   // "$.data[0].id"
/// ```
public enum PathStep: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array, from 0.
    case index(Int)

    /// The path as text: `$`, then `.key` for identifier-like keys, `['key']` for others, `[n]` for positions.
    ///
    /// ```swift
    /// PathStep.normalized([.key("a b"), .index(2)])   // "$['a b'][2]"
    /// ```
    public static func normalized(_ steps: [PathStep]) -> String {
        var text = "$"
        for step in steps {
            switch step {
            case .index(let position):
                text += "[\(position)]"
            case .key(let key) where isIdentifier(key):
                text += "." + key
            case .key(let key):
                var quoted = ""
                for scalar in key.unicodeScalars {
                    switch scalar {
                    case "'": quoted += "\\'"
                    case "\\": quoted += "\\\\"
                    default: quoted.unicodeScalars.append(scalar)
                    }
                }
                text += "['" + quoted + "']"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
