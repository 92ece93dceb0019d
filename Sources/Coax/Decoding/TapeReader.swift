import Foundation

/// Reads a document's tape and source bytes through raw pointers, for the lenient decoder's hot
/// paths: no `JSONNode` copies (each would retain the document), no intermediate strings for
/// keys and numbers. Anything unusual (escaped keys, over-long literals) returns nil so that the
/// caller takes the general path.
///
/// The reader does not retain the document (a retain per copy showed in profiles): whoever holds
/// a reader also holds a ``JSONNode`` of the same document, which keeps it alive.
struct TapeReader {
    unowned(unsafe) let document: JSONDocument
    private let tape: UnsafeMutableBufferPointer<TapeEntry>
    private let base: UnsafeMutablePointer<UInt8>

    init(document: JSONDocument) {
        self.document = document
        tape = document.tape
        base = document.source.base
    }

    func kind(at index: Int) -> TapeEntry.Kind { tape[index].kind }

    /// The tape index just past the value at `index` (its subtree included).
    func subtreeEnd(of index: Int) -> Int {
        let entry = tape[index]
        switch entry.kind {
        case .arrayOpen, .objectOpen: return Int(entry.payload) + 1
        default: return index + 1
        }
    }

    /// Whether the key at `keyIndex` is exactly `wanted`; nil when the key must be decoded to tell.
    func keyMatches(at keyIndex: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool? {
        let entry = tape[keyIndex]
        guard entry.stringFlags & TapeEntry.Flag.hasEscapes == 0, let length = entry.storedStringLength else { return nil }
        guard length == wanted.count else { return false }
        guard let wantedBase = wanted.baseAddress else { return true }
        return memcmp(base + entry.offset + 1, wantedBase, length) == 0
    }

    func isDuplicateKey(at keyIndex: Int) -> Bool {
        tape[keyIndex].stringFlags & TapeEntry.Flag.duplicateKey != 0
    }

    func isNull(at index: Int) -> Bool { tape[index].kind == .null }

    func bool(at index: Int) -> Bool? {
        switch tape[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The string at `index`, when it is one.
    func string(at index: Int) -> String? {
        let entry = tape[index]
        guard entry.kind == .string else { return nil }
        guard entry.stringFlags & TapeEntry.Flag.hasEscapes == 0, let length = entry.storedStringLength else {
            return document.decodedString(at: index)
        }
        return String(decoding: UnsafeBufferPointer(start: base + entry.offset + 1, count: length), as: UTF8.self)
    }

    /// The number literal's bytes at `index`, when it is a number of stored length.
    func numberBytes(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        let entry = tape[index]
        guard entry.kind == .number, entry.payload < TapeEntry.maximumPayload, entry.payload > 0 else { return nil }
        return UnsafeBufferPointer(start: base + entry.offset, count: Int(entry.payload))
    }

    func integer<T: FixedWidthInteger>(at index: Int, as type: T.Type) -> T? {
        numberBytes(at: index).flatMap { NumberLiteralReader.integer($0, as: T.self) }
    }

    func decimal(at index: Int) -> Decimal? {
        numberBytes(at: index).flatMap(NumberLiteralReader.decimal)
    }

    func double(at index: Int) -> Double? {
        guard let bytes = numberBytes(at: index), let value = Double(String(decoding: bytes, as: UTF8.self)),
              value.isFinite else { return nil }
        return value
    }
}
