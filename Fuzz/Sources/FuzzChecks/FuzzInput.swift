import Coax

/// Splits a fuzz input into a first line (a path, a query, an include list) and the document
/// after it, so that one input varies both.
struct TextAndDocument {
    let text: String
    let document: JSONDocument?

    init(_ input: [UInt8]) {
        let newline = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.endIndex
        text = String(decoding: input[..<newline], as: UTF8.self)
        let rest = newline < input.endIndex ? input[(newline + 1)...] : []
        document = try? JSONDocument(parsing: rest)
    }
}
