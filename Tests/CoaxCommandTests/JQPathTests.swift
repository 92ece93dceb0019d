import Coax
import Foundation
import Testing

/// Where jq is, when it is installed.
enum InstalledJQ {
    static let path: String? = ["/usr/bin/jq", "/usr/local/bin/jq"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// The jq paths Coax copies and prints are accepted by jq itself and select the same value.
@Suite struct JQPathTests {
    static let document = #"""
        {"statuses": [{"user": {"screen name": "ada", "id": 7}}, {"user": {"screen name": "bo", "id": 8}}],
         "and": 1, "if": {"then": 2}, "a\"b\\c": 3, "": 4, "ключ": 5, "x1_": 6, "1x": 7, "tab\tnew\nline": 8,
         "esc\u001b": 9, "\u0000": 10, "\u2028": 11, "😀": 12}
        """#

    func jq(_ filter: String, file: String) throws -> String {
        let directory = try TemporaryDirectory()
        let outputPath = directory.path + "/stdout"
        let ending = try ChildProcess.run(
            [try #require(InstalledJQ.path), "-c", filter, file], input: "/dev/null", output: outputPath,
            error: "/dev/null", timeLimit: 120)
        #expect(ending.status == 0, "jq rejected \(filter)")
        let data = try CoaxRun.contents(of: outputPath)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func jqIsInstalledOrTheTestsAreSkippedWithAReason() {
        if InstalledJQ.path == nil { print("jq not found: the jq path tests are skipped (.ci/run installs jq)") }
    }

    @Test(.enabled(if: InstalledJQ.path != nil, "jq is not installed"))
    func everyMembersJQPathSelectsItInJQ() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.document, named: "tricky.json")
        let document = try JSONDocument(parsing: Self.document)
        let nodes = try JSONQuery(parsing: "$..*").evaluate(on: document)
        #expect(nodes.count > 15)
        for position in nodes.indices {
            let path = try #require(nodes.path(at: position))
            let value = try jq(path.jqPath, file: file)
            let reference = JSONWriter.compact.string(for: try JSONDocument(parsing: value).root)
            #expect(reference == JSONWriter.compact.string(for: nodes[position]), "\(path.jqPath)")
        }
    }

    @Test(.enabled(if: InstalledJQ.path != nil, "jq is not installed"))
    func theGeneralizedPathSelectsTheMemberOfEveryElement() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.document, named: "tricky.json")
        let path: JSONPath = ["statuses", 1, "user", "screen name"]
        #expect(path.jqPathWithAnyIndex == #".statuses[].user["screen name"]"#)
        #expect(try jq(path.jqPathWithAnyIndex, file: file) == "\"ada\"\n\"bo\"\n")
        #expect(try jq(JSONPath.root.jqPath, file: file).hasPrefix("{"))
        #expect(try jq(([0] as JSONPath).jqPath, file: directory.write("[5]", named: "array.json")) == "5\n")
    }
}
