import ArgumentParser
import Coax

/// `coax expand FILE`: print a normalized API document in its expanded form.
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Expand a URL-template links document or a JSON:API compound document.",
        discussion: """
            Prints the expanded document on standard output (pretty, two spaces, key order and \
            number literals kept) and one line per warning on standard error; exits 0 when the \
            document was expanded, 1 when it is neither format or not valid JSON, 2 when the file \
            cannot be read. docs/expansion.md describes both formats and every warning.
            """
    )

    /// The `--format` choices.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case auto
        case links
        case jsonapi

        var expansionFormat: ExpansionFormat? {
            switch self {
            case .auto: nil
            case .links: .links
            case .jsonapi: .jsonAPI
            }
        }
    }

    @Argument(help: "The JSON file, or - for standard input.")
    var file: String

    @Option(help: "The document's format: auto (detect), links or jsonapi.")
    var format: Format = .auto

    @Option(
        help: ArgumentHelp(
            "JSON:API relationships to expand, as JSON:API's include parameter.",
            discussion: "Comma-separated paths of dot-separated names, e.g. author,comments.author. "
                + "An empty list expands none. Without it every relationship is expanded, "
                + "\(Expander.defaultMaximumDepth) deep at most.",
            valueName: "list"))
    var include: String?

    @Flag(help: "Print the JSON on one line instead of indented.")
    var compact = false

    func validate() throws {
        _ = try includeList()
    }

    func run() throws {
        let includeList = try includeList()
        let document = try DocumentInput.load(file)
        let name = file == "-" ? "<stdin>" : file
        let expansion: ExpansionPlan
        do throws(ExpansionError) {
            expansion = try Expander(format: format.expansionFormat, include: includeList).plan(document.root)
        } catch {
            StandardError.write(PrintableText.escaped("\(name): error: \(error.description)"))
            throw ExitCode(1)
        }
        // Streamed: the output (often several times the input) is never held in memory.
        try expansion.write(compact ? .compact : .pretty) { chunk in try StandardOutput.write(chunk) }
        try StandardOutput.write([UInt8(ascii: "\n")])
        if includeList != nil, expansion.format == .links {
            StandardError.write(
                PrintableText.escaped("\(name): warning: --include applies to JSON:API documents; ignored"))
        }
        for warning in expansion.warnings {
            StandardError.write(PrintableText.escaped("\(name): warning: \(warning.description)"))
        }
    }

    /// The parsed `--include`, or a usage error naming the faulty path.
    private func includeList() throws -> IncludeList? {
        guard let include else { return nil }
        do throws(IncludeListError) {
            return try IncludeList(parsing: include)
        } catch {
            throw ValidationError("--include: \(PrintableText.escaped(error.description))")
        }
    }
}
