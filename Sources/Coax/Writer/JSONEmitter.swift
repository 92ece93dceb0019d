#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes JSON text into a byte buffer, one structural event at a time, and copies whole
/// subtrees of a parsed document by walking its tape.
///
/// The bytes are exactly those ``JSONWriter`` writes for the equivalent `JSONValue`: strings
/// are written as a decoded `String` would be (`\/` becomes `/`, `\u00e9` becomes `é`, a
/// surrogate pair becomes its UTF-8, a lone one U+FFFD; quote, backslash and control
/// characters escaped as ``JSONWriter`` does), number literals as read. So a subtree copied
/// from the source is byte for byte what converting it to a `JSONValue` and writing that gives,
/// without the conversion. Pretty output re-indents copied subtrees to where they land.
///
/// The buffer is either kept (``takeBuffer(padding:)``) or handed to a sink whenever it is full, so that
/// an output far larger than memory can be written with a buffer of fixed size: a run of bytes
/// longer than the buffer (a 100 MB string) goes to the sink as it is, not through the buffer.
///
/// Memory comes from ``MemoryBudget``: when the buffer cannot have or grow the room it needs, the
/// output is given up (``isOutOfMemory``, ``failed``) and everything after is dropped, never a
/// crash. Bytes are written unchecked only after a successful reservation of a few bytes, which
/// a buffer always has.
struct JSONEmitter: ~Copyable {
    /// Receives each full buffer; returns false when the bytes could not be taken (the emitter
    /// then discards the rest of the output and reports ``failed``).
    typealias Sink = (UnsafeBufferPointer<UInt8>) -> Bool

    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    private var ownsBuffer = true
    private let sink: Sink?
    /// Whether the sink refused bytes or memory ran out; everything after that is dropped.
    private(set) var failed = false
    /// Whether the buffer could not get the memory it needed (the output is incomplete).
    private(set) var isOutOfMemory = false
    /// Whether ``base`` is the scratch block of an emitter that had no memory at all.
    private var isScratch = false
    /// The fewest bytes a buffer has: room for every fixed-size write (a literal, an escape,
    /// a separator) even when it could not grow.
    private static let minimumCapacity = 4_096

    private let pretty: Bool
    private let indentWidth: Int
    /// The indentation per level, nil for compact output.
    var indent: Int? { pretty ? indentWidth : nil }
    /// Containers open around the next value.
    private var depth = 0
    /// Whether the next value is the first of its container (no comma before it).
    private var first = true
    /// Whether a key was just written (the value follows on the same line).
    private var afterKey = false

    /// An emitter writing with `indent` (nil: compact); with a `sink`, the buffer holds about
    /// `capacity` bytes and is flushed to it when full, otherwise it grows to hold everything.
    init(indent: Int?, capacity: Int, sink: Sink? = nil) {
        pretty = indent != nil
        indentWidth = max(0, indent ?? 0)
        self.sink = sink
        let wanted = max(capacity, JSONEmitter.minimumCapacity)
        if let allocated = MemoryBudget.bytes(wanted) {
            self.capacity = wanted
            base = allocated
        } else if let small = MemoryBudget.bytes(JSONEmitter.minimumCapacity) {
            // The size asked for cannot be had: a small buffer grows (or fails) as it must.
            self.capacity = JSONEmitter.minimumCapacity
            base = small
        } else {
            // Not even a few kilobytes: the output fails at once, and a scratch block of Swift's
            // takes the writes that are dropped (it is never grown, resized or handed over).
            self.capacity = JSONEmitter.minimumCapacity
            base = .allocate(capacity: JSONEmitter.minimumCapacity)
            isScratch = true
            isOutOfMemory = true
            failed = true
        }
        HugePages.advise(base, byteCount: self.capacity)
    }

    deinit {
        guard ownsBuffer else { return }
        if isScratch { base.deallocate() } else { free(base) }
    }

    /// Hands the remaining bytes to the sink. Call once, when everything is written.
    mutating func finish() {
        flush()
    }

