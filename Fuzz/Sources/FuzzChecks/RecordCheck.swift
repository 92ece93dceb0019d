@testable import Coax

/// Record recovery in every layout, held to a reference splitter: the input is cut into records
/// (one per line of it), each laid out as JSON Lines, concatenated JSON (pretty-printed or not)
/// or an RFC 7464 sequence, and the reader's documents and bad records are compared with what
/// the splitter knows each record to be.
///
/// - No document is invented: each is exactly one record that is valid JSON on its own (for
///   concatenated JSON the splitter's bad records are valid values broken inside or cut short:
///   other text may hold values of its own).
/// - Every valid record is a document or lies inside a bad record; documents and bad records
///   come in input order, never overlapping, each bad one placed after the documents before it.
/// - In a sequence every valid record is a document (its separators bound a bad one). In
///   concatenated JSON, a bad record that is a valid value with `@` put inside it (a bad record
///   whose brackets still balance) hides no valid record.
/// - Read in two parts (a stream: the first up to a cut, with more to come), the records are the
///   same as read at once.
///
/// Input: the first byte chooses the layout, the pretty-printing and the spacing, the second
/// where the stream is cut and which records are broken; every following line is a record.
enum RecordCheck {
    /// A record as the splitter laid it out.
    struct Laid {
        /// Its bytes in the input (without framing).
        let range: Range<Int>
        /// Whether it is valid JSON on its own.
        let isValid: Bool
        /// Whether it is a valid value broken by an `@` at depth one or more.
        let isBrokenInside: Bool
    }

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard input.count >= 2 else { return }
        let layouts: [RecordLayout] = [.lines, .concatenated, .sequence]
        let layout = layouts[Int(input[0]) % 3]
        let isPretty = layout == .concatenated && input[0] & 0x10 != 0
        let joinsWithSpaces = layout == .concatenated && input[0] & 0x20 != 0
        let choice = Int(input[1])
        let pieces = input[2...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).prefix(24)

