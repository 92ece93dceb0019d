import Coax
import CoaxSamples
import Foundation
import Testing

@Suite struct APIDocumentGeneratorTests {
    @Test(arguments: APIDocumentGenerator.Variant.allCases)
    func sameSeedGivesTheSameBytesAndAnotherSeedDoesNot(variant: APIDocumentGenerator.Variant) {
        let size = SampleSize.kilobytes(300)
        let first = APIDocumentGenerator(variant: variant, seed: 11).bytes(size: size)
        let second = APIDocumentGenerator(variant: variant, seed: 11).bytes(size: size)
        let other = APIDocumentGenerator(variant: variant, seed: 12).bytes(size: size)
        #expect(first == second)
        #expect(first != other)
    }

    @Test(arguments: APIDocumentGenerator.Variant.allCases, [SampleSize.kilobytes(500), .megabytes(2), .megabytes(10)])
    func sizeIsWithinFivePercentOfTheRequest(variant: APIDocumentGenerator.Variant, size: SampleSize) {
        let count = APIDocumentGenerator(variant: variant, seed: 3).bytes(size: size).count
        let error = abs(Double(count - size.bytes)) / Double(size.bytes)
        #expect(error <= 0.05, "\(variant) at \(size): \(count) bytes")
    }

    @Test(arguments: APIDocumentGenerator.Variant.allCases)
    func everyVariantIsStrictJSON(variant: APIDocumentGenerator.Variant) throws {
        let bytes = APIDocumentGenerator(variant: variant, seed: 5).bytes(size: .megabytes(1))
        let document = try JSONDocument(parsing: bytes)
        #expect(document.root.kind == .object)
        #expect(document.valueCount > 10_000)
        // Foundation must accept it too, since the benchmarks feed it the same files.
        #expect(try JSONSerialization.jsonObject(with: Data(bytes)) is [String: Any])
    }

    @Test func consistentVariantDecodesIntoThePlainCodableModel() throws {
        let bytes = APIDocumentGenerator(variant: .consistent, seed: 8).bytes(size: .megabytes(1))
        let feed = try JSONDecoder().decode(GeneratedFeed.self, from: Data(bytes))
        #expect(feed.posts.count == feed.pagination.count)
        #expect(feed.meta.variant == "consistent")
        #expect(feed.meta.requestedBytes == 1_000_000)

        // Ids beyond 2^53 are present and decode exactly (compared with the literal text).
        let document = try JSONDocument(parsing: bytes)
        let literals = try #require(document.root["posts"]?.elements).compactMap { $0["id"]?.numberLiteral }
        #expect(literals == feed.posts.map { String($0.id) })
        #expect(feed.posts.contains { $0.id > 1 << 53 })
        #expect(feed.posts.contains { $0.body.contains("\n") && $0.body.unicodeScalars.contains { !$0.isASCII } })
        #expect(feed.posts.contains { !$0.comments.isEmpty } && feed.posts.contains { !$0.attachments.isEmpty })
    }

    @Test func consistentVariantNeverChangesAFieldsKind() throws {
        let root = try Self.value(.consistent, seed: 21)
        let posts = try #require(root["posts"]?.array)
        let groups: [(String, [JSONValue])] = [
            ("posts", posts),
            ("authors", posts.compactMap { $0["author"] }),
            ("locations", posts.compactMap { $0["location"] }),
            ("comments", posts.flatMap { $0["comments"]?.array ?? [] }),
            ("attachments", posts.flatMap { $0["attachments"]?.array ?? [] }),
        ]
        for (name, objects) in groups {
            #expect(objects.count > 20, "\(name)")
            for (key, kinds) in Self.kindsByKey(objects) {
                #expect(kinds.count == 1, "\(name).\(key) has \(kinds)")
            }
        }
    }

    @Test func driftingVariantSwitchesTypesWhereTheDocsSayAndOnlyThere() throws {
        let root = try Self.value(.drifting, seed: 21)
        let posts = try #require(root["posts"]?.array)
        let kinds = Self.kindsByKey(posts)
        #expect(kinds["id"] == ["number", "string"])
        #expect(kinds["price"] == ["number", "string"])
        #expect(kinds["published"] == ["bool", "number", "string"])
        #expect(kinds["created_at"] == ["number", "string"])
        #expect(kinds["updated_at"] == ["missing", "null", "number", "string"])
        #expect(kinds["rating"] == ["null", "number", "string"])
        #expect(kinds["location"] == ["null", "object"])
        #expect(kinds["moderation_note"] == ["missing", "null", "string"])
        for stable in ["slug", "title", "body", "language", "currency"] {
            #expect(kinds[stable] == ["string"], "\(stable)")
        }
        #expect(kinds["tags"] == ["array"])
        #expect(kinds["attachments"] == ["array"])

        let comments = Self.kindsByKey(posts.flatMap { $0["comments"]?.array ?? [] })
        #expect(comments["id"] == ["number", "string"])
        #expect(comments["likes"] == ["number", "string"])
        #expect(comments["edited"] == ["bool", "number", "string"])
        #expect(comments["body"] == ["string"])
        let authors = Self.kindsByKey(posts.compactMap { $0["author"] })
        #expect(authors["bio"] == ["missing", "null", "string"])
        #expect(authors["display_name"] == ["string"])
    }

