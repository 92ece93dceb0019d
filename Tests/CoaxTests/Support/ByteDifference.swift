/// Where two byte strings first differ, with a little context: a readable failure message for
/// comparisons of whole outputs (printing megabytes of bytes helps nobody).
enum ByteDifference {
    /// Nil when the bytes are equal; otherwise the offset and the text around it on both sides.
    static func between(_ actual: [UInt8], _ expected: [UInt8]) -> String? {
        guard actual != expected else { return nil }
        var offset = 0
        while offset < min(actual.count, expected.count), actual[offset] == expected[offset] {
            offset += 1
        }
        func around(_ bytes: [UInt8]) -> String {
            let start = max(0, offset - 40)
            let end = min(bytes.count, offset + 40)
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        return "first difference at byte \(offset) of \(actual.count) / \(expected.count): "
            + "\(around(actual).debugDescription) vs \(around(expected).debugDescription)"
    }
}
