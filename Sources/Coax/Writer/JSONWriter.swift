/// Writes JSON text, compact or pretty (2-space indent), keys in order, number literals byte
/// for byte as read, control characters (C0, DEL, C1, U+2028/U+2029) always escaped.
///
/// Writing a document node walks the tape without recursion; parse → write → parse gives
/// the same document.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"price": 8.450, "tags": ["a"]}"#)
/// JSONWriter.compact.string(for: document.root)   // {"price":8.450,"tags":["a"]}
/// JSONWriter.pretty.string(for: ["a": 1])          // "{\n  \"a\": 1\n}"
/// ```
public struct JSONWriter: Sendable, Hashable {
    /// Indentation per level; nil writes everything on one line with no spaces.
    public var indent: Int?

    /// Creates a writer; `indent: nil` is compact.
    ///
    /// ```swift
    /// JSONWriter(indent: 4).string(for: [1, 2])   // "[\n    1,\n    2\n]"
    /// ```
    ///
    /// - Parameter indent: spaces per level, or nil for compact output.
    public init(indent: Int? = nil) {
        self.indent = indent
    }

    /// One line, no spaces.
    public static let compact = JSONWriter(indent: nil)
    /// Two spaces per level, `"key": value`.
    public static let pretty = JSONWriter(indent: 2)

    /// The JSON text of a node.
    ///
    /// ```swift
    /// JSONWriter.compact.string(for: try JSONDocument(parsing: "[1.50, true]").root)   // "[1.50,true]"
    /// ```
    ///
    /// - Parameter node: the value to write, with everything below it.
    /// - Returns: the JSON text, number literals as read.
    /// - Complexity: O(size of the subtree).
    public func string(for node: JSONNode) -> String {
        String(decoding: bytes(for: node), as: UTF8.self)
    }

    /// The JSON text of a value.
    ///
    /// ```swift
    /// JSONWriter.compact.string(for: ["a": nil, "b": [1]])   // {"a":null,"b":[1]}
    /// ```
    ///
    /// - Parameter value: the value to write.
    /// - Returns: the JSON text, members in order, repeated keys kept.
    public func string(for value: JSONValue) -> String {
        String(decoding: bytes(for: value), as: UTF8.self)
    }

    /// The UTF-8 JSON text of a node.
    ///
    /// ```swift
    /// JSONWriter.compact.bytes(for: try JSONDocument(parsing: "[ 1 ]").root)   // Array("[1]".utf8)
    /// ```
    ///
    /// - Parameter node: the value to write, with everything below it.
    /// - Returns: the JSON text as UTF-8 bytes.
    /// - Complexity: O(size of the subtree).
    public func bytes(for node: JSONNode) -> [UInt8] {
        var output = JSONOutput(indent: indent)
        output.write(node)
        return output.bytes
    }

    /// Writes the JSON text of a node in chunks of about `chunkSize` bytes, each handed to `sink`
    /// as soon as it is made: the text of a large document never has to fit in memory (the
    /// bytes are those of ``bytes(for:)-(JSONNode)``).
    ///
    /// ```swift
    /// var total = 0
    /// JSONWriter.pretty.write(document.root) { chunk in total += chunk.count; return true }   // true
    /// total   // the size of the pretty-printed text
    /// ```
    ///
    /// - Parameters:
    ///   - node: the value to write, with everything below it.
    ///   - chunkSize: about how many bytes each call to `sink` gets.
    ///   - sink: takes each chunk in order (valid only during the call); false stops the writing.
    /// - Returns: false when `sink` refused a chunk; nothing after it was written.
    /// - Complexity: O(size of the subtree), in memory of `chunkSize` bytes.
    public func write(
        _ node: JSONNode, chunkSize: Int = 1 << 18, to sink: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        withoutActuallyEscaping(sink) { sink in
            var emitter = JSONEmitter(indent: indent, capacity: chunkSize, sink: sink)
            emitter.value(node.document, node.index)
            emitter.finish()
            return !emitter.failed
        }
    }

    /// The UTF-8 JSON text of a value.
    ///
    /// ```swift
    /// JSONWriter.compact.bytes(for: "é").count   // 4: the quotes and two bytes
    /// ```
    ///
    /// - Parameter value: the value to write.
    /// - Returns: the JSON text as UTF-8 bytes.
    public func bytes(for value: JSONValue) -> [UInt8] {
        var output = JSONOutput(indent: indent)
        output.write(value)
        return output.bytes
    }
}

