import Foundation
import Testing

@testable import Coax

/// Tagged unions: a member whose values decide which members an object has is found (or named),
/// and the other members are compared within each variant.
@Suite struct DriftUnionTests {
    /// Nine events of three types; every type has its own payload members, and only the pushes
    /// really drift (`size` is sometimes text).
    static let events = """
        {"events": [
          {"id": 101, "type": "push", "actor": "ada", "payload": {"size": 3, "head": "a1", "commits": [{"sha": "a1"}]}},
          {"id": 102, "type": "issue", "actor": "bob", "payload": {"action": "opened", "issue": {"number": 7, "title": "Crash"}}},
          {"id": 103, "type": "watch", "actor": "cy", "payload": {"action": "started"}},
          {"id": 104, "type": "push", "actor": "bob", "payload": {"size": "2", "head": "b2", "commits": []}},
          {"id": 105, "type": "issue", "actor": "ada", "payload": {"action": "closed", "issue": {"number": 8, "title": "Docs"}}},
          {"id": 106, "type": "watch", "actor": "dee", "payload": {"action": "started"}},
          {"id": 107, "type": "push", "actor": "cy", "payload": {"size": 1, "head": "c3", "commits": [{"sha": "c3"}]}},
          {"id": 108, "type": "issue", "actor": "cy", "payload": {"action": "opened", "issue": {"number": 9, "title": "Slow"}}},
          {"id": 109, "type": "watch", "actor": "ada", "payload": {"action": "started"}}
        ]}
        """

    private func analyze(_ json: String, options: DriftOptions = DriftOptions()) throws -> DriftReport {
        DriftAnalyzer(options: options).analyze(try JSONDocument(parsing: json))
    }

    private static let push = DriftVariant(by: "type", value: .string("push"))

    @Test func aUnionWithThreeVariantsReportsOnlyTheVariantThatReallyDrifts() throws {
        let report = try analyze(Self.events)
        let union = try #require(report.unions.first)
        #expect(report.unions.count == 1)
        #expect(union.objects.description == "$.events[*]")
        #expect(union.by == "type")
        #expect(!union.isChosen)
        #expect(union.variants.map(\.value) == [.string("push"), .string("issue"), .string("watch")])
        #expect(union.variants.map(\.objectCount) == [3, 3, 3])
        // No "sometimes missing" for members that belong to one variant.
        #expect(report.findings.allSatisfy { $0.severity != .optionality }, "\(report.findings.map(\.description))")
        #expect(report.findings.count == 1)
        let size = try #require(report.findings.first)
        #expect(size.pattern.description == "$.events[*].payload.size")
        #expect(size.variants == [Self.push])
        #expect(size.severity == .kindChange)
        #expect(size.best == .integer)
        #expect(size.kinds.map(\.count) == [2, 1])
        #expect(size.kinds.map(\.firstPath.shortForm) == ["$.events[0].payload.size", "$.events[3].payload.size"])
        #expect(size.containerCount == 3)
        // Each variant is a group of its own.
        let pushes = report.groups.filter { $0.isVariant && $0.variant == Self.push }
        #expect(pushes.map(\.objectCount) == [3])
        #expect(report.group(at: "$.events[*]")?.discriminator == "type")
    }

    @Test func withoutVariantsTheMembersOfOneVariantAreSometimesMissing() throws {
        let report = try analyze(Self.events, options: DriftOptions(findsVariants: false))
        #expect(report.unions.isEmpty)
        #expect(report.member(at: "$.events[*].payload.size")?.missingCount == 6)
        #expect(report.member(at: "$.events[*].payload.size")?.severity == .kindChange)
        #expect(report.member(at: "$.events[*].payload.issue")?.severity == .optionality)
        #expect(report.member(at: "$.events[*].payload.action")?.severity == .optionality)
    }

