/// A location in the input document, written as a normalized JSONPath (`$['data'][0]['id']`).
///
/// Warnings carry these so that a reader (or the inspector) can find the value that caused them.
/// Paths are only built when a warning is raised, so their cost never touches the common path.
struct ExpansionPath: Sendable, Hashable {
    enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    static let root = ExpansionPath()

    func key(_ key: String) -> ExpansionPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    func index(_ index: Int) -> ExpansionPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }
}

extension ExpansionPath: CustomStringConvertible {
    /// RFC 9535 normalized path text: member names in single quotes with `'`, `\` and control
    /// characters escaped, indices in brackets. DEL and C1 controls are escaped too (`\u007f`),
    /// as are U+2028/U+2029; RFC 9535 accepts these escapes, and a path printed on a terminal
    /// then never carries them raw.
    var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                text += "['"
                text += ExpansionPath.escaped(key)
                text += "']"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private static func escaped(_ key: String) -> String {
        var text = ""
        text.reserveCapacity(key.utf8.count)
        for scalar in key.unicodeScalars {
            switch scalar {
            case "'": text += "\\'"
            case "\\": text += "\\\\"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where PrintableText.needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
