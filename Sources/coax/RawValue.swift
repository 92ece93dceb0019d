import Coax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--raw` for `get` and `query`: a string value as its text, without quotes or escapes (as
/// `jq -r` prints it); any other value as JSON.
///
/// The text goes out as it is into a pipe or a file; on a terminal, characters that must not
/// reach one (controls, escape sequences) are shown as their escapes, as everywhere else.
///
/// ```swift
/// RawValue.bytes(for: document.root["name"]!, writer: .compact)   // Array("Ada".utf8)
/// ```
enum RawValue {
    /// Whether standard output is a terminal (then document text is escaped for it).
    static let outputIsTerminal = isatty(STDOUT_FILENO) == 1

    /// The bytes to print for `node`: a string's text, or the value as JSON.
    static func bytes(for node: JSONNode, writer: JSONWriter) -> [UInt8] {
        guard let text = node.string else { return writer.bytes(for: node) }
        return Array((outputIsTerminal ? PrintableText.escaped(text) : text).utf8)
    }
}
