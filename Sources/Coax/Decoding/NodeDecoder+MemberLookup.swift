import Foundation

/// Whether an object repeats a key. When it does the last member wins, so a match is only final
/// if no later member repeats the key.
enum KeyRepetition {
    /// Not known yet.
    case unknown
    /// Every key is different: the first match is the only one.
    case none
    /// Some key may appear twice (or keys have escapes, so equal keys may be spelled apart):
    /// lookups find the last match.
    case possible
}

// Synthesized `init(from:)` asks for keys in the order the JSON usually has them, so each
// lookup first checks the member after the previous match, which is final once the object is
// known to repeat no key. Otherwise small objects are scanned, and large ones get a key index
// built once.
extension NodeDecoder {
    /// Objects with at most this many members are scanned rather than indexed.
    private static let scanLimit = 16
    /// Objects with more members are not checked for repeated keys; the key index finds the
    /// last of each.
    private static let repetitionCheckLimit = 64

    /// The key tape index of the member matching `key` (the last one when repeated), or nil.
    /// Not generic, so it runs specialized whatever the caller's coding-key type. Only for an
    /// object node.
    func memberKeyIndex(named key: String, advancing: Bool) -> Int? {
        guard context.keyStrategy == .useDefaultKeys else { return indexedLookup(key) }
        var name = key
        return name.withUTF8 { wanted -> Int? in
            let reader = context.reader
            let end = reader.containerEnd(of: index)
            if cursor < end, reader.keyMatches(at: cursor, wanted) == true, keysAreDistinct(reader) {
                let found = cursor
                if advancing { cursor = reader.subtreeEnd(of: found + 1) }
                return found
            }
            return searchMember(wanted, name: key, end: end, advancing: advancing)
        }
    }

    /// The lookup when the member after the previous match is not the one: a scan (first match
    /// when keys are distinct, last match otherwise), or the key index for large objects.
    private func searchMember(_ wanted: UnsafeBufferPointer<UInt8>, name: String, end: Int, advancing: Bool) -> Int? {
        let reader = context.reader
        let distinct = keysAreDistinct(reader)
        guard reader.childCount(of: index) <= NodeDecoder.scanLimit else { return indexedLookup(name) }
        var found: Int?
        var position = index + 1
        while position < end {
            let next = reader.subtreeEnd(of: position + 1)
            let matches =
                reader.keyMatches(at: position, wanted)
                ?? JSONNode.Member(document: context.document, keyIndex: position, objectIndex: index).keyMatches(
                    wanted)
            if matches {
                found = position
                if distinct {
                    if advancing { cursor = next }
                    break
                }
            }
            position = next
        }
        return found
    }

    // MARK: Repeated keys, found exactly

    /// Whether no key of the object appears twice, decided on first use. Cheap key signatures
    /// settle it for most objects; keys whose signatures collide are compared byte for byte.
    private func keysAreDistinct(_ reader: TapeReader) -> Bool {
        if keyRepetition == .unknown { keyRepetition = findKeyRepetition(reader) }
        return keyRepetition == .none
    }

    private func findKeyRepetition(_ reader: TapeReader) -> KeyRepetition {
        let end = reader.containerEnd(of: index)
        var seen = KeySignature()
        var repeated = KeySignature()
        var position = index + 1
        while position < end {
            // A key with escapes may equal another spelled differently.
            guard let signature = reader.keySignature(at: position) else { return .possible }
            repeated.formUnion(seen.intersection(signature))
            seen.formUnion(signature)
            position = reader.subtreeEnd(of: position + 1)
        }
        guard !repeated.isEmpty else { return .none }
        guard reader.childCount(of: index) <= NodeDecoder.repetitionCheckLimit else { return .possible }
        return hasRepeatedKey(reader, among: repeated) ? .possible : .none
    }

    /// Compares, byte for byte, the keys whose signature is in `signatures` (the ones more than
    /// one key has), each with the earlier ones of the same signature.
    private func hasRepeatedKey(_ reader: TapeReader, among signatures: KeySignature) -> Bool {
        let end = reader.containerEnd(of: index)
        return withUnsafeTemporaryAllocation(
            of: (key: Int, signature: KeySignature).self,
            capacity: NodeDecoder.repetitionCheckLimit
        ) { suspects -> Bool in
            var count = 0
            var position = index + 1
            while position < end, count < suspects.count {
                if let signature = reader.keySignature(at: position), signatures.intersects(signature) {
                    for earlier in 0..<count where suspects[earlier].signature == signature {
                        if reader.rawKeysEqual(suspects[earlier].key, position) { return true }
                    }
                    suspects[count] = (position, signature)
                    count += 1
                }
                position = reader.subtreeEnd(of: position + 1)
            }
            return false
        }
    }

    // MARK: Key index

    private func indexedLookup(_ name: String) -> Int? {
        if let keyIndex { return keyIndex[name] }
        var index: [String: Int] = [:]
        let convert = context.keyStrategy == .convertFromSnakeCase
        for member in node?.entries ?? JSONNode.Entries(children: .init()) {
            index[convert ? SnakeCase.camelCase(member.key) : member.key] = member.keyIndex
        }
        keyIndex = index
        return index[name]
    }

    /// The keys of the object, converted for the key strategy, without repeats, in document order.
    func objectKeys() -> [String] {
        var seen = Set<String>()
        var keys: [String] = []
        let convert = context.keyStrategy == .convertFromSnakeCase
        for member in node?.entries ?? JSONNode.Entries(children: .init()) {
            let key = convert ? SnakeCase.camelCase(member.key) : member.key
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }
}