    /// The buffer and its byte count, with at least `padding` writable bytes after the end;
    /// the caller owns it from then on and releases it with `free`.
    /// Nil when memory ran out (the output is incomplete; the emitter keeps and frees its buffer).
    mutating func takeBuffer(padding: Int) -> (base: UnsafeMutablePointer<UInt8>, count: Int)? {
        guard reserve(padding), !isOutOfMemory else { return nil }
        ownsBuffer = false
        return (base, count)
    }

    /// The bytes written so far, copied into an array.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    // MARK: Structure

    mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// A key written in code: ASCII with nothing to escape.
    mutating func key(_ text: StaticString) {
        prefix()
        reserve(text.utf8CodeUnitCount + 4)
        appendByteUnchecked(UInt8(ascii: "\""))
        appendUnchecked(text.utf8Start, text.utf8CodeUnitCount)
        appendByteUnchecked(UInt8(ascii: "\""))
        keySeparator()
    }

    /// A key from a string.
    mutating func key(_ text: String) {
        prefix()
        appendQuoted(text)
        keySeparator()
    }

    /// The key at `keyIndex` on the document's tape.
    mutating func key(_ document: JSONDocument, _ keyIndex: Int) {
        prefix()
        appendTapeString(document, keyIndex)
        keySeparator()
    }

    mutating func null() {
        prefix()
        appendLiteral("null")
    }

    mutating func string(_ text: String) {
        prefix()
        appendQuoted(text)
    }

    /// The value at `index` on the document's tape and everything below it, walked without
    /// recursion.
    mutating func value(_ document: JSONDocument, _ index: Int) {
        let reader = document.reader
        let end = reader.subtreeEnd(of: index)
        var position = index
        while position < end {
            let entry = reader.entry(at: position)
            // Dispatched on the raw kind bits: the enum's failable initializer is not free.
            switch entry.rawKind {
            case TapeEntry.Kind.arrayClose.rawValue:
                close(UInt8(ascii: "]"))
            case TapeEntry.Kind.objectClose.rawValue:
                close(UInt8(ascii: "}"))
            case TapeEntry.Kind.key.rawValue:
                prefix()
                appendTapeString(document, position)
                keySeparator()
            case TapeEntry.Kind.string.rawValue:
                prefix()
                appendTapeString(document, position)
            case TapeEntry.Kind.number.rawValue:
                prefix()
                let literal = reader.numberLiteral(at: position)
                if let start = literal.baseAddress { append(start, literal.count) }
            case TapeEntry.Kind.true.rawValue:
                prefix()
                appendLiteral("true")
            case TapeEntry.Kind.false.rawValue:
                prefix()
                appendLiteral("false")
            case TapeEntry.Kind.arrayOpen.rawValue:
                prefix()
                appendByte(UInt8(ascii: "["))
                depth += 1
                first = true
            case TapeEntry.Kind.objectOpen.rawValue:
                prefix()
                appendByte(UInt8(ascii: "{"))
                depth += 1
                first = true
            default:
                prefix()
                appendLiteral("null")
            }
            position += 1
        }
    }

    // MARK: Member runs

    /// Writes members into this emitter as a reusable run: `body` writes them as if inside an
    /// object at depth 1; the result is the run, without the layout before its first member
    /// (``appendMemberRun(_:)`` writes that where the run lands).
    mutating func memberRun(_ body: (inout JSONEmitter) -> Void) -> MemberRun {
        depth = 1
        first = true
        afterKey = false
        let start = count
        body(&self)
        guard count > start else { return MemberRun(start: start, count: 0, newlines: 0) }
        let runStart = start + (pretty ? 1 + indentWidth : 0)
        var newlines = 0
        if pretty {
            for byte in UnsafeBufferPointer(start: base + runStart, count: count - runStart)
            where byte == UInt8(ascii: "\n") {
                newlines += 1
            }
        }
        return MemberRun(start: runStart, count: count - runStart, newlines: newlines)
    }

