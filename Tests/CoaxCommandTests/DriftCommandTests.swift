import Foundation
import Testing

/// `coax drift` and `coax model`, run as the built binary.
@Suite struct DriftCommandTests {
    static let typeDrift = CoaxRun.sample("type-drift.json")

    @Test func textReportListsFindingsBySeverity() throws {
        let run = try CoaxRun(["drift", Self.typeDrift])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == Self.typeDrift + ": 12 drifting members in 2 of 3 groups of objects")
        #expect(lines.contains("  $.products[*].id: number ×6 ($.products[0].id), string ×4 ($.products[1].id)"))
        #expect(lines.contains("    integer reads all 10 values exactly"))
    }

    @Test func jsonReportFollowsTheSchema() throws {
        let run = try CoaxRun(["drift", "--format", "json", Self.typeDrift])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
        #expect(json["root"] as? String == "$")
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 12)
        #expect(findings.first?["severity"] as? String == "textOnly")
        #expect(findings.first?["pattern"] as? String == "$.products[*].in_stock")
    }

    @Test func consistentInputSaysSoAndStdinWorks() throws {
        let run = try CoaxRun(["drift", "-"], input: #"{"a": [{"x": 1}, {"x": 2}]}"#)
        #expect(run.status == 0)
        #expect(run.output == "<stdin>: no drift: every member agrees across 1 group of objects\n")
    }

    @Test func invalidJSONAndMissingFilesUseTheUsualExitCodes() throws {
        #expect(try CoaxRun(["drift", "-"], input: "[1,").status == 1)
        #expect(try CoaxRun(["drift", "/nonexistent/coax-drift.json"]).status == 2)
        #expect(try CoaxRun(["drift", "--format", "yaml", Self.typeDrift]).status == 64)
    }

    @Test func modelPrintsTheCommittedGeneratedModel() throws {
        let run = try CoaxRun(["model", Self.typeDrift, "$.products", "--name", "TypeDriftProduct"])
        #expect(run.status == 0)
        let committed = try String(
            contentsOfFile: CoaxRun.packageRoot + "/Tests/CoaxTests/ModelGeneration/Generated/TypeDriftModel.swift",
            encoding: .utf8)
        #expect(run.output == committed)
    }

    @Test func modelRejectsPathsWithoutObjectsAndBadNames() throws {
        let scalar = try CoaxRun(["model", Self.typeDrift, "products[0].id", "--name", "Id"])
        #expect(scalar.status == 1)
        #expect(scalar.error == "$.products[0].id is a number: a model needs an object or an array of objects\n")
        let missing = try CoaxRun(["model", Self.typeDrift, "$.nothing", "--name", "X"])
        #expect(missing.status == 1)
        #expect(try CoaxRun(["model", Self.typeDrift, "$.products", "--name", "not a name"]).status == 64)
        #expect(try CoaxRun(["model", Self.typeDrift, "$[", "--name", "X"]).status == 64)
    }
}
