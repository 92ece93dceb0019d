import Testing

@testable import Coax

/// Inputs chosen to break parsers: huge values, odd numbers, bytes that are not text, line endings
/// from other systems. Each either parses losslessly or fails with a located, printable error.
@Suite struct HostileInputTests {
    func failure(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONDocument(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    func failure(_ text: String) -> JSONParseError? {
        failure(Array(text.utf8))
    }

    /// Scalars a diagnostic must never put on a terminal raw (newlines separate its lines).
    func rawControls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }

    @Test func aTenMegabyteStringParsesAndWritesBackUnchanged() throws {
        let content = String(repeating: "abcdefghé", count: 1_000_000)
        let text = "\"" + content + "\""
        #expect(text.utf8.count == 10_000_002)
        let document = try JSONDocument(parsing: text)
        #expect(document.root.string == content)
        #expect(JSONWriter.compact.bytes(for: document.root) == Array(text.utf8))
    }

    @Test(arguments: ["1e999999999", "-1e999999999", "1e-999999999", "-0", "-0.0e-0", "1E+400"])
    func extremeNumbersKeepTheirLiteral(literal: String) throws {
        let document = try JSONDocument(parsing: "[\(literal)]")
        let number = try #require(document.root[0]?.number)
        #expect(number.literal == literal)
        #expect(JSONWriter.compact.string(for: document.root) == "[\(literal)]")
    }

    @Test func hugeExponentsHaveNoExactDecimalOrInteger() throws {
        let number = try #require(try JSONDocument(parsing: "1e999999999").root.number)
        #expect(number.decimalValue == nil)
        #expect(number.int64Value == nil)
        #expect(number.doubleValue == .infinity)
    }

    @Test func negativeZeroIsTheIntegerZero() throws {
        let number = try #require(try JSONDocument(parsing: "-0").root.number)
        #expect(number.isInteger)
        #expect(number.int64Value == 0)
        #expect(number.literal == "-0")
    }

    @Test func aFourHundredDigitIntegerIsKeptExactly() throws {
        let digits = "7" + String(repeating: "0123456789", count: 40).dropFirst()
        #expect(digits.count == 400)
        let document = try JSONDocument(parsing: "{\"n\": -\(digits)}")
        let number = try #require(document.root["n"]?.number)
        #expect(number.literal == "-" + digits)
        #expect(number.int64Value == nil)
        #expect(number.uint64Value == nil)
        #expect(JSONWriter.compact.string(for: document.root) == "{\"n\":-\(digits)}")
    }

    @Test(
        arguments: [
            ([0x5B, 0x22, 0x80, 0x22, 0x5D], "invalid UTF-8 byte 0x80", 3),
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "invalid UTF-8 byte 0xC0", 3),
            (
                [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
                "invalid UTF-8: byte 0xED does not start a valid sequence here", 3
            ),
            (
                [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],
                "invalid UTF-8: byte 0xF4 does not start a valid sequence here", 3
            ),
            ([0x5B, 0x22, 0x61, 0xE2, 0x82], "invalid UTF-8: byte 0xE2 does not start a valid sequence here", 4),
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], "invalid UTF-8 byte 0xFF", 3),
            ([0x5B, 0xC3, 0xA9, 0x5D], "unexpected 'é' (U+00E9): expected a value or ']'", 2),
            ([0x5B, 0xFE, 0x5D], "unexpected byte 0xFE: expected a value or ']'", 2),
        ] as [([UInt8], String, Int)])
    func invalidUTF8IsReportedAtTheByte(bytes: [UInt8], message: String, column: Int) throws {
        let error = try #require(failure(bytes))
        #expect(error.message == message)
        #expect(error.location.line == 1)
        #expect(error.location.column == column)
        #expect(rawControls(in: error.rendered(fileName: "x.json")).isEmpty)
    }

    @Test func everyRawControlCharacterInAStringIsRejectedAndShownEscaped() throws {
        for byte in UInt8(0)..<0x20 {
            let error = try #require(failure([0x7B, 0x22, 0x6B, 0x22, 0x3A, 0x22, 0x61, byte, 0x62, 0x22, 0x7D]))
            #expect(
                error.message
                    == "control character \(PrintableText.codePointName(UInt32(byte))) must be escaped in a string")
            // Even a raw newline is reported where it stands, at the end of line 1.
            #expect(error.location.line == 1)
            #expect(error.location.column == 8, "byte \(byte)")
            #expect(rawControls(in: error.rendered(fileName: "x.json")).isEmpty, "byte \(byte)")
        }
    }

    @Test func controlCharactersOutsideStringsAreNamedByCodePoint() throws {
        for byte in [UInt8(0x00), 0x01, 0x0B, 0x0C, 0x1B, 0x7F] {
            let error = try #require(failure([0x5B, 0x31, 0x2C, byte, 0x5D]))
            #expect(
                error.message
                    == "unexpected character \(PrintableText.codePointName(UInt32(byte))): expected a value after ','")
            #expect(error.location.column == 4)
            #expect(rawControls(in: error.rendered(fileName: "x.json")).isEmpty)
        }
    }

    @Test func nulBytesAfterTheValueAreNotIgnored() throws {
        let error = try #require(failure([0x7B, 0x7D, 0x00, 0x00]))
        #expect(error.message == "unexpected character U+0000: expected end of input after the top-level value")
        #expect(error.location.column == 3)
    }

    @Test func aByteOrderMarkIsSkippedAndNotCountedAsAColumn() throws {
        let document = try JSONDocument(parsing: "\u{FEFF}{\"a\": [1]}")
        #expect(document.root["a"]?[0]?.number?.literal == "1")
        #expect(document.root.location.column == 1)
        #expect(document.root["a"]?.location.column == 7)
        let error = try #require(failure("\u{FEFF}{\"a\" 1}"))
        #expect(error.location == SourceLocation(byteOffset: 8, line: 1, column: 6))
        #expect(error.sourceLine == "{\"a\" 1}")
        #expect(
            error.rendered(fileName: "bom.json")
                == "bom.json:1:6: error: unexpected '1': expected ':' after an object key\n{\"a\" 1}\n     ^")
    }

    @Test func aSecondByteOrderMarkIsAnError() throws {
        let error = try #require(failure("\u{FEFF}\u{FEFF}[]"))
        // Shown escaped: a raw byte order mark is invisible.
        #expect(error.message == #"unexpected '\ufeff' (U+FEFF): expected a value"#)
        #expect(error.location.column == 1)
    }

    @Test func crlfLineEndingsCountOnceAndStayOutOfTheShownLine() throws {
        let text = "{\r\n  \"a\": 1,\r\n  \"b\" 2\r\n}\r\n"
        let error = try #require(failure(text))
        #expect(error.location.line == 3)
        #expect(error.location.column == 7)
        #expect(error.sourceLine == "  \"b\" 2")
        let valid = try JSONDocument(parsing: "{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}\r\n")
        #expect(valid.root["b"]?.location == SourceLocation(byteOffset: 21, line: 3, column: 8))
    }

    @Test func aLoneCarriageReturnIsWhitespaceShownEscaped() throws {
        let error = try #require(failure("{\"a\": 1,\r\"b\" 2}"))
        #expect(error.location.line == 1)
        #expect(error.location.column == 14)
        #expect(
            error.rendered(fileName: "cr.json")
                == "cr.json:1:14: error: unexpected '2': expected ':' after an object key\n{\"a\": 1,\\r\"b\" 2}\n              ^"
        )
    }

    @Test func invalidEscapesShowOnlyTheEscape() throws {
        let short = try #require(failure(#"["\u12"]"#))
        #expect(short.message == "invalid escape '\\u12' in string")
        #expect(short.location.column == 3)
        let control = try #require(failure([0x5B, 0x22, 0x5C, 0x75, 0x31, 0x1B, 0x22, 0x5D]))
        #expect(control.message == "invalid escape '\\u1' in string")
        let letter = try #require(failure(#"["\q"]"#))
        #expect(letter.message == "invalid escape '\\q' in string")
        let accented = try #require(failure(#"["\é"]"#))
        #expect(accented.message == "invalid escape '\\é' in string")
    }

    @Test func aBackslashBeforeInvalidUTF8ReportsTheByte() throws {
        let error = try #require(failure([0x5B, 0x22, 0x5C, 0xFF, 0x22, 0x5D]))
        #expect(error.message == "invalid UTF-8 byte 0xFF")
        #expect(error.location.column == 4)
    }

    @Test func aMinifiedFiveMegabyteLineIsCutAroundTheError() throws {
        var text = "["
        var index = 0
        while text.utf8.count < 2_500_000 {
            text += #"{"id":\#(index),"name":"item \#(index)","price":"\#(index).99"},"#
            index += 1
        }
        let errorOffset = text.utf8.count + 5
        text += #"{"id";1},"#
        while text.utf8.count < 5_000_000 {
            text += #"{"id":\#(index),"tags":["a","b"]},"#
            index += 1
        }
        text += "1]"
        let error = try #require(failure(text))
        #expect(error.location == SourceLocation(byteOffset: errorOffset, line: 1, column: errorOffset + 1))
        let lines = error.rendered(fileName: "big.json").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == "big.json:1:\(errorOffset + 1): error: unexpected ';': expected ':' after an object key")
        #expect(lines[1].hasPrefix("…"))
        #expect(lines[1].hasSuffix("…"))
        #expect(lines[1].count <= 102)
        let caret = lines[2].count - 1
        #expect(lines[2] == String(repeating: " ", count: caret) + "^")
        #expect(Array(lines[1])[caret] == ";")
        #expect(lines[1].contains(#"{"id";1},"#))
    }
}