    /// A run's bytes (``memberRun(_:)``) as members of the object being written.
    ///
    /// Pretty runs are re-indented on the way: each line is `depth - 1` levels deeper here.
    /// Strings hold no raw newline, so every newline in a run starts a line. The copy and the
    /// search for newlines go a word at a time together; lines are short, and a call to `memcpy`
    /// per line costs more than the line.
    mutating func appendMemberRun(_ run: MemberRun, from source: borrowing JSONEmitter) {
        guard run.count > 0 else { return }
        prefix()
        let bytes = UnsafePointer(source.base + run.start)
        let extra = pretty ? indentWidth * (depth - 1) : 0
        guard extra > 0, run.newlines > 0 else {
            append(bytes, run.count)
            return
        }
        guard reserve(run.count + run.newlines * (extra + 8) + 16) else { return }
        var from = 0
        var to = count
        while from + 8 <= run.count {
            let word = UnsafeRawPointer(bytes + from).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(base + to).storeBytes(of: word, as: UInt64.self)
            let probe = word ^ 0x0A0A_0A0A_0A0A_0A0A
            let zeros = (probe &- 0x0101_0101_0101_0101) & ~probe & 0x8080_8080_8080_8080
            guard zeros != 0 else {
                from += 8
                to += 8
                continue
            }
            // The lowest flagged byte is a newline (higher flags may be false alarms).
            let lineEnd = (zeros.trailingZeroBitCount >> 3) + 1
            from += lineEnd
            to += lineEnd
            to = JSONEmitter.storeSpaces(base, at: to, extra)
        }
        while from < run.count {
            let byte = bytes[from]
            base[to] = byte
            from += 1
            to += 1
            if byte == UInt8(ascii: "\n") { to = JSONEmitter.storeSpaces(base, at: to, extra) }
        }
        count = to
    }

