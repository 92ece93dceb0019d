import Foundation
import Testing

@testable import Coax

/// Documents modelled on the examples of the JSON:API 1.1 specification (compound documents,
/// sparse fieldsets, meta-only and error documents, extension and profile members, local ids),
/// written for these tests, in `Fixtures/jsonapi-spec/`. Whatever else the expansion does, it
/// loses no member of any of them.
@Suite struct JSONAPISpecDocumentTests {
    static let names = [
        "compound-document", "sparse-fieldsets", "meta-only", "errors", "extensions-and-profiles", "local-ids",
        "fields-beside-attributes", "resource-in-data-and-included", "relationships-every-shape",
    ]

    /// The members the expansion takes apart and writes differently (their contents are still
    /// checked): top-level `data` and `included`, a resource's `attributes` and `relationships`,
    /// each relationship object, and a relationship's `data`.
    static let rewritten: Set<String> = ["data", "included", "attributes", "relationships"]

    /// `key` and the value's compact text, for every member of every object in `value`.
    static func memberTexts(_ value: JSONValue) -> Set<String> {
        var texts: Set<String> = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .object(let object):
                for member in object {
                    texts.insert(member.key + "\u{0}" + JSONWriter.compact.string(for: member.value))
                    pending.append(member.value)
                }
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
        return texts
    }

    /// The members of the input that must reappear unchanged in the output: every member of every
    /// object except those the expansion rewrites, whose own members are looked at instead.
    static func keptMembers(_ value: JSONValue) -> [(path: String, text: String)] {
        var kept: [(String, String)] = []
        var pending: [(JSONValue, String, isRelationships: Bool)] = [(value, "$", false)]
        while let (next, path, isRelationships) = pending.popLast() {
            switch next {
            case .object(let object):
                for member in object {
                    let memberPath = path + "['" + member.key + "']"
                    if !isRelationships, !rewritten.contains(member.key) {
                        kept.append((memberPath, member.key + "\u{0}" + JSONWriter.compact.string(for: member.value)))
                    }
                    pending.append((member.value, memberPath, member.key == "relationships"))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    pending.append((element, path + "[\(index)]", false))
                }
            default:
                break
            }
        }
        return kept
    }

    static func load(_ name: String) throws -> JSONDocument {
        try ExpansionFixtures.document("jsonapi-spec/\(name).json")
    }

    @Test(arguments: names)
    func expansionLosesNoMember(name: String) throws {
        let input = try Self.load(name)
        let expansion = try Expander().expand(input.root)
        #expect(expansion.format == .jsonAPI)
        let output = Self.memberTexts(expansion.value)
        let lost = Self.keptMembers(JSONValue(input.root)).filter { !output.contains($0.text) }.map(\.path)
        #expect(lost.isEmpty, "lost: \(lost)")
        // The streamed output is the same document.
        let streamed = try JSONDocument(parsing: try Expander().plan(input.root).bytes())
        #expect(JSONValue(streamed.root) == expansion.value)
    }

    @Test func aMetaOnlyDocumentIsJSONAPIAndExpandsToItself() throws {
        let input = try Self.load("meta-only")
        #expect(ExpansionFormat.detect(in: input.root) == .jsonAPI)
        let expansion = try Expander().expand(input.root)
        #expect(expansion.value == JSONValue(input.root))
        #expect(expansion.warnings.isEmpty)
    }

    @Test func aDocumentWithMetaAndOtherMembersIsNotTakenForJSONAPI() {
        let root: JSONValue = ["meta": ["page": 1], "posts": [["id": 1]]]
        #expect(ExpansionFormat.detect(in: root) == nil)
    }
}