    @Test func aMemberWhoseValuesAreAllDistinctIsNeverTheDiscriminator() throws {
        // Without `type`, `id` (all distinct) and `actor` (repeated, but unrelated to shapes)
        // are the only candidates: neither is taken.
        let withoutType = Self.events.replacingOccurrences(
            of: #""type": "(push|issue|watch)", "#, with: "", options: .regularExpression)
        let report = try analyze(withoutType)
        #expect(report.unions.isEmpty)
        #expect(report.member(at: "$.events[*].payload.size")?.missingCount == 6)
        // Ids repeated by chance, or numbered per type, do not make it one either while `type` is there.
        #expect(try analyze(Self.events).unions.map(\.by) == ["type"])
    }

    @Test func anIdThatExplainsTheShapesByCoincidenceOfFewObjectsIsNotTaken() throws {
        // Every object alone in its "variant": nothing predicts the others.
        let report = try analyze(
            """
            [{"id": "a", "x": 1}, {"id": "b", "y": 2}, {"id": "c", "x": 3}, {"id": "d", "y": 4},
             {"id": "e", "x": 5}, {"id": "f", "y": 6}]
            """)
        #expect(report.unions.isEmpty)
        #expect(report.member(at: "$[*].x")?.severity == .optionality)
    }

    @Test func aDiscriminatorNamedByItsKeyAppliesToEveryGroupThatHasIt() throws {
        var options = DriftOptions(findsVariants: false)
        options.discriminators = [try DriftDiscriminator(parsing: "actor")]
        let report = try analyze(Self.events, options: options)
        let union = try #require(report.unions.first)
        #expect(union.by == "actor")
        #expect(union.isChosen)
        #expect(union.variants.map(\.value) == [.string("ada"), .string("cy"), .string("bob"), .string("dee")])
        #expect(report.groups.filter(\.isVariant).count == 4)
    }

    @Test func aDiscriminatorNamedByItsPatternAppliesToThatGroupOnly() throws {
        let json = """
            {"a": [{"kind": 1, "x": 1}, {"kind": 2, "y": 1}, {"kind": 1, "x": 2}, {"kind": 2, "y": 2}],
             "b": [{"kind": 1, "x": 1}, {"kind": 2, "y": 1}, {"kind": 1, "x": 2}, {"kind": 2, "y": 2}]}
            """
        var options = DriftOptions(findsVariants: false)
        options.discriminators = [try DriftDiscriminator(parsing: "$.b[*].kind")]
        let report = try analyze(json, options: options)
        #expect(report.unions.map(\.objects.description) == ["$.b[*]"])
        #expect(report.unions.first?.variants.map(\.value) == [.number("1"), .number("2")])
        #expect(report.member(at: "$.a[*].x")?.severity == .optionality)
        #expect(report.findings.allSatisfy { $0.pattern.description.hasPrefix("$.a") })
        // Never found by itself: a number names no variant (it may be a count), only --by makes it one.
        #expect(try analyze(json).unions.isEmpty)
    }

    @Test func discriminatorsThatAreNotAMemberOfAGroupAreRefused() {
        #expect(throws: JSONPathParseError.self) { try DriftDiscriminator(parsing: "$.events[0].type") }
        #expect(throws: JSONPathParseError.self) { try DriftDiscriminator(parsing: "$..type") }
        #expect(throws: JSONPathParseError.self) { try DriftDiscriminator(parsing: "$.events[*]") }
        #expect((try? DriftDiscriminator(parsing: "$['events'][*]['type']"))?.description == "$.events[*].type")
    }

    @Test func unionsNestedInsideArraysAndInsideVariantsAreFoundToo() throws {
        // Each feed's items are a union by `kind`; the feeds themselves are not.
        let item = { (kind: String, n: Int) -> String in
            kind == "photo"
                ? #"{"kind": "photo", "url": "u\#(n)", "width": \#(n)}"#
                : #"{"kind": "text", "body": "b\#(n)", "words": \#(n == 3 ? "\"3\"" : "\(n)")}"#
        }
        let feeds = (0..<3).map { feed in
            "{\"name\": \"f\(feed)\", \"items\": ["
                + (0..<4).map { item($0 % 2 == 0 ? "photo" : "text", feed * 4 + $0) }
                .joined(separator: ",") + "]}"
        }
        let report = try analyze("{\"feeds\": [" + feeds.joined(separator: ",") + "]}")
        #expect(report.unions.map(\.objects.description) == ["$.feeds[*].items[*]"])
        #expect(report.findings.map(\.pattern.description) == ["$.feeds[*].items[*].words"])
        #expect(report.findings.first?.variants == [DriftVariant(by: "kind", value: .string("text"))])
    }

    @Test func theDocumentsOfACollectionAreAUnionWhenTheirTypeDecidesTheirShape() throws {
        let lines = try String(decoding: SampleDataFile.bytes("github-events.jsonl"), as: UTF8.self)
        let report = DriftAnalyzer().analyze(JSONCollection(parsing: lines, name: "github-events.jsonl"))
        let union = try #require(report.unions.first)
        #expect(union.objects.description == "$")
        #expect(union.variants.map(\.value) == [.string("PushEvent"), .string("IssuesEvent"), .string("WatchEvent")])
        #expect(union.variants.map(\.objectCount) == [11, 8, 5])
        // Payload members of one event type are not "sometimes missing"; only `org` is (it comes
        // with organisations' repositories, whatever the event).
        let optional = report.findings.filter { $0.severity == .optionality }
        #expect(Set(optional.map(\.pattern.description)) == ["$.org"])
        let size = try #require(report.findings.first { $0.pattern.description == "$.payload.size" })
        #expect(size.variants == [DriftVariant(by: "type", value: .string("PushEvent"))])
        #expect(size.kinds.map(\.count) == [8, 3])
    }

    @Test func textHasAHeadingPerVariantAndNamesTheDiscriminator() throws {
        let text = try analyze(Self.events).text(name: "events.json")
        #expect(
            text == """
                events.json: 1 drifting member in 1 of 9 groups of objects

                Tagged unions (1)
                  $.events[*] by type: "push" ×3, "issue" ×3, "watch" ×3

                $.events[*] where type is "push" (3 objects)

                  Kinds differ; a typed coercion reads every value (1)
                    $.events[*].payload.size: number ×2 ($.events[0].payload.size), string ×1 ($.events[3].payload.size)
                      integer reads all 3 values exactly

                """)
        let lines = try String(decoding: SampleDataFile.bytes("github-events.jsonl"), as: UTF8.self)
        let collection = DriftAnalyzer().analyze(JSONCollection(parsing: lines, name: "e.jsonl")).text(name: "e.jsonl")
        #expect(
            collection.contains("\n  documents by type: \"PushEvent\" ×11, \"IssuesEvent\" ×8, \"WatchEvent\" ×5\n"))
        #expect(collection.contains("\nDocuments where type is \"PushEvent\" (11 documents)\n"))
    }

    @Test func jsonNamesTheVariantOfEveryGroupAndFinding() throws {
        let json = try analyze(Self.events).json()
        let groups = try #require(json["groups"]?.array)
        let split = try #require(groups.first { $0["discriminator"] != nil })
        #expect(split["pattern"] == "$.events[*]")
        #expect(split["discriminator"] == "type")
        let pushes = groups.filter { $0["variant"]?["value"] == "push" }
        #expect(pushes.first?["pattern"] == "$.events[*]")
        #expect(pushes.first?["variant"]?["by"] == "type")
        let finding = try #require(json["findings"]?.array?.first)
        #expect(finding["variant"] == ["by": "type", "value": "push"])
        #expect(finding["pattern"] == "$.events[*].payload.size")
        #expect(json["unions"]?.array?.first?["by"] == "type")
        #expect(json["unions"]?.array?.first?["variants"]?.array?.count == 3)
    }

    @Test func objectsWithoutTheDiscriminatorAreAVariantOfTheirOwn() throws {
        var options = DriftOptions()
        options.discriminators = [DriftDiscriminator(key: "type")]
        let report = try analyze(
            #"[{"type": "a", "x": 1}, {"type": "a", "x": 2}, {"y": 1}, {"type": "b", "z": true}]"#, options: options)
        #expect(report.unions.first?.variants.map(\.value) == [.string("a"), .missing, .string("b")])
        #expect(report.findings.isEmpty)
    }

    @Test func theMarksOfAUnionAreTheValuesOfItsDriftingVariant() throws {
        let document = try JSONDocument(parsing: Self.events)
        let marks = DriftMarks(document: document)
        #expect(
            marks.indices.map { marks.path(of: $0).shortForm } == [
                "$.events[0].payload.size", "$.events[3].payload.size", "$.events[6].payload.size",
            ])
    }
}
