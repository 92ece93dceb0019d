import Coax
import Foundation
import Testing

/// The text and JSON renderings of a drift report.
@Suite struct DriftReportRenderingTests {
    private let report: DriftReport

    init() throws {
        report = DriftAnalyzer().analyze(try JSONDocument(parsing: SampleDataFile.bytes("type-drift.json")))
    }

    @Test func textStartsWithAHeadlineAndListsFindingsUnderSeverityHeadings() {
        let lines = report.text(name: "type-drift.json").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "type-drift.json: 12 drifting members in 2 of 3 groups of objects")
        #expect(lines[1] == "")
        #expect(lines[2] == "Kinds differ; only text reads every value (4)")
        #expect(
            lines[3]
                == "  $.products[*].in_stock: bool ×4 ($.products[0].in_stock), string ×4 ($.products[2].in_stock), "
                + "number ×2 ($.products[1].in_stock)")
        #expect(lines[4].hasPrefix("    string reads all 10 values exactly; bool would not read 3 values"))
        #expect(lines.contains("Kinds differ; a typed coercion reads every value (7)"))
        #expect(lines.contains("Sometimes null or missing (1)"))
        #expect(lines.last == "")
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let json = report.json()
        let object = try #require(json.object)
        #expect(object.keys == ["root", "jsonapi", "summary", "groups", "findings"])
        #expect(json["root"] == "$")
        #expect(json["jsonapi"] == false)
        #expect(json["summary"]?.object?.keys == ["groups", "findings", "severities"])
        #expect(json["summary"]?["severities"] == ["textOnly": 4, "kindChange": 7, "optionality": 1])
        #expect(
            json["groups"]?[0]
                == ["pattern": "$.products[*]", "objects": 10, "members": 15, "drifting": 9, "tooManyKeys": false])
        let first = try #require(json["findings"]?[0])
        #expect(
            first.object?.keys == [
                "severity", "pattern", "group", "key", "objects", "present", "missing", "null",
                "kinds", "best", "summary", "readings",
            ])
        #expect(first["severity"] == "textOnly")
        #expect(first["pattern"] == "$.products[*].in_stock")
        #expect(first["group"] == "$.products[*]")
        #expect(first["key"] == "in_stock")
        #expect(first["kinds"]?[0] == ["kind": "bool", "count": 4, "first": "$['products'][0]['in_stock']"])
        #expect(first["best"] == "string")
        let bool = try #require(first["readings"]?[0])
        #expect(bool.object?.keys == ["coercion", "exact", "lossy", "unread", "collapsed", "loss", "firstFailure"])
        #expect(bool["coercion"] == "bool")
        #expect(bool["unread"] == 3)
        #expect(bool["firstFailure"]?["path"] == "$['products'][2]['in_stock']")
        let id = try #require(json["findings"]?.array?.first { $0["key"] == "id" })
        #expect(id["readings"]?.array?.first { $0["coercion"] == "integer" }?["firstFailure"] == .null)
    }

    @Test func elementsHaveANullKeyAndTheirOwnGroup() throws {
        let json = DriftAnalyzer().analyze(try JSONDocument(parsing: #"{"a": [{"k": 1}, null]}"#)).json()
        let finding = try #require(json["findings"]?[0])
        #expect(finding["key"] == .null)
        #expect(finding["group"] == "$.a[*]")
        #expect(finding["severity"] == "optionality")
    }

    @Test func documentTextNeverReachesTheOutputRaw() throws {
        let json = #"{"rows\u001b[31m": [{"k\u0007": 1, "\u009bx": "\u001b"}, {"k\u0007": "2", "\u009bx": 5}]}"#
        let report = DriftAnalyzer().analyze(try JSONDocument(parsing: json))
        let text = report.text(name: "evil\u{1B}.json")
        #expect(text.contains(#"\u001b"#))
        #expect(text.contains(#"\u0007"#))
        #expect(!text.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscape($0) })
        let written = JSONWriter.pretty.string(for: report.json())
        #expect(!written.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscape($0) })
    }

    @Test func patternsSpellAwkwardKeysQuoted() {
        #expect(DriftPattern(steps: [.key("a.b"), .element, .key("c")]).description == #"$["a.b"][*].c"#)
        #expect(
            DriftPattern(root: .resource(type: "blog posts"), steps: [.key("attributes")]).description
                == #"type:"blog posts".attributes"#)
        #expect(DriftPattern(path: ["x", 3]).appending(.element).description == "$.x[3][*]")
    }
}
