import Foundation
import Testing

/// `docs/coax.1` is what swift-argument-parser's generate-manual makes from the command
/// definitions today.
@Suite struct ManPageTests {
    static let page = CoaxRun.packageRoot + "/docs/coax.1"

    /// swift-argument-parser's `generate-manual`, beside `coax`; built there first when missing
    /// (it is not a product other packages can depend on, so `swift test` does not build it).
    static func generator() throws -> String {
        let coax = try #require(CoaxRun.binary, "the coax binary is built")
        let binary = URL(fileURLWithPath: coax).deletingLastPathComponent()
        let beside = binary.appendingPathComponent("generate-manual").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        // …/<scratch>/<triple>/debug/coax. The tool gets a scratch directory of its own: `swift test`
        // holds the lock on its scratch directory while the tests run, and a nested build waiting for
        // that lock would wait forever.
        let scratch = binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("generate-manual-tool").path
        let tool = scratch + "/debug/generate-manual"
        if FileManager.default.isExecutableFile(atPath: tool) { return tool }
        // Spawned with an empty signal mask: swift build waits for its compilers by signal, and the
        // mask Swift Testing runs with would hang it.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("coax-generate-manual-\(getpid()).log")
            .path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let status = try TmuxTerminal.spawn(
            [
                "swift", "build", "--package-path", CoaxRun.packageRoot, "--scratch-path", scratch, "--product",
                "generate-manual",
            ], output: log, timeout: 1200)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try #require(status == 0 && FileManager.default.isExecutableFile(atPath: tool), "\(output)")
        return tool
    }

    @Test func theManPageIsUpToDate() throws {
        let generator = try Self.generator()
        let coax = try #require(CoaxRun.binary)
        let committed = try String(contentsOfFile: Self.page, encoding: .utf8)
        // The page keeps the date it was made on; the text must match.
        let dateLine = try #require(committed.split(separator: "\n").first { $0.hasPrefix(".Dd ") })
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "MMMM d, yyyy"
        parser.timeZone = TimeZone(identifier: "UTC")
        let date = try #require(parser.date(from: String(dateLine.dropFirst(4))))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        // CoaxRun runs the launcher with coax's path first: generate-manual COAX --date … -o -.
        let run = try CoaxRun(
            ["--date", formatter.string(from: date), "--output-directory", "-"], launcher: [generator])
        _ = coax
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == committed, "docs/coax.1 is out of date: run scripts/update-man-page.sh")
    }

    /// generate-manual leaves out every character that is not ASCII, so the help it reads spells
    /// them in ASCII (`--help` keeps them).
    @Test func theHelpTheGeneratorReadsIsASCIISoNoCharacterIsDropped() throws {
        let dump = try CoaxRun(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let other = dump.output.unicodeScalars.filter { !$0.isASCII }.map { String($0) }
        #expect(other.isEmpty, "generate-manual would drop \(Set(other).sorted())")
        let page = try String(contentsOfFile: Self.page, encoding: .utf8)
        #expect(page.contains("(GET /products/{id} -> 200; request bodies apart)"))
        #expect(page.contains("error: ... with the line"))
        let help = try CoaxRun(["drift", "--help"])
        #expect(help.output.contains("(GET /products/{id} → 200; request"))
    }

    @Test func theManPageCoversEveryCommand() throws {
        let page = try String(contentsOfFile: Self.page, encoding: .utf8)
        for command in HelpAndVersionTests.subcommands {
            #expect(page.contains(".It Em \(command)"), "\(command) has its section")
        }
        #expect(page.contains(".It Fl -depth Ar N"))
    }
}
