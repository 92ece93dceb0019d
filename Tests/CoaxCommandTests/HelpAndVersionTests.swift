import Foundation
import Testing

/// `--help` and `--version` on the root command and on every subcommand the root lists.
@Suite struct HelpAndVersionTests {
    /// The subcommands this suite knows; ``theRootListsExactlyTheKnownSubcommands`` fails when one
    /// is added without being added here, so that none escapes the checks below.
    static let subcommands = ["inspect", "check", "get", "query", "coerce", "rules", "expand", "drift", "model"]

    /// The names under SUBCOMMANDS in the root's help.
    static func listedSubcommands(inHelp help: String) -> [String] {
        guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        let lines = help[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        // The section ends at the first blank line.
        return lines.prefix { !$0.isEmpty }.compactMap { line in
            // A name is indented by two spaces; wrapped abstracts are indented further.
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    @Test func theRootListsExactlyTheKnownSubcommands() throws {
        let run = try CoaxRun(["--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("Exit status: 0 on success"))
        #expect(Self.listedSubcommands(inHelp: run.output) == Self.subcommands)
    }

    @Test func theRootPrintsItsVersion() throws {
        let run = try CoaxRun(["--version"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let version = try Regex(#"[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?\n"#)
        #expect(run.output.wholeMatch(of: version) != nil, "not a version: \(run.output)")
        // The one version constant is the one printed.
        let constant = try String(
            contentsOfFile: CoaxRun.packageRoot + "/Sources/coax/CoaxVersion.swift", encoding: .utf8)
        #expect(constant.contains("static let current = \"\(run.output.dropLast())\""))
    }

    @Test(arguments: subcommands)
    func everySubcommandHasHelp(subcommand: String) throws {
        let run = try CoaxRun([subcommand, "--help"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("USAGE: coax \(subcommand)"))
        #expect(run.output.contains("--version"))
        let short = try CoaxRun([subcommand, "-h"])
        #expect(short.output == run.output)
        let viaHelp = try CoaxRun(["help", subcommand])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output == run.output)
    }

    @Test(arguments: subcommands)
    func everySubcommandPrintsTheRootVersion(subcommand: String) throws {
        let root = try CoaxRun(["--version"])
        let run = try CoaxRun([subcommand, "--version"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == root.output)
        #expect(!run.output.isEmpty)
    }

    @Test func anUnknownWordIsTakenAsAFileForTheDefaultInspector() throws {
        let run = try CoaxRun(["frobnicate"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "frobnicate: no such file\n")
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let run = try CoaxRun(["--frobnicate"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("Unknown option '--frobnicate'"))
    }
}
