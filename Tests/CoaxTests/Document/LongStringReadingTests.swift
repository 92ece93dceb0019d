import Testing

@testable import Coax

/// A document keeps the last long string it decoded; every long string still reads as itself,
/// whichever was read before it.
@Suite struct LongStringReadingTests {
    @Test func longStringsReadAsThemselvesInAnyOrder() throws {
        let length = JSONDocument.longStringThreshold
        let plain = String(repeating: "a", count: length)
        let escaped = String(repeating: "b\\n", count: length / 2)
        let decodedEscaped = String(repeating: "b\n", count: length / 2)
        let shortOfThreshold = String(repeating: "c", count: length - 1)
        let document = try JSONDocument(
            parsing: "{\"\(plain)\": \"\(escaped)\", \"short\": \"\(shortOfThreshold)\", \"again\": \"\(plain)\"}")
        let root = document.root
        let expected = [
            ("escaped", root[plain]?.string, decodedEscaped), ("short", root["short"]?.string, shortOfThreshold),
            ("again", root["again"]?.string, plain),
        ]
        for _ in 0..<2 {
            for (name, text, wanted) in expected {
                #expect(text == wanted, "\(name)")
            }
            #expect(root.members?.map(\.key) == [plain, "short", "again"])
            #expect(root[plain]?.string == decodedEscaped)
            #expect(root["again"]?.string == plain)
        }
    }
}
