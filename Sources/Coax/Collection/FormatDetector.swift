/// Tells one JSON document from a run of records by looking at the start of an input.
enum FormatDetector {
    enum Detection: Equatable {
        /// One value, and nothing but whitespace after it (or not valid JSON at all): read the
        /// input as one document, exactly as ``JSONDocument/load(path:options:)`` does.
        case single
        /// Records laid out this way.
        case records(RecordLayout)
        /// The bytes seen so far do not tell; more are needed.
        case undecided
        /// One complete value so far, and the input goes on: records laid out this way if more
        /// follow (or if the input stays open), one document if it ends here.
        case valueSoFar(RecordLayout)
    }

    /// Looks at `source[start..<end]`; `isComplete` says whether the input ends there.
    ///
    /// A first value followed by another value makes records: JSON Lines when the first value
    /// ends its line, concatenated JSON otherwise. A first byte 0x1E makes an RFC 7464 sequence.
    /// A first value that is not valid JSON still makes JSON Lines when the next line holds a
    /// complete one-line value (a log whose first line is broken); otherwise the input is one
    /// (invalid) document. A first number or literal that runs into more text (`2026-11-28 06:00
    /// INFO started`) is not valid JSON either: no value is read from inside it. A first byte NUL
    /// makes one (invalid) document at once.
    static func detect(
        _ source: SourceBuffer, from start: Int, to end: Int, isComplete: Bool, options: JSONParseOptions
    ) -> Detection {
        var position = start
        if position == 0, end >= 3, source.hasLeadingByteOrderMark { position = 3 }
        position = skipWhitespace(source, from: position, to: end)
        guard position < end else { return isComplete ? .single : .undecided }
        if source[position] == RecordLayout.recordSeparator { return .records(.sequence) }
        // A NUL byte starts neither a JSON value nor a line of text (a log with a broken first
        // line): the input is binary, or UTF-16 or UTF-32, which are not JSON text either. It is
        // one invalid document now, rather than bytes read while waiting for a newline that may
        // never come (`coax check /dev/zero`).
        if source[position] == 0 { return .single }
        switch parseValue(source, at: position, end: end, isComplete: isComplete, options: options) {
        case .cutOff:
            return .undecided
        case .parsed(let valueEnd) where runsIntoText(source, valueEnd: valueEnd, end: end):
            return detectAfterBrokenFirstLine(source, from: position, to: end, isComplete: isComplete, options: options)
        case .parsed(let valueEnd):
            let next = skipWhitespace(source, from: valueEnd, to: end)
            let spansLines = contains(UInt8(ascii: "\n"), in: source, from: position, to: valueEnd)
            guard next < end else { return isComplete ? .single : .valueSoFar(spansLines ? .concatenated : .lines) }
            let endsLine = contains(UInt8(ascii: "\n"), in: source, from: valueEnd, to: next)
            return .records(!spansLines && endsLine ? .lines : .concatenated)
        case .failed:
            return detectAfterBrokenFirstLine(source, from: position, to: end, isComplete: isComplete, options: options)
        }
    }

    /// A broken first line (starting at `position`) followed by a good one-line value: JSON Lines
    /// with a bad record; otherwise one (invalid) document.
    private static func detectAfterBrokenFirstLine(
        _ source: SourceBuffer, from position: Int, to end: Int, isComplete: Bool, options: JSONParseOptions
    ) -> Detection {
        guard let newline = find(UInt8(ascii: "\n"), in: source, from: position, to: end) else {
            return isComplete ? .single : .undecided
        }
        let next = skipWhitespace(source, from: newline + 1, to: end)
        guard next < end else { return isComplete ? .single : .undecided }
        switch parseValue(source, at: next, end: end, isComplete: isComplete, options: options) {
        case .cutOff:
            return .undecided
        case .failed:
            return .single
        case .parsed(let valueEnd):
            let lineEnd = find(UInt8(ascii: "\n"), in: source, from: next, to: end) ?? end
            guard valueEnd <= lineEnd else { return .single }
            var after = valueEnd
            while after < lineEnd, source[after] == 0x20 || source[after] == 0x09 || source[after] == 0x0D {
                after += 1
            }
            if after == lineEnd, lineEnd == end, !isComplete { return .undecided }
            return after == lineEnd ? .records(.lines) : .single
        }
    }

    /// Whether the value ending at `valueEnd` is a number or literal that runs straight into more
    /// text, as `2026` does in `2026-11-28` and `true` in `truex`. Such a run is one invalid
    /// token, as jq reads it, not values that follow one another: what comes after a number or
    /// literal must be whitespace or the start of a string, object or array (or a byte that
    /// fails on its own: `,` `:` `]` `}` 0x1E). A value ending in `"`, `]` or `}` ends itself.
    ///
    /// ```swift
    /// // "2026-11-28": the number 2026 ends at offset 4
    /// FormatDetector.runsIntoText(source, valueEnd: 4, end: source.count)   // true
    /// ```
    static func runsIntoText(_ source: SourceBuffer, valueEnd: Int, end: Int) -> Bool {
        guard valueEnd > 0, valueEnd < end else { return false }
        switch source[valueEnd - 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "]"), UInt8(ascii: "}"): return false
        default: break
        }
        switch source[valueEnd] {
        case 0x20, 0x0A, 0x0D, 0x09, RecordLayout.recordSeparator, UInt8(ascii: "\""), UInt8(ascii: "{"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    private enum ValueOutcome {
        case parsed(end: Int)
        case cutOff
        case failed
    }

    private static func parseValue(
        _ source: SourceBuffer, at position: Int, end: Int, isComplete: Bool, options: JSONParseOptions
    ) -> ValueOutcome {
        var parser = JSONParser(recordsOf: source, end: end, options: options, tapeCapacity: 64)
        defer { parser.discardRecords() }
        do {
            let record = try parser.parseRecord(at: position)
            let byte = source[position]
            let isNumber = byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)
            if !isComplete, record.end == end, isNumber { return .cutOff }
            return .parsed(end: record.end)
        } catch {
            if !isComplete, case .unexpectedEnd = error.reason, error.location.byteOffset >= end { return .cutOff }
            return .failed
        }
    }

    static func skipWhitespace(_ source: SourceBuffer, from start: Int, to end: Int) -> Int {
        JSONWhitespace.skip(in: source.base, from: start, to: end)
    }

    static func find(_ byte: UInt8, in source: SourceBuffer, from start: Int, to end: Int) -> Int? {
        source.firstIndex(of: byte, from: start, to: end)
    }

    static func contains(_ byte: UInt8, in source: SourceBuffer, from start: Int, to end: Int) -> Bool {
        find(byte, in: source, from: start, to: end) != nil
    }

    /// The 1-based column (in characters) of `offset`, counted back to the previous newline
    /// (or to `lowerBound`, whose column is `lowerColumn`).
    static func column(of offset: Int, in source: SourceBuffer, lowerBound: Int, lowerColumn: Int) -> Int {
        var position = offset
        while position > lowerBound, source[position - 1] != UInt8(ascii: "\n") { position -= 1 }
        // A byte order mark at the very start is not a column, as editors show it.
        let characters = source.characterCount(from: min(offset, source.textStart(ofLineAt: position)), to: offset)
        return position == lowerBound ? lowerColumn + characters : characters + 1
    }
}
