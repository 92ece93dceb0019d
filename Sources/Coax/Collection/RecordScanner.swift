/// Parses the records of one stretch of an input onto one tape: the work of one chunk.
///
/// Scanning starts at ``scan(from:column:)``'s position and takes every record that *starts*
/// before ``stopAt`` (the last one may end after it). A bad record is reported and skipped as
/// ``RecordLayout`` describes, and scanning goes on. On a stream (``isFinal`` false), a record
/// cut off by the end of the data read so far is left for the next scan, which starts at the
/// chunk's ``CollectionChunk/nextStart``.
///
/// With ``keepsTapes`` false (a collection that keeps its documents), a record's slots are
/// dropped once it has parsed, unless it is large (see ``CollectionChunk/reparsedRecordLimit``):
/// its document is parsed again from its bytes when asked for, so that a loaded collection holds
/// its input's bytes and a small index, not a tape larger than the input.
struct RecordScanner {
    let source: SourceBuffer
    let layout: RecordLayout
    let options: JSONParseOptions
    /// Records must start before this offset.
    var stopAt: Int
    /// No byte at or after this offset is read: the end of the input, or of the data read so far.
    let end: Int
    /// Whether no more data will follow `end`.
    var isFinal: Bool
    /// Whether the slots of every record are kept on the chunk's tape (false: only those of
    /// records too large to parse again cheaply).
    let keepsTapes: Bool
    /// Whether a record of a sequence may hold several values separated by whitespace, each
    /// read as a record of its own (the bodies of an HTTP archive, where a body of JSON Lines is
    /// common); otherwise a second value makes the record bad, as RFC 7464 has it.
    let readsEveryValueOfARecord: Bool

    // Scanning state.
    private var newlines = 0
    /// The start of the current line, once a newline has been seen since the scan's start.
    private var lineStart: Int?
    private var scanStart = 0
    private var scanColumn = 1
    /// The last column worked out, on the current line or an earlier one.
    private var columnMark: (offset: Int, column: Int)?

    init(
        source: SourceBuffer, layout: RecordLayout, options: JSONParseOptions, stopAt: Int, end: Int,
        isFinal: Bool, keepsTapes: Bool = true, readsEveryValueOfARecord: Bool = false
    ) {
        self.source = source
        self.layout = layout
        self.options = options
        self.stopAt = min(stopAt, end)
        self.end = end
        self.isFinal = isFinal
        self.keepsTapes = keepsTapes
        self.readsEveryValueOfARecord = readsEveryValueOfARecord
    }

