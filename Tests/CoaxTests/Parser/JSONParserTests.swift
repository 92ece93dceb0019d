import Foundation
import Testing

@testable import Coax

@Suite struct JSONParserTests {
    @Test func containersKnowTheirChildCountAndSubtreeEnd() throws {
        let document = try JSONDocument(parsing: #"{"a": [1, [2, 3], {}], "b": null}"#)
        let root = document.root
        #expect(root.kind == .object)
        #expect(root.count == 2)
        let array = try #require(root["a"])
        #expect(array.count == 3)
        #expect(array.elements?.map(\.kind) == [.number, .array, .object])
        let inner = try #require(array[1])
        #expect(inner.count == 2)
        #expect(document.node(atTapeIndex: inner.subtreeEnd)?.kind == .object)
        #expect(document.valueCount == 8)
        #expect(document.maximumDepth == 3)
    }

    @Test func numbersKeepTheirLiteralText() throws {
        let document = try JSONDocument(parsing: "[12345678901234567890123, 0.10, -0, 1E+5, 1e400]")
        let literals = document.root.elements?.compactMap(\.numberLiteral)
        #expect(literals == ["12345678901234567890123", "0.10", "-0", "1E+5", "1e400"])
        #expect(document.root[0]?.number?.int64Value == nil)
        #expect(document.root[1]?.number?.decimalValue == Decimal(string: "0.1"))
    }

    @Test func integersBeyondDoublePrecisionStayExact() throws {
        let document = try JSONDocument(parsing: "[9007199254740993, 18446744073709551615]")
        #expect(document.root[0]?.number?.int64Value == 9_007_199_254_740_993)
        #expect(document.root[1]?.number?.uint64Value == UInt64.max)
    }

    @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
        let document = try JSONDocument(parsing: #"["caf\u00e9 \ud83d\ude00", "tab\tnew\nline", "\"q\" \\ \/"]"#)
        #expect(document.root[0]?.string == "café 😀")
        #expect(document.root[1]?.string == "tab\tnew\nline")
        #expect(document.root[2]?.string == "\"q\" \\ /")
    }

    @Test func duplicateKeysAreKeptAndTheLastWins() throws {
        let document = try JSONDocument(parsing: #"{"id": 1, "name": "x", "id": 2, "\u0069d": 3}"#)
        let entries = try #require(document.root.entries)
        #expect(entries.map(\.key) == ["id", "name", "id", "id"])
        #expect(entries.map(\.isDuplicateKey) == [true, false, true, true])
        #expect(entries.map(\.isShadowed) == [true, false, true, false])
        #expect(document.root["id"]?.numberLiteral == "3")
    }

    @Test func canonicallyEquivalentKeysAreNotDuplicates() throws {
        // "é" (U+00E9) and "e" + U+0301 are two keys: lookups compare scalars, so neither hides the other.
        let document = try JSONDocument(parsing: #"{"\u00e9": 1, "e\u0301": 2, "\u00e9": 3}"#)
        let entries = try #require(document.root.entries)
        #expect(entries.map(\.isDuplicateKey) == [true, false, true])
        #expect(entries.map(\.isShadowed) == [true, false, false])
        #expect(document.root["\u{E9}"]?.numberLiteral == "3")
        #expect(document.root["e\u{301}"]?.numberLiteral == "2")
    }

    @Test func duplicateKeysAreFoundInLargeObjects() throws {
        var text = "{"
        for index in 0..<40 { text += "\"k\(index)\": \(index), " }
        text += "\"k7\": \"again\"}"
        let document = try JSONDocument(parsing: text)
        let flagged = document.root.entries?.filter(\.isDuplicateKey).map(\.key)
        #expect(flagged == ["k7", "k7"])
        #expect(document.root["k7"]?.string == "again")
    }

    @Test func oneMillionNestedArraysFailWithANestingError() {
        let depth = 1_000_000
        var bytes = [UInt8](repeating: UInt8(ascii: "["), count: depth)
        bytes += [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        #expect {
            try JSONDocument(parsing: bytes)
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.message == "nesting too deep (limit 1024)" && error.location.column == 1025
        }
    }

    @Test func deepNestingWithinTheLimitParses() throws {
        let depth = 1024
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = try JSONDocument(parsing: text)
        #expect(document.maximumDepth == depth)
        let deeper = JSONParseOptions(maximumDepth: 200_000)
        let big = String(repeating: "[", count: 150_000) + String(repeating: "]", count: 150_000)
        #expect(try JSONDocument(parsing: big, options: deeper).maximumDepth == 150_000)
    }

    @Test func linesAndColumnsAreOneBasedAndCountCharacters() throws {
        let document = try JSONDocument(parsing: "{\n  \"é\": [\n    true]}")
        let value = try #require(document.root["é"]?[0])
        #expect(value.location == SourceLocation(byteOffset: 16, line: 3, column: 5))
        #expect(document.lineCount == 3)
        #expect(try #require(document.root.entries?.first).keyByteOffset == 4)
    }
}
