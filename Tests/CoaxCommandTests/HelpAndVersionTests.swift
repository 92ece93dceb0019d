import Foundation
import Testing

/// `--help` and `--version` on the root command and on every subcommand the root lists.
@Suite struct HelpAndVersionTests {
    /// The subcommands this suite knows; ``theRootListsExactlyTheKnownSubcommands`` fails when one
    /// is added without being added here, so that none escapes the checks below.
    static let subcommands = [
        "inspect", "check", "get", "query", "coerce", "rules", "expand", "drift", "model", "schema", "decode",
    ]

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

    /// Lines of `help`'s prose (the overview and the discussion, which start at the margin) that
    /// break a paragraph early: the next line's first word would still have fitted (ArgumentParser
    /// fills lines to 80 columns, so an early break is a hard newline inside a sentence).
    static func earlyBreaks(in help: String, width: Int = 80) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard !line.isEmpty, !line.hasPrefix(" "), !next.isEmpty, !next.hasPrefix(" "),
                !next.hasPrefix("USAGE:"), let word = next.split(separator: " ").first
            else { continue }
            if line.count + 1 + word.count < width { found.append(line + " ⏎ " + next) }
        }
        return found
    }

    @Test(arguments: ["--help"] + subcommands.map { "help \($0)" })
    func helpTextsWrapWithoutBreakingSentences(command: String) throws {
        let run = try CoaxRun(command.split(separator: " ").map(String.init))
        #expect(run.status == 0)
        let breaks = Self.earlyBreaks(in: run.output)
        #expect(breaks.isEmpty, "lines broken early:\n\(breaks.joined(separator: "\n"))")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGeneratedForEveryShellTheReadmeNames(shell: String) throws {
        let run = try CoaxRun(["--generate-completion-script", shell])
        #expect(run.status == 0)
        #expect(run.output.contains("coax"))
        for subcommand in Self.subcommands {
            #expect(run.output.contains(subcommand), "\(shell) completes \(subcommand)")
        }
        let readme = try String(contentsOfFile: CoaxRun.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("coax --generate-completion-script \(shell) >"))
    }
}
