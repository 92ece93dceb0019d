/// Reading a document by tape index, without making a node (and retaining the document) per
/// step: what the expansion and its writer do for every value they copy.
extension JSONDocument {
    /// The tape indices of an object's keys, in order (each value follows its key); none when
    /// the value at `index` is not an object.
    struct MemberKeys: Sequence, IteratorProtocol {
        private let tape: UnsafeMutableBufferPointer<TapeEntry>
        private var position: Int
        private let end: Int

        init(tape: UnsafeMutableBufferPointer<TapeEntry>, object index: Int) {
            self.tape = tape
            let entry = tape[index]
            if entry.rawKind == TapeEntry.Kind.objectOpen.rawValue {
                position = index + 1
                end = Int(entry.payload)
            } else {
                position = 0
                end = 0
            }
        }

        mutating func next() -> Int? {
            guard position < end else { return nil }
            let key = position
            let value = tape[key + 1]
            switch value.rawKind {
            case TapeEntry.Kind.arrayOpen.rawValue, TapeEntry.Kind.objectOpen.rawValue:
                position = Int(value.payload) + 1
            default:
                position = key + 2
            }
            return key
        }
    }

    /// The tape indices of an array's elements, in order; none when the value at `index` is not
    /// an array.
    struct Elements: Sequence, IteratorProtocol {
        private let tape: UnsafeMutableBufferPointer<TapeEntry>
        private var position: Int
        private let end: Int

        init(tape: UnsafeMutableBufferPointer<TapeEntry>, array index: Int) {
            self.tape = tape
            let entry = tape[index]
            if entry.rawKind == TapeEntry.Kind.arrayOpen.rawValue {
                position = index + 1
                end = Int(entry.payload)
            } else {
                position = 0
                end = 0
            }
        }

        mutating func next() -> Int? {
            guard position < end else { return nil }
            let element = position
            let entry = tape[element]
            switch entry.rawKind {
            case TapeEntry.Kind.arrayOpen.rawValue, TapeEntry.Kind.objectOpen.rawValue:
                position = Int(entry.payload) + 1
            default:
                position = element + 1
            }
            return element
        }
    }

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
