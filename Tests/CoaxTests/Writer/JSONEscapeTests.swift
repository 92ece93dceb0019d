import Testing

@testable import Coax

/// The one escaping policy of JSON output.
@Suite struct JSONEscapeTests {
    static func written(_ escape: JSONEscape) -> String {
        var bytes: [UInt8] = []
        escape.write { bytes.append($0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        arguments: [
            ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\r", #"\r"#), ("\t", #"\t"#), ("\u{08}", #"\b"#),
            ("\u{0C}", #"\f"#), ("\u{00}", #"\u0000"#), ("\u{1B}", #"\u001b"#), ("\u{7F}", #"\u007f"#),
            ("\u{85}", #"\u0085"#), ("\u{9F}", #"\u009f"#), ("\u{2028}", #"\u2028"#), ("\u{2029}", #"\u2029"#),
        ] as [(Unicode.Scalar, String)])
    func charactersATerminalOrAJSONReaderWouldActOnAreEscaped(scalar: Unicode.Scalar, expected: String) {
        #expect(Self.written(JSONEscape(scalar)) == expected)
    }

    @Test(arguments: ["a", " ", "/", "é", "\u{A0}", "€", "\u{202E}", "\u{FEFF}", "😀"] as [Unicode.Scalar])
    func everythingElseIsWrittenAsItself(scalar: Unicode.Scalar) {
        #expect(JSONEscape(scalar) == .none)
        #expect(Self.written(JSONEscape(scalar)).isEmpty)
    }

    @Test func rawContentsAreScannedForDELC1AndLineSeparatorsOnly() {
        // Long enough that the eight-bytes-at-a-time skip runs before, between and after them;
        // © (C2 A9) and € (E2 82 AC) share lead bytes with the characters to escape.
        let text = "plain ascii text © and € " + "\u{7F}" + " then \u{85} and \u{2028}, \u{2029} end ©€"
        let raw = Array(text.utf8)
        var found: [(Int, Int, JSONEscape)] = []
        raw.withUnsafeBufferPointer { buffer in
            var position = 0
            while let next = JSONEscape.nextInRawContents(buffer.baseAddress!, length: buffer.count, from: position) {
                found.append((next.position, next.length, next.escape))
                position = next.position + next.length
            }
        }
        let expected: [(String, Int, JSONEscape)] = [
            ("\u{7F}", 1, .unicode(0x7F)), ("\u{85}", 2, .unicode(0x85)), ("\u{2028}", 3, .unicode(0x2028)),
            ("\u{2029}", 3, .unicode(0x2029)),
        ]
        #expect(found.count == expected.count)
        for ((position, length, escape), (character, expectedLength, expectedEscape)) in zip(found, expected) {
            let offset = text.utf8.firstRange(of: character.utf8).map {
                text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)
            }
            #expect(position == offset)
            #expect(length == expectedLength)
            #expect(escape == expectedEscape)
        }
    }

    @Test func valuesSourcesAndCopiedSubtreesAreEscapedAlike() throws {
        let text = "tab\t quote\" esc\u{1B} del\u{7F} c1\u{85} ls\u{2028} é \u{202E}"
        let expected = #""tab\t quote\" esc\u001b del\u007f c1\u0085 ls\u2028 é \#u{202E}""#
        #expect(JSONWriter.compact.string(for: JSONValue.string(text)) == expected)
        let document = try JSONDocument(parsing: JSONWriter.compact.string(for: JSONValue.string(text)))
        #expect(JSONWriter.compact.string(for: document.root) == expected)
        var emitter = JSONEmitter(indent: nil, capacity: 64)
        emitter.value(document, 0)
        #expect(String(decoding: emitter.bytes, as: UTF8.self) == expected)
    }
}