    /// Writes `spaces` spaces at `position`, eight at a time (up to seven bytes past them are
    /// overwritten: the caller reserved them); returns the position after the spaces.
    @inline(__always)
    private static func storeSpaces(_ base: UnsafeMutablePointer<UInt8>, at position: Int, _ spaces: Int) -> Int {
        var written = 0
        while written < spaces {
            UnsafeMutableRawPointer(base + position + written).storeBytes(
                of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            written += 8
        }
        return position + spaces
    }

    // MARK: Layout

    /// What goes before a value or key: nothing after a key, else a comma after a sibling and,
    /// when pretty, a new line indented to the depth.
    @inline(__always)
    private mutating func prefix() {
        if afterKey {
            afterKey = false
            return
        }
        if depth > 0 {
            if !first { appendByte(UInt8(ascii: ",")) }
            newline()
        }
        first = false
    }

    @inline(__always)
    private mutating func open(_ byte: UInt8) {
        prefix()
        appendByte(byte)
        depth += 1
        first = true
    }

    private mutating func close(_ byte: UInt8) {
        depth -= 1
        if !first { newline() }
        appendByte(byte)
        first = false
    }

    @inline(__always)
    private mutating func keySeparator() {
        if pretty {
            reserve(2)
            appendByteUnchecked(UInt8(ascii: ":"))
            appendByteUnchecked(UInt8(ascii: " "))
        } else {
            appendByte(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    @inline(__always)
    private mutating func newline() {
        guard pretty else { return }
        let spaces = indentWidth * depth
        guard reserve(spaces + 8) else { return }
        appendByteUnchecked(UInt8(ascii: "\n"))
        appendSpacesUnchecked(spaces)
    }

    /// Spaces, eight at a time (indentation is short; a call to `memset` per line costs more).
    /// Needs room for `count` rounded up to a multiple of eight.
    @inline(__always)
    private mutating func appendSpacesUnchecked(_ spaces: Int) {
        count = JSONEmitter.storeSpaces(base, at: count, spaces)
    }

    // MARK: Strings

    /// A string or key of the tape, in the form a decoded `String` is written in.
    @inline(__always)
    private mutating func appendTapeString(_ document: JSONDocument, _ index: Int) {
        let reader = document.reader
        let contents = reader.rawString(at: index)
        let length = contents.count
        // The contents are appended in runs (a long one straight to the sink), not reserved whole.
        appendByte(UInt8(ascii: "\""))
        if let raw = contents.baseAddress {
            if !reader.hasEscapes(at: index) {
                // The closing quote follows; a word may be read past the contents while it stays
                // inside the source.
                let readable = reader.sourceCount - (reader.offset(at: index) + 1)
                appendUnescapedContents(raw, length, readable: readable)
            } else {
                appendEscapedContents(raw, length)
            }
        }
        appendByte(UInt8(ascii: "\""))
    }

    /// Raw string contents without escapes: valid UTF-8 with no quote, backslash or C0
    /// character (the parser checked), so only DEL, C1 and U+2028/U+2029 need escaping.
    ///
    /// `readable` bytes from `raw` may be read (at least `length`): the last word is then read
    /// whole and the bytes past the contents masked off.
    @inline(__always)
    private mutating func appendUnescapedContents(_ raw: UnsafePointer<UInt8>, _ length: Int, readable: Int) {
        // Most strings are ASCII below DEL: found eight bytes at a time, copied at once.
        var position = 0
        var plain = true
        while position < length {
            var word: UInt64
            if position + 8 <= readable {
                word = UnsafeRawPointer(raw + position).loadUnaligned(as: UInt64.self)
                if position + 8 > length {
                    // Keep the bytes of the contents (the low ones: little-endian).
                    word &= (1 << UInt64(8 * (length - position))) &- 1
                }
            } else {
                word = 0
                for offset in 0..<(length - position) {
                    word |= UInt64(raw[position + offset]) << UInt64(8 * offset)
                }
            }
            if JSONEmitter.hasByteAtOrAboveDEL(word) {
                plain = false
                break
            }
            position += 8
        }
        if plain {
            append(raw, length)
        } else {
            appendSpecialContents(raw, length, from: position)
        }
    }

    /// Whether a byte of `word` is 0x7F or above: its high bit is set, or adding 1 to its low
    /// seven bits sets it (no carry crosses bytes).
    @inline(__always)
    private static func hasByteAtOrAboveDEL(_ word: UInt64) -> Bool {
        (word | ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080 != 0
    }

    /// The rest of ``appendUnescapedContents(_:_:readable:)`` from the first byte at or above DEL.
    @inline(never)
    private mutating func appendSpecialContents(_ raw: UnsafePointer<UInt8>, _ length: Int, from first: Int) {
        var runStart = 0
        var position = first
        while let found = JSONEscape.nextInRawContents(raw, length: length, from: position) {
            append(raw + runStart, found.position - runStart)
            appendEscape(found.escape)
            position = found.position + found.length
            runStart = position
        }
        append(raw + runStart, length - runStart)
    }

    /// Raw string contents with escapes: each escape decoded as the parser's string decoder
    /// does, then written as ``JSONWriter`` writes that character.
    private mutating func appendEscapedContents(_ raw: UnsafePointer<UInt8>, _ length: Int) {
        var position = 0
        while position < length {
            guard let found = memchr(raw + position, Int32(UInt8(ascii: "\\")), length - position) else {
                appendUnescapedContents(raw + position, length - position, readable: length - position)
                return
            }
            let backslash = raw.distance(to: found.assumingMemoryBound(to: UInt8.self))
            appendUnescapedContents(raw + position, backslash - position, readable: length - position)
            position = backslash + 1
            guard position < length else {
                appendScalar(UInt32(UInt8(ascii: "\\")))
                return
            }
            let escape = raw[position]
            position += 1
            switch escape {
            case UInt8(ascii: "b"): appendScalar(0x08)
            case UInt8(ascii: "f"): appendScalar(0x0C)
            case UInt8(ascii: "n"): appendScalar(0x0A)
            case UInt8(ascii: "r"): appendScalar(0x0D)
            case UInt8(ascii: "t"): appendScalar(0x09)
            case UInt8(ascii: "u"):
                var scalar = JSONEmitter.hex4(raw, at: position, length: length) ?? 0xFFFD
                position += 4
                if scalar >= 0xD800, scalar <= 0xDBFF {
                    if position + 6 <= length, raw[position] == UInt8(ascii: "\\"),
                        raw[position + 1] == UInt8(ascii: "u"),
                        let low = JSONEmitter.hex4(raw, at: position + 2, length: length), low >= 0xDC00, low <= 0xDFFF
                    {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    } else {
                        scalar = 0xFFFD
                    }
                } else if scalar >= 0xDC00, scalar <= 0xDFFF {
                    scalar = 0xFFFD
                }
                appendScalar(scalar)
            default:
                appendScalar(UInt32(escape))
            }
        }
    }

    private static func hex4(_ raw: UnsafePointer<UInt8>, at position: Int, length: Int) -> UInt32? {
        guard position + 4 <= length else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = StringScanner.hexValue(raw[position + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// One character as ``JSONWriter`` writes it inside a string (``JSONEscape``).
    private mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else {
            appendUTF8("\u{FFFD}")
            return
        }
        let escape = JSONEscape(scalar)
        if escape == .none {
            appendUTF8(scalar)
        } else {
            appendEscape(escape)
        }
    }

    /// A string as ``JSONWriter`` writes a `JSONValue` string, quotes included.
    private mutating func appendQuoted(_ text: String) {
        appendByte(UInt8(ascii: "\""))
        var text = text
        let plain = text.withUTF8 { utf8 -> Bool in
            for byte in utf8
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte >= 0x7F {
                return false
            }
            if let address = utf8.baseAddress { append(address, utf8.count) }
            return true
        }
        if !plain {
            for scalar in text.unicodeScalars { appendScalar(scalar.value) }
        }
        appendByte(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ escape: JSONEscape) {
        reserve(6)
        escape.write { appendByteUnchecked($0) }
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        reserve(4)
        UTF8.encode(scalar) { appendByteUnchecked($0) }
    }

    // MARK: Buffer

    @inline(__always)
    private mutating func appendLiteral(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        appendUnchecked(text.utf8Start, text.utf8CodeUnitCount)
    }

    @inline(__always)
    private mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        appendByteUnchecked(byte)
    }

    @inline(__always)
    private mutating func appendByteUnchecked(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends `length` bytes; a run longer than a sink's buffer goes to the sink directly.
    @inline(__always)
    private mutating func append(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        if count + length > capacity, sink != nil, length > capacity {
            appendPassingThrough(bytes, length)
            return
        }
        guard reserve(length) else { return }
        appendUnchecked(bytes, length)
    }

    /// Hands what is buffered, then `length` bytes as they are, to the sink.
    @inline(never)
    private mutating func appendPassingThrough(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        flush()
        guard let sink, !failed else { return }
        if !sink(UnsafeBufferPointer(start: bytes, count: length)) { failed = true }
    }

    @inline(__always)
    private mutating func appendUnchecked(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        (base + count).update(from: bytes, count: length)
        count += length
    }

    /// Makes room for `length` more bytes; false when there is none (memory ran out: nothing
    /// may be written then).
    @inline(__always)
    @discardableResult
    private mutating func reserve(_ length: Int) -> Bool {
        count + length <= capacity || makeRoom(length)
    }

    @inline(never)
    private mutating func makeRoom(_ length: Int) -> Bool {
        if sink != nil { flush() }
        guard !isOutOfMemory else {
            // After running out of memory, what is written is dropped: the buffer starts over.
            count = 0
            return length <= capacity
        }
        guard count + length > capacity else { return true }
        let (doubled, overflow) = capacity.multipliedReportingOverflow(by: 2)
        let grown = max(overflow ? Int.max : doubled, count + length)
        guard let moved = MemoryBudget.resize(base, to: grown) else {
            isOutOfMemory = true
            failed = true
            count = 0
            return length <= capacity
        }
        base = moved
        capacity = grown
        HugePages.advise(moved, byteCount: grown)
        return true
    }

    private mutating func flush() {
        guard let sink, count > 0 else { return }
        if !failed, !sink(UnsafeBufferPointer(start: base, count: count)) {
            failed = true
        }
        count = 0
    }
}
