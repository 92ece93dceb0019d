import Foundation
import Testing

@testable import Coax

/// The inspector's bounded comparison on big values: every cell it decides at once is what the
/// real `JSONDecoder` (and the unbounded `LenientDecoder`) gives for the whole value, and every
/// pending cell, once completed, is too.
@Suite struct DecoderComparisonBoundedTests {
    static let limit = DecoderComparison.defaultByteLimit

    /// Checks a bounded comparison of the document's root against the whole value; returns the
    /// targets whose `JSONDecoder` cell was pending. Every `JSONDecoder` cell, decided at once or
    /// worked out later, must be the real decoder's answer for the whole text; every lenient cell
    /// decided at once must be the unbounded lenient decoder's (or the start of it, when cut).
    /// With `completingLenient`, the pending lenient cells are worked out too.
    @discardableResult
    static func check(_ text: String, label: String, completingLenient: Bool = true) throws -> Set<DecodingTarget> {
        let document = try JSONDocument(parsing: text)
        let node = document.root
        let bounded = DecoderComparison(node, byteLimit: limit)
        let json = Data(text.utf8)
        let writer = DecoderComparison.writer(for: node)
        var pending: Set<DecodingTarget> = []
        for row in bounded.rows {
            var cell = row.jsonDecoder
            if cell.isPending {
                pending.insert(row.target)
                cell = DecoderComparison.jsonDecoderCell(
                    row.target, node: node, byteLimit: nil, writer: writer, input: DecoderComparison.text(of: node))
            }
            RealJSONDecoder.check(cell, row.target, json: json, label: label)
            let lenient = row.lenientDecoder
            if let value = lenient.value, value.isCut {
                let whole = try #require(node.string)
                #expect(value.text.hasPrefix("\"") && whole.hasPrefix(String(value.text.dropFirst().dropLast())))
            } else if !lenient.isPending {
                #expect(
                    lenient == LenientDecoderColumn.cell(row.target, node: node, writer: writer),
                    "\(label) \(row.target.name)")
            }
        }
        if completingLenient {
            let completed = bounded.completed(for: node)
            #expect(completed.isComplete)
            for (index, row) in completed.rows.enumerated() where bounded.rows[index].lenientDecoder.isPending {
                #expect(row.lenientDecoder == LenientDecoderColumn.cell(row.target, node: node, writer: writer))
            }
        }
        return pending
    }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    static let letters = String(repeating: "abcdefghij", count: 600_000)

    @Test func sixMegabytesOfLettersDecideAllButURL() throws {
        let pending = try Self.check(Self.quoted(Self.letters), label: "6 MB letters", completingLenient: false)
        #expect(pending == [.url])
    }

    @Test func anISODateFollowedBySixMegabytesIsADate() throws {
        let text = Self.quoted("2013-01-10T07:58:30Z" + Self.letters)
        #expect(try Self.check(text, label: "ISO + 6 MB", completingLenient: false).isEmpty)
        let cell = DecoderComparison(try JSONDocument(parsing: text).root, byteLimit: Self.limit)[.dateISO8601]
        #expect(cell?.jsonDecoder.value?.text == "2013-01-10T07:58:30Z")
    }

    static let shortened = String(repeating: "abcdefghij", count: 10_000)

    /// Long strings of many shapes, by name, with the targets whose `JSONDecoder` cell is pending.
    static let longStrings: [String: (text: String, pending: Set<DecodingTarget>)] = [
        "a URL with a path": ("http://example.com/" + shortened, []),
        "a URL with a space in its host": ("http://exa mple.com/" + shortened, []),
        "a scheme and an opaque path": ("mailto:" + shortened, []),
        "a colon in the first segment": ("a b:" + shortened, []),
        "a relative path": ("a/" + shortened, []),
        "a long authority": ("http://" + shortened, [.url]),
        "white space in the middle": (
            "Sun, 31 Aug 2014" + String(repeating: " ", count: 50_000) + "00:29:15 GMT", [.url]
        ),
        "digits": (String(repeating: "1234567890", count: 10_000), [.url]),
        "an RFC 1123 date padded with spaces": (
            "Sun, 31 Aug 2014 00:29:15 GMT" + String(repeating: " ", count: 50_000), [.dateRFC1123, .dateTwitter]
        ),
        "a date, ideographic spaces, then a letter": (
            "Sun, 31 Aug 2014 00:29:15 GMT" + String(repeating: "\u{3000}", count: 20_000) + "x", []
        ),
        "spaces": (String(repeating: " ", count: 100_000), [.dateRFC1123, .dateTwitter, .url]),
        "a long fraction": ("2013-01-10T07:58:30." + String(repeating: "1", count: 10_000) + "Z", []),
        "a long time zone": ("2013-01-10T07:58:30+" + String(repeating: "0", count: 10_000), []),
        "many leading zeros": (String(repeating: "0", count: 10_000) + "2013-01-10T07:58:30Z", [.url]),
    ]

    @Test(arguments: longStrings.keys.sorted())
    func longString(_ label: String) throws {
        let shape = try #require(Self.longStrings[label])
        #expect(try Self.check(Self.quoted(shape.text), label: label) == shape.pending)
    }

    @Test func aLongStringWithEscapesWaitsForTheWholeStringWhereItMatters() throws {
        let text = Self.quoted(String(repeating: "line\\n", count: 20_000) + "\\uD800")
        let pending = try Self.check(text, label: "escapes and a lone surrogate")
        #expect(pending == Set(DecodingTarget.allCases.filter(\.readsString)))
    }

    @Test func aLongNumberLiteralWaitsForItsDigits() throws {
        let text = String(repeating: "9", count: 10_000) + ".5"
        let pending = try Self.check(text, label: "10,002-digit literal")
        #expect(pending == Set(DecodingTarget.allCases.filter { !$0.readsString }))
    }

    @Test func aMillionMemberObjectIsDecidedByItsKind() throws {
        var text = "{"
        text.reserveCapacity(14_000_000)
        for index in 0..<1_000_000 { text += (index == 0 ? "" : ",") + "\"k\(index)\":\(index)" }
        text += "}"
        #expect(try Self.check(text, label: "1,000,000 members").isEmpty)
    }

    @Test func bigArraysAreDecidedByTheirKind() throws {
        let strings = "[" + Array(repeating: "\"2013-01-10T07:58:30Z\"", count: 100_000).joined(separator: ",") + "]"
        #expect(try Self.check(strings, label: "100,000 strings").isEmpty)
        let numbers = "[" + (0..<100_000).map(String.init).joined(separator: ",") + "]"
        #expect(try Self.check(numbers, label: "100,000 numbers").isEmpty)
    }

    /// A string longer than the byte limit but shorter than the prefix the bounded comparison
    /// reads is shown whole, so it is not marked cut: completed, the comparison is the complete one.
    @Test func aStringTheBoundedComparisonReadsWholeIsNotMarkedCut() throws {
        let node = try JSONDocument(parsing: "\"" + String(repeating: "%", count: 90) + " string\"").root
        let bounded = DecoderComparison(node, byteLimit: 64)
        #expect(bounded[.string]?.jsonDecoder == DecoderComparison(node)[.string]?.jsonDecoder)
        #expect(bounded[.string]?.lenientDecoder == DecoderComparison(node)[.string]?.lenientDecoder)
        #expect(bounded.completed(for: node).rows == DecoderComparison(node).rows)
        // A URL that URL(string:) rewrites says so, as in the complete comparison.
        let url = try JSONDocument(parsing: "\"kust a. str" + String(repeating: "x", count: 60) + "/zoneinfo/z\"").root
        #expect(DecoderComparison(url, byteLimit: 64).completed(for: url).rows == DecoderComparison(url).rows)
    }
}
