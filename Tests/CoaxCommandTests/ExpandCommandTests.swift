import Foundation
import Testing

/// `coax expand`, run as the built binary.
@Suite struct ExpandCommandTests {
    @Test func prettyJSONOnStandardOutputAndWarningsOnStandardError() throws {
        let result = try ExpandRun.coax(["expand", ExpandRun.sample("jsonapi-blog.json")])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("{\n  \"jsonapi\": {\n    \"version\": \"1.1\"\n  },\n"))
        #expect(result.standardOutput.contains("\"rating\": 4.50,"))
        #expect(result.standardOutput.hasSuffix("}\n"))
        #expect(result.standardError == ExpandRun.sample("jsonapi-blog.json")
            + ": warning: $['data'][1]['relationships']['comments']['data']: 1 linked resource is not in the "
            + "document (comments/99); it stays an identifier object\n")
    }

    @Test func theReadmeExampleIsPrintedAsTheFixture() throws {
        let result = try ExpandRun.coax(["expand", ExpandRun.sample("jte-example-2.json")])
        let expected = try String(
            contentsOf: ExpandRun.packageRoot.appendingPathComponent(
                "Tests/CoaxTests/Expansion/Fixtures/jte-readme-2.expected.json"),
            encoding: .utf8)
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
        #expect(result.standardError.isEmpty)
    }

    @Test func compactPrintsOneLine() throws {
        let result = try ExpandRun.coax(["expand", "--compact", ExpandRun.sample("jte-example-1.json")])
        #expect(result.status == 0)
        #expect(result.standardOutput == #"{"posts":[{"id":"1","title":"Rails is Omakase","comments":{"href":"#
            + #""http://example.com/posts/1/comments"}},{"id":"2","title":"The Parley Letter","comments":"#
            + #"{"href":"http://example.com/posts/2/comments"}}]}"# + "\n")
    }

    @Test func includeAndFormatOptionsReachTheExpander() throws {
        let result = try ExpandRun.coax(
            ["expand", "--format", "jsonapi", "--include", "", "--compact", ExpandRun.sample("jsonapi-blog.json")])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""author":{"type":"people","id":"9"},"comments""#))
        let wrong = try ExpandRun.coax(["expand", "--format", "links", "-"], input: #"{"data": []}"#)
        #expect(wrong.status == 1)
        #expect(wrong.standardError.contains("error: the document has no top-level \"links\" object"))
    }

    @Test func neitherFormatExitsOneWithAClearMessage() throws {
        let result = try ExpandRun.coax(["expand", "-"], input: #"{"name": "Ada"}"#)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("<stdin>: error: the document is neither a URL-template links document"))
    }

    @Test func aBadIncludeListIsAUsageError() throws {
        let result = try ExpandRun.coax(["expand", "--include", "a..b", ExpandRun.sample("jsonapi-blog.json")])
        #expect(result.status == 64)
        #expect(result.standardError.contains(#"--include: include path "a..b" has an empty relationship name"#))
    }

    @Test func warningsNeverCarryRawControlCharacters() throws {
        let input = #"{"links": {"posts\u001b[31m": "x", "posts.a": "{posts.a}"}, "posts": []}"#
        let result = try ExpandRun.coax(["expand", "-"], input: input)
        #expect(result.status == 0)
        #expect(result.standardError.contains(#"\u001b[31m"#))
        #expect(!result.standardError.contains("\u{1B}"))
    }

    @Test func unreadableFilesExitTwo() throws {
        let result = try ExpandRun.coax(["expand", "/nonexistent/coax-expand.json"])
        #expect(result.status == 2)
    }
}

/// Runs the `coax` binary built beside the test bundle.
enum ExpandRun {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sample(_ name: String) -> String {
        packageRoot.appendingPathComponent("SampleData/\(name)").path
    }

    /// `coax` in the test bundle's directory, else in `.build/debug`.
    static var binary: URL? {
        let bundleDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidates = [
            bundleDirectory.appendingPathComponent("coax"),
            packageRoot.appendingPathComponent(".build/debug/coax"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func coax(_ arguments: [String], input: String = "") throws -> Result {
        let executable = try #require(binary, "the coax binary is not built (swift build --product coax)")
        // Output goes to files rather than pipes, so that neither stream can fill up and block the child.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("coax-expand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        let outputData = try Data(contentsOf: outputURL)
        let standardErrorData = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: standardErrorData, as: UTF8.self))
    }
}