    /// Scans from `start`, whose column (in characters, 1-based) is `column`.
    mutating func scan(from start: Int, column: Int = 1) -> CollectionChunk {
        scanStart = start
        scanColumn = column
        newlines = 0
        lineStart = nil
        columnMark = nil
        // Kept slots take about one per 8 bytes; otherwise the tape holds one small record at a time.
        var parser = JSONParser(
            recordsOf: source, end: end, options: options,
            tapeCapacity: keepsTapes ? (stopAt - start) / 8 + 16 : 4096)
        var records: [CollectionChunk.Record] = []
        var bad: [CollectionChunk.BadRecord] = []
        var valueCount = 0
        var position = skipGap(from: start)
        let firstRecordStart = position
        let newlinesToFirstRecord = newlines
        var nextStart: Int?
        // Where the sequence record whose values are being read ends, while more of them follow.
        var openRecordEnd: Int?

        while position < stopAt {
            let recordStart = position
            let recordLine = newlines
            let recordColumn = self.column(of: recordStart)
            let tapeStart = parser.tapeCount
            var valueStart = recordStart
            var recordEnd: Int
            var failure: JSONParseError?

            if layout == .sequence, let openRecordEnd, position < openRecordEnd {
                // A further value of a record that holds several.
                recordEnd = openRecordEnd
            } else if layout == .sequence {
                openRecordEnd = nil
                // The record runs from its separator to the next one.
                guard source[recordStart] == RecordLayout.recordSeparator else {
                    let next = find(RecordLayout.recordSeparator, from: recordStart)
                    if next == nil, !isFinal {
                        nextStart = recordStart
                        break
                    }
                    recordEnd = next ?? end
                    let found = describe(at: recordStart)
                    bad.append(
                        badRecord(
                            .unexpectedCharacter(found: found, expected: "a record separator (0x1E) before a record"),
                            at: recordStart, recordStart: recordStart, recordEnd: recordEnd, line: recordLine,
                            column: recordColumn, position: records.count))
                    countNewlines(from: recordStart, to: recordEnd)
                    position = recordEnd
                    continue
                }
                let next = find(RecordLayout.recordSeparator, from: recordStart + 1)
                if next == nil, !isFinal {
                    nextStart = recordStart
                    break
                }
                recordEnd = next ?? end
                countNewlines(from: recordStart, to: recordStart + 1)
                valueStart = skipGap(from: recordStart + 1, limit: recordEnd)
                if valueStart >= recordEnd {
                    // An empty record (two separators in a row) holds nothing to report.
                    position = recordEnd
                    continue
                }
            } else {
                recordEnd = end
            }

            let valueLine = newlines
            let valueColumn = self.column(of: valueStart)
            do throws(JSONParseError) {
                let record = try parser.parseRecord(at: valueStart)
                if !isFinal, record.end == end, layout != .lines, isNumberOrLiteralStart(source[valueStart]) {
                    // More digits (or text that makes it no value at all) may follow in the next read.
                    parser.truncateTape(to: tapeStart)
                    nextStart = recordStart
                    break
                }
                if layout == .concatenated || readsEveryValueOfARecord,
                    FormatDetector.runsIntoText(source, valueEnd: record.end, end: recordEnd)
                {
                    // `2026-11-28` or `truex` is one bad token, not values: none is read from it.
                    throw unexpected(at: record.end, expected: "whitespace or the end of the value")
                }
                let after = skipSpaces(from: record.end, limit: recordEnd)
                switch layout {
                case .lines where after < end && source[after] != UInt8(ascii: "\n"):
                    throw unexpected(
                        at: after, expected: "the end of the line after the value (JSON Lines hold one value per line)")
                case .sequence where !readsEveryValueOfARecord:
                    let next = skipWhitespace(from: after, limit: recordEnd)
                    if next < recordEnd {
                        throw unexpected(at: next, expected: "a record separator (0x1E) after the value")
                    }
                default:
                    break
                }
                records.append(
                    CollectionChunk.Record(
                        tapeStart: UInt32(tapeStart), byteOffset: UInt32(valueStart - scanStart),
                        byteLength: UInt32(record.end - valueStart), line: UInt32(valueLine),
                        column: UInt32(clamping: valueColumn)))
                valueCount += record.valueCount
                if !keepsTapes, record.end - valueStart < CollectionChunk.reparsedRecordLimit {
                    // Parsed again when its document is asked for: its range of slots is empty.
                    parser.truncateTape(to: tapeStart)
                }
                countNewlines(from: valueStart, to: record.end)
                if layout == .sequence {
                    let next = skipWhitespace(from: record.end, limit: recordEnd)
                    openRecordEnd = next < recordEnd ? recordEnd : nil
                    position = next < recordEnd ? next : recordEnd
                    countNewlines(from: record.end, to: position)
                } else {
                    position = skipGap(from: record.end)
                }
                continue
            } catch {
                parser.truncateTape(to: tapeStart)
                failure = error
            }

            guard let failure else { continue }
            if !isFinal, isCutOff(failure) {
                nextStart = recordStart
                break
            }
            var error = failure
            switch layout {
            case .sequence:
                openRecordEnd = nil
                // A value cut short runs into the next separator: its error is at the end of its
                // own text, which the excerpt shows, not at the next record.
                var contentEnd = recordEnd
                while contentEnd > valueStart, JSONWhitespace.contains(source[contentEnd - 1]) { contentEnd -= 1 }
                if error.location.byteOffset >= contentEnd {
                    switch error.reason {
                    case .unexpectedEnd(let expected), .unexpectedCharacter(_, let expected):
                        error = JSONParseError(
                            reason: .unexpectedCharacter(found: "end of the record", expected: expected),
                            location: SourceLocation(byteOffset: contentEnd, line: 0, column: 0), sourceLine: "")
                    default:
                        error = reparse(from: valueStart, to: contentEnd) ?? error
                    }
                }
                // In a record that holds several values, a bad one ends as a bad concatenated
                // value does, and the values after it are read.
                if readsEveryValueOfARecord,
                    let valueEnd = failedValueEnd(
                        from: valueStart, failingAt: error.location.byteOffset, limit: recordEnd),
                    skipWhitespace(from: valueEnd, limit: recordEnd) < recordEnd
                {
                    openRecordEnd = recordEnd
                    recordEnd = valueEnd
                }
            case .lines:
                var lineEnd = find(UInt8(ascii: "\n"), from: recordStart) ?? end
                if error.location.byteOffset > lineEnd {
                    // The value went on past its line and failed further on. A pretty-printed
                    // record among JSON Lines ends as a bad concatenated value does (with the
                    // rest of the line it ends on), so that no value inside it is read as a
                    // record of its own; a line cut short ends at the next line that starts a
                    // value, with its own line's error.
                    guard let valueEnd = failedValueEnd(from: recordStart, failingAt: error.location.byteOffset)
                    else {
                        nextStart = recordStart
                        break
                    }
                    if valueEnd > lineEnd + 1 {
                        // Records start at line starts: the rest of the line it ends on is its.
                        lineEnd = find(UInt8(ascii: "\n"), from: valueEnd - 1) ?? end
                    }
                    if error.location.byteOffset > lineEnd {
                        error = reparse(from: recordStart, to: lineEnd) ?? error
                    }
                }
                if case .unexpectedEnd(let expected) = error.reason, error.location.byteOffset >= lineEnd,
                    lineEnd < end
                {
                    error = JSONParseError(
                        reason: .unexpectedCharacter(found: "end of line", expected: expected),
                        location: error.location, sourceLine: "")
                }
                recordEnd = lineEnd
            case .concatenated:
                guard let resume = failedValueEnd(from: recordStart, failingAt: error.location.byteOffset)
                else {
                    nextStart = recordStart
                    break
                }
                recordEnd = resume
            }
            if nextStart != nil { break }
            bad.append(
                badRecord(
                    error.reason, at: error.location.byteOffset, recordStart: recordStart, recordEnd: recordEnd,
                    line: recordLine, column: recordColumn, position: records.count,
                    textEnd: layout == .sequence ? recordEnd : end))
            // (The newlines between a separator and its value are counted already.)
            countNewlines(from: valueStart, to: recordEnd)
            if layout == .sequence {
                position = openRecordEnd.map { skipGap(from: recordEnd, limit: $0) } ?? recordEnd
            } else {
                position = skipGap(from: recordEnd)
            }
        }

        let resume = nextStart ?? position
        var tape = UnsafeMutableBufferPointer<TapeEntry>(start: nil, count: 0)
        if records.isEmpty || parser.tapeCount == 0 {
            parser.discardRecords()
        } else if let finished = parser.finishRecords() {
            tape = finished
        } else {
            // Memory ran out while indexing: the chunk's records cannot be kept. They are reported
            // as one bad record instead of disappearing.
            let first = records[0]
            let start = scanStart + Int(first.byteOffset)
            bad.append(
                badRecord(
                    .documentTooLarge("not enough memory to index \(records.count) records"), at: start,
                    recordStart: start, recordEnd: resume, line: Int(first.line), column: Int(first.column),
                    position: 0))
            bad.sort { $0.byteOffset < $1.byteOffset }
            bad = bad.map {
                CollectionChunk.BadRecord(
                    position: 0, byteOffset: $0.byteOffset, byteLength: $0.byteLength, line: $0.line, column: $0.column,
                    error: $0.error)
            }
            records = []
            valueCount = 0
        }
        return CollectionChunk(
            source: source, start: scanStart, nextStart: resume, firstRecordStart: min(firstRecordStart, resume),
            newlinesToFirstRecord: newlinesToFirstRecord, newlinesToNextStart: newlines, tape: tape,
            options: options, records: records, badRecords: bad, valueCount: valueCount)
    }

