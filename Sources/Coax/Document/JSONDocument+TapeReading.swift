/// Reading a document by tape index, without making a node (and retaining the document) per
/// step: what the expansion and its writer do for every value they copy.
extension JSONDocument {
    /// The tape indices of a container's children in order: an object's keys (each value
    /// follows its key) or an array's elements; none when the value is not that container.
    struct ChildIndices: Sequence, IteratorProtocol {
        private let tape: UnsafeMutableBufferPointer<TapeEntry>
        private var position: Int
        private let end: Int
        /// 2 for object members (key, then value), 1 for array elements.
        private let slotsBeforeValue: Int

        init(tape: UnsafeMutableBufferPointer<TapeEntry>, object index: Int) {
            self.init(tape: tape, container: index, opening: .objectOpen, slotsBeforeValue: 1)
        }

        init(tape: UnsafeMutableBufferPointer<TapeEntry>, array index: Int) {
            self.init(tape: tape, container: index, opening: .arrayOpen, slotsBeforeValue: 0)
        }

        private init(
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

    typealias MemberKeys = ChildIndices
    typealias Elements = ChildIndices

    func memberKeys(ofObjectAt index: Int) -> MemberKeys {
        MemberKeys(tape: tape, object: index)
    }

    func elements(ofArrayAt index: Int) -> Elements {
        Elements(tape: tape, array: index)
    }

    /// The kind of the value at a tape index.
    func kind(at index: Int) -> JSONKind {
        switch tape[index].kind {
        case .null: .null
        case .false, .true: .bool
        case .number: .number
        case .string, .key: .string
        case .arrayOpen, .arrayClose: .array
        case .objectOpen, .objectClose: .object
        }
    }

    /// The decoded string at a tape index, when it is a string.
    func string(at index: Int) -> String? {
        tape[index].kind == .string ? decodedString(at: index) : nil
    }

    /// The number literal at a tape index, when it is a number.
    func numberLiteral(at index: Int) -> String? {
        tape[index].kind == .number ? source.string(tape[index].offset, numberLength(at: index)) : nil
    }
}

extension TapeEntry {
    /// The kind's raw value, read without making the enum.
    @inline(__always)
    var rawKind: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 60) }
}

extension JSONDocument {
    /// The length of the number literal at a tape index.
    func numberLength(at index: Int) -> Int {
        let stored = tape[index].payload
        if stored < TapeEntry.maximumPayload { return Int(stored) }
        return JSONNode(document: self, index: index).numberLength
    }
}

extension JSONDocument {
    /// The source bytes of the container opening at a tape index (brackets included), or of the
    /// scalar's first byte onwards for other values.
    func rawValueRange(at index: Int) -> Range<Int> {
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
