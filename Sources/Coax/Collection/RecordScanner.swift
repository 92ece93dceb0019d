#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    let stopAt: Int
    /// No byte at or after this offset is read: the end of the input, or of the data read so far.
    let end: Int
    /// Whether no more data will follow `end`.
    let isFinal: Bool
    /// Whether the slots of every record are kept on the chunk's tape (false: only those of
    /// records too large to parse again cheaply).
    let keepsTapes: Bool

    // Scanning state.
    private var newlines = 0
    /// The start of the current line, once a newline has been seen since the scan's start.
    private var lineStart: Int?
    private var scanStart = 0
    private var scanColumn = 1

    init(
        source: SourceBuffer, layout: RecordLayout, options: JSONParseOptions, stopAt: Int, end: Int,
        isFinal: Bool, keepsTapes: Bool = true
    ) {
        self.source = source
        self.layout = layout
        self.options = options
        self.stopAt = min(stopAt, end)
        self.end = end
        self.isFinal = isFinal
        self.keepsTapes = keepsTapes
    }

    /// Scans from `start`, whose column (in characters, 1-based) is `column`.
    mutating func scan(from start: Int, column: Int = 1) -> CollectionChunk {
        scanStart = start
        scanColumn = column
        newlines = 0
        lineStart = nil
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

        while position < stopAt {
            let recordStart = position
            let recordLine = newlines
            let recordColumn = self.column(of: recordStart)
            let tapeStart = parser.tapeCount
            var valueStart = recordStart
            var recordEnd: Int
            var failure: JSONParseError?

            if layout == .sequence {
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
                if !isFinal, record.end == end, layout != .lines, isNumberStart(source[valueStart]) {
                    // More digits may follow in the next read.
                    parser.truncateTape(to: tapeStart)
                    nextStart = recordStart
                    break
                }
                let after = skipSpaces(from: record.end, limit: recordEnd)
                switch layout {
                case .lines where after < end && source[after] != UInt8(ascii: "\n"):
                    throw unexpected(
                        at: after, expected: "the end of the line after the value (JSON Lines hold one value per line)")
                case .sequence where after < recordEnd && !isWhitespace(source[after]):
                    throw unexpected(at: after, expected: "a record separator (0x1E) after the value")
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
                    countNewlines(from: record.end, to: recordEnd)
                    position = recordEnd
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
                break
            case .lines:
                let lineEnd = find(UInt8(ascii: "\n"), from: recordStart) ?? end
                if error.location.byteOffset > lineEnd {
                    error = reparse(from: recordStart, to: lineEnd) ?? error
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
                guard let resume = nextValueLine(after: recordStart) else {
                    if !isFinal {
                        nextStart = recordStart
                        break
                    }
                    recordEnd = end
                    break
                }
                recordEnd = resume
            }
            if nextStart != nil { break }
            bad.append(
                badRecord(
                    error.reason, at: error.location.byteOffset, recordStart: recordStart, recordEnd: recordEnd,
                    line: recordLine, column: recordColumn, position: records.count))
            countNewlines(from: recordStart, to: recordEnd)
            position = layout == .sequence ? recordEnd : skipGap(from: recordEnd)
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

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func isNumberStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)
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
        guard start < end, let found = memchr(source.base + start, Int32(byte), end - start) else { return nil }
        return source.base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Counts the newlines in `start..<stop` (and notes where the last line starts).
    private mutating func countNewlines(from start: Int, to stop: Int) {
        var position = start
        while position < stop, let found = memchr(source.base + position, 0x0A, stop - position) {
            let newline = source.base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            newlines += 1
            lineStart = newline + 1
            position = newline + 1
        }
    }

    /// The 1-based column of an offset on the current line.
    private func column(of offset: Int) -> Int {
        if let lineStart { return source.characterCount(from: lineStart, to: offset) + 1 }
        return scanColumn + source.characterCount(from: scanStart, to: offset)
    }

    /// Whether a parse failed only because the data read so far ends inside the value.
    private func isCutOff(_ error: JSONParseError) -> Bool {
        if case .unexpectedEnd = error.reason { return error.location.byteOffset >= end }
        return false
    }

    /// The first line after the one `start` is on that begins with `{` or `[`: where a
    /// pretty-printed value (and so, after a bad one, the next record) starts.
    private func nextValueLine(after start: Int) -> Int? {
        var position = start
        while let newline = find(UInt8(ascii: "\n"), from: position) {
            let next = newline + 1
            guard next < end else { return nil }
            if source[next] == UInt8(ascii: "{") || source[next] == UInt8(ascii: "[") { return next }
            position = next
        }
        return nil
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
        column: Int, position: Int
    ) -> CollectionChunk.BadRecord {
        let lineStart = self.lineStart.flatMap { $0 <= recordStart ? $0 : nil } ?? (column == 1 ? recordStart : nil)
        let anchor = LineAnchor(offset: recordStart, line: line + 1, column: column, lineStart: lineStart)
        let error = anchor.locate(reason, at: min(errorOffset, end), in: source, end: end)
        return CollectionChunk.BadRecord(
            position: position, byteOffset: recordStart - scanStart, byteLength: max(0, recordEnd - recordStart),
            line: line, column: column, error: error)
    }
}
