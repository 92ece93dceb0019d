import Coax
import Foundation
import Testing

/// The defects seen on real API payloads, reproduced on generated corpora: a count taken for a
/// tag, maps keyed by ids taken for records, unrelated files compared at their roots.
@Suite struct DriftRealPayloadTests {
    private func analyze(_ json: String, options: DriftOptions = DriftOptions()) throws -> DriftReport {
        DriftAnalyzer(options: options).analyze(try JSONDocument(parsing: json))
    }

    @Test func aCountIsNeverTakenForADiscriminator() throws {
        let report = try analyze(RealPayloadCorpora.statuses(withTag: false))
        #expect(report.unions.isEmpty, "\(report.unions.map { "\($0.objects) by \($0.by)" })")
        #expect(report.group(at: "$.statuses[*]")?.discriminator == nil)
    }

    @Test func aRealTagBesideACountIsTheDiscriminator() throws {
        let report = try analyze(RealPayloadCorpora.statuses(withTag: true))
        #expect(report.unions.map(\.by) == ["kind"], "\(report.unions.map { "\($0.objects) by \($0.by)" })")
        #expect(report.unions.first?.variants.map(\.value) == [.string("retweet"), .string("original")])
    }

    /// Orders whose `kind` ("refund" or "sale") tells `reason` from `till`, beside `note`, which
    /// every refund and half of the sales have. Guessing each object's members from the majority
    /// of the others in its variant counted that half as wrong every time, and the tag was refused.
    @Test func aTagBesideAMemberHalfOfAVariantHasIsTheDiscriminator() throws {
        let collection = JSONCollection(parsing: RealPayloadCorpora.kindDrift(), name: "orders.jsonl")
        let report = DriftAnalyzer().analyze(collection)
        #expect(report.unions.map(\.by) == ["kind"], "\(report.unions.map { "\($0.objects) by \($0.by)" })")
        #expect(report.unions.first?.variants.map(\.value) == [.string("sale"), .string("refund")])
    }

    @Test func numbersNullsAndFreeTextAreNotDiscriminatorsEvenWhenNamed() throws {
        // `text` is free text (one value per object): never a variant value.
        let report = try analyze(RealPayloadCorpora.statuses(withTag: false))
        #expect(!report.unions.contains { $0.by == "text" })
    }

    @Test func aNoUnionPathKeepsTheGroupWhole() throws {
        var options = DriftOptions()
        options.plainGroups = [try DriftPattern(parsing: "$.statuses[*]")]
        let report = try analyze(RealPayloadCorpora.statuses(withTag: true), options: options)
        #expect(report.unions.isEmpty)
        #expect(report.member(at: "$.statuses[*].retweeted_status")?.missingCount == 30)
    }

    @Test func aUnionPathNamesTheGroupAndItsMember() throws {
        var options = DriftOptions()
        options.discriminators = [try DriftDiscriminator(parsingUnion: "$.statuses[*]=kind")]
        let report = try analyze(RealPayloadCorpora.statuses(withTag: true), options: options)
        #expect(report.unions.map(\.by) == ["kind"])
        #expect(report.unions.first?.isChosen == true)
    }

    @Test func objectsKeyedByIdsAreMapsWithOneValuePattern() throws {
        let report = try analyze(RealPayloadCorpora.catalogue())
        let events = try #require(report.group(at: "$.events{*}"))
        #expect(events.objectCount == 40)
        #expect(events.members.map(\.key) == ["id", "name", "topicIds", "prices", "subtitle"])
        #expect(report.member(at: "$.events{*}.name")?.presentCount == 40)
        #expect(report.member(at: "$.areaNames{*}")?.count(of: .string) == 12)
        #expect(report.member(at: "$.events{*}.prices{*}")?.count(of: .number) == 79)
        #expect(report.members.allSatisfy { !($0.key ?? "").hasPrefix("1385") }, "no member per id")
        #expect(report.group(at: "$.events")?.isMap == true)
        #expect(report.group(at: "$.events{*}")?.isMap == false)
    }

    @Test func keysThatDoNotRecurAcrossManyObjectsMakeAMap() throws {
        // Each object has its own user names as keys: nothing recurs, so the objects are maps.
        let objects = (0..<30).map { number in
            "{" + (0..<3).map { #""user-\#(number * 3 + $0)": {"score": \#($0)}"# }.joined(separator: ", ") + "}"
        }
        let report = try analyze(#"{"pages": ["# + objects.joined(separator: ", ") + "]}")
        #expect(report.group(at: "$.pages[*]")?.isMap == true)
        #expect(report.member(at: "$.pages[*]{*}.score")?.presentCount == 90)
    }

    @Test func recordAndMapPathsOverrideTheRule() throws {
        var options = DriftOptions()
        options.recordPatterns = [try DriftPattern(parsing: "$.areaNames")]
        options.mapPatterns = [try DriftPattern(parsing: "$.sizes")]
        let json = #"{"areaNames": {"205705993": "A", "205705994": "B"}, "sizes": {"small": 1, "large": 2}}"#
        let report = try analyze(json, options: options)
        #expect(report.group(at: "$.areaNames") == nil)
        #expect(report.member(at: "$.areaNames{*}") == nil)
        #expect(report.member(at: "$.sizes{*}")?.count(of: .number) == 2)
        let plain = try analyze(json)
        #expect(plain.member(at: "$.areaNames{*}")?.count(of: .string) == 2)
        #expect(plain.member(at: "$.sizes{*}") == nil)
    }

    @Test func unrelatedFilesInADirectoryAreSeparateGroupsNeverComparedAtTheirRoots() throws {
        let scratch = try ScratchFiles()
        for file in RealPayloadCorpora.unrelatedAPIs() { try scratch.write(file.text, named: "apis/" + file.name) }
        let report = DriftAnalyzer().analyze(try JSONCollection.load(path: scratch.path + "/apis"))
        #expect(!report.findings.contains { $0.pattern.description == "$" }, "\(report.findings.map(\.description))")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.description))")
        let labels = report.endpoints.map(\.label)
        #expect(labels.count == 2, "\(labels)")
        #expect(labels.contains { $0.hasSuffix("books.json") })
        #expect(labels.contains { $0.contains("weather-1.json") && $0.contains("3 files") })
        #expect(report.group(at: "$[*]")?.objectCount == 2)
    }
}
