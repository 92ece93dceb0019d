import Coax

/// Writing is lossless and stable: a parsed document written compactly parses back to a document
/// that writes the same bytes; written pretty it parses back to the same compact bytes; its owned
/// value (``JSONValue``) writes text that reads back as that value and writes the same bytes again,
/// as does a document built from the value.
enum WriterCheck {
    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let document = try? JSONDocument(parsing: input) else { return }
        let compact = JSONWriter.compact.bytes(for: document.root)
        try expectWrites(compact, compact, "the compact text")
        try expectWrites(JSONWriter.pretty.bytes(for: document.root), compact, "the pretty text")
        try expectWrites(JSONWriter(indent: 0).bytes(for: document.root), compact, "the text indented by 0")

        // An owned value holds decoded strings: it writes `"😀"` where the document keeps the
        // source's `"\ud83d\ude00"`. Its text reads back as the same value and writes the same bytes.
        let value = document.root.jsonValue
        let fromValue = JSONWriter.compact.bytes(for: value)
        let valueRead: JSONDocument
        do {
            valueRead = try JSONDocument(parsing: fromValue, options: JSONParseOptions(maximumDepth: .max))
        } catch {
            throw FuzzFailure("the value's text \(text(fromValue)) does not parse: \(error)")
        }
        try expect(valueRead.root.jsonValue == value, "the value's text \(text(fromValue)) reads back as another value")
        try expect(
            JSONWriter.compact.bytes(for: valueRead.root.jsonValue) == fromValue,
            "the value's text, read and written again, changes: \(text(fromValue))")
        try expect(
            JSONWriter.compact.string(for: document.root) == String(decoding: compact, as: UTF8.self),
            "string(for:) and bytes(for:) differ")
        let rebuilt = JSONWriter.compact.bytes(for: JSONDocument(value).root)
        try expect(
            rebuilt == fromValue,
            "a document built from the value writes \(text(rebuilt)), the value \(text(fromValue))")
    }

    /// `written` parses, and its document writes `compact`.
    static func expectWrites(_ written: [UInt8], _ compact: [UInt8], _ what: String) throws(FuzzFailure) {
        let reparsed: JSONDocument
        do {
            reparsed = try JSONDocument(parsing: written, options: JSONParseOptions(maximumDepth: .max))
        } catch {
            throw FuzzFailure("\(what) \(text(written)) does not parse: \(error)")
        }
        let again = JSONWriter.compact.bytes(for: reparsed.root)
        try expect(again == compact, "\(what) parsed and written again is \(text(again)), first \(text(compact))")
    }

    static func text(_ bytes: [UInt8]) -> String {
        shown(String(decoding: bytes, as: UTF8.self))
    }
}
