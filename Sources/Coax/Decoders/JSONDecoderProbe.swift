/// What Foundation's `JSONDecoder` is handed for one value, so that the work is bounded and the
/// answer is the one the whole value would get.
///
/// - Scalars up to the byte limit: their exact JSON text.
/// - Arrays and objects: `[]` or `{}`. No target here is a container type, and `JSONDecoder`
///   rejects any array or object for all of them by its kind alone (`Decimal` included: it never
///   reads `Decimal`'s keyed form from JSON), with a message that names only the kind.
/// - A number literal over the limit: `0` for the targets read from a string (a number is a type
///   mismatch whatever its digits); the numeric targets read every digit, so they are pending.
/// - A string over the limit: `""` for the targets read from a number or a Boolean. For the
///   targets read from a string, a string with escapes is pending (one lone surrogate escape
///   anywhere makes `JSONDecoder` fail), and otherwise:
///   - `String`, `UUID`, `Date.iso8601`: its first ``prefixBytes`` bytes. The string is the
///     string; a UUID has 36 characters; the ISO 8601 reader looks at a bounded start (about 40
///     characters: it ignores what follows the time zone and refuses longer fields).
///   - `URL`: its first ``prefixBytes`` bytes when they decide it: `URL(string:)` refuses a string
///     only for its scheme, its authority or a `:` in a first path segment without a scheme, and
///     percent-encodes everything after those, so once the prefix holds the end of that part
///     (the first `/`, `?` or `#` after it) the rest cannot change the answer. Otherwise pending.
///   - `Date.rfc1123`, `Date.twitter`: `DateFormatter` refuses any text longer than 1,024 UTF-16
///     code units once trailing white space is removed; a string over the limit that ends in
///     fewer than ``trailingSpaceScan`` bytes of white space is that long, so it fails as any
///     text that is not a date fails (`"x"`). A longer white-space tail is pending.
enum JSONDecoderProbe: Sendable, Hashable {
    /// Hand these bytes (one JSON value) to `JSONDecoder`; `isCut` when they hold only the start
    /// of a string.
    case json([UInt8], isCut: Bool)
    /// The answer needs the whole value.
    case pending(String)

    /// How many bytes of a long string the probes keep.
    static let prefixBytes = 2048
    /// How far back from the end of a long string white space is looked for.
    static let trailingSpaceScan = 64
    /// The longest text `DateFormatter` reads, in UTF-16 code units (without trailing white space).
    static let formatterLimit = 1024

    /// The probe for `target` on `node`; with `byteLimit` nil, always the value's own text.
    static func probe(_ target: DecodingTarget, for node: JSONNode, byteLimit: Int?) -> JSONDecoderProbe {
        let reader = node.document.reader
        let entry = node.entry
        switch node.kind {
        case .array:
            return .json(Array("[]".utf8), isCut: false)
        case .object:
            return .json(Array("{}".utf8), isCut: false)
        case .null:
            return .json(Array("null".utf8), isCut: false)
        case .bool:
            return .json(Array((node.bool == true ? "true" : "false").utf8), isCut: false)
        case .number:
            let length = node.numberLength
            if let byteLimit, length > byteLimit {
                if target.readsString { return .json(Array("0".utf8), isCut: false) }
                return .pending(
                    "a number literal of \(NumberText.grouped(length)) bytes: JSONDecoder reads every digit")
            }
            return .json(Array(reader.numberLiteral(at: node.index)), isCut: false)
        case .string:
            let rawLength = entry.storedStringLength
            guard let byteLimit, !(rawLength.map { $0 <= byteLimit } ?? false) else {
                let quoted = reader.valueRange(at: node.index)
                return .json(Array(reader.bytes(from: quoted.lowerBound, count: quoted.count)), isCut: false)
            }
            return longString(target, node: node, rawLength: rawLength, byteLimit: byteLimit)
        }
    }

