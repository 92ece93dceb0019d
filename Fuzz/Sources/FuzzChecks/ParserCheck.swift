@testable import Coax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parser gives one answer for an input however it reads it: on one thread or split across
/// two, with its first pass byte at a time or over the block classifier's marks (at every
/// instruction set the processor has, with and without `coax_walk`), from a source with zeroed
/// padding, from one that ends exactly at its last byte (the address sanitizer traps any read
/// past it), and from one followed by bytes that look like JSON.
/// Read as JSON Lines, every line is the document (or the error) it is on its own.
enum ParserCheck {
    /// What a parse gave: the whole tape and counts, or the error.
    enum Outcome: Equatable, CustomStringConvertible {
        case document(tape: [TapeEntry], values: Int, depth: Int)
        case failure(JSONParseError)

        init(_ parse: () throws(JSONParseError) -> JSONDocument) {
            do {
                let document = try parse()
                self = .document(tape: Array(document.tape), values: document.valueCount, depth: document.maximumDepth)
            } catch {
                self = .failure(error)
            }
        }

        var description: String {
            switch self {
            case .document(let tape, let values, let depth):
                "document of \(tape.count) slots, \(values) values, depth \(depth)"
            case .failure(let error): "error \(error)"
            }
        }
    }

    static let oneThread: JSONParseOptions = {
        var options = JSONParseOptions()
        options.parallelThreshold = .max
        return options
    }()

    /// Any document of at least one byte may be split (where the parser finds a safe point).
    static let twoThreads: JSONParseOptions = {
        var options = JSONParseOptions()
        options.parallelThreshold = 1
        return options
    }()

    /// Bytes placed after the end of a source to catch a parser that reads them: quotes,
    /// backslashes, digits, brackets and a lone UTF-8 lead byte.
    static let poison: [UInt8] = Array(#"\"1]}e-,:tnf0\"["#.utf8) + [0xC3, 0xFF]

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        let expected = Outcome { () throws(JSONParseError) in try JSONDocument(parsing: input, options: oneThread) }
        let split = Outcome { () throws(JSONParseError) in try JSONDocument(parsing: input, options: twoThreads) }
        try expect(split == expected, "two threads gave \(split), one thread \(expected)")

        // The first pass byte at a time, and with every block classifier this processor has, its
        // steps taken by `coax_walk` where it can and all in Swift.
        for level in [nil] + StructuralIndexer.supportedLevels.map(Optional.some) {
            for compiledWalk in [true, false] where level != nil || compiledWalk {
                var options = oneThread
                options.blockLevel = level
                options.usesCompiledWalk = compiledWalk
                guard options != oneThread else { continue }
                let other = Outcome { () throws(JSONParseError) in try JSONDocument(parsing: input, options: options) }
                let name =
                    level.map { "block classifier level \($0)\(compiledWalk ? "" : " without coax_walk")" }
                    ?? "a byte-at-a-time first pass"
                try expect(other == expected, "\(name) gave \(other), the default \(expected)")
            }
        }

        for trailer in [[], poison + poison + poison + poison + poison] {
            let owner = BorrowedBytes(input, trailer: trailer)
            let source = SourceBuffer(borrowing: owner.base, count: input.count, owner: owner)
            for options in [oneThread, twoThreads] {
                let outcome = Outcome { () throws(JSONParseError) in try JSONDocument(source: source, options: options)
                }
                try expect(
                    outcome == expected,
                    "a source followed by \(trailer.count) poisoned bytes gave \(outcome), a padded one \(expected)")
            }
        }

        try checkReplacedUTF8(input, expected: expected)
        try checkJSONLines(input)
    }

    /// Read with invalid UTF-8 replaced, a document that failed only for its UTF-8 parses, and
    /// what it holds is valid JSON.
    static func checkReplacedUTF8(_ input: [UInt8], expected: Outcome) throws(FuzzFailure) {
        guard case .failure(let error) = expected, case .invalidUTF8 = error.reason else { return }
        var options = oneThread
        options.replacesInvalidUTF8 = true
        guard let repaired = try? JSONDocument(parsing: input, options: options) else { return }
        try expect(repaired.invalidUTF8 != nil, "a document with invalid UTF-8 replaced does not say so")
        let written = JSONWriter.compact.bytes(for: repaired.root)
        do {
            _ = try JSONDocument(parsing: written, options: oneThread)
        } catch {
            throw FuzzFailure("the repaired document writes invalid JSON: \(error)")
        }
    }

    /// Read as JSON Lines (where values may also span lines), input whose every line is a value
    /// gives those values and no bad record, and input that is one value gives that value.
    static func checkJSONLines(_ input: [UInt8]) throws(FuzzFailure) {
        guard input.count < 4096 else { return }
        var lines: [[UInt8]] = []
        // A byte order mark is allowed only where the input starts, not where a later line does.
        let laterLine = JSONParseOptions(allowsByteOrderMark: false)
        for line in input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        where line.contains(where: { !isJSONWhitespace($0) }) {
            let options = line.startIndex == 0 ? JSONParseOptions() : laterLine
            guard let document = try? JSONDocument(parsing: Array(line), options: options) else {
                lines = []
                break
            }
            lines.append(JSONWriter.compact.bytes(for: document.root))
        }
        let whole = (try? JSONDocument(parsing: input)).map { [JSONWriter.compact.bytes(for: $0.root)] }
        guard let expected = lines.isEmpty ? whole : lines else { return }
        let collection = JSONCollection(parsing: input, format: .jsonLines)
        let documents = (0..<collection.count).map { JSONWriter.compact.bytes(for: collection[$0].root) }
        try expect(
            documents == expected && collection.badRecords.isEmpty,
            "JSON Lines gave \(documents.count) documents and \(collection.badRecords.count) bad records: "
                + "\(shown(documents.map { String(decoding: $0, as: UTF8.self) })), not "
                + "\(shown(expected.map { String(decoding: $0, as: UTF8.self) }))")
    }

    static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// Bytes in a `malloc` block of exactly their size plus `trailer`, freed with the block's owner.
final class BorrowedBytes {
    let base: UnsafeMutablePointer<UInt8>

    init(_ bytes: [UInt8], trailer: [UInt8]) {
        let size = bytes.count + trailer.count
        // malloc(0) may return nil; one byte keeps a valid base for an empty source.
        base = malloc(max(size, 1))!.assumingMemoryBound(to: UInt8.self)
        bytes.withUnsafeBufferPointer {
            if let address = $0.baseAddress { base.initialize(from: address, count: $0.count) }
        }
        trailer.withUnsafeBufferPointer {
            if let address = $0.baseAddress { (base + bytes.count).initialize(from: address, count: $0.count) }
        }
    }

    deinit {
        free(base)
    }
}
