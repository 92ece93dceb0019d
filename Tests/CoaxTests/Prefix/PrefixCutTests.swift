import Testing

@testable import Coax

/// Where the start of a JSON text is cut so that, closed, it is a JSON text of its own.
@Suite("PrefixCut: cutting the start of a JSON text")
struct PrefixCutTests {
    /// The kept bytes and the closers, as text.
    private func cut(_ text: String) -> (kept: String, closers: String)? {
        let bytes = Array(text.utf8)
        guard let cut = PrefixCut(scanning: bytes) else { return nil }
        return (String(decoding: bytes.prefix(cut.end), as: UTF8.self), String(decoding: cut.closers, as: UTF8.self))
    }

    @Test func cutsBeforeTheLastCommaSoThatANumberIsNeverCutInHalf() throws {
        let found = try #require(cut(#"{"a": [1, 2, 34"#))
        #expect(found.kept == #"{"a": [1, 2"#)
        #expect(found.closers == "]}")
        #expect(cut("[1, 2, 3.5e")?.kept == "[1, 2")
        #expect(cut("[1, 2, tru")?.kept == "[1, 2")
    }

    @Test func cutsAfterAnOpenerThatComesAfterTheLastComma() throws {
        let found = try #require(cut(#"[1, {"b": "x"#))
        #expect(found.kept == "[1, {")
        #expect(found.closers == "}]")
        #expect(cut(#"{"key": "#)?.kept == "{")
        #expect(cut("[")?.closers == "]")
    }

    @Test func ignoresCommasBracketsAndBracesInsideStrings() throws {
        let found = try #require(cut(#"{"k": "a,b[c{", "m": "x, y]} {"#))
        #expect(found.kept == #"{"k": "a,b[c{""#)
        #expect(found.closers == "}")
    }

    @Test func readsEscapedQuotesAndBackslashesInStrings() throws {
        // "a\"" is one string; "b\\" ends after its escaped backslash; "c\", d is still open.
        let found = try #require(cut(#"["a\"", "b\\", "c\", d"#))
        #expect(found.kept == #"["a\"", "b\\""#)
        #expect(found.closers == "]")
        // A backslash as the last byte: the string is still open, its comma is not a separator.
        #expect(cut(#"["x", "y\"#)?.kept == #"["x""#)
    }

    @Test func keepsMultiByteCharactersWholeByCuttingOutsideStrings() throws {
        let text = #"["é,ü", "日本語"#
        let bytes = Array(text.utf8)
        // Every length, including those that end inside a character's bytes.
        for length in 1...bytes.count {
            guard let cut = PrefixCut(scanning: bytes.prefix(length)) else { continue }
            let kept = Array(bytes.prefix(cut.end))
            #expect(String(validating: kept, as: UTF8.self) != nil, "cut at \(cut.end) of \(length) bytes")
        }
        #expect(cut(text)?.kept == #"["é,ü""#)
    }

    @Test func closesNestedContainersInnermostFirst() throws {
        let found = try #require(cut(#"{"a": {"b": [1, [2, 3"#))
        #expect(found.kept == #"{"a": {"b": [1, [2"#)
        #expect(found.closers == "]]}}")
        // Containers closed after the last cut were open at the cut.
        let closedSince = try #require(cut(#"{"a": [[1, 2], 3]"#))
        #expect(closedSince.kept == #"{"a": [[1, 2]"#)
        #expect(closedSince.closers == "]}")
    }

    @Test func findsNoCutInsideTheFirstScalarOrBlankInput() {
        #expect(cut(#""a long string, [with] {brackets"#) == nil)
        #expect(cut("12345") == nil)
        #expect(cut("   \n") == nil)
        #expect(cut("") == nil)
    }

    @Test func findsNoCutOnceTheFirstValueIsComplete() {
        #expect(cut("[1, 2]") == nil)
        #expect(cut("[1] [2, 3") == nil)
    }

    @Test func findsNoCutWhenBracketsDoNotMatch() {
        #expect(cut("[1, 2}") == nil)
        #expect(cut("]") == nil)
    }

    @Test func skipsALeadingByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1, 2, 3".utf8)
        let cut = try #require(PrefixCut(scanning: bytes))
        #expect(cut.end == 3 + 5)
    }
}
