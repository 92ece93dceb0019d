/// Plain-text search with smart case: a query with no capital letter ignores case, a query with one does not.
///
/// ```swift
/// SearchQuery("price").matches("Unit Price")   // true
/// SearchQuery("Price").matches("unit price")   // false
/// ```
struct SearchQuery: Hashable, Sendable {
    /// The text searched for.
    let text: String
    /// Whether case must match (the query has an uppercase letter).
    let isCaseSensitive: Bool
    private let needle: [UInt8]
    private let isASCII: Bool
    private let lowercasedText: String

    /// Creates a query.
    ///
    /// ```swift
    /// SearchQuery("id")
    /// ```
    init(_ text: String) {
        self.text = text
        isCaseSensitive = text.unicodeScalars.contains { $0.properties.isUppercase }
        isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        lowercasedText = text.lowercased()
        needle = Array((isCaseSensitive ? text : lowercasedText).utf8)
    }

    /// Whether `candidate` contains the query.
    ///
    /// ```swift
    /// SearchQuery("ab").matches("xABy")   // true
    /// ```
    func matches(_ candidate: String) -> Bool {
        guard !needle.isEmpty else { return false }
        if isCaseSensitive { return candidate.contains(text) }
        if !isASCII { return candidate.lowercased().contains(lowercasedText) }
        var candidate = candidate
        return candidate.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            let first = needle[0]
            var start = 0
            let last = haystack.count - needle.count
            while start <= last {
                if SearchQuery.folded(haystack[start]) == first {
                    var offset = 1
                    while offset < needle.count, SearchQuery.folded(haystack[start + offset]) == needle[offset] {
                        offset += 1
                    }
                    if offset == needle.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    /// ASCII lowercase; other bytes unchanged, so multi-byte characters compare exactly.
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
