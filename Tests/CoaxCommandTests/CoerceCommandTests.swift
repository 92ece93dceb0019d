import Foundation
import Testing

/// `coax coerce` and `coax rules`, run as the built binary.
@Suite struct CoerceCommandTests {
    @Test func tableForAReadmeRow() throws {
        let run = try CoaxRun(["coerce", CoaxRun.sample, "table.string_the_21_5_slices"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("path   $['table']['string_the_21_5_slices']\nkind   string\n"))
        #expect(
            run.output.contains(
                #"integer               21                         "the 21.5 slices" → trimmed to "21.5" → integer prefix 21  [cleaned, truncated]"#
            ))
        #expect(run.output.contains("unixDate              1970-01-01T00:00:21.5Z"))
    }

    @Test func jsonFollowsTheSchema() throws {
        let run = try CoaxRun(["coerce", CoaxRun.sample, "/table/decimal_5_94", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["path", "kind", "value", "results", "decoders"])
        #expect(object["path"] as? String == "$['table']['decimal_5_94']")
        #expect(object["kind"] as? String == "number")
        let results = try #require(object["results"] as? [String: [String: Any]])
        #expect(results.count == 16)
        #expect(results["integer"]?["value"] as? Int == 5)
        #expect(results["integer"]?["why"] as? String == "5.94 truncated toward zero → 5")
        #expect(results["string"]?["value"] as? String == "5.94")
        #expect(results["decimal"]?["value"] as? String == "5.94")
        #expect(results["unixDate"]?["why"] as? String == "5.94 s → 1970-01-01T00:00:05.94Z")
        #expect(run.output.contains(#""value": 5.94,"#))
        #expect(run.output.contains(#""unixDate": {"value": 5.94, "#))
    }

    @Test func markerReplacesUnconvertibleElements() throws {
        let run = try CoaxRun(["coerce", CoaxRun.sample, "table.array", "--format", "json", "--marker", "-1"])
        #expect(run.status == 0)
        #expect(run.output.contains(#""arrayOfNumbers": {"value": [4,-1,9], "#))
        #expect(run.output.contains(#""forcedArrayOfNumbers": {"value": [4,-1,9], "#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((object["results"] as? [String: Any])?.count == 28)
    }

    @Test func aMissingKeyIsReportedAsMissing() throws {
        let run = try CoaxRun(["coerce", CoaxRun.sample, "table.no_such_key", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output.contains(#""kind": "missing","#))
        #expect(run.output.contains(#""value": null,"#))
        #expect(run.output.contains(#""forcedString": {"value": "", "why": "missing → nil → forced fallback \"\""}"#))
    }

    @Test func aPathWhoseParentIsMissingFails() throws {
        let run = try CoaxRun(["coerce", CoaxRun.sample, "nothing.here"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("has no key 'nothing'"))
    }

    @Test func invalidArgumentsExit64() throws {
        #expect(try CoaxRun(["coerce", CoaxRun.sample, "table[0"]).status == 64)
        let marker = try CoaxRun(["coerce", CoaxRun.sample, "table.array", "--marker", "nope"])
        #expect(marker.status == 64)
        #expect(marker.error.hasPrefix("invalid marker"))
    }

    @Test func unreadableFilesExit2() throws {
        #expect(try CoaxRun(["coerce", "/nonexistent/coax.json", "a"]).status == 2)
    }

    @Test func standardInputAndEscapedOutput() throws {
        let run = try CoaxRun(["coerce", "-", "a"], input: #"{"a": "\u001b[31m7\u009b"}"#)
        #expect(run.status == 0)
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        #expect(run.output.contains(#"value  "\u001b[31m7\u009b""#))
        #expect(run.output.contains(#"integer               31"#))
    }

    @Test func rulesPrintsTheRuleTableDocument() throws {
        let run = try CoaxRun(["rules"])
        #expect(run.status == 0)
        let file = try String(contentsOfFile: CoaxRun.packageRoot + "/docs/coercion-rules.md", encoding: .utf8)
        #expect(run.output == file)
    }

    @Test func thePrintedPathIsTheNormalizedPathOfTheValueFound() throws {
        let input = #"{"0": "7", "list": [1, 2, "3"]}"#
        for (path, normalized) in [
            ("/0", "$['0']"), ("0", "$['0']"), ("$.list[-1]", "$['list'][2]"), ("list.9x", "$['list']['9x']"),
        ] {
            let run = try CoaxRun(["coerce", "--format", "json", "-", path], input: input)
            guard path != "list.9x" else {
                #expect(run.status == 1, "a key on an array does not exist")
                continue
            }
            #expect(run.status == 0, "\(path)")
            #expect(run.output.contains("\"path\": \"\(normalized)\""), "\(path): \(run.output)")
        }
        let missing = try CoaxRun(["coerce", "--format", "json", "-", "/missing"], input: input)
        #expect(missing.output.contains(#""path": "$['missing']""#))
    }
}
