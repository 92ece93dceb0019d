import Coax
import Foundation
import Testing

/// The analyzer on small documents: patterns, counts, severities and what is left alone.
@Suite struct DriftAnalyzerTests {
    private func report(_ json: String) throws -> DriftReport {
        DriftAnalyzer().analyze(try JSONDocument(parsing: json))
    }

    @Test func theIssuesExampleCountsStringsAndNumbersWithTheirFirstPaths() throws {
        let report = try report(#"{"posts": [{"id": "1"}, {"id": "2"}, {"id": "3"}, {"id": 4}, {"id": 5}]}"#)
        let id = try #require(report.member(at: "$.posts[*].id"))
        #expect(id.description == "$.posts[*].id: string ×3 ($.posts[0].id), number ×2 ($.posts[3].id)")
        #expect(id.readingSummary == "integer reads all 5 values exactly")
    }

    @Test func nestedArraysOfObjectsAreComparedAtTheirOwnPattern() throws {
        let report = try report(
            #"""
            {"posts": [{"comments": [{"likes": 1}, {"likes": "2"}]}, {"comments": [{"likes": 3}]}, {"comments": []}]}
            """#)
        let likes = try #require(report.member(at: "$.posts[*].comments[*].likes"))
        #expect(likes.containerCount == 3)
        #expect(
            likes.kinds.map(\.description)
                == ["number ×2 ($.posts[0].comments[0].likes)", "string ×1 ($.posts[0].comments[1].likes)"])
        #expect(report.group(at: "$.posts[*].comments[*]")?.objectCount == 3)
    }

    @Test func aRootArrayAndArraysOfArraysUseWildcards() throws {
        let report = try report(#"[[{"a": 1}], [{"a": "x"}, {"a": true}]]"#)
        let a = try #require(report.member(at: "$[*][*].a"))
        #expect(a.valueKinds == [.number, .string, .bool])
        #expect(a.severity == .textOnly)
    }

    @Test func sameKindsEverywhereIsNotDrift() throws {
        let report = try report(
            #"""
            {"items": [{"id": 1, "price": "5.00", "tags": ["a"], "owner": {"n": 1}, "note": null},
                       {"id": 2, "price": "5.01", "tags": [], "owner": {"n": 2}, "note": null}]}
            """#)
        #expect(report.isConsistent)
        // Always null is not drift either: there is nothing it drifts from.
        #expect(report.member(at: "$.items[*].note")?.readingSummary == "always null")
        // Text that happens to hold numbers stays text.
        #expect(report.member(at: "$.items[*].price")?.best == .string)
    }

    @Test func decimalsAlwaysWrittenWithAFractionAreNotANumberFormatDrift() throws {
        let report = try report(#"{"a": [{"p": 5.00}, {"p": 5.01}, {"p": 12.5}]}"#)
        #expect(report.isConsistent)
        #expect(report.member(at: "$.a[*].p")?.best == .decimal)
    }

    @Test func integersAndFractionsMixedIsANumberFormatDrift() throws {
        let report = try report(#"{"a": [{"p": 14}, {"p": 8.45}, {"p": 3}]}"#)
        let price = try #require(report.member(at: "$.a[*].p"))
        #expect(price.severity == .numberFormat)
        #expect(price.integerLiteralCount == 2 && price.fractionLiteralCount == 1)
        #expect(
            price.readingSummary
                == "decimal reads all 3 values exactly; integer would truncate 1 value ($.a[1].p: 8.45 truncated toward zero → 8)"
        )
    }

    @Test func anIntegerWrittenWithAZeroFractionIsReadExactly() throws {
        let report = try report(#"{"a": [{"p": 14}, {"p": 1.0}]}"#)
        #expect(report.member(at: "$.a[*].p")?.best == .integer)
        #expect(report.isConsistent)
    }

    @Test func anObjectAndAStringAreIncompatible() throws {
        let report = try report(#"{"a": [{"v": {"n": 1}}, {"v": {"n": 2}}, {"v": "none"}]}"#)
        let v = try #require(report.member(at: "$.a[*].v"))
        #expect(v.severity == .incompatible)
        #expect(v.best == nil)
        #expect(
            v.readingSummary.hasPrefix(
                "no coercion reads every value; object reads 2 of 3 and would not read 1 value ($.a[2].v: "))
        #expect(report.findings.first?.pattern == v.pattern)
    }

    @Test func missingAndNullAreCountedPerObject() throws {
        let report = try report(#"{"a": [{"k": 1}, {}, {"k": null}, {"j": 2}]}"#)
        let k = try #require(report.member(at: "$.a[*].k"))
        #expect(k.containerCount == 4 && k.presentCount == 2 && k.missingCount == 2 && k.nullCount == 1)
        #expect(k.severity == .optionality)
        #expect(k.kindSummary == "number ×1 ($.a[0].k), null ×1 ($.a[2].k), missing ×2")
        #expect(report.member(at: "$.a[*].j")?.missingCount == 3)
    }

    @Test func aDuplicateKeyCountsItsObjectOnceAndEveryValue() throws {
        let report = try report(#"{"a": [{"k": 1, "k": "1"}, {"k": 2}]}"#)
        let k = try #require(report.member(at: "$.a[*].k"))
        #expect(k.presentCount == 2 && k.missingCount == 0)
        #expect(k.valueCount == 3)
        #expect(k.severity == .kindChange)
    }

    @Test func keysWrittenWithEscapesAreTheSameKey() throws {
        let report = try report(#"{"a": [{"id": 1}, {"\u0069d": "2"}, {"i\u0064": 3}]}"#)
        let id = try #require(report.member(at: "$.a[*].id"))
        #expect(id.presentCount == 3)
        #expect(id.valueKinds == [.number, .string])
        #expect(report.group(at: "$.a[*]")?.members.count == 1)
    }

    @Test func keysInADifferentOrderStillMatch() throws {
        let report = try report(#"{"a": [{"x": 1, "y": "a"}, {"y": "b", "x": "2"}, {"z": 0, "x": 3, "y": "c"}]}"#)
        #expect(report.group(at: "$.a[*]")?.members.map(\.key) == ["x", "y", "z"])
        #expect(report.member(at: "$.a[*].x")?.valueCount == 3)
        #expect(report.member(at: "$.a[*].y")?.isDrifting == false)
        #expect(report.member(at: "$.a[*].z")?.missingCount == 2)
    }

    @Test func elementsThatAreNotObjectsDriftInAnArrayOfObjects() throws {
        let report = try report(#"{"a": [{"k": 1}, null, {"k": 2}], "b": [{"k": 1}, "x"], "tags": ["a", 1]}"#)
        let a = try #require(report.member(at: "$.a[*]"))
        #expect(a.key == nil)
        #expect(a.severity == .optionality)
        #expect(report.group(at: "$.a[*]")?.elements?.nullCount == 1)
        #expect(report.member(at: "$.b[*]")?.severity == .incompatible)
        // Arrays without objects are not compared.
        #expect(report.member(at: "$.tags[*]")?.severity == nil)
    }

    @Test func objectsOutsideArraysAreNotCompared() throws {
        let report = try report(#"{"meta": {"total": "38", "page": 1}, "other": {"total": 38}}"#)
        #expect(report.groups.isEmpty)
        #expect(report.members.isEmpty)
        #expect(report.text(name: "x.json") == "x.json: no arrays of objects to compare\n")
    }

    @Test func aBoolReadingCountsNumbersOtherThanZeroAndOneAsCollapsed() throws {
        let report = try report(#"{"a": [{"f": true}, {"f": 2}, {"f": 0}]}"#)
        let bool = try #require(report.member(at: "$.a[*].f")?.tally(.bool))
        #expect(bool.exactCount == 2 && bool.collapsedCount == 1)
        #expect(bool.failureSummary == "would turn 1 value into true")
        #expect(report.member(at: "$.a[*].f")?.best == .integer)
    }

    @Test func timeNamedMembersOfferTheUnixDateReading() throws {
        let report = try report(#"{"a": [{"created_at": 1415162234}, {"created_at": "1415248634"}]}"#)
        #expect(
            report.member(at: "$.a[*].created_at")?.readingSummary
                == "integer reads all 2 values exactly; unix date reads all 2 values")
        let flags = try self.report(#"{"a": [{"published": true}, {"published": 1}]}"#)
        #expect(flags.member(at: "$.a[*].published")?.readingSummary == "bool reads all 2 values exactly")
    }

    @Test func jsonAPIDetectionNeedsResourceObjects() throws {
        let single = try report(#"{"data": {"type": "people", "id": "1", "attributes": {"age": 3}}}"#)
        #expect(single.isJSONAPI)
        #expect(single.group(at: "type:people")?.objectCount == 1)
        #expect(single.group(at: "type:people.attributes") != nil)
        let includedOnly = try report(#"{"data": [], "included": [{"type": "t", "id": "1"}, {"type": "t", "id": 2}]}"#)
        #expect(includedOnly.isJSONAPI)
        #expect(includedOnly.member(at: "type:t.id")?.severity == .kindChange)
        let plain = try report(#"{"data": [{"id": 1}, {"id": "2"}]}"#)
        #expect(!plain.isJSONAPI)
        #expect(plain.member(at: "$.data[*].id")?.severity == .kindChange)
    }

    @Test func jsonAPIResourcesWithoutATypeStayPositional() throws {
        let report = try report(
            #"{"data": [{"type": "a", "id": "1", "v": 1}, {"id": "2", "v": "x"}, {"type": "a", "id": "3", "v": 2}]}"#)
        #expect(report.isJSONAPI)
        #expect(report.group(at: "type:a")?.objectCount == 2)
        #expect(report.member(at: "type:a.v")?.isDrifting == false)
        #expect(report.group(at: "$.data[*]")?.objectCount == 1)
    }

    @Test func aSubtreeAnalysisGroupsEveryObjectBelowItsRoot() throws {
        let document = try JSONDocument(parsing: #"{"meta": {"total": "38", "owner": {"id": 1}, "rows": [{"x": 1}]}}"#)
        let meta = try #require(document.root["meta"])
        let report = DriftAnalyzer().analyze(meta, at: ["meta"])
        #expect(report.group(at: "$.meta")?.objectCount == 1)
        #expect(report.group(at: "$.meta.owner")?.members.map(\.key) == ["id"])
        #expect(report.member(at: "$.meta.rows[*].x")?.best == .integer)
        #expect(report.member(at: "$.meta.total")?.kinds.first?.firstPath == ["meta", "total"])
    }

    @Test func objectsWhoseKeysDoNotRecurAreMapsWhoseValuesAreCompared() throws {
        // Scores keyed by user: each user appears in one object only. As records, every key would be
        // "sometimes missing"; as the map it is, its values are one pattern and nothing drifts.
        let report = try report(Self.scoresByUser)
        let scores = try #require(report.group(at: "$.rows[*].scores"))
        #expect(scores.isMap)
        #expect(scores.members.isEmpty)
        #expect(report.member(at: "$.rows[*].scores{*}.n")?.presentCount == 1_500)
        #expect(report.isConsistent)
    }

    /// 300 rows whose scores are keyed by user, five users per row, none in two rows.
    static var scoresByUser: String {
        var rows: [String] = []
        for row in 0..<300 {
            let scores = (0..<5).map { #""user-\#(row * 5 + $0)": {"n": [\#(row % 2 == 0 ? "1" : "\"1\"")]}"# }
            rows.append(#"{"id": \#(row), "scores": {\#(scores.joined(separator: ", "))}}"#)
        }
        return #"{"rows": ["# + rows.joined(separator: ", ") + "]}"
    }

    @Test func recordsWithMoreThanAThousandKeysAreNotCompared() throws {
        // Taken as records (--record), the keys past the thousandth are not compared.
        var options = DriftOptions()
        options.recordPatterns = [try DriftPattern(parsing: "$.rows[*].scores")]
        let report = DriftAnalyzer(options: options).analyze(try JSONDocument(parsing: Self.scoresByUser))
        let scores = try #require(report.group(at: "$.rows[*].scores"))
        #expect(scores.hasTooManyKeys)
        #expect(scores.members.count == 1_000)
        #expect(report.isConsistent)
        // The first thousand keys, each with its `n` and `n[*]`, and no more.
        #expect(report.members.count < 3_010)
        // Nothing under the keys past the thousandth is compared, and the first ones are not reported.
        #expect(report.member(at: #"$.rows[*].scores["user-1400"].n[*]"#) == nil)
        #expect(
            report.text(name: "m.json").contains(
                "Maps, not compared (1)\n  $.rows[*].scores: more than 1,000 distinct keys"))
    }

    @Test func deepNestingIsWalkedWithoutRecursion() throws {
        let depth = 400
        let json = String(repeating: #"{"a": ["#, count: depth) + "1" + String(repeating: "]}", count: depth)
        let document = try JSONDocument(parsing: json, options: JSONParseOptions(maximumDepth: 2 * depth + 2))
        let report = DriftAnalyzer().analyze(document)
        #expect(report.groups.count == depth - 1)
        #expect(report.isConsistent)
    }
}
