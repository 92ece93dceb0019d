/// The member names the JSON:API expansion looks for, recognised on the tape by length and
/// bytes (decoded when the key has escapes, so `"\u0069d"` is `id`).
enum MemberName {
    case type, id, lid, attributes, relationships, links, meta, data, other

    /// The name of the key at a tape index.
    @inline(__always)
    static func of(_ keyIndex: Int, in document: JSONDocument) -> MemberName {
        let reader = document.reader
        guard !reader.hasEscapes(at: keyIndex) else { return slowlyOf(keyIndex, in: document) }
        let contents = reader.rawString(at: keyIndex)
        guard let raw = contents.baseAddress else { return .other }
        let length = contents.count
        switch length {
        case 2: return matches(raw, "id") ? .id : .other
        case 3: return matches(raw, "lid") ? .lid : .other
        case 4:
            if matches(raw, "type") { return .type }
            if matches(raw, "meta") { return .meta }
            if matches(raw, "data") { return .data }
            return .other
        case 5: return matches(raw, "links") ? .links : .other
        case 10: return matches(raw, "attributes") ? .attributes : .other
        case 13: return matches(raw, "relationships") ? .relationships : .other
        default: return .other
        }
    }

    @inline(__always)
    private static func matches(_ raw: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        let wanted = name.utf8Start
        for offset in 0..<name.utf8CodeUnitCount where raw[offset] != wanted[offset] {
            return false
        }
        return true
    }

    @inline(never)
    private static func slowlyOf(_ keyIndex: Int, in document: JSONDocument) -> MemberName {
        switch document.decodedString(at: keyIndex).utf8.count {
        case 2 where document.key(at: keyIndex, is: "id"): .id
        case 3 where document.key(at: keyIndex, is: "lid"): .lid
        case 4 where document.key(at: keyIndex, is: "type"): .type
        case 4 where document.key(at: keyIndex, is: "meta"): .meta
        case 4 where document.key(at: keyIndex, is: "data"): .data
        case 5 where document.key(at: keyIndex, is: "links"): .links
        case 10 where document.key(at: keyIndex, is: "attributes"): .attributes
        case 13 where document.key(at: keyIndex, is: "relationships"): .relationships
        default: .other
        }
    }
}
