import Foundation

/// The walk that decodes one value of a document as `JSONDecoder`'s synthesized conformances
/// would, straight over the tape: no `Decoder`, no allocation on the success path (each object's
/// member table is on the stack), and the first error (in the synthesized initializers' order) thrown
/// up with its codingPath built on the way out.
///
/// What it holds to, each checked against Swift 6.3's `JSONDecoder` on Linux (see
/// `DecodeSimulationTests`): the first of repeated keys is read; a number a type cannot hold
/// is `dataCorrupted` with an empty codingPath ("The given data was not valid JSON."), and so is
/// ISO 8601 text it cannot read; `Bool` from null is a `typeMismatch`; `Decimal`'s
/// `typeMismatch` has an empty description; `UUID` and raw-valued enums name their raw type;
/// `convertFromSnakeCase` converts an object's keys, not a dictionary's; dictionary keys that are
/// integers appear in the codingPath as integers.
struct DecodeSimulation {
    let document: JSONDocument
    let reader: TapeReader
    let keys: DecodeStrategies.Keys
    let dateFormatter: LockedDateFormatter?

    init(document: JSONDocument, keys: DecodeStrategies.Keys, dateFormatter: LockedDateFormatter?) {
        self.document = document
        reader = document.reader
        self.keys = keys
        self.dateFormatter = dateFormatter
    }

    // MARK: Messages

    func mismatch(_ type: String, at index: Int) -> SimulationStop {
        SimulationStop(
            .typeMismatch, expected: type,
            "Expected to decode \(type) but found \(Self.foundText(reader.kind(at: index))) instead.", at: index)
    }

    func null(_ type: String, at index: Int) -> SimulationStop {
        SimulationStop(
            .valueNotFound, expected: type, "Cannot get value of type \(type) -- found null value instead", at: index)
    }

    func notRepresentable(at index: Int) -> SimulationStop {
        var stop = SimulationStop(.dataCorrupted, "The given data was not valid JSON.", at: index)
        stop.hasEmptyCodingPath = true
        return stop
    }

    func corrupted(_ description: String, at index: Int) -> SimulationStop {
        SimulationStop(.dataCorrupted, description, at: index)
    }

    /// Checks a container's kind as `container(keyedBy:)` / `unkeyedContainer()` do.
    private func requireContainer(_ kind: TapeEntry.Kind, at index: Int) throws(SimulationStop) {
        let actual = reader.kind(at: index)
        guard actual != kind else { return }
        let keyed = kind == .objectOpen
        let type = keyed ? "Dictionary<String, Any>" : "Array<Any>"
        if actual == .null {
            throw SimulationStop(
                .valueNotFound, expected: type,
                "Cannot get \(keyed ? "keyed" : "unkeyed") decoding container -- found null value instead", at: index)
        }
        throw mismatch(type, at: index)
    }

    // MARK: Walk

    func decode(_ step: DecodeStep, at index: Int) throws(SimulationStop) {
        switch step {
        case .object(let plan): try decodeObject(plan, at: index)
        case .optional(let wrapped):
            guard reader.kind(at: index) != .null else { return }
            do throws(SimulationStop) { try decode(wrapped, at: index) } catch var stop {
                stop.reversedSlot.append(.wrapped)
                throw stop
            }
        case .array(let element): try decodeArray(element, at: index)
        case .stringDictionary(let value): try decodeDictionary(value, integerKeys: false, at: index)
        case .integerDictionary(let value): try decodeDictionary(value, integerKeys: true, at: index)
        case .string:
            guard reader.kind(at: index) == .string else { throw scalarMismatch("String", at: index) }
        case .bool:
            let kind = reader.kind(at: index)
            // JSONDecoder reports null for Bool as a type mismatch, not as valueNotFound.
            guard kind == .true || kind == .false else { throw mismatch("Bool", at: index) }
        case .integer(let width): _ = try integer(width, at: index)
        case .double: _ = try double(at: index, type: "Double")
        case .float: try float(at: index)
        case .decimal: try decimal(at: index)
        case .url:
            let text = try string(at: index, nullType: "URL")
            guard !text.isEmpty, URL(string: text) != nil else { throw corrupted("Invalid URL string.", at: index) }
        case .uuid:
            let text = try string(at: index, nullType: "String")
            guard UUID(uuidString: text) != nil else {
                throw corrupted("Attempted to decode UUID from invalid UUID string.", at: index)
            }
        case .date(let strategy): try date(strategy, at: index)
        case .data(let encoding): try data(encoding, at: index)
        case .rawEnumeration(let plan): try decodeEnum(plan, at: index)
        case .lenient(let wrapped): try decodeLeniently(wrapped, at: index)
        case .numberOrText(let wrapped): try decodeNumberOrText(wrapped, at: index)
        case .boolOrNumber: try decodeBoolOrNumber(at: index)
        case .notSimulated(let reason): throw SimulationStop(notSimulated: reason)
        }
    }