extension JSONAPISpecDocumentTests {
    @Test func anIncludePathCutByTheCycleRuleSaysSo() throws {
        let document = try ExpansionFixtures.sample("jsonapi-blog.json")
        let include = try IncludeList(parsing: "author.pinnedArticle.author")
        let expansion = try Expander(include: include).expand(document.root)
        let messages = expansion.warnings.map(\.message)
        #expect(!messages.contains { $0.contains("matches no relationship") }, "\(messages)")
        #expect(
            messages.contains(
                #"the include path "author.pinnedArticle.author" is not followed past "author.pinnedArticle": "#
                    + "its linkages lead back to resources already being expanded (a cycle), "
                    + "so they stay identifier objects"))
        #expect(expansion.warnings.first { $0.problem.code == .includePathCutByCycle } != nil)
    }

    @Test func aMisspeltIncludePathStillMatchesNoRelationship() throws {
        let document = try ExpansionFixtures.sample("jsonapi-blog.json")
        let expansion = try Expander(include: try IncludeList(parsing: "author.pinnedArticel")).expand(document.root)
        #expect(
            expansion.warnings.filter { $0.problem.code == .unmatchedIncludePath }.map(\.message) == [
                #"the include path "author.pinnedArticel" matches no relationship"#
            ])
    }

    @Test func otherMembersFollowTheAttributesAndClashesAreReported() throws {
        let root: JSONValue = [
            "data": [
                "type": "orders", "id": "1", "status": "shipped", "attributes": ["total": "4.10", "status": "open"],
                "ext:rev": 3, "relationships": ["ext:rev": ["data": nil]],
            ]
        ]
        let expansion = try Expander().expand(root)
        #expect(
            JSONWriter.compact.string(for: expansion.value)
                == #"{"data":{"type":"orders","id":"1","total":"4.10","status":"open","ext:rev":3}}"#)
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['data']['status']: "status" has the name of a member already written for this resource; left out"#,
                #"$['data']['relationships']['ext:rev']: "ext:rev" has the name of a member already written "#
                    + "for this resource; left out",
            ])
    }

    @Test func aRepeatedResourceMemberIsReported() throws {
        let document = try JSONDocument(
            parsing: #"{"data": {"type": "a", "id": "1", "meta": {"v": 1}, "meta": {"v": 2}}}"#)
        let expansion = try Expander().expand(document.root)
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['data']['meta']: "meta" occurs more than once in the resource; the last one is used"#
            ])
    }

    @Test func anIdenticalRepeatInIncludedIsLeftOutAndADifferentOneKept() throws {
        let input = try Self.load("resource-in-data-and-included")
        let expansion = try Expander().expand(input.root)
        let included = try #require(expansion.value["included"]?.elements)
        #expect(included.count == 1)
        #expect(included.first?["attributes"]?["email"] == "dana@example.org")
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['included'][1]: people/9 is already defined at $['data'][0], differently; linkages reach that one, "#
                    + #"and this copy stays under "included""#,
                #"$['included'][2]: people/12 is already defined at $['included'][0]; linkages reach that one"#,
            ])
    }

    @Test func aRepeatDifferingOnlyInSpacingOrEscapesIsLeftOutAsItsValueIs() throws {
        let document = try JSONDocument(
            parsing: #"""
                {"data": {"type": "people", "id": "1", "relationships": {"boss": {"data": {"type": "people", "id": "2"}}}},
                 "included": [
                  {"type": "people", "id": "2", "attributes": {"name": "Ravi", "age": 40}},
                  {"type" : "people", "id": "2", "attributes": { "name": "R\u0061vi", "age": 40 }},
                  {"type": "people", "id": "2", "attributes": {"name": "Ravi", "age": 40.0}}
                 ]}
                """#)
        let expansion = try Expander().expand(document.root)
        let included = try #require(expansion.value["included"]?.elements)
        #expect(
            included.map { JSONWriter.compact.string(for: $0) } == [
                #"{"type":"people","id":"2","attributes":{"name":"Ravi","age":40.0}}"#
            ])
        #expect(expansion.warnings.map(\.problem.code) == [.duplicateResource, .differingDuplicateResource])
        let fromValue = try Expander().expand(document.root.jsonValue)
        #expect(JSONWriter.compact.bytes(for: fromValue.value) == JSONWriter.compact.bytes(for: expansion.value))
        #expect(fromValue.warnings == expansion.warnings)
    }
}

extension JSONAPISpecDocumentTests {
    @Test func anIncludePathCutByTheWorkLimitSaysSo() throws {
        let document = try ExpansionFixtures.sample("jsonapi-blog.json")
        // Enough for the two articles and some of their comments, not for the comments' authors.
        let include = try IncludeList(parsing: "comments.author")
        let expansion = try Expander(include: include, workLimit: 12).expand(document.root)
        let codes = expansion.warnings.map(\.problem.code)
        #expect(codes.contains(.workLimitReached))
        #expect(!codes.contains(.unmatchedIncludePath), "\(expansion.warnings)")
        #expect(codes.contains(.includePathCutByLimit), "\(expansion.warnings)")
    }
}