    private static func longString(
        _ target: DecodingTarget, node: JSONNode, rawLength: Int?, byteLimit: Int
    ) -> JSONDecoderProbe {
        guard target.readsString else { return .json(Array("\"\"".utf8), isCut: false) }
        let size = rawLength.map { "\(NumberText.grouped($0)) bytes" } ?? "over 32 MiB"
        let entry = node.entry
        guard entry.stringFlags & TapeEntry.Flag.hasEscapes == 0 else {
            return .pending("a string of \(size) with escapes: JSONDecoder fails on a lone surrogate anywhere")
        }
        let prefix = rawPrefix(of: node)
        // A byte limit below the prefix length can leave the whole string in the prefix.
        let isCut = rawLength.map { prefix.count < $0 } ?? true
        switch target {
        case .string, .uuid, .dateISO8601:
            return .json(quoted(prefix), isCut: isCut)
        case .url:
            guard urlIsDecided(byPrefix: prefix) else {
                return .pending("a string of \(size) with no '/', '?', '#' or ':' early on: URL(string:) reads it all")
            }
            return .json(quoted(prefix), isCut: isCut)
        case .dateRFC1123, .dateTwitter:
            guard let rawLength, endsWithShortWhiteSpace(node, rawLength: rawLength),
                rawLength - trailingSpaceScan > 3 * formatterLimit
            else {
                return .pending("a string of \(size) ending in white space: DateFormatter trims it all")
            }
            return .json(Array("\"x\"".utf8), isCut: false)
        default:
            return .json(Array("\"\"".utf8), isCut: false)
        }
    }

    /// The string's first ``prefixBytes`` source bytes (no escapes), cut at a character boundary.
    private static func rawPrefix(of node: JSONNode) -> [UInt8] {
        let reader = node.document.reader
        // A bounded look past the opening quote (the contents may be far longer).
        let window = reader.bytes(from: node.entry.offset + 1, count: prefixBytes + 1)
        var end = min(prefixBytes, window.count)
        // Back off continuation bytes (10xxxxxx) and the lead byte they belong to.
        if end < window.count, window[end] & 0xC0 == 0x80 {
            while end > 0, window[end] & 0xC0 == 0x80 { end -= 1 }
        }
        var bytes = Array(window[0..<end])
        if let quote = bytes.firstIndex(of: UInt8(ascii: "\"")) { bytes.removeSubrange(quote...) }
        return bytes
    }

    private static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
    }

    /// Whether the last ``trailingSpaceScan`` bytes of the string hold a byte that is surely not
    /// white space (ASCII other than tab, line breaks and space; bytes of other characters are
    /// counted as white space, which errs on the side of pending).
    private static func endsWithShortWhiteSpace(_ node: JSONNode, rawLength: Int) -> Bool {
        let scanned = min(rawLength, trailingSpaceScan)
        let tail = node.document.reader.bytes(from: node.entry.offset + 1 + rawLength - scanned, count: scanned)
        return tail.contains { $0 < 0x80 && !($0 == 0x20 || (0x09...0x0D).contains($0)) }
    }

    /// Whether `URL(string:)` gives the same validity for every string that starts with `prefix`.
    static func urlIsDecided(byPrefix prefix: [UInt8]) -> Bool {
        func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
        }
        func authorityEnds(after start: Int) -> Bool {
            prefix[start...].contains(where: isDelimiter)
        }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isSchemeByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }
        let slashes = Array("//".utf8)
        if let first = prefix.first, isLetter(first) {
            var end = 1
            while end < prefix.count, isSchemeByte(prefix[end]) { end += 1 }
            if end < prefix.count, prefix[end] == UInt8(ascii: ":") {
                let rest = end + 1
                if prefix[rest...].starts(with: slashes) { return authorityEnds(after: rest + 2) }
                return true
            }
        }
        if prefix.starts(with: slashes) { return authorityEnds(after: 2) }
        return prefix.contains { isDelimiter($0) || $0 == UInt8(ascii: ":") }
    }
}
