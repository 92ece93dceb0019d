import Coax
import CoaxSamples
import Foundation
import Testing

/// Drift in documents written by `APIDocumentGenerator`: the drifting variant drifts where the
/// generator makes it drift, the consistent one reports nothing, JSON:API resources group by type.
@Suite struct DriftGeneratedDocumentTests {
    private static func document(
        _ variant: APIDocumentGenerator.Variant, seed: UInt64, size: SampleSize = .kilobytes(400)
    )
        throws -> JSONDocument
    {
        try JSONDocument(parsing: APIDocumentGenerator(variant: variant, seed: seed).bytes(size: size))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func consistentDocumentsReportNoDrift(seed: UInt64) throws {
        let report = DriftAnalyzer().analyze(try Self.document(.consistent, seed: seed, size: .megabytes(1)))
        #expect(report.isConsistent, "\(report.findings.map(\.description))")
        // Groups come in the order first met, which depends on where the first attachment is.
        #expect(
            Set(report.groups.map(\.pattern.description)) == [
                "$.posts[*]", "$.posts[*].author", "$.posts[*].location", "$.posts[*].comments[*]",
                "$.posts[*].comments[*].author", "$.posts[*].attachments[*]",
            ])
        #expect(report.text(name: "feed.json").hasPrefix("feed.json: no drift: every member agrees across 6 groups"))
    }

    @Test(arguments: [1, 2] as [UInt64])
    func driftingDocumentsDriftWhereTheGeneratorMakesThemDrift(seed: UInt64) throws {
        let report = DriftAnalyzer().analyze(try Self.document(.drifting, seed: seed))
        let severities = Dictionary(
            report.findings.map { ($0.pattern.description, $0.severity) }, uniquingKeysWith: { a, _ in a })
        // Integers that are sometimes numeric text read exactly as integers.
        for pattern in [
            "$.posts[*].id", "$.posts[*].view_count", "$.posts[*].author.id", "$.posts[*].comments[*].id",
            "$.posts[*].comments[*].likes",
        ] {
            #expect(severities[pattern] == .kindChange, "\(pattern)")
            #expect(report.member(at: pattern)?.best == .integer, "\(pattern)")
        }
        // Exact decimals that are sometimes text read as decimals.
        for pattern in ["$.posts[*].price", "$.posts[*].rating", "$.posts[*].location.lat"] {
            #expect(report.member(at: pattern)?.best == .decimal, "\(pattern)")
        }
        // Booleans written as 1/0 and "true"/"false" are only text, whole.
        for pattern in ["$.posts[*].published", "$.posts[*].author.verified", "$.posts[*].comments[*].edited"] {
            #expect(severities[pattern] == .textOnly, "\(pattern)")
            #expect(
                report.member(at: pattern)?.valueKinds.sorted { $0.rawValue < $1.rawValue } == [
                    .bool, .number, .string,
                ])
        }
        // ISO 8601 text with some Unix seconds: only text reads both.
        #expect(severities["$.posts[*].created_at"] == .textOnly)
        // Sometimes null or missing.
        #expect(severities["$.posts[*].location"] == .optionality)
        #expect(severities["$.posts[*].author.bio"] == .optionality)
        #expect(report.member(at: "$.posts[*].author.bio")?.missingCount ?? 0 > 0)
        // Never drifting in either variant.
        for pattern in [
            "$.posts[*].slug", "$.posts[*].title", "$.posts[*].currency", "$.posts[*].location.lon",
            "$.posts[*].attachments[*].width", "$.posts[*].comments[*].author.id",
        ] {
            #expect(severities[pattern] == nil, "\(pattern)")
            #expect(report.member(at: pattern) != nil, "\(pattern)")
        }
    }

    @Test func driftingCountsAgreeWithANaiveRecursiveCount() throws {
        let document = try Self.document(.drifting, seed: 9, size: .kilobytes(200))
        DriftReferenceCheck.agree(DriftAnalyzer().analyze(document), with: JSONValue(document.root))
    }

    @Test func consistentCountsAgreeWithANaiveRecursiveCount() throws {
        let document = try Self.document(.consistent, seed: 9, size: .kilobytes(200))
        DriftReferenceCheck.agree(DriftAnalyzer().analyze(document), with: JSONValue(document.root))
    }

    @Test func jsonAPIResourcesAreGroupedByTypeAcrossDataAndIncluded() throws {
        let document = try Self.document(.jsonAPI, seed: 4)
        let report = DriftAnalyzer().analyze(document)
        #expect(report.isJSONAPI)
        var byType: [String: Int] = [:]
        for resource in (document.root["data"]?.elements ?? .init()).map({ $0 })
            + (document.root["included"]?.elements ?? .init()).map({ $0 })
        {
            byType[resource["type"]?.string ?? "?", default: 0] += 1
        }
        #expect(byType.count == 4)
        for (type, count) in byType {
            let group = try #require(report.group(at: "type:\(type)"))
            #expect(group.objectCount == count, "\(type)")
            #expect(group.member("type")?.count(of: .string) == count)
        }
        #expect(report.group(at: "type:articles.attributes")?.member("word_count")?.best == .integer)
        #expect(report.group(at: "type:comments.attributes")?.members.map(\.key) == ["body", "created_at", "likes"])
        // No positional groups for resources: they are grouped by type instead.
        #expect(report.group(at: "$.data[*]") == nil)
        #expect(report.group(at: "$.included[*]") == nil)
        // The generator drifts only in optional members: `meta` on some articles, a null editor.
        #expect(
            report.findings.map(\.pattern.description).sorted()
                == ["type:articles.meta", "type:articles.relationships.editor.data"])
        #expect(report.findings.allSatisfy { $0.severity == .optionality })
    }

    @Test func theSecondWalkFindsEveryValueOfEveryDriftingMember() throws {
        let document = try Self.document(.drifting, seed: 5, size: .kilobytes(100))
        let analyzer = DriftAnalyzer()
        let report = analyzer.analyze(document)
        let marks = analyzer.driftingValueIndices(in: document, report: report)
        #expect(marks == marks.sorted())
        let expected = report.findings.reduce(0) { $0 + $1.kinds.reduce(0) { $0 + $1.count } }
        #expect(marks.count == expected)
        for finding in report.findings {
            for kind in finding.kinds { #expect(marks.contains(kind.firstIndex)) }
        }
        #expect(
            analyzer.driftingValueIndices(
                in: document, report: analyzer.analyze(try Self.document(.consistent, seed: 5))
            )
            .isEmpty)
    }
}
