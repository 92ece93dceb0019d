import Testing

@testable import Coax

/// A missing-path message stays one readable line even when the keys it lists are huge.
@Suite struct JSONPathResolveErrorLengthTests {
    @Test func longKeysAreShortenedInTheList() throws {
        let long = String(repeating: "k", count: 5_000_000)
        let document = try JSONDocument(parsing: "{\"\(long)\": 1, \"short\": 2}")
        let error = try #require(throws: JSONPathResolveError.self) {
            try JSONPath(parsing: "nope").resolve(in: document.root)
        }
        let shown = String(repeating: "k", count: JSONPathResolveError.listedKeyLength - 1) + "…"
        #expect(error.description == "$ has no key 'nope'; its keys are '\(shown)', 'short'")
        #expect(error.found == .object(keys: [long, "short"], keyCount: 2), "the error itself keeps the keys whole")
    }

    @Test func keysUpToTheLimitAreShownWhole() throws {
        let key = String(repeating: "é", count: JSONPathResolveError.listedKeyLength)
        let error = JSONPathResolveError(
            path: ["x"], existingPrefix: [], failedComponent: .key("x"), found: .object(keys: [key], keyCount: 1))
        #expect(error.description == "$ has no key 'x'; its keys are '\(key)'")
    }
}