    // MARK: - Bytes

    private func isNumberOrLiteralStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "t")
            || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n")
    }

    /// Skips whitespace, counting newlines.
    private mutating func skipGap(from start: Int, limit: Int? = nil) -> Int {
        let limit = limit ?? end
        var position = start
        while position < limit {
            let byte = source[position]
            if byte == 0x0A {
                newlines += 1
                lineStart = position + 1
            } else if byte != 0x20 && byte != 0x0D && byte != 0x09 {
                break
            }
            position += 1
        }
        return position
    }

    /// Skips whitespace without counting newlines.
    private func skipWhitespace(from start: Int, limit: Int) -> Int {
        JSONWhitespace.skip(in: source.base, from: start, to: limit)
    }

    /// Skips spaces, tabs and carriage returns (not newlines).
    private func skipSpaces(from start: Int, limit: Int) -> Int {
        var position = start
        while position < limit {
            let byte = source[position]
            guard byte == 0x20 || byte == 0x0D || byte == 0x09 else { break }
            position += 1
        }
        return position
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        source.firstIndex(of: byte, from: start, to: end)
    }

    /// Counts the newlines in `start..<stop` (and notes where the last line starts).
    private mutating func countNewlines(from start: Int, to stop: Int) {
        var position = start
        while let newline = source.firstIndex(of: 0x0A, from: position, to: stop) {
            newlines += 1
            lineStart = newline + 1
            position = newline + 1
        }
    }

    /// The 1-based column of an offset on the current line, counted on from the last one asked
    /// for when that is on the same line: offsets only grow during a scan, so columns of many
    /// records on one long line cost one pass over it, not one pass each.
    private mutating func column(of offset: Int) -> Int {
        let known: (offset: Int, column: Int)
        if let mark = columnMark, mark.offset >= (lineStart ?? scanStart), mark.offset <= offset {
            known = mark
        } else if let lineStart {
            known = (lineStart, 1)
        } else {
            known = (scanStart, scanColumn)
        }
        let column = known.column + source.characterCount(from: known.offset, to: offset)
        columnMark = (offset, column)
        return column
    }

    /// Whether a parse failed only because the data read so far ends inside the value.
    private func isCutOff(_ error: JSONParseError) -> Bool {
        if case .unexpectedEnd = error.reason { return error.location.byteOffset >= end }
        return false
    }

    /// Where a bad value that may span lines ends, given the offset its parse failed at, so that
    /// no value inside it is read as a record of its own and every value after it is: where its
    /// value closes (brackets counted outside strings from its first byte; a raw newline ends a
    /// string, as JSON allows none), or, if that comes first, at a line after its own whose first
    /// byte opens an object or array and is no further indented than the value's own line (where
    /// the next pretty-printed value or JSON line starts, when this one never closes). A bad scalar or
    /// stray byte at the top level ends at the next whitespace or value-opening byte. Nil when
    /// the data read so far does not tell (a stream). `limit` bounds the value (a record of a
    /// sequence).
    ///
    /// - Complexity: O(bytes of the bad value), each byte looked at once.
    private func failedValueEnd(from recordStart: Int, failingAt errorOffset: Int, limit: Int? = nil) -> Int? {
        // Within a record of a sequence, its end bounds the value.
        let end = limit ?? self.end
        let errorOffset = max(recordStart, min(errorOffset, end))
        // The indentation of the value's line when the value is the first thing on it (a
        // pretty-printed value's inner lines are indented further); 0 when text precedes it.
        var lineIndent = recordStart
        while lineIndent > 0, source[lineIndent - 1] == 0x20 || source[lineIndent - 1] == 0x09 { lineIndent -= 1 }
        let indentLimit = lineIndent == 0 || source[lineIndent - 1] == 0x0A ? recordStart - lineIndent : 0
        var depth = 0
        var isInString = false
        var isEscaped = false
        // Spaces and tabs so far on a line after the record's first; nil past them.
        var indent: Int?
        var position = recordStart
        while position < end {
            let byte = source[position]
            if let counted = indent {
                if byte == 0x20 || byte == 0x09 {
                    indent = counted + 1
                } else {
                    indent = nil
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["), counted <= indentLimit {
                        return position
                    }
                }
            }
            if byte == 0x0A { indent = 0 }
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") || byte == 0x0A {
                    isInString = false
                    if depth == 0, position >= errorOffset { return byte == 0x0A ? position : position + 1 }
                }
                position += 1
                continue
            }
            if depth == 0, position > recordStart, position >= errorOffset,
                JSONWhitespace.contains(byte) || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
                    || byte == UInt8(ascii: "\"")
            {
                return position
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { break }
                depth -= 1
                if depth == 0, position >= errorOffset { return position + 1 }
            case UInt8(ascii: "\""):
                isInString = true
            default:
                break
            }
            position += 1
        }
        return isFinal || limit != nil ? end : nil
    }

    /// Parses the record alone, bounded by `stop` (its line), for the error that line holds.
    private func reparse(from start: Int, to stop: Int) -> JSONParseError? {
        var parser = JSONParser(recordsOf: source, end: stop, options: options, tapeCapacity: 16)
        defer { parser.discardRecords() }
        do {
            _ = try parser.parseRecord(at: start)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Errors

    private func describe(at position: Int) -> String {
        let byte = source[position]
        if byte < 0x20 || byte >= 0x7F { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    private func unexpected(at position: Int, expected: String) -> JSONParseError {
        JSONParseError(
            reason: .unexpectedCharacter(found: describe(at: position), expected: expected),
            location: SourceLocation(byteOffset: position, line: 0, column: 0), sourceLine: "")
    }

    /// A bad record, its error located by counting lines from the record's start.
    private func badRecord(
        _ reason: JSONParseError.Reason, at errorOffset: Int, recordStart: Int, recordEnd: Int, line: Int,
        column: Int, position: Int, textEnd: Int? = nil
    ) -> CollectionChunk.BadRecord {
        let lineStart = self.lineStart.flatMap { $0 <= recordStart ? $0 : nil } ?? (column == 1 ? recordStart : nil)
        let anchor = LineAnchor(offset: recordStart, line: line + 1, column: column, lineStart: lineStart)
        let textEnd = textEnd ?? end
        let error = anchor.locate(reason, at: min(errorOffset, textEnd), in: source, end: textEnd)
        return CollectionChunk.BadRecord(
            position: position, byteOffset: recordStart - scanStart, byteLength: max(0, recordEnd - recordStart),
            line: line, column: column, error: error)
    }
}
