import Testing

@testable import CoaxInspector

@Suite("ASCII for a terminal without UTF-8")
struct ASCIIFallbackTests {
    @Test func nonASCIITextBecomesJSONEscapesAndMarksBecomeLookAlikes() {
        #expect(ASCIIFallback.ascii("▾ 漢字キー: {1}") == #"v \u6f22\u5b57\u30ad\u30fc: {1}"#)
        #expect(ASCIIFallback.ascii("│ a → b … ✗") == "| a -> b ... x")
        #expect(ASCIIFallback.ascii("😀") == #"\ud83d\ude00"#, "outside the BMP: a surrogate pair, as JSON writes it")
        #expect(ASCIIFallback.ascii("plain") == "plain")
    }

    @Test func onlyWhatARowCanShowIsRead() {
        #expect(ASCIIFallback.ascii("ééééé", limit: 2) == #"\u00e9\u00e9"#)
    }
}
