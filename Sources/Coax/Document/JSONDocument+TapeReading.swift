/// Reading a document by tape index, through its ``TapeReader``.
extension JSONDocument {
    /// A reader of this document's tape; keep the document alive while using it.
    var reader: TapeReader { TapeReader(document: self) }

    typealias ChildIndices = TapeReader.ChildIndices

    func memberKeys(ofObjectAt index: Int) -> ChildIndices { reader.memberKeys(ofObjectAt: index) }

    func elements(ofArrayAt index: Int) -> ChildIndices { reader.elements(ofArrayAt: index) }

    /// The kind of the value at a tape index.
    func kind(at index: Int) -> JSONKind { tape[index].kind.jsonKind }

    /// The decoded string at a tape index, when it is a string.
    func string(at index: Int) -> String? {
        tape[index].kind == .string ? decodedString(at: index) : nil
    }

    /// The number literal at a tape index, when it is a number.
    func numberLiteral(at index: Int) -> String? {
        tape[index].kind == .number ? String(decoding: reader.numberLiteral(at: index), as: UTF8.self) : nil
    }

    /// The length of the number literal at a tape index.
    func numberLength(at index: Int) -> Int { reader.numberLength(at: index) }

    /// Start and length of a string or key's raw contents (between the quotes).
    func rawStringRange(at index: Int) -> (start: Int, length: Int) { reader.rawStringRange(at: index) }

    /// The decoded text of a string or key.
    func decodedString(at index: Int) -> String { reader.decodedString(at: index) }

    /// The source bytes of the value at a tape index (brackets or quotes included).
    func rawValueRange(at index: Int) -> Range<Int> { reader.valueRange(at: index) }
}
