import Testing

@testable import Coax

/// Previews of values whose number literals are longer than the preview itself.
@Suite struct LongLiteralPreviewTests {
    static let digits = String(repeating: "1234567890", count: 40)

    @Test func aLongLiteralShowsItsFirstDigitsNotJustAnEllipsis() throws {
        let value = try JSONDocument(parsing: Self.digits).root
        let lines = CoercionReport(value).table(path: "$").split(separator: "\n")
        let limit = CoercionReport<JSONNode>.tableResultLimit * 2
        #expect(lines[2] == "value  " + Self.digits.prefix(limit) + "…")
    }

    @Test func aLongLiteralInsideAnArrayIsCutInsideTheLiteral() throws {
        let value = try JSONDocument(parsing: "[\(Self.digits), 1]").root
        #expect(JSONPreview.compact(value, limit: 20) == "[" + Self.digits.prefix(19) + "…")
        #expect(JSONPreview.compact(value, limit: 1_000) == "[\(Self.digits),1]")
    }
}
