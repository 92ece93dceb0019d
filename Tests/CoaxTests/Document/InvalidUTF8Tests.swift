import Testing

@testable import Coax

/// Invalid UTF-8 is an error by default (`coax check`, the library); a viewer may ask for the
/// document with each bad sequence shown as U+FFFD instead, and is told how many there were.
@Suite struct InvalidUTF8Tests {
    static let replacing: JSONParseOptions = {
        var options = JSONParseOptions()
        options.replacesInvalidUTF8 = true
        return options
    }()

    /// `{"name": "caf<E9>", "ok": [1, "<C3 28>"]}` on two lines: Latin-1 é, and a lead byte
    /// followed by a byte that cannot continue it.
    static let bytes: [UInt8] =
        Array("{\"name\": \"caf".utf8) + [0xE9] + Array("\",\n \"ok\": [1, \"".utf8) + [0xC3, 0x28]
        + Array("\"]}".utf8)

    @Test func byDefaultInvalidUTF8IsAnError() {
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: Self.bytes) }
    }

    @Test func replacingShowsEachBadSequenceAsAReplacementCharacter() throws {
        let document = try JSONDocument(parsing: Self.bytes, options: Self.replacing)
        #expect(document.root["name"]?.string == "caf\u{FFFD}")
        #expect(document.root["ok"]?[1]?.string == "\u{FFFD}(")
        let replaced = try #require(document.invalidUTF8)
        #expect(replaced.count == 2)
        #expect(replaced.firstLocation.line == 1)
        #expect(replaced.firstLocation.column == 14)
        #expect(replaced.firstLocation.byteOffset == 13)
    }

    @Test func validDocumentsReportNothing() throws {
        let document = try JSONDocument(parsing: #"{"a": "é"}"#, options: Self.replacing)
        #expect(document.invalidUTF8 == nil)
    }

    @Test func otherErrorsStillFail() {
        var bytes = Self.bytes
        bytes.removeLast()
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: bytes, options: Self.replacing) }
    }

    /// Maximal subparts, as Unicode recommends and Swift's own decoding does: each is one U+FFFD.
    @Test(
        arguments: [
            [0xFF], [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82, 0x41], [0xC3],
        ] as [[UInt8]])
    func everyInvalidSequenceIsReplacedAsSwiftDecodesIt(bad: [UInt8]) throws {
        let bytes = Array("[\"a".utf8) + bad + Array("b\"]".utf8)
        let document = try JSONDocument(parsing: bytes, options: Self.replacing)
        let expected = String(decoding: Array("a".utf8) + bad + Array("b".utf8), as: UTF8.self)
        #expect(document.root[0]?.string == expected)
        #expect(document.invalidUTF8?.count == expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count)
    }
}