    /// What ``LenientDecoder`` makes of the value as `shape`: where a suggested change reads a
    /// property leniently.
    private func decodeLeniently(_ shape: DecodeStep, at index: Int) throws(SimulationStop) {
        let node = JSONNode(document: document, index: index)
        let verdict = DeclaredModelChecker.verdict {
            try DeclaredDecodable.decodeTop(shape) { type in _ = try LenientDecoder().decode(type, from: node) }
        }
        switch verdict {
        case .decoded: return
        case .notSimulated(let reason): throw SimulationStop(notSimulated: reason)
        case .failed(let failure):
            throw SimulationStop(
                failure.kind, expected: failure.expected, key: failure.key, failure.debugDescription, at: index)
        }
    }

    /// What ``SuggestedHelperType/numberOrText``'s `init(from:)` does: text is read by the number
    /// type's `init?(_ text: String)`, anything else is decoded as the number type.
    private func decodeNumberOrText(_ number: DecodeStep, at index: Int) throws(SimulationStop) {
        guard reader.kind(at: index) == .string else { return try decode(number, at: index) }
        let text = reader.decodedString(at: index)
        let readable: Bool
        switch number {
        case .double: readable = Double(text) != nil
        case .float: readable = Float(text) != nil
        case .integer(let width):
            // Every width parses text by the same rules, so the 64-bit parse and a range check
            // answer as `Int8(text)` would.
            if width.isSigned, let value = Int64(text) {
                readable = value.magnitude <= width.maximumMagnitude(negative: value < 0)
            } else if !width.isSigned, let value = UInt64(text) {
                readable = value <= width.maximumMagnitude(negative: false)
            } else {
                readable = false
            }
        default: readable = false
        }
        guard readable else {
            throw corrupted("Cannot read \(number.nullTypeName) from the text \(text)", at: index)
        }
    }

    /// What ``SuggestedHelperType/boolOrNumber``'s `init(from:)` does: a Bool, else an `Int` that
    /// must be 0 or 1.
    private func decodeBoolOrNumber(at index: Int) throws(SimulationStop) {
        let kind = reader.kind(at: index)
        guard kind != .true && kind != .false else { return }
        let number = try integer(IntegerWidth(name: "Int", isSigned: true, bits: 64), at: index)
        guard number.magnitude <= 1, !(number.negative && number.magnitude == 1) else {
            throw corrupted("Expected a Bool, 0 or 1 but found \(number.text)", at: index)
        }
    }

    private func scalarMismatch(_ type: String, at index: Int) -> SimulationStop {
        reader.kind(at: index) == .null ? null(type, at: index) : mismatch(type, at: index)
    }

    private func string(at index: Int, nullType: String) throws(SimulationStop) -> String {
        let kind = reader.kind(at: index)
        guard kind == .string else {
            throw kind == .null ? null(nullType, at: index) : mismatch("String", at: index)
        }
        return reader.decodedString(at: index)
    }