        // A blank first line: a byte order mark is taken only at the very start of an input.
        var bytes: [UInt8] = [UInt8(ascii: "\n")]
        var laid: [Laid] = []
        for (index, piece) in pieces.enumerated() {
            var text = Array(piece).filter { $0 != RecordLayout.recordSeparator }
            guard text.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            // Within records, a byte order mark is no whitespace.
            let document = try? JSONDocument(parsing: text, options: JSONParseOptions(allowsByteOrderMark: false))
            var isValid = document != nil
            var isBrokenInside = false
            if layout == .concatenated {
                // Concatenated JSON reads a value wherever one starts, so text that is not JSON
                // may hold values of its own: the splitter makes its bad records from valid ones.
                guard let document else { continue }
                text = Array((isPretty ? JSONWriter.pretty : JSONWriter.compact).string(for: document.root).utf8)
                let places = placesInside(text)
                if !places.isEmpty, (choice + index) % 4 == 0 {
                    // Broken inside: its brackets still balance.
                    text.insert(UInt8(ascii: "@"), at: places[(choice + index) % places.count])
                    isValid = false
                    isBrokenInside = true
                } else if !places.isEmpty, (choice + index) % 4 == 1 {
                    // Cut short: it never closes.
                    text = Array(text[..<places[(choice + index) % places.count]])
                    isValid = false
                }
            }
            // A record's own whitespace at its ends is not part of its value.
            if isValid || layout == .lines {
                while let last = text.last, [0x20, 0x09, 0x0D].contains(last) { text.removeLast() }
                while let first = text.first, [0x20, 0x09, 0x0D].contains(first) { text.removeFirst() }
            }
            if layout == .sequence { bytes.append(RecordLayout.recordSeparator) }
            let start = bytes.count
            bytes += text
            laid.append(Laid(range: start..<bytes.count, isValid: isValid, isBrokenInside: isBrokenInside))
            bytes.append(joinsWithSpaces ? UInt8(ascii: " ") : UInt8(ascii: "\n"))
        }
        guard !laid.isEmpty else { return }
        let source = SourceBuffer(copying: bytes)
        var scanner = RecordScanner(
            source: source, layout: layout, options: JSONParseOptions(), stopAt: source.count, end: source.count,
            isFinal: true)
        let whole = scanner.scan(from: 0)
        try checkAgainstSplitter(whole, laid, layout: layout, bytes: bytes)
        try checkInTwoParts(whole, source: source, layout: layout, cutChoice: choice)
    }

    /// The offsets of `text` (a valid value) inside a container and outside strings, where `@`
    /// can go or the text can be cut without the cut falling in a string.
    static func placesInside(_ text: [UInt8]) -> [Int] {
        var places: [Int] = []
        var depth = 0
        var isInString = false
        var isEscaped = false
        for (offset, byte) in text.enumerated() {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""): isInString = true
            default: break
            }
            // Just after a byte inside the outermost container (its opening bracket included).
            if depth > 0, !isInString { places.append(offset + 1) }
        }
        return places
    }

    static func checkAgainstSplitter(
        _ chunk: CollectionChunk, _ laid: [Laid], layout: RecordLayout, bytes: [UInt8]
    ) throws(FuzzFailure) {
        let documents = chunk.records.map { Int($0.byteOffset)..<Int($0.byteOffset + $0.byteLength) }
        let bad = chunk.badRecords.map { $0.byteOffset..<($0.byteOffset + $0.byteLength) }
        // Nothing invented. A value of JSON Lines may go on over the next lines: it then runs from
        // a line's start to a line's end, and is valid JSON.
        let valid = Set(laid.filter(\.isValid).map(\.range))
        for range in documents {
            let spansLines =
                layout == .lines && laid.contains { $0.range.lowerBound == range.lowerBound }
                && laid.contains { $0.range.upperBound == range.upperBound }
                && (try? JSONDocument(parsing: bytes[range], options: JSONParseOptions(allowsByteOrderMark: false)))
                    != nil
            try expect(
                valid.contains(range) || spansLines,
                "\(layout): a document at \(range) is no valid record: \(shown(String(decoding: bytes[range], as: UTF8.self)))"
            )
        }
        // In order, without overlap, positions counting the documents before.
        var spans = documents.map { ($0, true) } + bad.map { ($0, false) }
        spans.sort { $0.0.lowerBound < $1.0.lowerBound }
        for (first, second) in zip(spans, spans.dropFirst()) {
            try expect(first.0.upperBound <= second.0.lowerBound, "\(layout): \(first.0) and \(second.0) overlap")
        }
        for record in chunk.badRecords {
            let before = documents.filter { $0.lowerBound < record.byteOffset }.count
            try expect(
                record.position == before,
                "\(layout): a bad record at \(record.byteOffset) is placed at \(record.position), after \(before) documents"
            )
        }
        // Every valid record kept or reported.
        let kept = Set(documents)
        for record in laid where record.isValid && !kept.contains(record.range) {
            // (In JSON Lines, inside a value that spans lines, or inside a bad record.)
            let reported = (bad + (layout == .lines ? documents : [])).contains {
                $0.lowerBound <= record.range.lowerBound && record.range.upperBound <= $0.upperBound
            }
            try expect(
                reported, "\(layout): the valid record at \(record.range) is neither a document nor inside a bad record"
            )
            switch layout {
            case .sequence:
                throw FuzzFailure("sequence: the valid record at \(record.range) is not a document")
            case .concatenated:
                // Hidden only behind a bad record whose brackets do not balance.
                let hiders = laid.filter { !$0.isValid && $0.range.lowerBound < record.range.lowerBound }
                try expect(
                    hiders.contains { !$0.isBrokenInside },
                    "concatenated: the valid record at \(record.range) is hidden though every bad record before it closes"
                )
            case .lines:
                break
            }
        }
    }

    /// The same records when the input arrives in two parts.
    static func checkInTwoParts(
        _ whole: CollectionChunk, source: SourceBuffer, layout: RecordLayout, cutChoice: Int
    ) throws(FuzzFailure) {
        var cut = cutChoice * source.count / 256
        if layout == .lines {
            // JSON Lines are read a whole line at a time.
            while cut > 0, source[cut - 1] != UInt8(ascii: "\n") { cut -= 1 }
        }
        guard cut > 0, cut < source.count else { return }
        var first = RecordScanner(
            source: source, layout: layout, options: JSONParseOptions(), stopAt: cut, end: cut, isFinal: false)
        let head = first.scan(from: 0)
        let column = FormatDetector.column(of: head.nextStart, in: source, lowerBound: 0, lowerColumn: 1)
        var rest = RecordScanner(
            source: source, layout: layout, options: JSONParseOptions(), stopAt: source.count, end: source.count,
            isFinal: true)
        let tail = rest.scan(from: head.nextStart, column: column)
        func ranges(_ chunk: CollectionChunk) -> [Range<Int>] {
            chunk.records.map { chunk.start + Int($0.byteOffset)..<chunk.start + Int($0.byteOffset + $0.byteLength) }
        }
        func badRanges(_ chunk: CollectionChunk) -> [Range<Int>] {
            chunk.badRecords.map { chunk.start + $0.byteOffset..<chunk.start + $0.byteOffset + $0.byteLength }
        }
        try expect(
            ranges(head) + ranges(tail) == ranges(whole),
            "\(layout): read in two parts cut at \(cut), the documents are \(ranges(head) + ranges(tail)), not \(ranges(whole))"
        )
        try expect(
            badRanges(head) + badRanges(tail) == badRanges(whole),
            "\(layout): read in two parts cut at \(cut), the bad records are \(badRanges(head) + badRanges(tail)), not \(badRanges(whole))"
        )
        let wholeErrors = whole.badRecords.map { $0.error.location.byteOffset }
        let partErrors = (head.badRecords + tail.badRecords).map { $0.error.location.byteOffset }
        try expect(wholeErrors == partErrors, "\(layout): errors at \(partErrors) in two parts, \(wholeErrors) at once")
        let wholeColumns = whole.badRecords.map(\.column) + whole.records.map { Int($0.column) }
        let partColumns =
            (head.badRecords + tail.badRecords).map(\.column) + (head.records + tail.records).map { Int($0.column) }
        try expect(
            wholeColumns == partColumns, "\(layout): columns \(partColumns) in two parts, \(wholeColumns) at once")
    }
}
