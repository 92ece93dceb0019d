#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading objects straight from the tape, by tape index: what the expansion does for every
/// resource, without making a node (and retaining the document) per step.
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

    /// The value of the last member named `name` of the object at `index` (the one lookups by
    /// key find), or nil.
    func lastMember(named name: MemberName, ofObjectAt index: Int) -> Int? {
        var found: Int?
        for keyIndex in memberKeys(ofObjectAt: index) where MemberName.of(keyIndex, in: self) == name {
            found = keyIndex + 1
        }
        return found
    }

    /// Whether the key at a tape index is `name` (compared decoded, so `"\u0069d"` is `id`),
    /// without making a string when the key has no escapes.
    func key(at keyIndex: Int, is name: StaticString) -> Bool {
        if tape[keyIndex].stringFlags & TapeEntry.Flag.hasEscapes != 0 {
            return decodedString(at: keyIndex).utf8.elementsEqual(
                UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        let range = rawStringRange(at: keyIndex)
        return range.length == name.utf8CodeUnitCount
            && memcmp(source.base + range.start, name.utf8Start, range.length) == 0
    }

    /// Whether the key at a tape index is `name` as Swift compares strings (canonical
    /// equivalence, as `JSONObject` lookups do); without making a string when both are ASCII,
    /// for which that is byte equality.
    func key(at keyIndex: Int, equals name: String) -> Bool {
        if let raw = plainASCIIKey(at: keyIndex) {
            var name = name
            let equal: Bool? = name.withUTF8 { wanted in
                guard !wanted.contains(where: { $0 >= 0x80 }) else { return nil }
                return raw.elementsEqual(wanted)
            }
            if let equal { return equal }
        }
        return decodedString(at: keyIndex) == name
    }

    /// Whether two keys are equal as Swift compares strings; byte equality when both are ASCII.
    func keysEqual(_ first: Int, _ second: Int) -> Bool {
        if let one = plainASCIIKey(at: first), let other = plainASCIIKey(at: second) {
            return one.elementsEqual(other)
        }
        return decodedString(at: first) == decodedString(at: second)
    }

    /// The raw bytes of a key without escapes and all ASCII, or nil.
    private func plainASCIIKey(at keyIndex: Int) -> UnsafeBufferPointer<UInt8>? {
        guard tape[keyIndex].stringFlags & TapeEntry.Flag.hasEscapes == 0 else { return nil }
        let range = rawStringRange(at: keyIndex)
        let raw = source.slice(range.start, range.length)
        return raw.contains(where: { $0 >= 0x80 }) ? nil : raw
    }
}
