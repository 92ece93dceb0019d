/// A property a fuzz check expected that did not hold.
///
/// ```swift
/// FuzzFailure("round trip changed the bytes").description   // → "round trip changed the bytes"
/// ```
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    /// What failed, with the values involved.
    public let description: String

    /// A failure described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Fails with `message` unless `condition` holds.
@inline(__always)
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message()) }
}

/// Short printable text of a value for failure messages (escaped, at most 300 characters).
func shown(_ value: some Any) -> String {
    let text = String(describing: value)
    let escaped = text.unicodeScalars.map {
        $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : $0.escaped(asASCII: true)
    }.joined()
    return escaped.count > 300 ? String(escaped.prefix(300)) + "…" : escaped
}
