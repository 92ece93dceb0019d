import Coax
import CoaxSamples
import Foundation
import Testing

@Suite("LenientDecoder on generated API documents")
struct LenientDecoderGeneratedFeedTests {
    @Test("a consistent document decodes to exactly what JSONDecoder gives, with nothing logged")
    func matchesJSONDecoder() throws {
        let bytes = APIDocumentGenerator(variant: .consistent, seed: 11).bytes(size: .kilobytes(200))
        let expected = try JSONDecoder().decode(GeneratedFeed.self, from: Data(bytes))
        var log = CoercionLog()
        let feed = try LenientDecoder().decode(GeneratedFeed.self, from: bytes, log: &log)
        #expect(feed == expected)
        #expect(feed.posts.count > 10)
        #expect(log.isEmpty)
    }

    @Test("a drifting document decodes leniently, and the log names where the types drifted")
    func driftingDecodes() throws {
        let bytes = APIDocumentGenerator(variant: .drifting, seed: 11).bytes(size: .kilobytes(200))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(GeneratedFeed.self, from: Data(bytes)) }
        var decoder = LenientDecoder()
        decoder.nonOptionalPolicy = .forcedFallback
        var log = CoercionLog()
        let feed = try decoder.decode(GeneratedFeed.self, from: bytes, log: &log)
        #expect(feed.posts.count > 10)
        #expect(!log.isEmpty)
        #expect(log.entries.contains { $0.path.hasSuffix(".id") && $0.kind == "string" })
        #expect(log.entries.allSatisfy { $0.path.hasPrefix("$.") })
    }
}