    private func decodeObject(_ plan: DecodeObjectPlan, at index: Int) throws(SimulationStop) {
        try requireContainer(.objectOpen, at: index)
        let fields = plan.fields
        // The key index of the first member matching each field (JSONDecoder reads the first of
        // repeated keys), -1 while none did; on the stack, so that objects allocate nothing.
        let outcome = withUnsafeTemporaryAllocation(of: Int.self, capacity: fields.count) {
            slots -> Result<Void, SimulationStop> in
            slots.initialize(repeating: -1)
            do throws(SimulationStop) {
                try decodeMembers(of: plan, at: index, slots: slots)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try outcome.get()
    }

    /// Finds each field's member (into `slots`), then decodes the fields in declaration order.
    ///
    /// The fields are read in place through a buffer pointer: copying a `Field` out of the array
    /// retains and releases its four strings and arrays, which cost more than the rest of the walk
    /// over an object (`perf` on the decode benchmark).
    private func decodeMembers(
        of plan: DecodeObjectPlan, at index: Int, slots: UnsafeMutableBufferPointer<Int>
    ) throws(SimulationStop) {
        try plan.fields.withUnsafeBufferPointer { fields throws(SimulationStop) in
            var position = index + 1
            let end = reader.containerEnd(of: index)
            var expected = 0
            while position < end {
                let next = reader.subtreeEnd(of: position + 1)
                if let field = matchingField(fields, keyAt: position, expected: expected), slots[field] < 0 {
                    slots[field] = position
                    expected = field + 1
                }
                position = next
            }
            for number in fields.indices {
                let keyIndex = slots[number]
                let isIfPresent = fields[number].isIfPresent
                guard keyIndex >= 0 else {
                    if isIfPresent { continue }
                    throw missingKey(fields[number], of: plan, at: index)
                }
                let valueIndex = keyIndex + 1
                if isIfPresent, reader.kind(at: valueIndex) == .null { continue }
                do throws(SimulationStop) {
                    if isIfPresent, case .optional(let wrapped) = fields[number].step {
                        try decode(wrapped, at: valueIndex)
                    } else {
                        try decode(fields[number].step, at: valueIndex)
                    }
                } catch var stop {
                    let field = fields[number]
                    stop.prepend(coding: .key(field.key), path: .key(reader.decodedString(at: keyIndex)))
                    if stop.site == nil, stop.notSimulated == nil {
                        var slot = Array(stop.reversedSlot.reversed())
                        if field.isIfPresent { slot.insert(.wrapped, at: 0) }
                        stop.site = DecodeSite(typeName: plan.typeName, propertyName: field.propertyName, slot: slot)
                    }
                    stop.reversedSlot = []
                    throw stop
                }
            }
        }
    }

    private func missingKey(_ field: DecodeObjectPlan.Field, of plan: DecodeObjectPlan, at index: Int) -> SimulationStop
    {
        var stop = SimulationStop(
            .keyNotFound, key: field.key,
            "No value associated with key CodingKeys(stringValue: \"\(field.key)\", intValue: nil) (\"\(field.key)\").",
            at: index)
        stop.site = DecodeSite(typeName: plan.typeName, propertyName: field.propertyName)
        return stop
    }

    /// The field whose key the member at `keyIndex` has, trying the expected next field first.
    ///
    /// Keys are compared as the bytes between their quotes, with no `String` made: a key without
    /// an underscore is what `convertFromSnakeCase` leaves it, and one with underscores is first
    /// compared with the snake-case form of each field's key (``DecodeObjectPlan/Field/snakeKeyBytes``).
    /// Only an escaped key, or a snake-case key matching none of those forms, is converted.
    private func matchingField(
        _ fields: UnsafeBufferPointer<DecodeObjectPlan.Field>, keyAt keyIndex: Int, expected: Int
    ) -> Int? {
        guard !reader.hasEscapes(at: keyIndex) else { return convertedMatch(fields, keyAt: keyIndex) }
        let raw = reader.rawString(at: keyIndex)
        func same(_ bytes: [UInt8]) -> Bool {
            bytes.count == raw.count
                && bytes.withUnsafeBufferPointer { bytes in
                    guard let first = bytes.baseAddress, let second = raw.baseAddress else { return true }
                    return memcmp(first, second, raw.count) == 0
                }
        }
        if keys == .convertFromSnakeCase, raw.contains(UInt8(ascii: "_")) {
            if expected < fields.count, same(fields[expected].snakeKeyBytes) { return expected }
            for number in fields.indices where same(fields[number].snakeKeyBytes) { return number }
            return convertedMatch(fields, keyAt: keyIndex)
        }
        if expected < fields.count, same(fields[expected].keyBytes) { return expected }
        for number in fields.indices where same(fields[number].keyBytes) { return number }
        return nil
    }

    /// The field whose key is the key at `keyIndex` decoded (and converted from snake case).
    private func convertedMatch(_ fields: UnsafeBufferPointer<DecodeObjectPlan.Field>, keyAt keyIndex: Int) -> Int? {
        var key = reader.decodedString(at: keyIndex)
        if keys == .convertFromSnakeCase { key = SnakeCase.camelCase(key) }
        for number in fields.indices where fields[number].key == key { return number }
        return nil
    }

    private func decodeArray(_ element: DecodeStep, at index: Int) throws(SimulationStop) {
        try requireContainer(.arrayOpen, at: index)
        let end = reader.containerEnd(of: index)
        var position = index + 1
        var offset = 0
        while position < end {
            do throws(SimulationStop) { try decode(element, at: position) } catch var stop {
                stop.prepend(coding: .index(offset), path: .index(offset))
                stop.reversedSlot.append(.element)
                throw stop
            }
            position = reader.subtreeEnd(of: position)
            offset += 1
        }
    }

    /// A dictionary: every member, the first of repeated keys only. For `Int` keys every key is
    /// checked before any value, as `JSONDecoder` does.
    ///
    /// `JSONDecoder` decodes a dictionary's values in its hash order, which changes from run to
    /// run; where several values fail, the first in document order is reported.
    private func decodeDictionary(_ value: DecodeStep, integerKeys: Bool, at index: Int) throws(SimulationStop) {
        try requireContainer(.objectOpen, at: index)
        let end = reader.containerEnd(of: index)
        if integerKeys {
            var position = index + 1
            while position < end {
                let key = reader.decodedString(at: position)
                if Int(key) == nil {
                    var stop = SimulationStop(
                        .typeMismatch, expected: "Int", "Expected Int key but found String key instead.",
                        at: position + 1)
                    stop.prepend(coding: .key(key), path: .key(key))
                    throw stop
                }
                position = reader.subtreeEnd(of: position + 1)
            }
        }
        var seen: Set<String> = []
        var position = index + 1
        while position < end {
            let next = reader.subtreeEnd(of: position + 1)
            let key = reader.decodedString(at: position)
            if seen.insert(key).inserted {
                do throws(SimulationStop) { try decode(value, at: position + 1) } catch var stop {
                    // A key, even one that reads as a number: JSONDecoder's dictionary keys are
                    // keys (an intValue beside the stringValue), its array positions are not.
                    stop.prepend(coding: .key(key), path: .key(key))
                    stop.reversedSlot.append(.value)
                    throw stop
                }
            }
            position = next
        }
    }

    private func decodeEnum(_ plan: DecodeEnumPlan, at index: Int) throws(SimulationStop) {
        let rawValue: DeclaredEnumCase.RawValue
        let shown: String
        switch plan.rawStep {
        case .string:
            let kind = reader.kind(at: index)
            guard kind == .string else { throw scalarMismatch("String", at: index) }
            if !reader.hasEscapes(at: index) {
                let raw = reader.rawString(at: index)
                if plan.stringValueBytes.contains(where: { $0.elementsEqual(raw) }) { return }
            }
            let text = reader.decodedString(at: index)
            if plan.stringValues.contains(text) { return }
            rawValue = .string(text)
            shown = text
        case .integer(let width):
            let value = try integer(width, at: index)
            let text = value.text
            if plan.integerValues.contains(text) { return }
            rawValue = .integer(text)
            shown = text
        case .double, .float:
            let isFloat: Bool
            if case .float = plan.rawStep { isFloat = true } else { isFloat = false }
            let value = try double(at: index, type: isFloat ? "Float" : "Double")
            let stored = isFloat ? Double(Float(value)) : value
            if plan.floatingValues.contains(stored) { return }
            shown = isFloat ? "\(Float(value))" : "\(value)"
            rawValue = .floatingPoint(shown)
        default:
            throw SimulationStop(notSimulated: "\(plan.typeName): raw type \(plan.rawTypeName)")
        }
        var stop = corrupted(
            "Cannot initialize \(plan.displayName) from invalid \(plan.rawTypeName) value \(shown)", at: index)
        stop.site = DecodeSite(typeName: plan.typeName, propertyName: nil)
        stop.invalidRawValue = rawValue
        throw stop
    }
}

/// One `DateFormatter` for `.formatted`, used under a lock (formatters are not safe to share).
final class LockedDateFormatter: @unchecked Sendable {
    // Invariant: `formatter` is only touched while `lock` is held.
    private let lock = NSLock()
    private let formatter: DateFormatter

    init(format: String) { formatter = DateFormats.formatter(format) }

    func date(from text: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return formatter.date(from: text)
    }
}
