import ArgumentParser
import Coax

/// `coax expand FILE`: print a normalized API document in its expanded form.
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Expand a URL-template links document or a JSON:API compound document.",
        usage:
            "coax expand FILE… [--format <format>] [--include <list>] [--compact] [--document <n>] [--input-format <format>]",
        discussion: """
            Prints the expanded document on standard output (pretty, two spaces, key order and \
            number literals kept) and one line per warning on standard error; exits 0 when the \
            document was expanded, 1 when it is neither format or not valid JSON, 2 when the file \
            cannot be read. docs/expansion.md describes both formats and every warning. For a \
            collection (JSON Lines, several files, a directory, an HTTP archive…), every document is \
            expanded in turn (one line each with --compact: JSON Lines), messages name the document, \
            and the exit status is 1 when one could not be expanded or a record was bad; --document N \
            expands document N (from 1) alone.
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

    @Argument(help: "The input: a file, a directory, or - for standard input.")
    var file: String

    @Argument(help: "More inputs, read after the first as one collection.")
    var moreFiles: [String] = []

    private var files: [String] { [file] + moreFiles }

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

    @OptionGroup var reading: ReadingOptions

    func validate() throws {
        _ = try includeList()
    }

    func run() throws {
        let includeList = try includeList()
        let document = reading.document
        let loaded = try CollectionInput.open(files, format: reading.inputFormat, keepsDocuments: document != nil)
        if case let (index, chosen)? = try loaded.soleDocument(number: document) {
            let name =
                document != nil && !loaded.isSingleDocument
                ? loaded.label(ofDocument: index)
                : PrintableText.escaped(CollectionInput.name(of: [files[0]]))
            guard try expand(chosen, named: name, include: includeList) else { throw ExitCode(1) }
            if document != nil { try loaded.finish() }
            return
        }
        var failed = false
        try loaded.forEachDocument { index, chosen in
            if try !expand(chosen, named: loaded.label(ofDocument: index), include: includeList) { failed = true }
        }
        try loaded.finish(failed: failed)
    }

    /// Expands one document onto standard output, with its warnings on standard error (`name` is
    /// terminal-safe already); false when it could not be expanded.
    private func expand(_ document: JSONDocument, named name: String, include includeList: IncludeList?) throws -> Bool
    {
        let expansion: ExpansionPlan
        do throws(ExpansionError) {
            expansion = try Expander(format: format.expansionFormat, include: includeList).plan(document.root)
        } catch {
            StandardError.write("\(name): error: \(PrintableText.escaped(error.description))")
            return false
        }
        // Streamed: the output (often several times the input) is never held in memory.
        do {
            try expansion.write(compact ? .compact : .pretty) { chunk in try StandardOutput.write(chunk) }
        } catch let error as ExpansionError {
            StandardError.write("\(name): \(PrintableText.escaped(error.description))")
            throw ExitCode(2)
        }
        try StandardOutput.write([UInt8(ascii: "\n")])
        if includeList != nil, expansion.format == .links {
            StandardError.write("\(name): warning: --include applies to JSON:API documents; ignored")
        }
        for warning in expansion.warnings {
            StandardError.write("\(name): warning: \(PrintableText.escaped(warning.description))")
        }
        return true
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
