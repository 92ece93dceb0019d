import Testing

@testable import Coax

/// An error on a very long line (a minified file of hundreds of megabytes is one line) keeps only
/// the part of the line around the error, and still places the caret exactly.
@Suite struct LongLineErrorTests {
    /// `[1,1,1,…` on one line, with `byte` replaced by `x` (an error exactly there).
    static func oneLine(bytes count: Int, errorAt byte: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "1"), count: count)
        bytes[0] = UInt8(ascii: "[")
        for index in stride(from: 2, to: count - 1, by: 2) { bytes[index] = UInt8(ascii: ",") }
        bytes[count - 1] = UInt8(ascii: "]")
        bytes[byte] = UInt8(ascii: "x")
        return bytes
    }

    func failure(_ bytes: [UInt8]) throws -> JSONParseError {
        var options = JSONParseOptions()
        options.parallelThreshold = .max
        do {
            _ = try JSONDocument(parsing: bytes, options: options)
        } catch {
            return error
        }
        throw CancellationError()
    }

    @Test func anErrorNearTheStartOfAHugeLineKeepsASmallExcerpt() throws {
        let error = try failure(Self.oneLine(bytes: 4 << 20, errorAt: 3))
        #expect(error.location.column == 4)
        #expect(error.sourceLine.utf8.count <= 2 * JSONParseError.excerptReach)
        #expect(error.sourceLineFirstColumn == 1)
        #expect(error.sourceLineContinues)
        let rendered = error.rendered(fileName: "big.json").split(separator: "\n")
        #expect(rendered[0] == "big.json:1:4: error: unexpected 'x': expected a value after ','")
        #expect(rendered[1].hasPrefix("[1,x,1,1"))
        #expect(rendered[1].hasSuffix("…"))
        #expect(rendered[2] == "   ^")
    }

    @Test func anErrorDeepInAHugeLineKeepsASmallExcerptAndItsColumn() throws {
        let position = (4 << 20) - 10_001
        let error = try failure(Self.oneLine(bytes: 4 << 20, errorAt: position))
        #expect(error.location.column == position + 1)
        #expect(error.sourceLine.utf8.count <= 2 * JSONParseError.excerptReach)
        #expect(error.sourceLineFirstColumn > 1)
        #expect(error.sourceLineContinues)
        let rendered = error.rendered(fileName: "big.json").split(separator: "\n")
        #expect(rendered[1].hasPrefix("…"))
        #expect(rendered[1].hasSuffix("…"))
        let caret = try #require(rendered[2].firstIndex(of: "^"))
        let caretColumn = rendered[2].distance(from: rendered[2].startIndex, to: caret)
        #expect(Array(rendered[1])[caretColumn] == "x")
    }

    @Test func theExcerptNeverSplitsACharacter() throws {
        // Multi-byte characters all along the line: the excerpt starts and ends on whole ones.
        let line = "[\"" + String(repeating: "é日", count: 5_000) + "\" x]"
        let error = try failure(Array(line.utf8))
        #expect(!error.sourceLine.unicodeScalars.contains("\u{FFFD}"))
        #expect(error.sourceLine.hasSuffix("\" x]"))
        #expect(error.location.column == 2 * 5_000 + 5)
        let rendered = error.rendered(fileName: "x").split(separator: "\n")
        #expect(rendered[1].hasSuffix("\" x]"))
    }

    @Test func aShortLineIsKeptWhole() throws {
        let error = try failure(Array("{\n  \"a\": tru\r\n}".utf8))
        #expect(error.sourceLine == "  \"a\": tru")
        #expect(error.sourceLineFirstColumn == 1)
        #expect(!error.sourceLineContinues)
    }

    @Test func columnsCountCharactersOnLongLinesOfMixedText() throws {
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 1_000] {
            let text = "[\"" + String(repeating: "aé€😀", count: length) + "\",x]"
            let error = try failure(Array(text.utf8))
            #expect(error.location.column == 2 + 4 * length + 3, "\(length)")
        }
    }
}
