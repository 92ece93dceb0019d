/// Where to cut the start of a JSON text so that the bytes before the cut, followed by the
/// brackets that close what is still open there, are a JSON text of their own: the start of a
/// large document, shown while the rest is read.
///
/// The scan tracks strings (and their escapes) and the open containers. The cut goes just before
/// the last `,` outside a string, or just after the last `{` or `[`, whichever comes later: every
/// value before a separating comma is complete, so no number, literal, string or key is ever cut
/// in half, and bytes that are not ASCII can only sit inside strings, where no cut falls.
///
/// The scan does not validate: the parser does, on the closed prefix. What comes after the cut is
/// never looked at by the parse, so each value before it keeps its byte offset and its tape index.
///
/// ```swift
/// let cut = PrefixCut(scanning: Array(#"{"a": [1, 2, 34"#.utf8))
/// cut?.end       // 11: the bytes `{"a": [1, 2` (34 may go on: 345)
/// cut?.closers   // [93, 125]: `]` then `}`
/// PrefixCut(scanning: Array(#"[{"b": "x, {y"#.utf8))?.end   // 2: `[{`, closed by `}]`
/// ```
///
/// - Complexity: O(n) in the bytes scanned.
package struct PrefixCut: Sendable, Hashable {
    /// How many bytes from the start are kept.
    package let end: Int
    /// The closing brackets to append after the kept bytes, innermost first.
    package let closers: [UInt8]

    /// Finds the last place to cut `bytes`, the start of a JSON text; nil when there is none: no
    /// container was opened (the text is one scalar, or blank), the first value is already
    /// complete, or the brackets do not match.
    ///
    /// - Parameter bytes: the first bytes of a JSON text (a leading byte order mark is allowed).
    package init?(scanning bytes: some Collection<UInt8>) {
        let found: PrefixCut?? = bytes.withContiguousStorageIfAvailable { PrefixCut.scan($0) }
        guard let cut = found ?? PrefixCut.scan(Array(bytes)) else { return nil }
        self = cut
    }

    private init(end: Int, closers: [UInt8]) {
        self.end = end
        self.closers = closers
    }

    private static func scan(_ bytes: some RandomAccessCollection<UInt8>) -> PrefixCut? {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        var open: [UInt8] = []
        // The last cut found, and the containers closed since (they were open at the cut).
        var cut: Int?
        var closedSinceCut: [UInt8] = []
        var isInString = false
        var position = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if isInString {
                if byte == backslash {
                    // The escaped byte is never a quote that ends the string.
                    index = bytes.index(after: index)
                    position += 1
                    if index == bytes.endIndex { break }
                } else if byte == quote {
                    isInString = false
                }
            } else {
                switch byte {
                case quote:
                    isInString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    open.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    cut = position + 1
                    closedSinceCut = []
                case UInt8(ascii: ","):
                    if !open.isEmpty {
                        cut = position
                        closedSinceCut = []
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard let closer = open.popLast(), closer == byte else { return nil }
                    // The first value ends here: the whole text is complete, nothing to cut.
                    if open.isEmpty { return nil }
                    closedSinceCut.append(closer)
                default:
                    break
                }
            }
            index = bytes.index(after: index)
            position += 1
        }
        guard let cut else { return nil }
        // Nothing opens after the cut, so what was open there is what is open now, plus what closed since.
        return PrefixCut(end: cut, closers: closedSinceCut + open.reversed())
    }
}
