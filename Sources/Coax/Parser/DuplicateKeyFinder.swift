#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds repeated keys within each object while the parser runs.
///
/// Keys of the open objects are kept on one stack; when an object closes, its keys are
/// compared (raw bytes when neither has escapes, decoded text otherwise) and every member
/// of a repeated key is flagged as a duplicate, all but the last also as shadowed.
struct DuplicateKeyFinder {
    private struct Key {
        let tapeIndex: Int
        let start: Int
        let length: Int
        let hasEscapes: Bool
        /// Length and first eight bytes, enough to tell most different keys apart without memcmp.
        let signature: UInt64
    }

    private var stack: [Key] = []
    /// The keys' signatures, kept apart so that the common small-object check scans a dense array.
    private var signatures: [UInt64] = []

    var count: Int { stack.count }

    mutating func record(tapeIndex: Int, start: Int, length: Int, hasEscapes: Bool, source: SourceBuffer) {
        var prefix = source.word(at: start)
        if length < 8 { prefix &= (1 << UInt64(length * 8)) &- 1 }
        let signature = prefix ^ (UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15)
        stack.append(Key(tapeIndex: tapeIndex, start: start, length: length, hasEscapes: hasEscapes, signature: signature))
        signatures.append(signature)
    }

    mutating func truncate(to count: Int) {
        stack.removeSubrange(count...)
        signatures.removeSubrange(count...)
    }

    func markDuplicates(from first: Int, in tape: inout TapeBuilder, source: SourceBuffer) {
        let memberCount = stack.count - first
        guard memberCount > 1 else { return }
        let anyEscapes = stack[first...].contains { $0.hasEscapes }
        if memberCount <= 16, !anyEscapes {
            markSmall(from: first, in: &tape, source: source)
        } else {
            markByText(from: first, in: &tape, source: source)
        }
    }

    private func markSmall(from first: Int, in tape: inout TapeBuilder, source: SourceBuffer) {
        let anyEqual = signatures.withUnsafeBufferPointer { all -> Bool in
            for later in (first + 1)..<all.count {
                let signature = all[later]
                for earlier in first..<later where all[earlier] == signature { return true }
            }
            return false
        }
        guard anyEqual else { return }
        for later in (first + 1)..<stack.count {
            let key = stack[later]
            for earlier in first..<later {
                let other = stack[earlier]
                guard other.signature == key.signature, other.length == key.length,
                      key.length <= 8 || memcmp(source.base + other.start, source.base + key.start, key.length) == 0 else { continue }
                flag(other, shadowed: true, in: &tape)
                flag(key, shadowed: false, in: &tape)
            }
        }
    }

    private func markByText(from first: Int, in tape: inout TapeBuilder, source: SourceBuffer) {
        var lastPosition: [String: Int] = [:]
        var repeated = Set<String>()
        var texts: [String] = []
        texts.reserveCapacity(stack.count - first)
        for position in first..<stack.count {
            let key = stack[position]
            let text = key.hasEscapes
                ? StringDecoder.decode(source.slice(key.start, key.length))
                : source.string(key.start, key.length)
            texts.append(text)
            if lastPosition.updateValue(position, forKey: text) != nil { repeated.insert(text) }
        }
        guard !repeated.isEmpty else { return }
        for position in first..<stack.count {
            let text = texts[position - first]
            guard repeated.contains(text) else { continue }
            flag(stack[position], shadowed: lastPosition[text] != position, in: &tape)
        }
    }

    private func flag(_ key: Key, shadowed: Bool, in tape: inout TapeBuilder) {
        let entry = tape[key.tapeIndex]
        var payload = entry.payload | TapeEntry.Flag.duplicateKey
        if shadowed { payload |= TapeEntry.Flag.shadowedKey }
        tape[key.tapeIndex] = entry.settingPayload(payload)
    }
}
