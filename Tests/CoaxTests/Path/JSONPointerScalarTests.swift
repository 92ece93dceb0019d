import Testing

@testable import Coax

/// JSON Pointer (RFC 6901) is defined on Unicode scalars: a `/` or `~` followed by a combining
/// mark is still a separator or an escape, though Swift sees one grapheme cluster.
@Suite struct JSONPointerScalarTests {
    static let acute = "\u{301}"

    @Test func slashAndTildeBeforeACombiningMarkAreEscaped() {
        let path = JSONPath([.key("a/\(Self.acute)b"), .key("~\(Self.acute)")])
        #expect(path.pointer == "/a~1\(Self.acute)b/~0\(Self.acute)")
    }

    @Test func aPointerStartingWithASlashAndACombiningMarkIsAPointer() throws {
        let path = try JSONPath(parsing: "/\(Self.acute)x")
        #expect(path.components == [.key("\(Self.acute)x")])
    }

    @Test func separatorsAndEscapesBeforeCombiningMarksAreRead() throws {
        let path = try JSONPath(pointer: "/a/\(Self.acute)b/~1\(Self.acute)/~0\(Self.acute)")
        #expect(path.components == [.key("a"), .key("\(Self.acute)b"), .key("/\(Self.acute)"), .key("~\(Self.acute)")])
    }

    @Test func theRFCExampleWithACombiningMarkResolvesToTheFirstMember() throws {
        let document = try JSONDocument(parsing: "{\"\(Self.acute)x\": 1, \"/\(Self.acute)x\": 2}")
        let node = try JSONPath(parsing: "/\(Self.acute)x").resolve(in: document.root)
        #expect(node.numberLiteral == "1")
        // The other member's pointer escapes its slash and reads back to it.
        let other = JSONPath([.key("/\(Self.acute)x")])
        #expect(try JSONPath(parsing: other.pointer).resolve(in: document.root).numberLiteral == "2")
    }

    @Test(arguments: ["a/\u{301}b", "~\u{301}", "/\u{301}", "~1\u{301}", "\u{301}/", "e\u{301}/\u{302}~"])
    func everyKeyRoundTripsThroughItsPointer(key: String) throws {
        let path = JSONPath([.key(key), .index(3)])
        #expect(try JSONPath(parsing: path.pointer) == path)
    }
}

extension JSONPointerScalarTests {
    /// Keys that Swift's `==` calls equal (canonically equivalent) are different JSON keys.
    @Test func canonicallyEquivalentKeysAreDifferentKeysInNodesAndValues() throws {
        let document = try JSONDocument(parsing: "{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        let value = JSONValue(document.root)
        for (key, expected) in [("\u{E9}", "1"), ("e\u{301}", "2")] {
            let path = try JSONPath(parsing: "/" + key)
            #expect(try path.resolve(in: document.root).numberLiteral == expected)
            #expect(try path.resolve(in: value).number?.literal == expected)
        }
        guard case .object(let object) = value else { throw CancellationError() }
        #expect(!object.hasDuplicateKey("\u{E9}"))
    }
}
