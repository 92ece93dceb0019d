/// The camel-case form of a snake-case key, as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`
/// makes it: underscores at either end kept, the words between split on `_`, the first word
/// lowercased and every later word capitalized (`avatar_url` → `avatarUrl`, `_id` → `_id`).
package enum SnakeCase {
    package static func camelCase(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "_")) else { return key }
        let scalars = Array(key.unicodeScalars)
        guard let first = scalars.firstIndex(where: { $0 != "_" }) else { return key }
        var last = scalars.count - 1
        while scalars[last] == "_" { last -= 1 }
        let words = String(String.UnicodeScalarView(scalars[first...last]))
            .split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else {
            return key
        }
        var result = String(String.UnicodeScalarView(scalars[..<first]))
        for (position, word) in words.enumerated() {
            if position == 0 {
                result += word.lowercased()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst().lowercased()
            }
        }
        result += String(String.UnicodeScalarView(scalars[(last + 1)...]))
        return result
    }
}
