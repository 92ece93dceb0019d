#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a document's tape and its source bytes by tape index: the one place outside the parser
/// that interprets slots, for code that walks many values (drift analysis, expansion, the
/// writers, queries, the lenient decoder) without making a `JSONNode` — and retaining the
/// document — per step.
///
/// What the parser guarantees, and this reader (and only it) relies on:
/// - The tape holds exactly one value: slot 0 is its root. A container takes an opening slot
///   whose payload is the index of its closing slot (counted from slot 0 of this tape: the
///   records of a collection are parsed self-relative), a closing slot whose payload is its
///   number of children, and between them its children in order; an object's children are
///   keys, each followed by its value's slots.
/// - A slot's offset is where its value starts in the source: the opening quote of a string or
///   key, the first character of a number or literal, the bracket of a container. Every range
///   derived from a slot lies within the source's `count` bytes.
/// - A string or key slot's payload is its raw length (between the quotes) shifted left by 3,
///   with ``TapeEntry/Flag/hasEscapes``; the length ``TapeEntry/maximumStoredStringLength``
///   means "too long to store": the contents end at the first unescaped quote. A number's
///   payload is its literal's length; ``TapeEntry/maximumPayload`` means "scan the literal".
/// - String contents are valid UTF-8 with valid escapes; literals are valid JSON numbers.
///
/// The reader holds pointers, not the document (a retain per copy showed in profiles): whoever
/// uses one keeps the document alive meanwhile.
///
/// ```swift
/// let reader = document.reader
/// for key in reader.memberKeys(ofObjectAt: 0) {
///     print(reader.decodedString(at: key), reader.jsonKind(at: key + 1))   // "id" number …
/// }
/// ```
struct TapeReader {
    let tape: UnsafeMutableBufferPointer<TapeEntry>
    let base: UnsafeMutablePointer<UInt8>
    /// The number of source bytes.
    let sourceCount: Int

    init(document: JSONDocument) {
        tape = document.tape
        base = document.source.base
        sourceCount = document.source.count
    }

    /// A reader of `tape` over `sourceCount` bytes at `base`, as a document holding them reads them.
    init(tape: UnsafeMutableBufferPointer<TapeEntry>, base: UnsafeMutablePointer<UInt8>, sourceCount: Int) {
        self.tape = tape
        self.base = base
        self.sourceCount = sourceCount
    }

    // MARK: Slots

    @inline(__always)
    func entry(at index: Int) -> TapeEntry { tape[index] }

    @inline(__always)
    func kind(at index: Int) -> TapeEntry.Kind { tape[index].kind }

    /// The JSON kind of the value (or key, or container end) at `index`.
    @inline(__always)
    func jsonKind(at index: Int) -> JSONKind { tape[index].kind.jsonKind }

    /// The byte offset where the value at `index` starts.
    @inline(__always)
    func offset(at index: Int) -> Int { tape[index].offset }

    /// The index of the closing slot of the container opened at `index`.
    @inline(__always)
    func containerEnd(of index: Int) -> Int { Int(tape[index].payload) }

    /// The number of members or elements of the container opened at `index`.
    @inline(__always)
    func childCount(of index: Int) -> Int { Int(tape[Int(tape[index].payload)].payload) }

    /// The tape index just past the value at `index` (its subtree included).
    @inline(__always)
    func subtreeEnd(of index: Int) -> Int {
        let entry = tape[index]
        switch entry.rawKind {
        case TapeEntry.Kind.arrayOpen.rawValue, TapeEntry.Kind.objectOpen.rawValue: return Int(entry.payload) + 1
        default: return index + 1
        }
    }

    /// The keys of the object at `index` in order (each member's value follows its key); none
    /// when the value is not an object.
    func memberKeys(ofObjectAt index: Int) -> ChildIndices {
        ChildIndices(tape: tape, container: index, opening: .objectOpen, slotsBeforeValue: 1)
    }

    /// The elements of the array at `index` in order; none when the value is not an array.
    func elements(ofArrayAt index: Int) -> ChildIndices {
        ChildIndices(tape: tape, container: index, opening: .arrayOpen, slotsBeforeValue: 0)
    }

    // MARK: Bytes

