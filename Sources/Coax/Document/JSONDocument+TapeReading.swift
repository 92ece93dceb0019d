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
    ///
    /// The last long string decoded (``longStringThreshold`` raw bytes or more) is kept: the
    /// coercions and decoders of one value each ask for its text, and a 10 MB string would
    /// otherwise be decoded dozens of times. Short strings are decoded on every call.
    func decodedString(at index: Int) -> String {
        // A length too long to store (nil) is longer than the threshold.
        if let length = tape[index].storedStringLength, length < Self.longStringThreshold {
            return reader.decodedString(at: index)
        }
        if let kept = lastLongString.withLock({ $0 }), kept.index == index { return kept.text }
        let text = reader.decodedString(at: index)
        lastLongString.withLock { $0 = (index, text) }
        return text
    }

    /// The raw length from which a decoded string is kept (see ``decodedString(at:)``).
    static let longStringThreshold = 64 * 1024

    /// The source bytes of the value at a tape index (brackets or quotes included).
    func rawValueRange(at index: Int) -> Range<Int> { reader.valueRange(at: index) }
}
