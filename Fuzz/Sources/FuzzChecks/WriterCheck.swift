import Coax

/// Writing is lossless and stable: a parsed document written compactly parses back to a document
/// that writes the same bytes; written pretty it parses back to the same compact bytes; its owned
/// value (``JSONValue``) writes the same bytes, and so does a document built from that value.
enum WriterCheck {
    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let document = try? JSONDocument(parsing: input) else { return }
        let compact = JSONWriter.compact.bytes(for: document.root)
        try expectWrites(compact, compact, "the compact text")
        try expectWrites(JSONWriter.pretty.bytes(for: document.root), compact, "the pretty text")
        try expectWrites(JSONWriter(indent: 0).bytes(for: document.root), compact, "the text indented by 0")

        let value = document.root.jsonValue
        let fromValue = JSONWriter.compact.bytes(for: value)
        try expect(fromValue == compact, "the value writes \(text(fromValue)), the document \(text(compact))")
        try expect(
            JSONWriter.compact.string(for: document.root) == String(decoding: compact, as: UTF8.self),
            "string(for:) and bytes(for:) differ")
        let rebuilt = JSONWriter.compact.bytes(for: JSONDocument(value).root)
        try expect(rebuilt == compact, "a document built from the value writes \(text(rebuilt))")
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