    /// `count` source bytes from `start`, cut at the end of the source.
    @inline(__always)
    func bytes(from start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: max(0, min(count, sourceCount - start)))
    }

    /// Whether the string or key at `index` holds backslash escapes.
    @inline(__always)
    func hasEscapes(at index: Int) -> Bool { tape[index].stringFlags & TapeEntry.Flag.hasEscapes != 0 }

    /// Start and length of the raw contents (between the quotes) of the string or key at `index`.
    @inline(__always)
    func rawStringRange(at index: Int) -> (start: Int, length: Int) {
        let entry = tape[index]
        let start = entry.offset + 1
        if let length = entry.storedStringLength { return (start, length) }
        return (start, scannedStringLength(from: start))
    }

    /// The length of raw string contents from `start` to the first unescaped quote (or the end
    /// of the source): for strings too long for their slot to store the length.
    private func scannedStringLength(from start: Int) -> Int {
        var end = start
        while end < sourceCount {
            let byte = base[end]
            if byte == UInt8(ascii: "\\") {
                end += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { break }
            end += 1
        }
        return min(end, sourceCount) - start
    }

    /// The raw contents (between the quotes, escapes as written) of the string or key at `index`.
    @inline(__always)
    func rawString(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let range = rawStringRange(at: index)
        return bytes(from: range.start, count: range.length)
    }

    /// The decoded text of the string or key at `index`.
    func decodedString(at index: Int) -> String {
        let raw = rawString(at: index)
        return hasEscapes(at: index) ? StringDecoder.decode(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// Whether the raw contents of the string or key at `index` are exactly `wanted` (for keys
    /// without escapes; with escapes, the decoded text is compared).
    func stringEquals(at index: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        if hasEscapes(at: index) { return decodedString(at: index).utf8.elementsEqual(wanted) }
        let raw = rawString(at: index)
        guard raw.count == wanted.count else { return false }
        guard let first = raw.baseAddress, let second = wanted.baseAddress else { return true }
        return memcmp(first, second, raw.count) == 0
    }

    /// The length of the number literal at `index`.
    func numberLength(at index: Int) -> Int {
        let entry = tape[index]
        let stored = Int(entry.payload)
        if stored < Int(TapeEntry.maximumPayload) { return stored }
        var end = entry.offset
        while end < sourceCount {
            let byte = base[end]
            guard
                (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
            else { break }
            end += 1
        }
        return end - entry.offset
    }

    /// The bytes of the number literal at `index`, exactly as written.
    func numberLiteral(at index: Int) -> UnsafeBufferPointer<UInt8> {
        bytes(from: tape[index].offset, count: numberLength(at: index))
    }

    /// The source bytes of the value at `index`: brackets and all for a container, quotes
    /// included for a string or key.
    func valueRange(at index: Int) -> Range<Int> {
        let entry = tape[index]
        switch entry.kind {
        case .arrayOpen, .objectOpen:
            return entry.offset..<(tape[Int(entry.payload)].offset + 1)
        case .string, .key:
            let raw = rawStringRange(at: index)
            return entry.offset..<(raw.start + raw.length + 1)
        case .number:
            return entry.offset..<(entry.offset + numberLength(at: index))
        case .true, .null: return entry.offset..<(entry.offset + 4)
        case .false: return entry.offset..<(entry.offset + 5)
        case .arrayClose, .objectClose: return entry.offset..<(entry.offset + 1)
        }
    }
}

extension TapeReader {
    /// The tape indices of a container's children in order: an object's keys (each value
    /// follows its key) or an array's elements; none when the value is not that container.
    struct ChildIndices: Sequence, IteratorProtocol {
        private let tape: UnsafeMutableBufferPointer<TapeEntry>
        private var position: Int
        private let end: Int
        /// 1 for object members (key, then value), 0 for array elements.
        private let slotsBeforeValue: Int

        init(
            tape: UnsafeMutableBufferPointer<TapeEntry>, container index: Int, opening: TapeEntry.Kind,
            slotsBeforeValue: Int
        ) {
            self.tape = tape
            self.slotsBeforeValue = slotsBeforeValue
            let entry = tape[index]
            if entry.rawKind == opening.rawValue {
                position = index + 1
                end = Int(entry.payload)
            } else {
                position = 0
                end = 0
            }
        }

        mutating func next() -> Int? {
            guard position < end else { return nil }
            let child = position
            let value = tape[child + slotsBeforeValue]
            switch value.rawKind {
            case TapeEntry.Kind.arrayOpen.rawValue, TapeEntry.Kind.objectOpen.rawValue:
                position = Int(value.payload) + 1
            default:
                position = child + slotsBeforeValue + 1
            }
            return child
        }
    }
}
