/// Strings interned to small integers (relationship names, resource types), so that the
/// expansion compares and looks up integers. Strings equal as Swift compares them (canonical
/// equivalence) get the same number, as they would be the same dictionary key.
struct InternedStrings: Sendable {
    private(set) var strings: [String] = []
    private var ids: [String: Int32] = [:]

    /// The number of the string, given on first sight.
    mutating func id(for string: String) -> Int32 {
        if let known = ids[string] { return known }
        let id = Int32(strings.count)
        strings.append(string)
        ids[string] = id
        return id
    }

    var count: Int { strings.count }

    subscript(id: Int32) -> String { strings[Int(id)] }
}
