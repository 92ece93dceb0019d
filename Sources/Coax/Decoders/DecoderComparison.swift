import Foundation

/// What Swift's decoders give for one JSON value: for each ``DecodingTarget`` (`Bool`, `Int`,
/// `Int64`, `UInt64`, `Double`, `Float`, `Decimal`, `String`, `URL`, `UUID` and `Date` under five
/// strategies), the answer of Foundation's `JSONDecoder` on this platform and of Coax's
/// ``LenientDecoder``: a value written exactly, or the `DecodingError` case and message.
///
/// The `JSONDecoder` column is the real decoder's answer: it is handed the value's own JSON text
/// (arrays and objects are handed `[]` or `{}`, which every target rejects the same way). With a
/// `byteLimit` (the inspector's bounded report), a string or number literal longer than the limit
/// is handed a short stand-in that provably gets the same answer, and the cells whose answer
/// needs the whole value are ``DecoderCell/pending(_:)``; ``completed(for:isCancelled:)`` works them out.
///
/// ```swift
/// let price = try JSONDocument(parsing: #"{"price": "12.90"}"#).root["price"]!
/// let comparison = DecoderComparison(price)
/// comparison[.double]?.jsonDecoder.failure?.errorCase   // .typeMismatch
/// comparison[.double]?.lenientDecoder.value?.text       // "12.9"
/// comparison[.decimal]?.lenientDecoder.value?.why       // "\"12.90\" → 12.9"
/// ```
///
/// - Complexity: bounded by `byteLimit` when given: a 6 MB string or a 1,000,000-member object
///   costs what a short value costs. Without it, linear in the length of a string or literal.
package struct DecoderComparison: Sendable, Hashable {
    /// The two answers for one target.
    ///
    /// ```swift
    /// let price = try JSONDocument(parsing: #"{"price": "12.90"}"#).root["price"]!
    /// let row = DecoderComparison(price)[.int]!
    /// row.jsonDecoder.failure?.errorCase   // → .typeMismatch
    /// row.lenientDecoder.value?.why        // → "\"12.90\" → integer prefix 12"
    /// ```
    package struct Row: Sendable, Hashable {
        /// The type (and date strategy) asked for.
        package let target: DecodingTarget
        /// What Foundation's `JSONDecoder` gives.
        package var jsonDecoder: DecoderCell
        /// What Coax's `LenientDecoder` gives.
        package var lenientDecoder: DecoderCell
    }

    /// The limit the inspector uses: strings and number literals up to 4 KiB are decoded whole.
    ///
    /// ```swift
    /// DecoderComparison.defaultByteLimit   // → 4096
    /// ```
    package static let defaultByteLimit = 4096

    /// One row per target, in `DecodingTarget.allCases` order.
    ///
    /// ```swift
    /// comparison.rows.map(\.target.name)   // ["Bool", "Int", …, "Date.twitter"]
    /// ```
    package private(set) var rows: [Row]
    /// The limit the comparison was made with; nil when every answer is complete.
    ///
    /// ```swift
    /// DecoderComparison(node).byteLimit   // nil
    /// ```
    package let byteLimit: Int?

    /// Both decoders' answers for `node`. With `byteLimit`, strings and literals longer than it
    /// are not read whole (see the type's description).
    ///
    /// ```swift
    /// DecoderComparison(node)                    // complete: what `coax coerce` prints
    /// DecoderComparison(node, byteLimit: 4096)   // bounded: what the inspector shows at once
    /// ```
    ///
    /// - Parameters:
    ///   - node: the value, as both decoders would meet it as a property of a `Decodable` type.
    ///   - byteLimit: the longest string or literal read at once; nil reads everything.
    package init(_ node: JSONNode, byteLimit: Int? = nil) {
        self.byteLimit = byteLimit
        let writer = DecodedValueWriter(literal: Self.literal(of: node, byteLimit: byteLimit))
        let input = Self.input(of: node, byteLimit: byteLimit)
        rows = DecodingTarget.allCases.map { target in
            Row(
                target: target,
                jsonDecoder: Self.jsonDecoderCell(
                    target, node: node, byteLimit: byteLimit, writer: writer, input: input),
                lenientDecoder: Self.lenientDecoderCell(target, node: node, byteLimit: byteLimit, writer: writer))
        }
    }

    /// A comparison made of rows computed elsewhere (a missing value's).
    init(rows: [Row]) {
        self.rows = rows
        self.byteLimit = nil
    }

    /// The row for `target`.
    ///
    /// ```swift
    /// comparison[.uuid]?.jsonDecoder.failure?.message   // "Attempted to decode UUID from invalid UUID string."
    /// ```
    ///
    /// - Parameter target: a Swift type, with its date strategy for `Date`.
    /// - Returns: Both decoders' cells for that type; nil when the comparison has no row for it.
    package subscript(target: DecodingTarget) -> Row? {
        rows.first { $0.target == target }
    }

    /// Whether no cell is pending.
    ///
    /// ```swift
    /// DecoderComparison(node).isComplete   // true
    /// ```
    package var isComplete: Bool {
        rows.allSatisfy { !$0.jsonDecoder.isPending && !$0.lenientDecoder.isPending }
    }

    /// Whether a comparison of `node` made with `byteLimit` leaves cells pending: the node is a
    /// string or number literal longer than the limit. Costs what reading the tape entry costs.
    ///
    /// ```swift
    /// DecoderComparison.readsWhole(sixMegabyteString, byteLimit: 4096)   // true
    /// DecoderComparison.readsWhole(price, byteLimit: 4096)               // false
    /// ```
    ///
    /// - Parameters:
    ///   - node: the value the comparison would be made for.
    ///   - byteLimit: the limit it would be made with.
    /// - Returns: `true` when `node` is a string or number literal longer than `byteLimit`, so the
    ///   bounded comparison leaves cells for ``completed(for:isCancelled:)``.
    package static func readsWhole(_ node: JSONNode, byteLimit: Int) -> Bool {
        longValueSize(node, byteLimit: byteLimit) != nil
    }

    /// This comparison with every pending cell worked out on the whole of `node` (the node it
    /// was made for). The other cells are kept as they are.
    ///
    /// ```swift
    /// let quick = DecoderComparison(hugeString, byteLimit: 4096)
    /// let full = quick.completed(for: hugeString)   // off the keystroke path: reads the whole string
    /// ```
    ///
    /// `isCancelled` is asked before each cell: once it says yes, the remaining cells stay pending.
    ///
    /// - Complexity: linear in the size of the string or literal.
    ///
    /// - Parameters:
    ///   - node: the node this comparison was made for; another node gives meaningless cells.
    ///   - isCancelled: asked before each pending cell; `true` stops the work.
    /// - Returns: This comparison itself when nothing was pending; otherwise a copy with the pending
    ///   cells filled, up to the cancellation.
    package func completed(for node: JSONNode, isCancelled: () -> Bool = { false }) -> DecoderComparison {
        guard !isComplete else { return self }
        let writer = Self.writer(for: node)
        let input = Self.input(of: node, byteLimit: nil)
        var result = self
        for index in result.rows.indices {
            let target = result.rows[index].target
            if isCancelled() { break }
            if result.rows[index].jsonDecoder.isPending {
                result.rows[index].jsonDecoder = Self.jsonDecoderCell(
                    target, node: node, byteLimit: nil, writer: writer, input: input)
            }
            if result.rows[index].lenientDecoder.isPending, !isCancelled() {
                result.rows[index].lenientDecoder = LenientDecoderColumn.cell(target, node: node, writer: writer)
            }
        }
        return result
    }

    // MARK: Cells

    static func jsonDecoderCell(
        _ target: DecodingTarget, node: JSONNode, byteLimit: Int?, writer: DecodedValueWriter, input: String?
    ) -> DecoderCell {
        switch JSONDecoderProbe.probe(target, for: node, byteLimit: byteLimit) {
        case .pending(let why):
            return .pending(why)
        case .json(let bytes, let isCut):
            // A string longer than the byte limit but read whole (a limit under the probe's
            // prefix) is its own input, as it is for the complete comparison.
            let wholeInput =
                input
                ?? (!isCut && node.kind == .string && target.readsString
                    ? String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self) : nil)
            return JSONDecoderColumn.cell(
                target, json: bytes, writer: isCut ? DecodedValueWriter(literal: nil) : writer,
                input: isCut ? nil : wholeInput, isCut: isCut)
        }
    }

    private static func lenientDecoderCell(
        _ target: DecodingTarget, node: JSONNode, byteLimit: Int?, writer: DecodedValueWriter
    ) -> DecoderCell {
        guard let byteLimit, let size = longValueSize(node, byteLimit: byteLimit) else {
            return LenientDecoderColumn.cell(target, node: node, writer: writer)
        }
        let entry = node.entry
        if target == .string, node.kind == .string, entry.stringFlags & TapeEntry.Flag.hasEscapes == 0,
            case .json(let bytes, let isCut) = JSONDecoderProbe.probe(.string, for: node, byteLimit: byteLimit)
        {
            let text = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
            return .value(writer.string(text, isCut: isCut, why: "read as it is"))
        }
        return .pending("\(size): the lenient rules read all of it")
    }

    /// For a string or literal longer than `byteLimit`, a phrase naming it; nil otherwise.
    private static func longValueSize(_ node: JSONNode, byteLimit: Int) -> String? {
        switch node.kind {
        case .string:
            guard let length = node.entry.storedStringLength else { return "a string over 32 MiB" }
            return length > byteLimit ? "a string of \(NumberText.grouped(length)) bytes" : nil
        case .number:
            let length = node.numberLength
            return length > byteLimit ? "a number literal of \(NumberText.grouped(length)) bytes" : nil
        default:
            return nil
        }
    }

    /// The value writer for a whole node.
    static func writer(for node: JSONNode) -> DecodedValueWriter {
        DecodedValueWriter(literal: literal(of: node, byteLimit: nil))
    }

    /// The string's text when the node is a string.
    static func text(of node: JSONNode) -> String? { input(of: node, byteLimit: nil) }

    /// The number literal, unless it is longer than the limit.
    private static func literal(of node: JSONNode, byteLimit: Int?) -> String? {
        guard node.kind == .number else { return nil }
        if let byteLimit, node.numberLength > byteLimit { return nil }
        return node.numberLiteral
    }

    /// The string's text, unless it is longer than the limit.
    private static func input(of node: JSONNode, byteLimit: Int?) -> String? {
        guard node.kind == .string else { return nil }
        if let byteLimit, longValueSize(node, byteLimit: byteLimit) != nil { return nil }
        return node.string
    }
}