/// The byte sink behind ``JSONWriter``.
struct JSONOutput {
    private(set) var bytes: [UInt8] = []
    private let indent: Int?
    private var depth = 0

    init(indent: Int?) {
        self.indent = indent
    }

    /// Bytes written as they are, between values (separators, paths).
    mutating func appendRaw(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Forgets what was written, keeping the buffer, so one output can stream many chunks.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        depth = 0
    }

    // MARK: Nodes (iterative over the tape)

    mutating func write(_ node: JSONNode) {
        let reader = node.document.reader
        var index = node.index
        let end = node.subtreeEnd
        // Whether the next slot is the first inside its container (no comma before it).
        var firstInContainer = false
        var afterKey = false
        bytes.reserveCapacity(min(reader.sourceCount, (reader.offset(at: max(end - 1, 0)) - node.byteOffset) + 16))
        while index < end {
            let entry = reader.entry(at: index)
            switch entry.kind {
            case .arrayClose, .objectClose:
                depth -= 1
                if !firstInContainer { newline() }
                bytes.append(entry.kind == .arrayClose ? UInt8(ascii: "]") : UInt8(ascii: "}"))
                firstInContainer = false
                index += 1
                continue
            default:
                break
            }
            if !afterKey {
                if index != node.index {
                    if !firstInContainer { bytes.append(UInt8(ascii: ",")) }
                    newline()
                }
            }
            afterKey = false
            firstInContainer = false
            switch entry.kind {
            case .null: append("null")
            case .false: append("false")
            case .true: append("true")
            case .number:
                bytes.append(contentsOf: reader.numberLiteral(at: index))
            case .string, .key:
                bytes.append(UInt8(ascii: "\""))
                appendRawStringContents(reader.rawString(at: index))
                bytes.append(UInt8(ascii: "\""))
                if entry.kind == .key {
                    bytes.append(UInt8(ascii: ":"))
                    if indent != nil { bytes.append(UInt8(ascii: " ")) }
                    afterKey = true
                }
            case .arrayOpen, .objectOpen:
                bytes.append(entry.kind == .arrayOpen ? UInt8(ascii: "[") : UInt8(ascii: "{"))
                depth += 1
                firstInContainer = true
            case .arrayClose, .objectClose:
                break
            }
            index += 1
        }
    }

    // MARK: Values

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): bytes.append(contentsOf: number.literal.utf8)
        case .string(let text): appendQuoted(text)
        case .array(let elements):
            writeContainer(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { output, element in
                output.write(element)
            }
        case .object(let object):
            writeContainer(object, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { output, member in
                output.appendQuoted(member.key)
                output.bytes.append(UInt8(ascii: ":"))
                if output.indent != nil { output.bytes.append(UInt8(ascii: " ")) }
                output.write(member.value)
            }
        }
    }

    /// `open`, then each item on a line of its own (commas between), written by `writeItem`, then
    /// `close`; `open` and `close` side by side when there is no item.
    private mutating func writeContainer<Items: Sequence>(
        _ items: Items, open: UInt8, close: UInt8, _ writeItem: (inout JSONOutput, Items.Element) -> Void
    ) {
        bytes.append(open)
        var isEmpty = true
        for item in items {
            if isEmpty { depth += 1 } else { bytes.append(UInt8(ascii: ",")) }
            isEmpty = false
            newline()
            writeItem(&self, item)
        }
        if !isEmpty {
            depth -= 1
            newline()
        }
        bytes.append(close)
    }

    // MARK: Pieces

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func newline() {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
    }

    /// Raw string contents are valid JSON already; only DEL, C1 and U+2028/9, which JSON allows
    /// raw, are escaped on the way out (``JSONEscape``).
    private mutating func appendRawStringContents(_ raw: UnsafeBufferPointer<UInt8>) {
        guard let base = raw.baseAddress else { return }
        var runStart = 0
        var position = 0
        while let found = JSONEscape.nextInRawContents(base, length: raw.count, from: position) {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<found.position]))
            found.escape.write { bytes.append($0) }
            position = found.position + found.length
            runStart = position
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<raw.count]))
    }

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let escape = JSONEscape(scalar)
            if escape == .none {
                UTF8.encode(scalar) { bytes.append($0) }
            } else {
                escape.write { bytes.append($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
