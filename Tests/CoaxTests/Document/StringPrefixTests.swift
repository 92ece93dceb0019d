import Coax
import Testing

@Suite("Bounded string prefixes")
struct StringPrefixTests {
    static func node(_ json: String) throws -> JSONNode {
        try JSONDocument(parsing: json).root
    }

    @Test func aShortStringComesWhole() throws {
        let node = try Self.node(#""Grüße aus Köln""#)
        #expect(node.stringPrefix(maxBytes: 99)?.text == "Grüße aus Köln")
        #expect(node.stringPrefix(maxBytes: 99)?.isWhole == true)
        #expect(node.rawStringByteCount == 17)
    }

    @Test func theCutNeverSplitsAUTF8Sequence() throws {
        let node = try Self.node(#""Grüße""#)
        // "Gr" is 2 bytes, "ü" 2 more: 3 bytes would split it.
        #expect(node.stringPrefix(maxBytes: 3)?.text == "Gr")
        #expect(node.stringPrefix(maxBytes: 4)?.text == "Grü")
        #expect(node.stringPrefix(maxBytes: 4)?.isWhole == false)
    }

    @Test func theCutNeverSplitsAnEscapeOrASurrogatePair() throws {
        let node = try Self.node(#""a\u00e9\ud83d\ude00\n""#)
        #expect(node.stringPrefix(maxBytes: 6)?.text == "a")
        #expect(node.stringPrefix(maxBytes: 7)?.text == "aé")
        #expect(node.stringPrefix(maxBytes: 18)?.text == "aé")
        #expect(node.stringPrefix(maxBytes: 19)?.text == "aé😀")
        #expect(node.stringPrefix(maxBytes: 21)?.text == "aé😀\n")
    }

    @Test func aLoneHighSurrogateDoesNotSwallowTheClosingQuote() throws {
        let document = try JSONDocument(parsing: #"["\ud800\"", "next"]"#)
        let first = try #require(document.root[0])
        #expect(first.stringPrefix(maxBytes: 100)?.text == first.string)
        #expect(first.stringPrefix(maxBytes: 100)?.isWhole == true)
    }

    @Test func everyPrefixIsTheStartOfTheWholeString() throws {
        let text = #""x\"\\\/\b\f\n\r\t\u0041\u00fc\u4e16\ud83c\udf75 tea 🍵 Grüße""#
        let node = try Self.node(text)
        let whole = try #require(node.string)
        for limit in 0...80 {
            let prefix = try #require(node.stringPrefix(maxBytes: limit))
            #expect(whole.hasPrefix(prefix.text), "limit \(limit): \(prefix.text)")
            #expect(prefix.isWhole == (prefix.text == whole) || !prefix.isWhole)
        }
        #expect(node.stringPrefix(maxBytes: 80)?.isWhole == true)
    }

    @Test func aMegabyteStringIsReadOnlyAsFarAsAsked() throws {
        let long = String(repeating: "abcdefgh", count: 200_000)
        let node = try Self.node("\"" + long + "\"")
        let prefix = try #require(node.stringPrefix(maxBytes: 1_000))
        #expect(prefix.text == String(long.prefix(1_000)))
        #expect(!prefix.isWhole)
        #expect(node.rawStringByteCount == 1_600_000)
        #expect(try Self.node("1").stringPrefix(maxBytes: 5) == nil)
    }
}