    @Test func jsonAPIVariantIsACompoundDocumentWithCyclesAndAFewMissingIncludes() throws {
        let root = try Self.value(.jsonAPI, seed: 4)
        #expect(root.object?.keys == ["jsonapi", "links", "data", "included", "meta"])
        #expect(root["jsonapi"]?["version"] == "1.1")
        let data = try #require(root["data"]?.array)
        let included = try #require(root["included"]?.array)

        var identities = Set<String>()
        for resource in data + included {
            let type = try #require(resource["type"]?.string)
            let id = try #require(resource["id"]?.string)
            #expect(identities.insert("\(type)/\(id)").inserted, "duplicate \(type)/\(id)")
        }
        #expect(Set(data.compactMap { $0["type"]?.string }) == ["articles"])
        #expect(Set(included.compactMap { $0["type"]?.string }) == ["comments", "people", "tags"])
        #expect(root["meta"]?["article_count"] == .number(JSONNumber(data.count)))

        var resolved = 0
        var missing: [String] = []
        var commentToArticle = 0
        for resource in data + included {
            for (name, relationship) in resource["relationships"]?.object.map({ $0.map { ($0.key, $0.value) } }) ?? [] {
                let linkage = relationship["data"]
                let identifiers = linkage?.array ?? (linkage.map { $0.isNull ? [] : [$0] } ?? [])
                for identifier in identifiers {
                    let key = "\(identifier["type"]?.string ?? "?")/\(identifier["id"]?.string ?? "?")"
                    if identities.contains(key) { resolved += 1 } else { missing.append(key) }
                    if resource["type"] == "comments", name == "article", identities.contains(key) {
                        commentToArticle += 1
                    }
                }
            }
        }
        #expect(resolved > 1_000)
        #expect(!missing.isEmpty && missing.count * 20 < resolved, "\(missing.count) missing of \(resolved)")
        #expect(missing.allSatisfy { $0.hasPrefix("people/") || $0.hasPrefix("tags/") })
        #expect(commentToArticle > 100, "comments point back at their articles: a cycle")
        let toOne = data.first { $0["relationships"]?["author"]?["data"]?.object != nil }
        let toMany = data.first { ($0["relationships"]?["comments"]?["data"]?.array?.count ?? 0) > 1 }
        #expect(toOne != nil && toMany != nil)
    }

    @Test func writingToAFileGivesTheSameBytesAsMemory() throws {
        let generator = APIDocumentGenerator(variant: .jsonAPI, seed: 77)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("coax-samples-\(ProcessInfo.processInfo.processIdentifier).generated.json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Three megabytes spans several 1 MB chunks, including `included`, written after `data`.
        try generator.write(size: .megabytes(3), toFile: path)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == generator.bytes(size: .megabytes(3)))
    }

    @Test func writingWhereNoFileCanBeCreatedThrowsATypedError() throws {
        let error = try #require(throws: SampleWriteError.self) {
            try APIDocumentGenerator().write(size: .kilobytes(10), toFile: "/nonexistent-coax-directory/feed.json")
        }
        #expect(error.path == "/nonexistent-coax-directory/feed.json")
        #expect(error.description.hasPrefix("cannot write /nonexistent-coax-directory/feed.json: "))
    }

    @Test func tinyRequestsStillGiveAValidDocument() throws {
        for variant in APIDocumentGenerator.Variant.allCases {
            let bytes = APIDocumentGenerator(variant: variant).bytes(size: 1)
            #expect(throws: Never.self) { try JSONDocument(parsing: bytes) }
        }
    }

    // MARK: Helpers

    static func value(_ variant: APIDocumentGenerator.Variant, seed: UInt64) throws -> JSONValue {
        JSONValue(
            try JSONDocument(parsing: APIDocumentGenerator(variant: variant, seed: seed).bytes(size: .kilobytes(600)))
                .root)
    }

    /// For each key seen in `objects`, the kinds of its values, plus "missing" when some object lacks it.
    static func kindsByKey(_ objects: [JSONValue]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for object in objects {
            for member in object.object ?? JSONObject() {
                result[member.key, default: []].insert(member.value.kind.rawValue)
            }
        }
        for key in result.keys where objects.contains(where: { $0[key] == nil }) {
            result[key]?.insert("missing")
        }
        return result
    }
}

extension APIDocumentGeneratorTests {
    @Test func statusesVariantHasTheShapeQueriesAreComparedOn() throws {
        let bytes = APIDocumentGenerator(variant: .statuses, seed: 2026).bytes(size: .kilobytes(500))
        let document = try JSONDocument(parsing: bytes)
        let statuses = try #require(document.root["statuses"]?.elements)
        #expect(statuses.count > 100)
        func count(_ query: String) throws -> Int { try JSONQuery(parsing: query).evaluate(on: document).count }
        #expect(try count("$.statuses[*].user.followers_count") == statuses.count)
        #expect(try count("$.statuses[?@.id_str && @.id > 9007199254740993]") == statuses.count, "ids beyond 2^53")
        let retweeted = try count("$.statuses[*].retweeted_status")
        #expect(retweeted > statuses.count / 8 && retweeted < statuses.count / 2)
        let popular = try count("$..[?@.retweet_count > 10]")
        #expect(popular > 0 && popular < statuses.count)
        #expect(try count("$.statuses[?@.metadata.result_type == 'recent']") > statuses.count / 2)
        #expect(try count("$.search_metadata.count") == 1)
        let source = try #require(statuses.first?["source"]?.rawStringContents)
        #expect(
            source.contains(#"\""#) && source.contains(#"\/"#), "escaped quotes and slashes, as Twitter writes them")
    }
}
